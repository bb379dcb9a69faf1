/// `FlickrCounts` as a `JSONDecoder` user writes it: each number Flickr sends as a string is
/// decoded as `String` and converted in `init(from:)`, with no wrapper and no thrown mismatch
/// on the way (the fair Foundation baseline for the lenient models).
public struct ConvertingFlickrCounts: Codable, Equatable, Sendable {
    public let places: Places
    public let stat: String

    public struct Places: Codable, Equatable, Sendable {
        public let place: [Place]
        public let total: Int
        public let dateStart: Int
        public let dateStop: Int

        enum CodingKeys: String, CodingKey {
            case place, total
            case dateStart = "date_start"
            case dateStop = "date_stop"
        }
    }

    public struct Place: Codable, Equatable, Sendable {
        public let placeId: String
        public let woeid: Int
        public let latitude: Double
        public let longitude: Double
        public let placeUrl: String
        public let placeType: String
        public let placeTypeId: Int
        public let timezone: String
        public let content: String
        public let woeName: String?
        public let photoCount: Int

        enum CodingKeys: String, CodingKey {
            case placeId = "place_id"
            case woeid, latitude, longitude
            case placeUrl = "place_url"
            case placeType = "place_type"
            case placeTypeId = "place_type_id"
            case timezone
            case content = "_content"
            case woeName = "woe_name"
            case photoCount = "photo_count"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            placeId = try container.decode(String.self, forKey: .placeId)
            woeid = try Self.converted(container, .woeid)
            latitude = try Self.converted(container, .latitude)
            longitude = try Self.converted(container, .longitude)
            placeUrl = try container.decode(String.self, forKey: .placeUrl)
            placeType = try container.decode(String.self, forKey: .placeType)
            placeTypeId = try Self.converted(container, .placeTypeId)
            timezone = try container.decode(String.self, forKey: .timezone)
            content = try container.decode(String.self, forKey: .content)
            woeName = try container.decodeIfPresent(String.self, forKey: .woeName)
            photoCount = try Self.converted(container, .photoCount)
        }

        /// The string at `key` as a `Value`, or a data-corrupted error.
        private static func converted<Value: LosslessStringConvertible>(
            _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
        ) throws -> Value {
            let text = try container.decode(String.self, forKey: key)
            guard let value = Value(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a number: \(text)")
            }
            return value
        }
    }
}
