import Foundation
import FleeceNetworking
import LoopbackHTTPServer
@testable import places
import Testing

/// `places --api-key`: whatever goes wrong, the message names the request without the key.
@Suite struct APIKeyRedactionTests {
    static let key = "f1ickr-k3y-0123456789abcdef"

    /// A Flickr source whose REST endpoint is the loopback server's `path`.
    func flickr(_ server: LoopbackServer, _ path: String) -> ResponseSource {
        var components = URLComponents(url: server.url(path), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "method", value: "flickr.places.getTopPlacesList"), URLQueryItem(name: "api_key", value: Self.key)]
        return .flickr(apiKey: Self.key, url: components?.url ?? server.url(path))
    }

    func message(_ source: ResponseSource) async -> String? {
        do {
            _ = try await source.topPlaces(timeout: 30)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func noFailureShowsTheKey() async throws {
        let server = try await LoopbackServer.start([
            "/invalid-key": .json(#"{"stat":"fail","code":100,"message":"Invalid API Key (\#(Self.key))"}"#),
            "/denied": .html("<p>key \(Self.key) denied</p>", status: 403),
            "/bad-json": .json(#"{"places": [}"#),
            // Not Flickr's envelope (a place is no list), so decoding fails and names the request.
            "/wrong-shape": .json(#"{"places": {"place": {"place_id": 1}}, "stat": "ok"}"#),
            "/cut": .truncatedJSON(#"{"places": "#, declaredLength: 200),
        ])
        defer { Task { await server.stop() } }
        for path in ["/invalid-key", "/denied", "/bad-json", "/wrong-shape", "/cut"] {
            let line = try #require(await message(flickr(server, path)))
            #expect(!line.contains(Self.key), "\(line)")
            #expect(line.contains("api_key=<redacted>") || line.contains("Invalid API Key (<redacted>)"), "\(line)")
        }
    }

    @Test func invalidKeyReadsAsFlickrsMessage() async throws {
        let server = try await LoopbackServer.start(["/rest": .json(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#)])
        defer { Task { await server.stop() } }
        let line = await message(flickr(server, "/rest"))
        #expect(line == "the API reported failure 100 to GET \(server.url("/rest"))?method=flickr.places.getTopPlacesList&api_key=<redacted>: Invalid API Key (Key has invalid format); pass a valid Flickr API key with --api-key, or as the api_key of the --url")
    }
}
