import Fleece

/// The Flickr corpus (`flickr-places`, every value a string) read into the model users want:
/// counts and coordinates as numbers, converted from Flickr's strings with `@Convertible` for
/// `Decodable` decoders and with `<|~` in the functional conformance (FlickrCounts+JSONDecodable
/// .swift). `ConvertingFlickrCounts` is the same model written for `JSONDecoder` alone: it
/// decodes the strings and converts them in its own `init(from:)`.
public struct FlickrCounts: Codable, Equatable, Sendable {
    public let places: Places
    public let stat: String
}

extension FlickrCounts {
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
        @Convertible public var woeid: Int
        @Convertible public var latitude: Double
        @Convertible public var longitude: Double
        public let placeUrl: String
        public let placeType: String
        @Convertible public var placeTypeId: Int
        public let timezone: String
        public let content: String
        public let woeName: String?
        @Convertible public var photoCount: Int

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

        public init(placeId: String, woeid: Int, latitude: Double, longitude: Double, placeUrl: String, placeType: String,
                    placeTypeId: Int, timezone: String, content: String, woeName: String?, photoCount: Int) {
            self.placeId = placeId
            self.woeid = woeid
            self.latitude = latitude
            self.longitude = longitude
            self.placeUrl = placeUrl
            self.placeType = placeType
            self.placeTypeId = placeTypeId
            self.timezone = timezone
            self.content = content
            self.woeName = woeName
            self.photoCount = photoCount
        }
    }
}
