import Fleece

// The timeline decoded with natural `curry` chains, as the seed articles teach and users
// write, at the widest `curry` takes (20 fields).

extension Timeline: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Timeline> {
        curry(Timeline.init)
            <^> json <|| "statuses"
            <*> json <| "search_metadata"
    }
}

extension Timeline.Status: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Timeline.Status> {
        curry(Timeline.Status.init)
            <^> json <| "created_at"
            <*> json <| "id"
            <*> json <| "id_str"
            <*> json <| "text"
            <*> json <| "source"
            <*> json <| "truncated"
            <*> json <|? "in_reply_to_status_id"
            <*> json <|? "in_reply_to_status_id_str"
            <*> json <|? "in_reply_to_user_id"
            <*> json <|? "in_reply_to_user_id_str"
            <*> json <|? "in_reply_to_screen_name"
            <*> json <| "user"
            <*> json <|? "coordinates"
            <*> json <|? "place"
            <*> json <| "retweet_count"
            <*> json <| "favorite_count"
            <*> json <| "entities"
            <*> json <| "favorited"
            <*> json <| "retweeted"
            <*> json <| "lang"
    }
}

extension Timeline.User: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<Timeline.User> {
        curry(Timeline.User.init)
            <^> json <| "id"
            <*> json <| "id_str"
            <*> json <| "name"
            <*> json <| "screen_name"
            <*> json <| "location"
            <*> json <| "description"
            <*> json <|? "url"
            <*> json <| "protected"
            <*> json <| "followers_count"
            <*> json <| "friends_count"
            <*> json <| "listed_count"
            <*> json <| "created_at"
            <*> json <| "favourites_count"
            <*> json <|? "utc_offset"
            <*> json <|? "time_zone"
            <*> json <| "geo_enabled"
            <*> json <| "verified"
            <*> json <| "statuses_count"
            <*> json <| "lang"
            <*> json <| "profile_image_url_https"
    }
}
