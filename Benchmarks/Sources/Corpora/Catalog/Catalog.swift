/// A ticketing catalog (the shape of the well-known citm_catalog.json):
/// lookup tables keyed by numeric ids written as strings, events keyed by id,
/// and performances made of many small objects full of integers.
public struct Catalog: Codable, Equatable, Sendable {
    public let areaNames: [String: String]
    public let audienceSubCategoryNames: [String: String]
    public let blockNames: [String: String]
    public let events: [String: Event]
    public let performances: [Performance]
    public let seatCategoryNames: [String: String]
    public let subTopicNames: [String: String]
    public let subjectNames: [String: String]
    public let topicNames: [String: String]
    public let topicSubTopics: [String: [Int]]
    public let venueNames: [String: String]
}

extension Catalog {
    public struct Event: Codable, Equatable, Sendable {
        public let description: String?
        public let id: Int
        public let logo: String?
        public let name: String
        public let subTopicIds: [Int]
        public let subjectCode: String?
        public let subtitle: String?
        public let topicIds: [Int]
    }

    public struct Performance: Codable, Equatable, Sendable {
        public let eventId: Int
        public let id: Int
        public let logo: String?
        public let name: String?
        public let prices: [Price]
        public let seatCategories: [SeatCategory]
        public let seatMapImage: String?
        public let start: Int64
        public let venueCode: String
    }

    public struct Price: Codable, Equatable, Sendable {
        public let amount: Int
        public let audienceSubCategoryId: Int
        public let seatCategoryId: Int
    }

    public struct SeatCategory: Codable, Equatable, Sendable {
        public let areas: [Area]
        public let seatCategoryId: Int
    }

    public struct Area: Codable, Equatable, Sendable {
        public let areaId: Int
        public let blockIds: [Int]
    }
}
