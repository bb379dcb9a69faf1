import AsyncHTTPClient
import Fleece
import FleeceAsyncHTTPClient
import Testing

// The README's AsyncHTTPClient example (in "Streaming"), kept compiling and true: the same code,
// its `feedURL` on a loopback server.

@Suite("README: AsyncHTTPClient")
struct ReadmeAsyncHTTPClientExamplesTests {
    @Test("The README's loop prints each event's type")
    func readmeLoop() async throws {
        let route: @Sendable (String) -> Reply = { _ in .text(eventLines(3)) }
        let types = try await LoopbackServer.with(route: route) { server in
            let feedURL = server.url("/events.jsonl")
            var printed: [String] = []
            func print(_ text: String) { printed.append(text) }

            let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: feedURL), timeout: .seconds(30))
            for try await event in try await response.decodeJSONStream(Event.self, .lines) {   // or decoder: FleeceDecoder()
                print(event.type)
            }
            return printed
        }
        #expect(types == ["push", "fork", "watch"])
    }
}
