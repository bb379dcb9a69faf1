import Fleece

/// A point written in the functional style, used inside Codable models.
struct GeoPoint: Equatable, DecodableByJSON, EncodableByJSON {
    var lat: Double
    var lon: Double

    static func decode(_ json: JSON) -> Decoded<GeoPoint> {
        Decoded { try GeoPoint(lat: json.need("lat"), lon: json.need("lon")) }
    }

    func write(to writer: inout JSONTextWriter) {
        writer.writeObject { object in
            object.write(lat, forKey: "lat")
            object.write(lon, forKey: "lon")
        }
    }
}

/// A Codable model holding the functional point.
struct CodablePlaces: Codable, Equatable {
    struct Inner: Codable, Equatable { var place: [CodablePlace] }
    var places: Inner
}

struct CodablePlace: Codable, Equatable {
    var name: String
    var location: GeoPoint
    var previous: GeoPoint?
}

/// A point written as a Codable model, used inside functional chains.
struct Coordinates: Decodable, Equatable, JSONDecodableByCodable {
    var lat: Double
    var lon: Double
}

/// A functional model holding the Codable point.
struct FunctionalPlace: Equatable, JSONDecodable {
    var name: String
    var location: Coordinates

    static func decode(_ json: JSON) -> Decoded<FunctionalPlace> {
        Decoded { try FunctionalPlace(name: json.need("name"), location: json.need("location")) }
    }
}

/// Four places; the fourth's `lat` (line 5, column 35) is not a number, the third lacks `lon`
/// in `missingKeyText`.
enum BridgingFixtures {
    static let badLatitude = """
    {"places": {"place": [
    {"name": "a", "location": {"lat": 1, "lon": 2}},
    {"name": "b", "location": {"lat": 1.5, "lon": -2}},
    {"name": "c", "location": {"lat": 0.1, "lon": 2}},
    {"name": "d", "location": {"lat": "x", "lon": 2}}
    ]}}
    """

    static let missingLongitude = """
    {"places": {"place": [
    {"name": "a", "location": {"lat": 1, "lon": 2}},
    {"name": "b", "location": {"lat": 1.5, "lon": -2}},
    {"name": "c", "location": {"lat": 0.1}},
    {"name": "d", "location": {"lat": 3, "lon": 2}}
    ]}}
    """

    static let good = """
    {"places": {"place": [
    {"name": "a", "location": {"lat": 1, "lon": 2}},
    {"name": "b", "location": {"lat": 1.5, "lon": -2}, "previous": {"lat": 1e-7, "lon": 12345678.9}}
    ]}}
    """
}
