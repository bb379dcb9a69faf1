#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// `session.decode(_:for:using:)` reads the body exactly as `decoder.decode(_:from:)` does: the
/// decoder's rules (JSON5, UTF-16 and UTF-32, a top level without braces, trailing commas,
/// malformed members the model does not read) hold through the pipeline too.
@Suite struct DecoderRulesTests {
    struct Todo: Decodable, Equatable, Sendable {
        let id: Int
        let title: String
    }

    struct Body: Sendable, CustomTestStringConvertible {
        let name: String
        /// The text, kept as `[UInt8]`: a `Data` in a static was reported as a leak under
        /// LeakSanitizer, which does not see the reference its representation keeps.
        let text: [UInt8]
        let configure: @Sendable (FleeceDecoder) -> Void
        var testDescription: String { name }
        var bytes: Data { Data(text) }

        init(name: String, bytes: some Sequence<UInt8>, configure: @escaping @Sendable (FleeceDecoder) -> Void) {
            self.name = name
            self.text = Array(bytes)
            self.configure = configure
        }
    }

    static let bodies: [Body] = [
        Body(name: "JSON5", bytes: "{ id: 1, title: 'five', /* c */ }".utf8) { $0.allowsJSON5 = true },
        Body(name: "trailing comma", bytes: #"{"id": 1, "title": "t",}"#.utf8) { _ in },
        Body(name: "UTF-16", bytes: [0xFF, 0xFE] + #"{"id": 1, "title": "sixteen"}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) { _ in },
        Body(name: "UTF-32", bytes: #"{"id": 1, "title": "t"}"#.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] }) { _ in },
        Body(name: "top level without braces", bytes: #""id": 1, "title": "notop""#.utf8) { $0.assumesTopLevelDictionary = true },
        Body(name: "malformed member the model skips", bytes: #"{"id": 1, "title": "t", "n": 01}"#.utf8) { _ in },
    ]

    @Test(arguments: bodies)
    func pipelineReadsAsTheDecoderReads(_ body: Body) async throws {
        let decoder = FleeceDecoder()
        body.configure(decoder)
        let direct = try decoder.decode(Todo.self, from: body.bytes)
        let server = try await LoopbackServer.start([
            "/api": Reply(headers: ["Content-Type": "application/json"], body: .complete(body.bytes)),
        ])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/api"))
        let session = TestSessions.make()
        #expect(try await session.decode(Todo.self, for: request, using: decoder) == direct)
        #expect(try await session.decodeResponse(Todo.self, for: request, using: decoder).value == direct)
        // With a payload check, which sees the body as the decoder reads it, or not at all.
        let checked = try await session.decode(Todo.self, for: request, using: decoder, apiFailure: { _ in nil })
        #expect(checked == direct)
    }

    @Test func payloadCheckSeesAJSON5Body() async throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let server = try await LoopbackServer.start(["/api": .json("{stat: 'fail', message: 'Invalid API Key',}")])
        defer { Task { await server.stop() } }
        let url = server.url("/api")
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: URLRequest(url: url), using: decoder, apiFailure: { json in
                json["stat"] == "fail" ? APIFailure(message: "Invalid API Key") : nil
            })
            Issue.record("expected the API's failure")
        } catch {
            #expect(error.description == "the API reported failure to GET \(url): Invalid API Key; fix the request as the message says and retry")
        }
    }

    @Test func textTheDecoderCannotReadIsASyntaxErrorWithItsPositionAndResponse() async throws {
        let server = try await LoopbackServer.start(["/api": .json("{\"id\": 1,\n \"title\" 2}")])
        defer { Task { await server.stop() } }
        let url = server.url("/api?api_key=SECRET123")
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: URLRequest(url: url), using: FleeceDecoder())
            Issue.record("expected a syntax error")
        } catch {
            guard case .syntax = error else {
                Issue.record("expected .syntax, got \(error)")
                return
            }
            #expect(error.response?.statusCode == 200)
            #expect(error.description == "invalid JSON in the response to GET http://127.0.0.1:\(server.port)/api?api_key=<redacted>: "
                + "expected ':' after an object key, found '2' at line 2, column 10; check that the URL returns JSON")
        }
    }

    @Test func errorBodyReadsAsTheDecoderReads() async throws {
        struct APIError: Decodable, Sendable { let error: String }
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let server = try await LoopbackServer.start(["/api": .json("{error: 'slow down'}", status: 429)])
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, errorBody: APIError.self, for: URLRequest(url: server.url("/api")), using: decoder)
            Issue.record("expected the error body")
        } catch {
            guard case .server(let body, 429, _) = error else {
                Issue.record("expected .server, got \(error)")
                return
            }
            #expect(body.error == "slow down")
        }
    }

    @Test func streamedRecordsTakeTrailingCommasAsTheDecoderDoes() async throws {
        let lines = "{\"id\": 1, \"title\": \"a\",}\n{\"id\": 2, \"title\": \"b\"}\n"
        let server = try await LoopbackServer.start([
            "/lines": Reply(headers: ["Content-Type": "application/x-ndjson"], body: .complete(Data(lines.utf8))),
        ])
        defer { Task { await server.stop() } }
        var todos: [Todo] = []
        let stream = TestSessions.make().decodeJSONStream(Todo.self, .lines, for: URLRequest(url: server.url("/lines")), decoder: FleeceDecoder())
        for try await todo in stream { todos.append(todo) }
        #expect(todos == [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
    }
}
