import Fleece

// The timeline decoded with the curry-free `Decoded(T.init, …)`, field for field as the
// natural chains of Timeline+JSONDecodable.swift: the reference a natural chain is measured
// against. The nested wide models go through these functions too (not their `JSONDecodable`
// chains); the small shared `SocialFeed` models decode as in the social feed's benchmarks.

extension Timeline {
    /// The timeline through `Decoded(T.init, …)` at every level of the wide models.
    public static func decodeCombined(_ json: JSON) -> Decoded<Timeline> {
        Decoded(Timeline.init,
                ((json <|| "statuses") as Decoded<[JSON]>).flatMap(Status.decodeCombined(each:)),
                json <| "search_metadata")
    }
}

extension Timeline.Status {
    /// The statuses of `each`, every one through `decodeCombined(_:)`.
    static func decodeCombined(each statuses: [JSON]) -> Decoded<[Timeline.Status]> {
        var decoded: [Timeline.Status] = []
        decoded.reserveCapacity(statuses.count)
        for status in statuses {
            switch decodeCombined(status) {
            case .success(let value): decoded.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(decoded)
    }

    /// A status through `Decoded(T.init, …)`.
    public static func decodeCombined(_ json: JSON) -> Decoded<Timeline.Status> {
        Decoded(Timeline.Status.init,
                json <| "created_at",
                json <| "id",
                json <| "id_str",
                json <| "text",
                json <| "source",
                json <| "truncated",
                json <|? "in_reply_to_status_id",
                json <|? "in_reply_to_status_id_str",
                json <|? "in_reply_to_user_id",
                json <|? "in_reply_to_user_id_str",
                json <|? "in_reply_to_screen_name",
                ((json <| "user") as Decoded<JSON>).flatMap(Timeline.User.decodeCombined),
                json <|? "coordinates",
                json <|? "place",
                json <| "retweet_count",
                json <| "favorite_count",
                json <| "entities",
                json <| "favorited",
                json <| "retweeted",
                json <| "lang")
    }
}

extension Timeline.User {
    /// A user through `Decoded(T.init, …)`.
    public static func decodeCombined(_ json: JSON) -> Decoded<Timeline.User> {
        Decoded(Timeline.User.init,
                json <| "id",
                json <| "id_str",
                json <| "name",
                json <| "screen_name",
                json <| "location",
                json <| "description",
                json <|? "url",
                json <| "protected",
                json <| "followers_count",
                json <| "friends_count",
                json <| "listed_count",
                json <| "created_at",
                json <| "favourites_count",
                json <|? "utc_offset",
                json <|? "time_zone",
                json <| "geo_enabled",
                json <| "verified",
                json <| "statuses_count",
                json <| "lang",
                json <| "profile_image_url_https")
    }
}
