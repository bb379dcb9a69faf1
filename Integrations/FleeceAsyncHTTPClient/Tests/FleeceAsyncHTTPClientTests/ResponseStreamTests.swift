import AsyncHTTPClient
import Fleece
import FleeceAsyncHTTPClient
import FleeceFoundation
import Testing

@Suite("Streaming an AsyncHTTPClient response")
struct ResponseStreamTests {
    static let route: @Sendable (String) -> Reply = { uri in
        switch uri {
        case "/events":
            // Chunks of 1 to 97 bytes, cutting records, keys and numbers anywhere.
            .text(eventLines(1_000), chunkSizes: [1, 7, 97, 13, 2, 64, 31])
        case "/events/bad":
            .text(eventLines(4) + #"{"id":"x","type":"push"}"# + "\n" + eventLines(2))
        case "/events/broken":
            .text(eventLines(2) + "{\"id\":2,,}\n" + eventLines(3))
        case "/empty/200":
            Reply(contentType: nil, chunkCount: 0) { _ in [] }
        case "/empty":
            Reply(status: .noContent, contentType: nil, chunkCount: 0) { _ in [] }
        case "/login":
            .text("<html><body>Sign in</body></html>", contentType: "text/html; charset=utf-8")
        case "/plain":
            .text(eventLines(2), contentType: "text/plain")
        case "/places":
            .text(#"{"places": {"place": [{"id": 1, "type": "city"}, {"id": 2, "type": "town"}], "total": 2}}"#,
                  contentType: "application/json", chunkSizes: [5])
        default:
            .text(#"{"message": "no such feed"}"#, status: .notFound, contentType: "application/json")
        }
    }

    @Test("JSON Lines in chunks of any size: every record, in order, in each form")
    func everyRecordInEachForm() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var functional: [Event] = []
            for try await event in try await server.get("/events").decodeJSONStream(Event.self, .lines) {
                functional.append(event)
            }
            var codable: [Event] = []
            for try await event in try await server.get("/events").decodeJSONStream(Event.self, .lines, decoder: FleeceDecoder()) {
                codable.append(event)
            }
            var values: [JSON] = []
            for try await value in try await server.get("/events").jsonValues(.lines) {
                values.append(value)
            }
            let expected = (0..<1_000).map { Event(id: $0, type: ["push", "fork", "watch"][$0 % 3]) }
            #expect(functional == expected)
            #expect(codable == expected)
            #expect(values.count == 1_000)
            #expect(values.last == ["id": 999, "type": "push"])
        }
    }

    @Test("the elements of an array at a key path")
    func arrayAtKeyPath() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var ids: [Int] = []
            for try await place in try await server.get("/places").decodeJSONStream(Event.self, .array(at: ["places", "place"])) {
                ids.append(place.id)
            }
            #expect(ids == [1, 2])
        }
    }

    @Test("a 204 No Content response has no records, whatever the format")
    func emptyBody() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var count = 0
            for try await _ in try await server.get("/empty").decodeJSONStream(Event.self, .lines) { count += 1 }
            #expect(count == 0)
            for try await _ in try await server.get("/empty").decodeJSONStream(Event.self, .array) { count += 1 }
            for try await _ in try await server.get("/empty").jsonValues(.array(at: ["feed"])) { count += 1 }
            #expect(count == 0)
            // A 200 with an empty body is not an array.
            await #expect(throws: JSONSyntaxError.self) {
                for try await _ in try await server.get("/empty/200").decodeJSONStream(Event.self, .array) {}
            }
        }
    }

    @Test("a bad record comes after every good one, named by its line and column in the body")
    func badRecordAfterGoodOnes() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            var ids: [Int] = []
            do {
                for try await event in try await server.get("/events/bad").decodeJSONStream(Event.self, .lines) {
                    ids.append(event.id)
                }
                Issue.record("no error")
            } catch let error as DecodeError {
                #expect(error.path.description == "id")
                #expect(error.position?.line == 5 && error.position?.column == 7)
            }
            #expect(ids == [0, 1, 2, 3])

            do {
                for try await _ in try await server.get("/events/bad").decodeJSONStream(Event.self, .lines, decoder: FleeceDecoder()) {}
                Issue.record("no error")
            } catch let DecodingError.typeMismatch(_, context) {
                #expect(JSONPath(codingPath: context.codingPath).description == "id")
                #expect(context.debugDescription.contains("at line 5, column 7"), "\(context.debugDescription)")
            }
        }
    }

    @Test("with .skip, a line that is not JSON is reported and the next lines still read")
    func skippingBrokenLine() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            let body = try await server.get("/events/broken")
            let (ids, report) = try await LeniencyReport.collecting {
                var ids: [Int] = []
                for try await event in try await body.decodeJSONStream(Event.self, .lines, onInvalidRecord: .skip) {
                    ids.append(event.id)
                }
                return ids
            }
            #expect(ids == [0, 1, 0, 1, 2])
            #expect(report.entries.map { $0.position?.line } == [3])
            #expect(report.entries.map { $0.position?.column } == [9])
        }
    }

    @Test("a refused status whose body stalls is thrown after the wait, with what arrived")
    func stalledErrorBody() async throws {
        var stalled = Reply.text(#"{"error": "busy", "retry": true}"#, status: .serviceUnavailable, contentType: "application/json",
                                 chunkSizes: [10])
        stalled.stallsAfter = 1
        let reply = stalled
        try await LoopbackServer.with(route: { _ in reply }) { server in
            let response = try await server.get("/busy")
            let start = ContinuousClock.now
            do {
                _ = try await response.decodeJSONStream(Event.self, .lines)
                Issue.record("no error")
            } catch let error as HTTPResponseError {
                let waited = ContinuousClock.now - start
                #expect(waited >= .seconds(1.5) && waited < .seconds(10), "\(waited)")
                #expect(error == .status(code: 503, reason: "Service Unavailable", body: Array(#"{"error": "#.utf8), url: server.url("/busy")))
            }
        }
    }

    /// Found by an outside tester: a login page or captive portal answering 200 failed as
    /// `expected a JSON value, found '<' at line 1, column 1`, with no status, URL or label.
    @Test("an HTML page is refused by its label before any byte is read; JSON under another label streams")
    func htmlPageIsRefused() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            let response = try await server.get("/login")
            do {
                _ = try await response.decodeJSONStream(Event.self, .lines, decoder: FleeceDecoder())
                Issue.record("no error")
            } catch let error as HTTPResponseError {
                let url = server.url("/login")
                #expect(error == .contentType(found: "text/html; charset=utf-8", expected: ["application/json", "application/x-ndjson"], url: url))
                #expect("\(error)" == "expected a body of type application/json or application/x-ndjson, found text/html; charset=utf-8 from \(url)")
            }
            // The body is not read: it is the caller's still.
            let page = try await response.body.collect(upTo: 1 << 10)
            #expect(String(buffer: page) == "<html><body>Sign in</body></html>")
            await #expect(throws: HTTPResponseError.self) { _ = try await server.get("/login").jsonValues(.array) }
            var ids: [Int] = []
            for try await event in try await server.get("/plain").decodeJSONStream(Event.self, .lines) { ids.append(event.id) }
            #expect(ids == [0, 1])
        }
    }

    @Test("a refused status is thrown before any record, with the error body and no query in the URL")
    func refusedStatus() async throws {
        try await LoopbackServer.with(route: Self.route) { server in
            let refused = try await server.get("/missing?api_key=s3cr3t")
            do {
                _ = try await refused.decodeJSONStream(Event.self, .lines)
                Issue.record("no error")
            } catch let error as HTTPResponseError {
                let url = server.url("/missing")
                #expect(error == .status(code: 404, reason: "Not Found", body: Array(#"{"message": "no such feed"}"#.utf8), url: url))
                #expect("\(error)" == #"HTTP 404 Not Found from \#(url): {"message": "no such feed"}"#)
                guard case .status(_, _, let body, _) = error else { return }
                #expect(try JSON(parsing: body)["message"] == "no such feed")
            }
        }
    }
}
