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
}
