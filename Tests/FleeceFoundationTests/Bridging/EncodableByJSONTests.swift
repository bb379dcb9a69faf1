import Foundation
import FleeceFoundation
import Testing

@Suite("A JSONEncodable type inside an Encodable model (EncodableByJSON)")
struct EncodableByJSONTests {
    static let model = CodablePlaces(places: .init(place: [
        CodablePlace(name: "a/b", location: GeoPoint(lat: 1, lon: 2)),
        CodablePlace(name: "é", location: GeoPoint(lat: 0.1, lon: -12345678.9), previous: GeoPoint(lat: 1e-7, lon: 1e21)),
    ]))

    @Test("FleeceEncoder writes the bytes JSONEncoder writes, compact, sorted, pretty, snake_case keys",
          arguments: [[], [.sortedKeys], [.prettyPrinted], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]] as [JSONEncoder.OutputFormatting])
    func sameBytes(formatting: JSONEncoder.OutputFormatting) throws {
        // Byte for byte once keys are sorted (JSONEncoder's member order is a dictionary's).
        #expect(expectSameEncoding(Self.model, EncodingSetup(formatting: formatting)) >= 1)
        #expect(expectSameEncoding(Self.model, EncodingSetup(formatting: formatting, keys: .convertToSnakeCase, keysName: "snake")) >= 1)
    }

    @Test("The point is written with its own members in its own order")
    func exactText() throws {
        let text = String(decoding: try FleeceEncoder().encode(Self.model.places.place[1]), as: UTF8.self)
        #expect(text == #"{"name":"é","location":{"lat":0.1,"lon":-12345678.9},"previous":{"lat":1e-07,"lon":1e+21}}"#)
    }

    @Test("What FleeceEncoder writes decodes back through DecodableByJSON")
    func roundTrip() throws {
        let data = try FleeceEncoder().encode(Self.model)
        #expect(try FleeceDecoder().decode(CodablePlaces.self, from: data) == Self.model)
        #expect(try JSONDecoder().decode(CodablePlaces.self, from: data) == Self.model)
    }
}
