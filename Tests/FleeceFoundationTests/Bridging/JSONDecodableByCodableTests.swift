import Fleece
import Testing

@Suite("A Decodable type inside a functional chain (JSONDecodableByCodable)")
struct JSONDecodableByCodableTests {
    @Test("Decoded with the operators and the method API")
    func decodes() throws {
        let json = try JSON(parsing: BridgingFixtures.good)
        let places: [FunctionalPlace] = try (json <| "places" <| "place").get()
        #expect(places.map(\.location) == [Coordinates(lat: 1, lon: 2), Coordinates(lat: 1.5, lon: -2)])
        let second = try #require(json["places"]?["place"]?[1])
        let previous: Coordinates = try second.need("previous")
        #expect(previous == Coordinates(lat: 1e-7, lon: 12345678.9))
    }

    @Test("A type mismatch inside the Decodable type keeps the path from the root and the position")
    func typeMismatch() throws {
        let json = try JSON(parsing: BridgingFixtures.badLatitude)
        let result: Decoded<[FunctionalPlace]> = json <| "places" <| "place"
        let error = try #require(result.error)
        #expect(error.failures.count == 1)
        #expect(error.path.description == "places.place[3].location.lat")
        #expect(error.reason == .typeMismatch(expected: "Double", found: #"string "x""#))
        #expect(error.position?.line == 5)
        #expect(error.position?.column == 35)
    }

    @Test("A missing key inside the Decodable type: the key's path and the object's position")
    func missingKey() throws {
        let json = try JSON(parsing: BridgingFixtures.missingLongitude)
        let error = try #require(json.decode(as: [String: [String: [FunctionalPlace]]].self).error)
        #expect(error.path.description == "places.place[2].location.lon")
        #expect(error.reason == .missingKey("lon"))
        #expect(error.position == JSONPosition(offset: 150, line: 4, column: 27))
    }

    @Test("Inside Decoded { }, the Decodable type's failure keeps the outer path")
    func insideDecodedBody() throws {
        let json = try JSON(parsing: BridgingFixtures.badLatitude)
        let place = try #require(json["places"]?["place"]?[3])
        let result: Decoded<Coordinates> = Decoded { try place.need("location") }
        let error = try #require(result.error)
        #expect(error.path.description == "places.place[3].location.lat")
        #expect(error.position?.line == 5)
    }

    /// Three numbers read from an array, whatever its length: the third of `[1, 2]` is past its end.
    struct Triple: Decodable, JSONDecodableByCodable {
        let values: [Int]
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            values = [try container.decode(Int.self), try container.decode(Int.self), try container.decode(Int.self)]
        }
    }

    /// A range whose bounds must be in order: a `dataCorrupted` error of its own about `upper`.
    struct Bounds: Decodable, JSONDecodableByCodable {
        let lower: Double
        let upper: Double
        enum CodingKeys: String, CodingKey { case lower, upper }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lower = try container.decode(Double.self, forKey: .lower)
            upper = try container.decode(Double.self, forKey: .upper)
            guard lower <= upper else {
                throw DecodingError.dataCorruptedError(forKey: .upper, in: container, debugDescription: "upper is below lower")
            }
        }
    }

    @Test("A null where the Decodable type needs a value: what it found, at its place")
    func valueNotFound() throws {
        let json = try JSON(parsing: """
            {"spot": {"location": {"lat": null, "lon": 2}}}
            """)
        let result: Decoded<Coordinates> = json <| "spot" <| "location"
        let error = try #require(result.error)
        #expect(error.path.description == "spot.location.lat")
        #expect(error.reason == .typeMismatch(expected: "Double", found: "null"))
        #expect(error.position == JSONPosition(offset: 30, line: 1, column: 31))
    }

    @Test("A null, string or bool where the Decodable type needs an object: the member's path and place",
          arguments: [("null", "null"), (#""s""#, #"string "s""#), ("true", "bool true")])
    func scalarInsteadOfTheType(value: String, found: String) throws {
        let json = try JSON(parsing: "{\"n\": 1,\n \"sub\": \(value)}")
        for result in [json <| "sub", Decoded { try json.need("sub") }] as [Decoded<Coordinates>] {
            let error = try #require(result.error)
            #expect(error.path.description == "sub")
            #expect(error.reason == .typeMismatch(expected: "object", found: found))
            #expect(error.position == JSONPosition(offset: 17, line: 2, column: 9))
        }
    }

    @Test("The Decodable type's own dataCorrupted error: its words, at the value it names")
    func dataCorrupted() throws {
        let json = try JSON(parsing: #"{"range": {"lower": 5, "upper": 1}}"#)
        let result: Decoded<Bounds> = json <| "range"
        let error = try #require(result.error)
        #expect(error.path.description == "range.upper")
        #expect(error.reason == .custom("upper is below lower"))
        #expect(error.position == JSONPosition(offset: 32, line: 1, column: 33))
    }

    @Test("Past the end of an array: the path the engine gave, at the array's position")
    func pastTheEnd() throws {
        let json = try JSON(parsing: #"{"data": {"triple": [1, 2]}}"#)
        let result: Decoded<Triple> = json <| "data" <| "triple"
        let error = try #require(result.error)
        #expect(error.path.description == "data.triple[2]")
        #expect(error.reason == .custom("Unkeyed container is at end"))
        #expect(error.position == JSONPosition(offset: 20, line: 1, column: 21))
        #expect(try JSON(parsing: #"{"data": {"triple": [1, 2, 3]}}"#).need(["data", "triple"], as: Triple.self).values == [1, 2, 3])
    }
}
