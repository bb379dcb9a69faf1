extension SocialFeed {
    static let statusCount = 100

    /// About 600 KB: 100 statuses, two thirds of them carrying the retweeted status.
    /// Half the statuses escape every non-ASCII character as `\uXXXX` (as
    /// twitter.json does), the other half carry raw UTF-8; URLs escape `/`.
    static func corpus() -> Corpus {
        var random = SeededRandom(seed: 0x5EED_F00D_0001)
        var writer = JSONTextWriter(reservingCapacity: 700_000)
        let firstId: UInt64 = 505_874_924_095_815_681
        writer.object { root in
            root.fieldArray("statuses") { statuses in
                for index in 0 ..< statusCount {
                    let id = firstId - UInt64(index) * UInt64(random.int(in: 1_000 ... 90_000))
                    let escaping: JSONTextWriter.Escaping = random.chance(0.5) ? [.nonASCII, .solidus] : [.solidus]
                    statuses.status(id: id, escaping: escaping, retweetDepth: 1, random: &random)
                }
            }
            root.fieldObject("search_metadata") { metadata in
                metadata.field("completed_in", literal: "0.087")
                metadata.field("max_id", firstId)
                metadata.field("max_id_str", String(firstId))
                metadata.field("next_results", "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1")
                metadata.field("query", "%E4%B8%80")
                metadata.field("refresh_url", "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1")
                metadata.field("count", statusCount)
                metadata.field("since_id", 0)
                metadata.field("since_id_str", "0")
            }
        }
        return Corpus(name: "social-feed", imitates: "twitter.json (a Twitter search response)", bytes: writer.bytes)
    }
}

private extension JSONTextWriter {
    mutating func status(id: UInt64, escaping: Escaping, retweetDepth: Int, random: inout SeededRandom) {
        object { status in
            status.fieldObject("metadata") { metadata in
                metadata.field("result_type", "recent")
                metadata.field("iso_language_code", random.pick(["ja", "en", "fr", "pt", "de"]))
            }
            status.field("created_at", Vocabulary.twitterDate(&random))
            status.field("id", id)
            status.field("id_str", String(id))
            status.field("text", Vocabulary.sentence(&random, words: random.int(in: 20 ... 56)), escaping: escaping)
            let client = random.pick([
                ("http://twitter.com/download/iphone", "Twitter for iPhone"),
                ("http://twitter.com/download/android", "Twitter for Android"),
                ("https://about.twitter.com/products/tweetdeck", "TweetDeck"),
                ("http://jp.tweetbot.com", "Tweetbot for iΟS"),
            ])
            status.field("source", "<a href=\"\(client.0)\" rel=\"nofollow\">\(client.1)</a>", escaping: escaping)
            status.field("truncated", false)
            let isReply = random.chance(0.3)
            let replyStatus = isReply ? id - UInt64(random.int(in: 1 ... 9_999_999)) : nil
            let replyUser = isReply ? UInt64(random.int(in: 10_000 ... 2_900_000_000)) : nil
            status.field("in_reply_to_status_id", replyStatus)
            status.field("in_reply_to_status_id_str", replyStatus.map { String($0) })
            status.field("in_reply_to_user_id", replyUser)
            status.field("in_reply_to_user_id_str", replyUser.map { String($0) })
            status.field("in_reply_to_screen_name", isReply ? Vocabulary.handle(&random) : nil)
            status.fieldObject("user") { user in user.user(escaping: escaping, random: &random) }
            status.field("geo", nil as String?)
            if random.chance(0.05) {
                status.fieldObject("coordinates") { coordinates in
                    coordinates.field("type", "Point")
                    coordinates.fieldArray("coordinates") { pair in
                        pair.literal("139.\(random.digits(8))")
                        pair.literal("35.\(random.digits(8))")
                    }
                }
            } else {
                status.field("coordinates", nil as String?)
            }
            if random.chance(0.05) {
                status.fieldObject("place") { place in
                    place.field("id", "df51dec6f4ee2b2c")
                    place.field("url", "https://api.twitter.com/1.1/geo/id/df51dec6f4ee2b2c.json", escaping: .solidus)
                    place.field("place_type", "city")
                    place.field("name", "Shibuya")
                    place.field("full_name", "渋谷区, 東京都", escaping: escaping)
                    place.field("country_code", "JP")
                    place.field("country", "日本", escaping: escaping)
                }
            } else {
                status.field("place", nil as String?)
            }
            status.field("contributors", nil as String?)
            if retweetDepth > 0, random.chance(0.65) {
                status.key("retweeted_status")
                status.status(
                    id: id - UInt64(random.int(in: 1_000_000 ... 900_000_000)),
                    escaping: escaping,
                    retweetDepth: retweetDepth - 1,
                    random: &random
                )
            }
            status.field("retweet_count", random.int(in: 0 ... 60_000))
            status.field("favorite_count", random.int(in: 0 ... 9_000))
            status.fieldObject("entities") { entities in entities.entities(escaping: escaping, random: &random) }
            status.field("favorited", false)
            status.field("retweeted", random.chance(0.1))
            if random.chance(0.4) { status.field("possibly_sensitive", random.chance(0.1)) }
            status.field("lang", random.pick(["ja", "en", "fr", "pt", "und"]))
        }
    }

    mutating func user(escaping: Escaping, random: inout SeededRandom) {
        let id = UInt64(random.int(in: 10_000 ... 2_900_000_000))
        let handle = Vocabulary.handle(&random)
        let imageId = random.digits(18)
        let hasURL = random.chance(0.4)
        field("id", id)
        field("id_str", String(id))
        field("name", Vocabulary.personName(&random), escaping: escaping)
        field("screen_name", handle)
        field("location", random.pick(Vocabulary.places), escaping: escaping)
        field("description", Vocabulary.sentence(&random, words: random.int(in: 4 ... 36)), escaping: escaping)
        field("url", hasURL ? "http://t.co/\(random.digits(10))" : nil, escaping: .solidus)
        fieldObject("entities") { entities in
            if hasURL {
                entities.fieldObject("url") { url in
                    url.fieldArray("urls") { urls in urls.urlEntity(random: &random) }
                }
            }
            entities.fieldObject("description") { description in
                description.fieldArray("urls") { urls in
                    for _ in 0 ..< random.int(in: 0 ... 2) { urls.urlEntity(random: &random) }
                }
            }
        }
        field("protected", false)
        field("followers_count", random.int(in: 0 ... 250_000))
        field("friends_count", random.int(in: 0 ... 5_000))
        field("listed_count", random.int(in: 0 ... 900))
        field("created_at", Vocabulary.twitterDate(&random))
        field("favourites_count", random.int(in: 0 ... 40_000))
        let hasZone = random.chance(0.7)
        field("utc_offset", hasZone ? random.int(in: -12 ... 12) * 3_600 : nil)
        field("time_zone", hasZone ? random.pick(Vocabulary.timeZones) : nil)
        field("geo_enabled", random.chance(0.3))
        field("verified", random.chance(0.02))
        field("statuses_count", random.int(in: 1 ... 200_000))
        field("lang", random.pick(["ja", "en", "fr", "pt"]))
        field("contributors_enabled", false)
        field("is_translator", false)
        field("is_translation_enabled", false)
        field("profile_background_color", Vocabulary.color(&random))
        let theme = "theme\(random.int(in: 1 ... 19))"
        let hasBackground = random.chance(0.9)
        field("profile_background_image_url", hasBackground ? "http://abs.twimg.com/images/themes/\(theme)/bg.png" : nil, escaping: .solidus)
        field("profile_background_image_url_https", hasBackground ? "https://abs.twimg.com/images/themes/\(theme)/bg.png" : nil, escaping: .solidus)
        field("profile_background_tile", random.chance(0.2))
        field("profile_image_url", "http://pbs.twimg.com/profile_images/\(imageId)/\(handle)_normal.jpeg", escaping: .solidus)
        field("profile_image_url_https", "https://pbs.twimg.com/profile_images/\(imageId)/\(handle)_normal.jpeg", escaping: .solidus)
        field("profile_banner_url", random.chance(0.6) ? "https://pbs.twimg.com/profile_banners/\(id)/\(random.digits(10))" : nil, escaping: .solidus)
        field("profile_link_color", Vocabulary.color(&random))
        field("profile_sidebar_border_color", Vocabulary.color(&random))
        field("profile_sidebar_fill_color", Vocabulary.color(&random))
        field("profile_text_color", Vocabulary.color(&random))
        field("profile_use_background_image", random.chance(0.8))
        field("default_profile", random.chance(0.4))
        field("default_profile_image", random.chance(0.05))
        field("following", false)
        field("follow_request_sent", false)
        field("notifications", false)
    }

    mutating func entities(escaping: Escaping, random: inout SeededRandom) {
        fieldArray("hashtags") { hashtags in
            for _ in 0 ..< random.int(in: 0 ... 4) {
                hashtags.object { hashtag in
                    hashtag.field("text", random.pick(Vocabulary.japanese + Vocabulary.english), escaping: escaping)
                    hashtag.indices(random: &random)
                }
            }
        }
        fieldArray("symbols") { _ in }
        fieldArray("urls") { urls in
            for _ in 0 ..< random.int(in: 0 ... 2) { urls.urlEntity(random: &random) }
        }
        fieldArray("user_mentions") { mentions in
            for _ in 0 ..< random.int(in: 0 ... 3) {
                mentions.object { mention in
                    let id = UInt64(random.int(in: 10_000 ... 2_900_000_000))
                    mention.field("screen_name", Vocabulary.handle(&random))
                    mention.field("name", Vocabulary.personName(&random), escaping: escaping)
                    mention.field("id", id)
                    mention.field("id_str", String(id))
                    mention.indices(random: &random)
                }
            }
        }
        if random.chance(0.4) {
            fieldArray("media") { media in
                media.object { item in
                    let id = UInt64(random.int(in: 1 ... 99_999_999)) + 505_800_000_000_000_000
                    let path = random.digits(12)
                    item.field("id", id)
                    item.field("id_str", String(id))
                    item.indices(random: &random)
                    item.field("media_url", "http://pbs.twimg.com/media/\(path).jpg", escaping: .solidus)
                    item.field("media_url_https", "https://pbs.twimg.com/media/\(path).jpg", escaping: .solidus)
                    item.field("url", "http://t.co/\(random.digits(10))", escaping: .solidus)
                    item.field("display_url", "pic.twitter.com/\(random.digits(10))", escaping: .solidus)
                    item.field("expanded_url", "http://twitter.com/\(Vocabulary.handle(&random))/status/\(id)/photo/1", escaping: .solidus)
                    item.field("type", "photo")
                    item.fieldObject("sizes") { sizes in
                        for (name, width) in [("medium", 600), ("small", 340), ("thumb", 150), ("large", 1024)] {
                            sizes.fieldObject(name) { size in
                                size.field("w", width)
                                size.field("h", width * random.int(in: 50 ... 150) / 100)
                                size.field("resize", name == "thumb" ? "crop" : "fit")
                            }
                        }
                    }
                }
            }
        }
    }

    mutating func urlEntity(random: inout SeededRandom) {
        object { url in
            let host = random.pick(["example.com", "blog.example.org", "news.example.jp", "café.example.fr"])
            let path = "\(random.pick(Vocabulary.english))/\(random.digits(6))"
            url.field("url", "http://t.co/\(random.digits(10))", escaping: .solidus)
            url.field("expanded_url", "http://\(host)/\(path)?utm_source=twitter&x=1", escaping: .solidus)
            url.field("display_url", "\(host)/\(path)…", escaping: .solidus)
            url.indices(random: &random)
        }
    }

    mutating func indices(random: inout SeededRandom) {
        let start = random.int(in: 0 ... 120)
        field("indices", integers: [start, start + random.int(in: 3 ... 23)])
    }
}
