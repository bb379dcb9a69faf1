#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

// The HTTP forms of Sources/Fleece/Fleece.docc/Streaming.md, kept compiling and true against a
// server on 127.0.0.1.

enum StreamingNetworkArticle {
    struct Event: JSONDecodable, Decodable {
        let id: Int
        let type: String

        static func decode(_ json: JSON) -> Decoded<Event> {
            curry(Event.init) <^> json <| "id" <*> json <| "type"
        }
    }

    struct Delta: JSONDecodable {
        let text: String
        static func decode(_ json: JSON) -> Decoded<Delta> { Delta.init <^> json <| "text" }
    }

    static let lines = (1...200).map { #"{"id": \#($0), "type": "push"}"# }.joined(separator: "\n")
    static let events = ": keep-alive\n\n" +
        "event: delta\ndata: {\"text\": \"Hel\"}\n\n" +
        "event: delta\r\ndata: {\"text\": \"lo\"}\r\n\r\n" +
        "data: [DONE]\n\n" +
        "data: {\"text\": \"after the end\"}\n\n"
}

@Suite struct StreamingNetworkArticleTests {
    typealias Event = StreamingNetworkArticle.Event
    typealias Delta = StreamingNetworkArticle.Delta

    func withServer(_ body: (URLSession, LoopbackServer) async throws -> Void) async throws {
        let server = try await LoopbackServer.start([
            "/events.jsonl": Reply(headers: ["Content-Type": "application/x-ndjson"],
                                   body: .complete(Data(StreamingNetworkArticle.lines.utf8))),
            "/completions": Reply(headers: ["Content-Type": "text/event-stream"],
                                  body: .complete(Data(StreamingNetworkArticle.events.utf8))),
            "/missing": .json(#"{"error": "no such feed"}"#, status: 404),
        ])
        do {
            try await body(TestSessions.make(), server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aResponseBodyDecodedRecordByRecord() async throws {
        try await withServer { session, server in
            let request = URLRequest(url: server.url("/events.jsonl"))
            var printed = ""
            for try await event in session.decodeJSONStream(Event.self, .lines, for: request) {
                print(event.type, to: &printed)
            }
            #expect(printed == String(repeating: "push\n", count: 200))

            var ids: [JSON] = []
            for try await value in session.jsonValues(for: request, .lines) { ids.append(value["id"] ?? .null) }
            #expect(ids.count == 200 && ids.last == 200)

            var decoded = 0
            for try await event in session.decodeJSONStream(Event.self, .lines, for: request, decoder: FleeceDecoder()) {
                decoded += 1
                if event.id == 10 { break }   // stops the transfer
            }
            #expect(decoded == 10)

            var chunked = 0
            for try await _ in session.bodyChunks(for: request).decodeJSON(Event.self, .lines) { chunked += 1 }
            #expect(chunked == 200)
        }
    }

    @Test func aRefusedStatusIsThrownBeforeTheFirstRecord() async throws {
        try await withServer { session, server in
            var records = 0
            do {
                for try await _ in session.decodeJSONStream(Event.self, .lines, for: URLRequest(url: server.url("/missing"))) {
                    records += 1
                }
                Issue.record("expected the status to be refused")
            } catch let RequestError.status(code, response, _) {
                #expect(code == 404)
                #expect(response.bodyExcerpt.contains("no such feed"))
            }
            #expect(records == 0)
        }
    }

    @Test func serverSentEventsUpToTheTerminator() async throws {
        try await withServer { session, server in
            let request = URLRequest(url: server.url("/completions"))
            var printed = ""
            for try await delta in session.serverSentEvents(for: request, terminator: "[DONE]").decodeJSON(Delta.self) {
                print(delta.text, terminator: "", to: &printed)
            }
            #expect(printed == "Hello")
        }
    }
}
