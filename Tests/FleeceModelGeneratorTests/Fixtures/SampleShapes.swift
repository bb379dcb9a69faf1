/// Sample responses of many shapes, each a set of samples from one API, as a user would pass
/// them to `fleece-models`. The compile test generates models for each in both styles and checks
/// that they decode every sample and give its values back.
struct SampleShape: Sendable {
    /// An identifier, used as the namespace of the shape's models in the compiled program.
    let name: String
    let samples: [String]
}

enum SampleShapes {
    static let all: [SampleShape] = [
        flickrPlaces, twitterStatus, githubEvents, deepNesting, heterogeneousArrays, emptyContainers,
        nonIdentifierKeys, numbers, convertibles, dates, rootArrayOfScalars, rootOfMixedKinds, wideObject,
        typeNameCollisions, nullsEverywhere, dictionaries, selfNamedProperties, labelMaps,
        emptyOfOtherKind, convertibleElements,
    ]

    /// Open-Meteo's hourly forecast as a tester met it: arrays whose numbers sometimes come as
    /// their text, with null gaps; nested such arrays; one absent from a sample.
    static let convertibleElements = SampleShape(name: "convertibleElements", samples: [
        #"""
        {"hourly": {"time": ["2024-01-01T00:00", "2024-01-01T01:00", "2024-01-01T02:00"],
                    "temperature_2m": [1.3, "0.9", 2], "precipitation_probability": [10, null, "15"],
                    "weather_code": ["3", 61, 3], "is_day": [0, "1", true]},
         "pairs": [[1, "2"], ["3"]], "ids": ["007", 12]}
        """#,
        #"""
        {"hourly": {"time": [], "temperature_2m": [], "precipitation_probability": [null], "weather_code": [], "is_day": []},
         "ids": []}
        """#,
    ])

    /// Properties with their struct's name (`_2x` in `_2x`, `住所` in `住所`, `_1` in `_1`), in
    /// a `curry` chain and in the `Decoded(T.init, …)` of a wide struct, and a property named
    /// `curry`: inside the struct, each name finds the property first.
    static let selfNamedProperties = SampleShape(name: "selfNamedProperties", samples: [
        #"""
        {"2x": {"2x": 1.5, "url": "https://a/b@2x.png"}, "住所": {"住所": "東京都", "郵便番号": "100-0001"},
         "1": {"+1": 3, "-1": 0}, "menu": {"curry": ["green", "red"], "rice": 2},
         "3d": {"3d": 1, \#((1...20).map { #""f\#($0)": \#($0)"# }.joined(separator: ", "))},
         "wide_menu": {"curry": "red", \#((1...20).map { #""f\#($0)": \#($0)"# }.joined(separator: ", "))}}
        """#,
    ])

    /// Objects used as dictionaries, as citm_catalog's and many APIs' are: keyed by ids (digits,
    /// UUIDs), by paths, or holding many alike records under names; empty in one sample.
    static let dictionaries = SampleShape(name: "dictionaries", samples: [
        #"""
        {"events": {"138586341": {"id": 138586341, "name": "A", "logo": null},
                    "138586345": {"id": 138586345, "name": "B", "logo": "/b.png"}},
         "areaNames": {"205705993": "Arrière-scène", "205705994": "1er balcon"},
         "topicSubTopics": {"107888604": [107888604, 107888605], "324846098": []},
         "pages": {"/docs/a.html": {"title": "A"}, "https://example.com/b": {"title": "B"}},
         "notes": {\#((1...16).map { #""Note\#($0)": {"bugType": "t\#($0)", "description": "d"}"# }.joined(separator: ", "))},
         "venue": {"PLEYEL_PLEYEL": "Salle Pleyel"},
         "users": {"3fa85f64-5717-4562-b3fc-2c963f66afa6": {"name": "Ada"}, "9b2d6c1e-0f1a-4c55-8e7a-1d2b3c4d5e6f": {"name": "Alan"}}}
        """#,
        #"""
        {"events": {}, "areaNames": {"1": "x"}, "topicSubTopics": {}, "pages": {"/c": {"title": null}},
         "notes": {"Other": {"bugType": "u", "description": "e"}}, "venue": {"PLEYEL_PLEYEL": "Salle Pleyel"},
         "users": {"c0ffee00-1234-4abc-9def-0123456789ab": {"name": "Grace", "age": 85}}}
        """#,
    ])

    /// Flickr's `flickr.places.getTopPlacesList`: numbers as strings in one answer and as numbers in
    /// another (`photo_count`), `woe_name` missing from a place, `_content`.
    static let flickrPlaces = SampleShape(name: "flickrPlaces", samples: [
        #"""
        {"places": {"place": [
          {"place_id": "hP_s5s9VVr5Qcg", "woeid": "44418", "latitude": "51.506", "longitude": "-0.127",
           "place_url": "/United+Kingdom/England/London", "place_type": "locality", "place_type_id": "7",
           "timezone": "Europe/London", "_content": "London, England, United Kingdom", "woe_name": "London",
           "photo_count": "2401663"},
          {"place_id": "GNBnhmZTUbJ8LQ", "woeid": "1118370", "latitude": "35.670", "longitude": "139.771",
           "place_url": "/Japan/Tokyo+Prefecture/東京", "place_type": "locality", "place_type_id": "7",
           "timezone": "Asia/Tokyo", "_content": "東京, Tokyo Prefecture, Japan", "photo_count": "2107412"}
         ], "total": 2, "date_start": 1256083200, "date_stop": 1256169599},
         "stat": "ok"}
        """#,
        #"""
        {"places": {"place": [
          {"place_id": "kH8dLOubBZRvX_YZ", "woeid": "2459115", "latitude": "40.714", "longitude": "-74.007",
           "place_url": "/United+States/New+York/New+York", "place_type": "locality", "place_type_id": "7",
           "timezone": "America/New_York", "_content": "New York, NY, United States", "woe_name": "New York",
           "photo_count": 1800512}
         ], "total": 1, "date_start": 1256083200, "date_stop": 1256169599},
         "stat": "ok"}
        """#,
    ])

    /// A status shaped like Twitter's: 64-bit ids, a retweeted status with its own user, entities
    /// with arrays that are empty in one status, coordinates null in one and an object in another.
    static let twitterStatus = SampleShape(name: "twitterStatus", samples: [
        #"""
        {"created_at": "Sun Aug 31 00:29:15 +0000 2014", "id": 505874924095815681, "id_str": "505874924095815681",
         "text": "RT @aym0566x: 名前:前田あゆみ", "truncated": false,
         "entities": {"hashtags": [], "symbols": [], "urls": [], "user_mentions": [
             {"screen_name": "aym0566x", "name": "前田あゆみ", "id": 866260188, "id_str": "866260188", "indices": [3, 12]}]},
         "in_reply_to_status_id": null, "user": {"id": 1186275104, "screen_name": "ayuu0123", "followers_count": 262,
             "profile_image_url": "http://pbs.twimg.com/profile_images/1.jpeg", "verified": false, "utc_offset": null},
         "geo": null, "coordinates": null, "retweet_count": 58, "favorite_count": 0, "favorited": false, "lang": "ja",
         "retweeted_status": {"created_at": "Sun Aug 31 00:28:00 +0000 2014", "id": 505874601411575808,
             "id_str": "505874601411575808", "text": "名前:前田あゆみ", "truncated": false,
             "entities": {"hashtags": [], "symbols": [], "urls": [], "user_mentions": []},
             "in_reply_to_status_id": null,
             "user": {"id": 866260188, "screen_name": "aym0566x", "followers_count": 289,
                 "profile_image_url": "http://pbs.twimg.com/profile_images/2.jpeg", "verified": false, "utc_offset": 32400},
             "geo": null, "coordinates": null, "retweet_count": 58, "favorite_count": 0, "favorited": false, "lang": "ja"}}
        """#,
        #"""
        {"created_at": "Sun Aug 31 00:29:14 +0000 2014", "id": 505874922023837696, "id_str": "505874922023837696",
         "text": "#RT #Follow", "truncated": false,
         "entities": {"hashtags": [{"text": "RT", "indices": [0, 3]}, {"text": "Follow", "indices": [4, 11]}],
             "symbols": [], "urls": [{"url": "http://t.co/1", "expanded_url": "http://example.com/1", "indices": [12, 24]}],
             "user_mentions": []},
         "in_reply_to_status_id": 505874728836317184, "user": {"id": 2278053589, "screen_name": "RT_Follow",
             "followers_count": 1088, "profile_image_url": "http://pbs.twimg.com/profile_images/3.png", "verified": true,
             "utc_offset": -36000},
         "geo": {"type": "Point", "coordinates": [35.6, 139.7]},
         "coordinates": {"type": "Point", "coordinates": [139.7, 35.6]}, "retweet_count": 0, "favorite_count": 3,
         "favorited": true, "lang": "en"}
        """#,
    ])

    /// A list of GitHub events: an array root whose elements differ by type (`payload` has
    /// `commits` in a push, `action` in a watch), `org` in some, ISO 8601 `created_at`.
    static let githubEvents = SampleShape(name: "githubEvents", samples: [
        #"""
        [{"id": "2489651045", "type": "PushEvent", "public": true, "created_at": "2015-01-01T15:00:00Z",
          "actor": {"id": 665991, "login": "petroav", "gravatar_id": "", "url": "https://api.github.com/users/petroav",
                    "avatar_url": "https://avatars.githubusercontent.com/u/665991?"},
          "repo": {"id": 28688495, "name": "petroav/6.828", "url": "https://api.github.com/repos/petroav/6.828"},
          "payload": {"push_id": 536752122, "size": 1, "distinct_size": 1, "ref": "refs/heads/master",
                      "head": "9aa8f1c", "before": "7ba4d18",
                      "commits": [{"sha": "9aa8f1c", "author": {"email": "a@example.com", "name": "Petros"},
                                   "message": "Solution to lab 1", "distinct": true, "url": "https://api.github.com/repos/c/1"}]}},
         {"id": "2489651051", "type": "WatchEvent", "public": true, "created_at": "2015-01-01T15:00:01+01:00",
          "actor": {"id": 3854017, "login": "rahulkapoor90", "gravatar_id": "", "url": "https://api.github.com/users/rahulkapoor90",
                    "avatar_url": "https://avatars.githubusercontent.com/u/3854017?"},
          "repo": {"id": 28671719, "name": "sindresorhus/awesome", "url": "https://api.github.com/repos/sindresorhus/awesome"},
          "payload": {"action": "started"},
          "org": {"id": 9285252, "login": "awesome", "gravatar_id": "", "url": "https://api.github.com/orgs/awesome",
                  "avatar_url": "https://avatars.githubusercontent.com/u/9285252?"}}]
        """#,
        #"""
        [{"id": "2489651057", "type": "IssuesEvent", "public": true, "created_at": "2015-01-01T15:00:02Z",
          "actor": {"id": 1, "login": "x", "gravatar_id": "", "url": "https://api.github.com/users/x",
                    "avatar_url": "https://avatars.githubusercontent.com/u/1?"},
          "repo": {"id": 2, "name": "x/y", "url": "https://api.github.com/repos/x/y"},
          "payload": {"action": "opened", "issue": {"number": 7, "title": "Crash", "labels": [], "closed_at": null,
                      "body": "It crashes", "assignee": null}}}]
        """#,
    ])

    /// Objects twelve deep, and arrays of arrays three deep.
    static let deepNesting = SampleShape(name: "deepNesting", samples: [
        #"{"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": {"j": {"k": {"l": "deep"}}}}}}}}}}}, "grid": [[[1, 2], [3]], [[4]]], "paths": [[{"x": 1.5}]]}"#,
        #"{"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": {"j": {"k": {"l": "deeper", "m": 1}}}}}}}}}}}, "grid": [], "paths": [[{"x": 2, "y": 3}], []]}"#,
    ])

    /// Arrays whose elements differ: kinds that no one type holds are JSON; objects with different
    /// keys merge; integers and doubles make doubles; null elements make optional elements.
    static let heterogeneousArrays = SampleShape(name: "heterogeneousArrays", samples: [
        #"{"anything": [1, "a", true, null, {"x": 1}, [2]], "points": [{"x": 1}, {"y": 2}, {"x": 3, "y": 4}], "values": [1, 2.5, 3], "maybe": [{"a": 1}, null], "nums_or_text": [1, "2"]}"#,
        #"{"anything": [], "points": [], "values": [-1e-3], "maybe": [null], "nums_or_text": []}"#,
    ])

    /// Arrays that were always empty and objects that never had a key: kept as JSON.
    static let emptyContainers = SampleShape(name: "emptyContainers", samples: [
        #"{"tags": [], "meta": {}, "nested": {"list": [], "more": {}}, "filled_later": []}"#,
        #"{"tags": [], "meta": {}, "nested": {"list": [], "more": {}}, "filled_later": ["a", "b"]}"#,
    ])

    /// Keys that are not Swift identifiers, keywords, keys equal after camel-casing, keys that
    /// start with a combining mark (U+0345 is a letter, U+0301 is not), and keys whose type
    /// names would hide `Data` or `Date`.
    static let nonIdentifierKeys = SampleShape(name: "nonIdentifierKeys", samples: [
        #"""
        {"2x": 1, "@id": "a", "a-b": true, "": "empty", "id": 7, "ID": 8, "Id": 9, "class": "k", "default": 1,
         "self": 2, "init": 3, "Type": "t", "protocol": "p", "photo count": 1, "photo_count": 2, "photoCount": 3,
         "ünïcödé": "x", "名前": "y", "quote\"key": 1, "back\\slash": 2, "tab\tkey": 3, "decode": 4,
         "data": {"x": 1}, "date": {"y": 2}, "Data": {"z": 3}, "$ref": "#/a", "__typename": "Node", "_": 0,
         "URLString": "u", "html_url": "h", "user.name": "dotted", "\u0345abc": 1, "\u0301acute": 2,
         "\u0345mark": {"\u0345inner": 3}}
        """#,
    ])

    /// `40.00` is a Double; integers in Int64, in UInt64 only, and beyond 64 bits; exponents.
    static let numbers = SampleShape(name: "numbers", samples: [
        #"{"price": 40.00, "count": 3, "big": 12345678901234567890, "huge": 123456789012345678901234567890, "min": -9223372036854775808, "exp": 1e3, "int_then_double": 1, "zero": 0}"#,
        #"{"price": 41.5, "count": 4, "big": 1, "huge": 1, "min": 0, "exp": 2E-3, "int_then_double": 2.5, "zero": -0}"#,
    ])

    /// A number in one sample and its text in another: converted leniently. Also optional (absent,
    /// null), doubles, bools (also beside 0 and 1, a flag written both ways), and text that does
    /// not convert (JSON), even when `Double(text)`
    /// reads it (`0x1p3`, `1e-400`); codes with leading zeros beside a number (text).
    static let convertibles = SampleShape(name: "convertibles", samples: [
        #"{"photo_count": "12", "rating": 4.5, "flag": true, "maybe": "3", "score": "7", "label": 1, "optional_count": 5, "hex": 1.5, "tiny": 2, "zip": "02134", "active": 1}"#,
        #"{"photo_count": 13, "rating": "4.75", "flag": "false", "maybe": null, "score": 7.5, "label": "n/a", "optional_count": "6", "hex": "0x1p3", "tiny": "1e-400", "zip": 10001, "active": "false"}"#,
        #"{"photo_count": 14, "rating": 5, "flag": false, "score": "8e1", "label": 2, "optional_count": null, "hex": "0x10", "tiny": 0.5, "zip": "00501", "active": true}"#,
    ])

    /// ISO 8601 dates (Date in the Codable style), and strings that only look like dates.
    static let dates = SampleShape(name: "dates", samples: [
        #"{"created_at": "2024-05-01T12:30:00Z", "updated_at": "2024-05-01T14:30:00+02:00", "day": "2024-05-01", "fractional": "2024-05-01T12:30:00.123Z", "sometimes": "2024-02-29T00:00:00Z", "not_quite": "2023-02-29T00:00:00Z"}"#,
        #"{"created_at": "1999-12-31T23:59:59Z", "updated_at": "2000-01-01T00:00:00-05:30", "day": "2000-01-01", "fractional": "2000-01-01T00:00:00.5Z", "sometimes": null, "not_quite": "x"}"#,
    ])

    /// An array of numbers at the root.
    static let rootArrayOfScalars = SampleShape(name: "rootArrayOfScalars", samples: ["[1, 2, 3]", "[]", "[4.5]"])

    /// An object in one sample and an array in another: the root is JSON.
    static let rootOfMixedKinds = SampleShape(name: "rootOfMixedKinds", samples: [#"{"a": 1}"#, "[1, 2]"])

    /// 25 fields, beyond `curry`'s 20: the functional style uses `Decoded(T.init, …)`.
    static let wideObject = SampleShape(name: "wideObject", samples: [
        "{" + (1...25).map { #""field_\#($0)": \#($0)"# }.joined(separator: ", ") + #", "name": "wide"}"#,
    ])

    /// Objects under the same key in different places: one struct when they are the same, two
    /// names when they differ; an array key and a key that singularise to the same name.
    static let typeNameCollisions = SampleShape(name: "typeNameCollisions", samples: [
        #"""
        {"user": {"name": "a"}, "owner": {"user": {"id": 1, "login": "o"}}, "users": [{"name": "b", "age": 3}],
         "first": {"user": {"name": "c"}}, "response": {"ok": true}, "place": {"id": 1}, "places": [{"name": "p"}],
         "categories": [{"title": "t"}], "statuses": [{"code": 1}], "people": [{"age": 1}],
         "task": {"id": 2}, "type": {"name": "t"}, "string": {"s": "x"}, "image": {"url": "u"}}
        """#,
    ])

    /// Fields that are only ever null, objects in an array with nulls, a null root member.
    static let nullsEverywhere = SampleShape(name: "nullsEverywhere", samples: [
        #"{"always_null": null, "sometimes": null, "list": [null, {"a": 1}], "absent_later": {"x": 1}}"#,
        #"{"always_null": null, "sometimes": "here", "list": [{"a": 2}]}"#,
    ])

    /// Kubernetes' labels and annotations, Stripe's metadata, HTTP headers: objects of text whose
    /// keys differ from one response to the next, so dictionaries.
    static let labelMaps = SampleShape(name: "labelMaps", samples: [
        #"{"metadata": {"name": "web-1", "labels": {"app": "web", "tier": "frontend"}, "annotations": {"deployment.kubernetes.io/revision": "3"}}, "headers": {"Content-Type": "text/html"}, "charge": {"id": "ch_1", "metadata": {"order_id": "6735"}}}"#,
        #"{"metadata": {"name": "db-0", "labels": {"app.kubernetes.io/name": "db"}, "annotations": {}}, "headers": {"Cache-Control": "no-cache", "ETag": "x"}, "charge": {"id": "ch_2", "metadata": {}}}"#,
    ])

    /// PHP's empty containers: `{}` for an empty list, `[]` for an empty map or an absent object.
    static let emptyOfOtherKind = SampleShape(name: "emptyOfOtherKind", samples: [
        #"{"tags": [{"id": 1, "name": "a"}], "meta": {"color": "red", "size": "L"}, "attributes": {"12": {"name": "x"}}, "extra": {"k": 1}}"#,
        #"{"tags": {}, "meta": [], "attributes": [], "extra": []}"#,
        #"{"tags": [], "meta": {"color": "blue"}, "attributes": {"13": {"name": "y"}}, "extra": {"k": 2}}"#,
    ])
}
