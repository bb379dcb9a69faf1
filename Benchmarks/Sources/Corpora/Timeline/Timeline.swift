/// The social feed (twitter-shaped) read into the wide models people write by hand: a status
/// of 20 fields and a user of 20, the most `curry` takes, with required, optional (`<|?`) and
/// array (`<||`) fields and nested models. Its `JSONDecodable` conformance is the natural
/// `curry(T.init) <^> … <*> …` chain (Timeline+JSONDecodable.swift), and `decodeCombined`
/// the same fields through `Decoded(T.init, …)` (Timeline+Combined.swift), so that the two
/// forms, `FleeceDecoder` and `JSONDecoder` decode the same models from the same text.
public struct Timeline: Codable, Equatable, Sendable {
    public let statuses: [Status]
    public let searchMetadata: SocialFeed.SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

extension Timeline {
    /// A status: 20 of the 23 fields of `SocialFeed.Status` (no metadata, retweeted status or
    /// sensitivity flag).
    public struct Status: Codable, Equatable, Sendable {
        public let createdAt: String
        public let id: UInt64
        public let idStr: String
        public let text: String
        public let source: String
        public let truncated: Bool
        public let inReplyToStatusId: UInt64?
        public let inReplyToStatusIdStr: String?
        public let inReplyToUserId: UInt64?
        public let inReplyToUserIdStr: String?
        public let inReplyToScreenName: String?
        public let user: User
        public let coordinates: SocialFeed.Coordinates?
        public let place: SocialFeed.Place?
        public let retweetCount: Int
        public let favoriteCount: Int
        public let entities: SocialFeed.Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let lang: String

        enum CodingKeys: String, CodingKey {
            case createdAt = "created_at"
            case id
            case idStr = "id_str"
            case text, source, truncated
            case inReplyToStatusId = "in_reply_to_status_id"
            case inReplyToStatusIdStr = "in_reply_to_status_id_str"
            case inReplyToUserId = "in_reply_to_user_id"
            case inReplyToUserIdStr = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user, coordinates, place
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities, favorited, retweeted, lang
        }
    }

    /// A user: 20 of the 40 fields of `SocialFeed.User`.
    public struct User: Codable, Equatable, Sendable {
        public let id: UInt64
        public let idStr: String
        public let name: String
        public let screenName: String
        public let location: String
        public let description: String
        public let url: String?
        public let protected: Bool
        public let followersCount: Int
        public let friendsCount: Int
        public let listedCount: Int
        public let createdAt: String
        public let favouritesCount: Int
        public let utcOffset: Int?
        public let timeZone: String?
        public let geoEnabled: Bool
        public let verified: Bool
        public let statusesCount: Int
        public let lang: String
        public let profileImageUrlHttps: String

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location, description, url, protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case profileImageUrlHttps = "profile_image_url_https"
        }
    }
}
