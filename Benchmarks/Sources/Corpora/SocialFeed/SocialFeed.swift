/// A Twitter search response (the shape of the well-known twitter.json):
/// statuses with nested users, entities, optional retweets, and search metadata.
///
/// Keys are mapped with explicit `CodingKeys`, so every decoder runs with its
/// default key strategy.
public struct SocialFeed: Codable, Equatable, Sendable {
    public let statuses: [Status]
    public let searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

extension SocialFeed {
    public struct Status: Codable, Equatable, Sendable {
        public let metadata: Metadata
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
        public let coordinates: Coordinates?
        public let place: Place?
        public let retweetedStatus: Indirect<Status>?
        public let retweetCount: Int
        public let favoriteCount: Int
        public let entities: Entities
        public let favorited: Bool
        public let retweeted: Bool
        public let possiblySensitive: Bool?
        public let lang: String

        enum CodingKeys: String, CodingKey {
            case metadata
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
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities, favorited, retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    public struct Metadata: Codable, Equatable, Sendable {
        public let resultType: String
        public let isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    public struct User: Codable, Equatable, Sendable {
        public let id: UInt64
        public let idStr: String
        public let name: String
        public let screenName: String
        public let location: String
        public let description: String
        public let url: String?
        public let entities: UserEntities
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
        public let contributorsEnabled: Bool
        public let isTranslator: Bool
        public let isTranslationEnabled: Bool
        public let profileBackgroundColor: String
        public let profileBackgroundImageUrl: String?
        public let profileBackgroundImageUrlHttps: String?
        public let profileBackgroundTile: Bool
        public let profileImageUrl: String
        public let profileImageUrlHttps: String
        public let profileBannerUrl: String?
        public let profileLinkColor: String
        public let profileSidebarBorderColor: String
        public let profileSidebarFillColor: String
        public let profileTextColor: String
        public let profileUseBackgroundImage: Bool
        public let defaultProfile: Bool
        public let defaultProfileImage: Bool
        public let following: Bool
        public let followRequestSent: Bool
        public let notifications: Bool

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case name
            case screenName = "screen_name"
            case location, description, url, entities, protected
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
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageUrl = "profile_background_image_url"
            case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageUrl = "profile_image_url"
            case profileImageUrlHttps = "profile_image_url_https"
            case profileBannerUrl = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    public struct UserEntities: Codable, Equatable, Sendable {
        public let url: URLList?
        public let description: URLList
    }

    public struct URLList: Codable, Equatable, Sendable {
        public let urls: [URLEntity]
    }

    public struct Entities: Codable, Equatable, Sendable {
        public let hashtags: [Hashtag]
        public let symbols: [Hashtag]
        public let urls: [URLEntity]
        public let userMentions: [UserMention]
        public let media: [Media]?

        enum CodingKeys: String, CodingKey {
            case hashtags, symbols, urls
            case userMentions = "user_mentions"
            case media
        }
    }

    public struct Hashtag: Codable, Equatable, Sendable {
        public let text: String
        public let indices: [Int]
    }

    public struct URLEntity: Codable, Equatable, Sendable {
        public let url: String
        public let expandedUrl: String
        public let displayUrl: String
        public let indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url
            case expandedUrl = "expanded_url"
            case displayUrl = "display_url"
            case indices
        }
    }

    public struct UserMention: Codable, Equatable, Sendable {
        public let screenName: String
        public let name: String
        public let id: UInt64
        public let idStr: String
        public let indices: [Int]

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name, id
            case idStr = "id_str"
            case indices
        }
    }

    public struct Media: Codable, Equatable, Sendable {
        public let id: UInt64
        public let idStr: String
        public let indices: [Int]
        public let mediaUrl: String
        public let mediaUrlHttps: String
        public let url: String
        public let displayUrl: String
        public let expandedUrl: String
        public let type: String
        public let sizes: [String: MediaSize]

        enum CodingKeys: String, CodingKey {
            case id
            case idStr = "id_str"
            case indices
            case mediaUrl = "media_url"
            case mediaUrlHttps = "media_url_https"
            case url
            case displayUrl = "display_url"
            case expandedUrl = "expanded_url"
            case type, sizes
        }
    }

    public struct MediaSize: Codable, Equatable, Sendable {
        public let w: Int
        public let h: Int
        public let resize: String
    }

    public struct Coordinates: Codable, Equatable, Sendable {
        public let type: String
        public let coordinates: [Double]
    }

    public struct Place: Codable, Equatable, Sendable {
        public let id: String
        public let url: String
        public let placeType: String
        public let name: String
        public let fullName: String
        public let countryCode: String
        public let country: String

        enum CodingKeys: String, CodingKey {
            case id, url
            case placeType = "place_type"
            case name
            case fullName = "full_name"
            case countryCode = "country_code"
            case country
        }
    }

    public struct SearchMetadata: Codable, Equatable, Sendable {
        public let completedIn: Double
        public let maxId: UInt64
        public let maxIdStr: String
        public let nextResults: String
        public let query: String
        public let refreshUrl: String
        public let count: Int
        public let sinceId: UInt64
        public let sinceIdStr: String

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxId = "max_id"
            case maxIdStr = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshUrl = "refresh_url"
            case count
            case sinceId = "since_id"
            case sinceIdStr = "since_id_str"
        }
    }
}
