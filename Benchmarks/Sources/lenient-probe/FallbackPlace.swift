/// The same place as `Place`, read the way much hand-written Codable reads Flickr's counts: try
/// the number, and on failure read the string and convert it, `(try? c.decode(Int.self, forKey: k))
/// ?? …`. Every failed try builds (and throws away) a whole `DecodingError`, whose description in
/// `FleeceDecoder` names the value's line and column: what this form measures.
struct FallbackPlace: Decodable, Equatable {
    let placeID: String
    let woeid: Int
    let latitude: Double
    let longitude: Double
    let placeURL: String
    let placeType: String
    let placeTypeID: Int
    let timezone: String
    let content: String
    let woeName: String?
    let photoCount: Int
    typealias CodingKeys = Place.CodingKeys

    struct NotANumber: Error {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func integer(_ key: CodingKeys) throws -> Int {
            if let value = try? c.decode(Int.self, forKey: key) { return value }
            guard let value = Int(try c.decode(String.self, forKey: key)) else { throw NotANumber() }
            return value
        }
        func double(_ key: CodingKeys) throws -> Double {
            if let value = try? c.decode(Double.self, forKey: key) { return value }
            guard let value = Double(try c.decode(String.self, forKey: key)) else { throw NotANumber() }
            return value
        }
        placeID = try c.decode(String.self, forKey: .placeID)
        woeid = try integer(.woeid)
        latitude = try double(.latitude)
        longitude = try double(.longitude)
        placeURL = try c.decode(String.self, forKey: .placeURL)
        placeType = try c.decode(String.self, forKey: .placeType)
        placeTypeID = try integer(.placeTypeID)
        timezone = try c.decode(String.self, forKey: .timezone)
        content = try c.decode(String.self, forKey: .content)
        woeName = try c.decodeIfPresent(String.self, forKey: .woeName)
        photoCount = try integer(.photoCount)
    }

    /// The same values as a `Place`, to check both read alike.
    var place: Place {
        Place(placeID: placeID, woeid: woeid, latitude: latitude, longitude: longitude, placeURL: placeURL,
              placeType: placeType, placeTypeID: placeTypeID, timezone: timezone, content: content,
              woeName: woeName, photoCount: photoCount)
    }
}
struct FallbackPlaces: Decodable { let place: [FallbackPlace] }
