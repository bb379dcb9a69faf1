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

    @Test("Infinity and NaN in the point follow the encoder's strategy, as a Double field does: .throw throws")
    func nonConformingFloats() throws {
        struct PlainPoint: Encodable { var lat: Double; var lon: Double }
        struct PlainPlace: Encodable { var name: String; var location: PlainPoint }
        func thrown(_ body: () throws -> Any) -> (value: Double?, path: [String], description: String)? {
            guard case .failure(let error) = Result(catching: body) else { return nil }
            guard case EncodingError.invalidValue(let value, let context) = error else { return (nil, [], "\(error)") }
            return (value as? Double, context.codingPath.map(\.stringValue), context.debugDescription)
        }
        let place = CodablePlace(name: "x", location: GeoPoint(lat: 1, lon: .nan))
        let plain = PlainPlace(name: "x", location: PlainPoint(lat: 1, lon: .nan))
        let error = try #require(thrown { try FleeceEncoder().encode(place) })
        #expect(error.value?.isNaN == true)
        #expect(error.path == ["location", "lon"])
        #expect(error.description == "Unable to encode Double.nan directly in JSON.")
        let plainError = try #require(thrown { try FleeceEncoder().encode(plain) })
        #expect(error.path == plainError.path && error.description == plainError.description)
        #expect(thrown { try JSONCodableEncoder().encode(place) }?.path == ["location", "lon"])
        #expect(thrown { try JSONEncoder().encode(place) }?.path == ["location", "lon"])

        let encoder = FleeceEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        let strings = CodablePlace(name: "x", location: GeoPoint(lat: .infinity, lon: -.infinity), previous: GeoPoint(lat: .nan, lon: 1))
        #expect(String(decoding: try encoder.encode(strings), as: UTF8.self)
            == #"{"name":"x","location":{"lat":"+inf","lon":"-inf"},"previous":{"lat":"nan","lon":1}}"#)
        // Without an encoder, there is no strategy: JSON has no text for them.
        #expect(GeoPoint(lat: .nan, lon: 1).jsonText() == #"{"lat":null,"lon":1}"#)
    }

    @Test("What FleeceEncoder writes decodes back through DecodableByJSON")
    func roundTrip() throws {
        let data = try FleeceEncoder().encode(Self.model)
        #expect(try FleeceDecoder().decode(CodablePlaces.self, from: data) == Self.model)
        #expect(try JSONDecoder().decode(CodablePlaces.self, from: data) == Self.model)
    }
}
