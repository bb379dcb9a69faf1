import Fleece

// The social feed decoded with Fleece's functional API, field for field as the `Decodable`
// models decode (the same keys, `<|?` where Codable uses `decodeIfPresent`): Argo's
// `curry(…) <^> … <*> …` for the small models, the curry-free `Decoded(make, …)` from ten
// fields up (`Media`, `Status`, and `User`, whose 40 fields are more than `curry` takes).

extension SocialFeed: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed> {
        curry(SocialFeed.init)
            <^> json <|| "statuses"
            <*> json <| "search_metadata"
    }
}

extension SocialFeed.Status: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Status> {
        Decoded(SocialFeed.Status.init,
                json <| "metadata",
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
                json <| "user",
                json <|? "coordinates",
                json <|? "place",
                json <|? "retweeted_status",
                json <| "retweet_count",
                json <| "favorite_count",
                json <| "entities",
                json <| "favorited",
                json <| "retweeted",
                json <|? "possibly_sensitive",
                json <| "lang")
    }
}

extension SocialFeed.Metadata: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Metadata> {
        curry(SocialFeed.Metadata.init)
            <^> json <| "result_type"
            <*> json <| "iso_language_code"
    }
}

extension SocialFeed.User: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.User> {
        Decoded(SocialFeed.User.init,
                json <| "id",
                json <| "id_str",
                json <| "name",
                json <| "screen_name",
                json <| "location",
                json <| "description",
                json <|? "url",
                json <| "entities",
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
                json <| "contributors_enabled",
                json <| "is_translator",
                json <| "is_translation_enabled",
                json <| "profile_background_color",
                json <|? "profile_background_image_url",
                json <|? "profile_background_image_url_https",
                json <| "profile_background_tile",
                json <| "profile_image_url",
                json <| "profile_image_url_https",
                json <|? "profile_banner_url",
                json <| "profile_link_color",
                json <| "profile_sidebar_border_color",
                json <| "profile_sidebar_fill_color",
                json <| "profile_text_color",
                json <| "profile_use_background_image",
                json <| "default_profile",
                json <| "default_profile_image",
                json <| "following",
                json <| "follow_request_sent",
                json <| "notifications")
    }
}

extension SocialFeed.UserEntities: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.UserEntities> {
        curry(SocialFeed.UserEntities.init)
            <^> json <|? "url"
            <*> json <| "description"
    }
}

extension SocialFeed.URLList: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.URLList> {
        curry(SocialFeed.URLList.init)
            <^> json <|| "urls"
    }
}

extension SocialFeed.Entities: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Entities> {
        curry(SocialFeed.Entities.init)
            <^> json <|| "hashtags"
            <*> json <|| "symbols"
            <*> json <|| "urls"
            <*> json <|| "user_mentions"
            <*> json <||? "media"
    }
}

extension SocialFeed.Hashtag: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Hashtag> {
        curry(SocialFeed.Hashtag.init)
            <^> json <| "text"
            <*> json <|| "indices"
    }
}

extension SocialFeed.URLEntity: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.URLEntity> {
        curry(SocialFeed.URLEntity.init)
            <^> json <| "url"
            <*> json <| "expanded_url"
            <*> json <| "display_url"
            <*> json <|| "indices"
    }
}

extension SocialFeed.UserMention: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.UserMention> {
        curry(SocialFeed.UserMention.init)
            <^> json <| "screen_name"
            <*> json <| "name"
            <*> json <| "id"
            <*> json <| "id_str"
            <*> json <|| "indices"
    }
}

extension SocialFeed.Media: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Media> {
        Decoded(SocialFeed.Media.init,
                json <| "id",
                json <| "id_str",
                json <|| "indices",
                json <| "media_url",
                json <| "media_url_https",
                json <| "url",
                json <| "display_url",
                json <| "expanded_url",
                json <| "type",
                json <| "sizes")
    }
}

extension SocialFeed.MediaSize: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.MediaSize> {
        curry(SocialFeed.MediaSize.init)
            <^> json <| "w"
            <*> json <| "h"
            <*> json <| "resize"
    }
}

extension SocialFeed.Coordinates: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Coordinates> {
        curry(SocialFeed.Coordinates.init)
            <^> json <| "type"
            <*> json <|| "coordinates"
    }
}

extension SocialFeed.Place: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.Place> {
        curry(SocialFeed.Place.init)
            <^> json <| "id"
            <*> json <| "url"
            <*> json <| "place_type"
            <*> json <| "name"
            <*> json <| "full_name"
            <*> json <| "country_code"
            <*> json <| "country"
    }
}

extension SocialFeed.SearchMetadata: JSONDecodable {
    public static func decode(_ json: JSON) -> Decoded<SocialFeed.SearchMetadata> {
        curry(SocialFeed.SearchMetadata.init)
            <^> json <| "completed_in"
            <*> json <| "max_id"
            <*> json <| "max_id_str"
            <*> json <| "next_results"
            <*> json <| "query"
            <*> json <| "refresh_url"
            <*> json <| "count"
            <*> json <| "since_id"
            <*> json <| "since_id_str"
    }
}
