/// A GeoJSON FeatureCollection of polygons (the shape of the well-known
/// canada.json): almost nothing but coordinate pairs of doubles written with
/// 17 significant digits, the corpus where number parsing shows.
public struct Geo: Codable, Equatable, Sendable {
    public let type: String
    public let features: [Feature]
}

extension Geo {
    public struct Feature: Codable, Equatable, Sendable {
        public let type: String
        public let properties: [String: String]
        public let geometry: Geometry
    }

    public struct Geometry: Codable, Equatable, Sendable {
        public let type: String
        /// Rings of `[longitude, latitude]` pairs.
        public let coordinates: [[[Double]]]
    }
}
