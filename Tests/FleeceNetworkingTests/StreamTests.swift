#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Testing
import FleeceNetworking
import LoopbackHTTPServer

struct StreamedEvent: Equatable, Codable, JSONDecodable {
    let id: Int
    let text: String

    static func decode(_ json: JSON) -> Decoded<StreamedEvent> {
        Decoded { try StreamedEvent(id: json.need("id"), text: json.need("text")) }
    }
}

@Suite("Streamed responses")
struct StreamTests {
    static let eventStream = ": keep-alive\n\n" +
        "event: delta\ndata: {\"id\": 1, \"text\": \"Hel\"}\n\n" +
        "event: delta\r\ndata: {\"id\": 2,\r\ndata:  \"text\": \"lo\"}\r\n\r\n" +
        "data: [DONE]\n\n" +
        "data: {\"id\": 3, \"text\": \"after the end\"}\n\n"

    @Test("server-sent events from a server: fields, multi-line data, comments, stopped at [DONE]")
    func serverSentEvents() async throws {
        let server = try await LoopbackServer.start([
            "/events": Reply(headers: ["Content-Type": "text/event-stream"], body: .complete(Data(Self.eventStream.utf8))),
        ])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        var events: [ServerSentEvent] = []
        for try await event in session.serverSentEvents(for: URLRequest(url: server.url("/events")), terminator: "[DONE]") {
            events.append(event)
        }
        #expect(events == [
            ServerSentEvent(event: "delta", data: #"{"id": 1, "text": "Hel"}"#),
            ServerSentEvent(event: "delta", data: "{\"id\": 2,\n \"text\": \"lo\"}"),
        ])
        var deltas: [StreamedEvent] = []
        for try await delta in session.serverSentEvents(for: URLRequest(url: server.url("/events")), terminator: "[DONE]")
            .decodeJSON(StreamedEvent.self) {
            deltas.append(delta)
        }
        #expect(deltas == [StreamedEvent(id: 1, text: "Hel"), StreamedEvent(id: 2, text: "lo")])
    }

    @Test("server-sent events from a server: a body cut before [DONE] throws at its end; the limits are the caller's")
    func serverSentEventsCutAndLimited() async throws {
        let cut = "event: delta\ndata: {\"id\": 1, \"text\": \"Hel\"}\n\ndata: {\"id\": 2, \"te"
        let server = try await LoopbackServer.start([
            "/cut": Reply(headers: ["Content-Type": "text/event-stream"], body: .complete(Data(cut.utf8))),
            "/events": Reply(headers: ["Content-Type": "text/event-stream"], body: .complete(Data(Self.eventStream.utf8))),
        ])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        var deltas: [StreamedEvent] = []
        // As the other streams of a request say theirs: `RequestError.syntax`, naming the request.
        let cutError = await #expect(throws: RequestError.self) {
            for try await delta in session.serverSentEvents(for: URLRequest(url: server.url("/cut")), terminator: "[DONE]")
                .decodeJSON(StreamedEvent.self) {
                deltas.append(delta)
            }
        }
        guard case .syntax(let cutSyntax, let cutLine)? = cutError else {
            Issue.record("\(String(describing: cutError))")
            return
        }
        #expect(cutSyntax == JSONSyntaxError(kind: .unexpectedEndOfInput, expected: #"the terminator event "[DONE]""#,
                                             found: "end of input", offset: cut.utf8.count, line: 4, column: 20))
        #expect(cutLine?.description == "GET http://127.0.0.1:\(server.port)/cut")
        #expect(deltas == [StreamedEvent(id: 1, text: "Hel")])
        // Said as what it is, not as invalid JSON (found by an outside tester).
        #expect(cutError?.description == "the response to GET http://127.0.0.1:\(server.port)/cut ended before its last event: "
            + #"expected the terminator event "[DONE]", found end of input at line 4, column 20; the connection was closed early: retry"#)
        // The first event's data is 24 bytes: a limit of 16 stops it at its data line.
        let largeError = await #expect(throws: RequestError.self) {
            for try await _ in session.serverSentEvents(for: URLRequest(url: server.url("/events")), terminator: "[DONE]",
                                                        maximumEventSize: 16) {}
        }
        guard case .syntax(let largeSyntax, _)? = largeError else {
            Issue.record("\(String(describing: largeError))")
            return
        }
        #expect(largeSyntax == JSONSyntaxError(kind: .tooLarge(limit: 16), expected: "an event of at most 16 bytes of data",
                                               found: "a larger one", offset: 27, line: 4, column: 1))
        #expect(largeError?.description.hasPrefix("a record of the response to GET http://127.0.0.1:\(server.port)/events is over the limit: ") == true,
                "\(String(describing: largeError))")
        #expect(largeError?.description.hasSuffix("; raise the stream's limit if the record is expected") == true)
    }

    @Test("a response without content (204, 205) is a stream of no records in any format", arguments: [204, 205])
    func noContent(status: Int) async throws {
        let server = try await LoopbackServer.start(["/feed": .empty(status: status), "/empty": .empty(status: 200)])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/feed"))
        var count = 0
        for format in [JSONStream.Format.array, .array(at: ["feed", "events"]), .concatenated, .lines] {
            for try await _ in session.jsonValues(for: request, format) { count += 1 }
            for try await _ in session.decodeJSONStream(StreamedEvent.self, format, for: request) { count += 1 }
            for try await _ in session.decodeJSONStream(StreamedEvent.self, format, for: request, decoder: FleeceDecoder()) { count += 1 }
        }
        #expect(count == 0)
    }

    /// An accepted 304, the answer to a `HEAD` request and an empty (or blank) 200 have no
    /// content, as the whole-body APIs read them: no records, not a syntax error.
    @Test("an empty body the check accepts is a stream of no records in any format")
    func emptyBodiesAreNoRecords() async throws {
        let server = try await LoopbackServer.start([
            "/not-modified": .empty(status: 304),
            "/empty": .empty(status: 200),
            "/blank": Reply(status: 200, headers: ["Content-Type": "application/json"], body: .complete(Data(" \r\n\t ".utf8))),
            "/head": .empty(status: 200).adding(headers: ["Content-Type": "application/json"]),
        ])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        var head = URLRequest(url: server.url("/head"))
        head.httpMethod = "HEAD"
        let requests = [
            (URLRequest(url: server.url("/not-modified")), ResponseCheck.successfulStatus.accepting(304)),
            (URLRequest(url: server.url("/empty")), .successfulStatus),
            (URLRequest(url: server.url("/blank")), .successfulStatus),
            (head, .successfulStatus),
        ]
        var count = 0
        for (request, check) in requests {
            for format in [JSONStream.Format.array, .array(at: ["feed", "events"]), .concatenated, .lines] {
                for try await _ in session.jsonValues(for: request, format, checking: check) { count += 1 }
                for try await _ in session.decodeJSONStream(StreamedEvent.self, format, for: request, checking: check) { count += 1 }
                for try await _ in session.decodeJSONStream(StreamedEvent.self, format, for: request, decoder: FleeceDecoder(), checking: check) { count += 1 }
            }
        }
        #expect(count == 0)
        // A 304 the check refuses is still refused.
        await #expect(throws: RequestError.self) {
            for try await _ in session.jsonValues(for: URLRequest(url: server.url("/not-modified")), .array) {}
        }
    }

    @Test("JSON Lines from a server, decoded as they arrive, in both forms")
    func jsonLines() async throws {
        let body = (1...500).map { #"{"id": \#($0), "text": "line \#($0)"}"# }.joined(separator: "\n")
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Data(body.utf8)))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/lines"))
        var ids: [Int] = []
        for try await event in session.decodeJSONStream(StreamedEvent.self, .lines, for: request) { ids.append(event.id) }
        #expect(ids == Array(1...500))
        var texts: [String] = []
        for try await event in session.decodeJSONStream(StreamedEvent.self, .lines, for: request, decoder: FleeceDecoder()) {
            texts.append(event.text)
        }
        #expect(texts.count == 500 && texts.last == "line 500")
        // A model that is only Decodable, without a decoder: a FleeceDecoder() decodes it.
        struct CodableEvent: Decodable { let id: Int }
        var codableIDs: [Int] = []
        for try await event in session.decodeJSONStream(CodableEvent.self, .lines, for: request) { codableIDs.append(event.id) }
        #expect(codableIDs == Array(1...500))
    }

    @Test("the status is checked before the first record")
    func statusChecked() async throws {
        let server = try await LoopbackServer.start(["/missing": .json(#"{"error": "no such feed"}"#, status: 404)])
        defer { Task { await server.stop() } }
        var records = 0
        do {
            for try await _ in TestSessions.make().jsonValues(for: URLRequest(url: server.url("/missing")), .lines) { records += 1 }
            Issue.record("no error")
        } catch let RequestError.status(code, response, _) {
            #expect(code == 404)
            #expect(response.bodyExcerpt.contains("no such feed"))
        }
        #expect(records == 0)
    }

    @Test("a record that does not decode names its line in the whole body")
    func badRecordInBody() async throws {
        let body = (1...300).map { $0 == 250 ? #"{"id": "250", "text": "x"}"# : #"{"id": \#($0), "text": "x"}"# }.joined(separator: "\n")
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Data(body.utf8)))])
        defer { Task { await server.stop() } }
        var count = 0
        do {
            for try await _ in TestSessions.make().decodeJSONStream(StreamedEvent.self, .lines, for: URLRequest(url: server.url("/lines"))) {
                count += 1
            }
            Issue.record("no error")
        } catch let RequestError.decoding(error, request) {
            #expect(error.path.description == "id")
            #expect(error.position?.line == 250 && error.position?.column == 8)
            #expect(request?.url == server.url("/lines"))
        }
        #expect(count == 249)
    }
}
