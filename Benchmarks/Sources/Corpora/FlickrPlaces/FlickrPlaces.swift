/// The Flickr `flickr.places.getTopPlacesList` response: 100 places in which
/// every value, even the numbers, is a string.
public struct FlickrPlaces: Codable, Equatable, Sendable {
    public let places: Places
    public let stat: String
}

extension FlickrPlaces {
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
        public let woeid: String
        public let latitude: String
        public let longitude: String
        public let placeUrl: String
        public let placeType: String
        public let placeTypeId: String
        public let timezone: String
        public let content: String
        public let woeName: String?
        public let photoCount: String

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
    }
}
