import Foundation
import FleeceFoundation
import Testing

@Suite("A JSONDecodable type inside a Decodable model (DecodableByJSON)")
struct DecodableByJSONTests {
    /// The coding path as `JSONPath` text, for exact comparison.
    private func path(_ context: DecodingError.Context) -> String {
        JSONPath(codingPath: context.codingPath).description
    }

    @Test("Decoded by FleeceDecoder and JSONDecoder alike")
    func decodesUnderBothDecoders() throws {
        let data = Data(BridgingFixtures.good.utf8)
        let fleece = try FleeceDecoder().decode(CodablePlaces.self, from: data)
        let foundation = try JSONDecoder().decode(CodablePlaces.self, from: data)
        #expect(fleece == foundation)
        #expect(fleece.places.place[1].location == GeoPoint(lat: 1.5, lon: -2))
        #expect(fleece.places.place[1].previous == GeoPoint(lat: 1e-7, lon: 12345678.9))
        #expect(fleece.places.place[0].previous == nil)
    }

    @Test("FleeceDecoder: the failure's coding path from the root, its line and column")
    func fleeceFailure() throws {
        let data = Data(BridgingFixtures.badLatitude.utf8)
        let error = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(CodablePlaces.self, from: data) }
        // The case `JSONDecoder` throws for a value of the wrong kind, for the expected type.
        guard case .typeMismatch(let type, let context) = error else { Issue.record("not typeMismatch: \(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Double.self))
        #expect(path(context) == "places.place[3].location.lat")
        #expect(context.debugDescription == #"places.place[3].location.lat: expected Double, found string "x" at line 5, column 35"#)
        let underlying = try #require(context.underlyingError as? DecodeError)
        #expect(underlying.path.description == "places.place[3].location.lat")
        #expect(underlying.position?.line == 5)
        #expect(underlying.position?.column == 35)
    }

    @Test("JSONDecoder: the same coding path; no position, which JSONDecoder does not keep")
    func foundationFailure() throws {
        let data = Data(BridgingFixtures.badLatitude.utf8)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(CodablePlaces.self, from: data) }
        guard case .typeMismatch(let type, let context) = error else { Issue.record("not typeMismatch: \(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Double.self))
        #expect(path(context) == "places.place[3].location.lat")
        #expect(context.debugDescription == #"places.place[3].location.lat: expected Double, found string "x""#)
    }

    @Test("null for a standard type is valueNotFound, a type of the user's own dataCorrupted, under both decoders")
    func nullAndOwnTypes() throws {
        let null = Data(#"{"places": {"place": [{"name": "a", "location": {"lat": null, "lon": 2}}]}}"#.utf8)
        let object = Data(#"{"places": {"place": [{"name": "a", "location": [1, 2]}]}}"#.utf8)
        for decoder in [FleeceDecoder() as any TopLevelDecoderForTests, JSONDecoder()] {
            let nullError = try #require(throws: DecodingError.self) { try decoder.decodeForTests(CodablePlaces.self, from: null) }
            guard case .valueNotFound(let type, let context) = nullError else { Issue.record("not valueNotFound: \(nullError)"); continue }
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Double.self))
            #expect(path(context) == "places.place[0].location.lat")
            let objectError = try #require(throws: DecodingError.self) { try decoder.decodeForTests(CodablePlaces.self, from: object) }
            guard case .typeMismatch(let objectType, let objectContext) = objectError else { Issue.record("not typeMismatch: \(objectError)"); continue }
            #expect(ObjectIdentifier(objectType) == ObjectIdentifier([String: Any].self))
            #expect(path(objectContext) == "places.place[0].location")
        }
    }

    /// Doubles read the functional way, inside a Codable holder.
    struct Readings: JSONDecodable, DecodableByJSON, Equatable {
        let values: [Double]
        static func decode(_ json: JSON) -> Decoded<Readings> { Readings.init <^> json <| "values" }
    }

    struct Holder: Decodable, Equatable { let v: Readings }

    @Test("-0 keeps its sign under both decoders", arguments: ["-0", "-0.0", "-0e3"])
    func negativeZero(text: String) throws {
        let data = Data(#"{"v": {"values": [\#(text), 0, 1.5]}}"#.utf8)
        for decoder in [FleeceDecoder() as any TopLevelDecoderForTests, JSONDecoder()] {
            let values = try decoder.decodeForTests(Holder.self, from: data).v.values
            #expect(values == [0, 0, 1.5])
            #expect(values.map(\.sign) == [.minus, .plus, .plus], "\(type(of: decoder))")
        }
    }

    @Test("A missing key is keyNotFound at the object's coding path, under both decoders")
    func missingKey() throws {
        let data = Data(BridgingFixtures.missingLongitude.utf8)
        for decode in [
            { try FleeceDecoder().decode(CodablePlaces.self, from: data) },
            { try JSONDecoder().decode(CodablePlaces.self, from: data) },
        ] as [() throws -> CodablePlaces] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            guard case .keyNotFound(let key, let context) = error else { Issue.record("not keyNotFound: \(error)"); continue }
            #expect(key.stringValue == "lon")
            #expect(path(context) == "places.place[2].location")
        }
        let error = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(CodablePlaces.self, from: data) }
        let underlying = try #require(Self.underlying(error))
        #expect(underlying.path.description == "places.place[2].location.lon")
        #expect(underlying.position == JSONPosition(offset: 150, line: 4, column: 27))
    }

    private static func underlying(_ error: DecodingError) -> DecodeError? {
        switch error {
        case .keyNotFound(_, let context), .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.underlyingError as? DecodeError
        default: nil
        }
    }
}

/// `decode(_:from:)` of either decoder, to run one check under both.
protocol TopLevelDecoderForTests {
    func decodeForTests<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension FleeceDecoder: TopLevelDecoderForTests {
    func decodeForTests<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try decode(type, from: data) }
}

extension JSONDecoder: TopLevelDecoderForTests {
    func decodeForTests<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try decode(type, from: data) }
}

@Suite("A DecodableByJSON type failing at the root")
struct DecodableByJSONRootTests {
    @Test("The message has no path to name, so no prefix")
    func rootFailure() throws {
        let data = Data("[1]".utf8)
        let fleece = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(GeoPoint.self, from: data) }
        #expect(fleece.context?.debugDescription == "expected object, found array [1] at line 1, column 1")
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode(GeoPoint.self, from: data) }
        #expect(foundation.context?.debugDescription == "expected object, found array [1]")
    }
}
