import AsyncHTTPClient
import Fleece
import FleeceAsyncHTTPClient
import Testing

@Suite("Server-sent events from an AsyncHTTPClient response")
struct ServerSentEventTests {
    static let stream = """
        : a comment the client ignores\r
        event: delta\r
        data: {"text": "Hel"}\r
        \r
        retry: 1000
        data: {"text":
        data:  "lo"}

        event: ping
        data:

        data: [DONE]

        data: {"text": "after the end"}


        """

    static let route: @Sendable (String) -> Reply = { uri in
        switch uri {
        case "/chat": .text(stream, contentType: "text/event-stream; charset=utf-8", chunkSizes: [3, 1, 11])
        case "/chat/unlabelled": .text("data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo\"}\n\ndata: [DONE]\n\n", contentType: nil)
        case "/chat/cut": .text("data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo", contentType: "text/event-stream")
        default: .text(#"{"error": "quota exceeded"}"#, contentType: "application/json")
        }
    }

    @Test("events end at the terminator; their data decodes as JSON")
    func eventsUntilTerminator() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var events: [ServerSentEvent] = []
            for try await event in try await server.get("/chat").serverSentEvents(terminator: "[DONE]") {
                events.append(event)
            }
            #expect(events.map(\.event) == ["delta", "message", "ping"])
            #expect(events.map(\.data) == [#"{"text": "Hel"}"#, "{\"text\":\n \"lo\"}", ""])

            var texts: [String] = []
            for try await delta in try await server.get("/chat/unlabelled").serverSentEvents(terminator: "[DONE]")
                .decodeJSON(Delta.self) {
                texts.append(delta.text)
            }
            #expect(texts == ["Hel", "lo"])
        }
    }

    @Test("a body cut before the terminator throws at its end; the limits are the caller's")
    func cutAndLimited() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var texts: [String] = []
            await #expect(throws: JSONSyntaxError(kind: .unexpectedEndOfInput, expected: #"the terminator event "[DONE]""#,
                                                  found: "end of input", offset: 41, line: 3, column: 19)) {
                for try await delta in try await server.get("/chat/cut").serverSentEvents(terminator: "[DONE]").decodeJSON(Delta.self) {
                    texts.append(delta.text)
                }
            }
            #expect(texts == ["Hel"])
            await #expect(throws: JSONSyntaxError(kind: .tooLarge(limit: 8), expected: "an event of at most 8 bytes of data",
                                                  found: "a larger one", offset: 0, line: 1, column: 1)) {
                for try await _ in try await server.get("/chat/unlabelled").serverSentEvents(terminator: "[DONE]", maximumEventSize: 8) {}
            }
        }
    }

    @Test("a body labelled as JSON is refused before any event, naming its type")
    func jsonBodyRefused() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            do {
                _ = try await server.get("/quota").serverSentEvents(terminator: "[DONE]")
                Issue.record("no error")
            } catch let error as HTTPResponseError {
                let url = server.url("/quota")
                #expect(error == .contentType(found: "application/json", expected: ["text/event-stream"], url: url))
                #expect("\(error)" == "expected a body of type text/event-stream, found application/json from \(url)")
            }
        }
    }
}
