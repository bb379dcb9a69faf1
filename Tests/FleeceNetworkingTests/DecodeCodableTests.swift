#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// `session.decode(_:for:using:)`: `Decodable` models through a configured `FleeceDecoder`.
@Suite struct DecodeCodableTests {
    struct Counter: Decodable, Equatable, Sendable {
        let placeName: String
        let photoCount: Int
    }

    /// Decodable and JSONDecodable at once, each conformance leaving its mark.
    struct Both: Decodable, JSONDecodable, Equatable, Sendable {
        let via: String
        init(via: String) { self.via = via }
        init(from decoder: any Decoder) throws { via = "Decodable" }
        static func decode(_ json: JSON) -> Decoded<Both> { .success(Both(via: "JSONDecodable")) }
    }

    static let snakeCase: FleeceDecoder = {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    func decode<T: Decodable & SendableMetatype>(_ type: T.Type, body: String, using decoder: FleeceDecoder = snakeCase) async throws -> Result<T, RequestError> {
        let server = try await LoopbackServer.start(["/api": .json(body)])
        defer { Task { await server.stop() } }
        do {
            return .success(try await TestSessions.make().decode(T.self, for: URLRequest(url: server.url("/api")), using: decoder))
        } catch {
            return .failure(error)
        }
    }

    @Test func decodesWithTheConfiguredDecoder() async throws {
        let result = try await decode(Counter.self, body: #"{"place_name": "Zürich", "photo_count": 900}"#)
        #expect(try result.get() == Counter(placeName: "Zürich", photoCount: 900))
    }

    @Test func typeMismatchKeepsSwiftsDecodingError() async throws {
        let result = try await decode(Counter.self, body: "{\"place_name\": \"Zürich\",\n \"photo_count\": \"12a\"}")
        guard case .failure(.codable(.typeMismatch(let type, let context), _)) = result else {
            Issue.record("expected a type mismatch, got \(result)")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        // As with JSONDecoder, the coding path holds the model's keys, not the snake_case ones.
        #expect(context.codingPath.map(\.stringValue) == ["photoCount"])
        #expect(context.debugDescription.contains("line 2, column 17"))
    }

    @Test func missingKeyNamesTheKey() async throws {
        let result = try await decode(Counter.self, body: #"{"place_name": "Zürich"}"#)
        guard case .failure(let error) = result, case .codable(.keyNotFound(let key, _), let request) = error, let url = request?.url else {
            Issue.record("expected a missing key, got \(result)")
            return
        }
        #expect(key.stringValue == "photoCount")
        #expect(error.description.hasPrefix("the response to GET \(url) does not match the model: photoCount: "))
    }

    @Test func typeMismatchDescriptionIsOneLineWithThePath() async throws {
        let result = try await decode([Counter].self, body: #"[{"place_name": "a", "photo_count": 1}, {"place_name": "b", "photo_count": true}]"#)
        guard case .failure(let error) = result, case .codable(_, let request) = error, let url = request?.url else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "the response to GET \(url) does not match the model: [1].photoCount: Expected to decode Int but found bool true instead, at line 1, column 76.")
    }

    @Test func withoutADecoderATypeThatIsBothUsesJSONDecodable() async throws {
        let server = try await LoopbackServer.start(["/api": .json("{}")])
        let url = server.url("/api")
        let session = TestSessions.make()
        let functional = try await session.decode(Both.self, for: URLRequest(url: url))
        let codable = try await session.decode(Both.self, for: URLRequest(url: url), using: FleeceDecoder())
        await server.stop()
        #expect(functional == Both(via: "JSONDecodable"))
        #expect(codable == Both(via: "Decodable"))
    }

    @Test func completionHandlerFormDecodesWithTheDecoder() async throws {
        let server = try await LoopbackServer.start(["/api": .json(#"{"place_name": "Kraków", "photo_count": 5}"#)])
        let (results, deliver) = AsyncStream<Result<Counter, RequestError>>.makeStream()
        TestSessions.make().decode(Counter.self, for: URLRequest(url: server.url("/api")), using: Self.snakeCase) { result in
            deliver.yield(result)
        }
        let delivered = await results.first { _ in true }
        await server.stop()
        #expect(try delivered?.get() == Counter(placeName: "Kraków", photoCount: 5))
    }
}
