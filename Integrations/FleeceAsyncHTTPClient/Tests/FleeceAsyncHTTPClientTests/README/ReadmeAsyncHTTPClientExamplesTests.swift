import AsyncHTTPClient
import Fleece
import FleeceAsyncHTTPClient
import Testing

// The README's AsyncHTTPClient example (in "Streaming"), kept compiling and true: the same code,
// its `feedURL` on a loopback server.

@Suite("README: AsyncHTTPClient")
struct ReadmeAsyncHTTPClientExamplesTests {
    /// The README's model: only `Decodable`.
    struct Event: Decodable {
        var type: String
    }

    @Test("The README's loop prints each event's type")
    func readmeLoop() async throws {
        let route: @Sendable (String) -> Reply = { _ in .text(eventLines(3)) }
        let types = try await LoopbackServer.with(route: route) { server in
            let feedURL = server.url("/events.jsonl")
            var printed: [String] = []
            func print(_ text: String) { printed.append(text) }

            let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: feedURL), timeout: .seconds(30))
            for try await event in try await response.decodeJSONStream(Event.self, .lines) {
                print(event.type)
            }
            return printed
        }
        #expect(types == ["push", "fork", "watch"])
    }
}

// The DocC overview's examples, kept compiling and true (found by an outside tester: its `Event`
// was not declared, and a `Decodable` one needed the `decoder:` form; it no longer does).
@Suite("DocC: FleeceAsyncHTTPClient")
struct DocCAsyncHTTPClientExamplesTests {
    struct Event: Decodable {
        var type: String
    }

    @Test("the overview's loop, and the envelope's next cursor")
    func overview() async throws {
        let route: @Sendable (String) -> Reply = { uri in
            uri == "/page" ? .text(#"{"data": [{"type": "push"}, {"type": "fork"}], "next_cursor": "c2"}"#, contentType: "application/json")
                : .text(eventLines(2))
        }
        let (types, cursor) = try await LoopbackServer.with(route: route) { server in
            var printed: [String] = []
            func print(_ text: String) { printed.append(text) }

            let request = HTTPClientRequest(url: server.url("/events.jsonl"))
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
            for try await event in try await response.decodeJSONStream(Event.self, .lines) {
                print(event.type)
            }

            let page = try await HTTPClient.shared.execute(HTTPClientRequest(url: server.url("/page")), timeout: .seconds(30))
            var pages = try await page.decodeJSONStream(Event.self, .array(at: ["data"]), decoder: FleeceDecoder()).makeAsyncIterator()
            while let event = try await pages.next() {
                print(event.type)
            }
            let cursor = pages.envelope?["next_cursor"]
            return (printed, cursor)
        }
        #expect(types == ["push", "fork", "push", "fork"])
        #expect(cursor == "c2")
    }
}
