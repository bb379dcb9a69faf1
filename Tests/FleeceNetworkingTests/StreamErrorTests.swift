#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// A streamed record's failure is a `RequestError` naming the request, as the one-call APIs say
/// a body's, with secrets the server echoes redacted; and the Basic credential URLSession derives
/// from a URL's user and password is redacted when a server echoes it.
@Suite struct StreamErrorTests {
    struct Todo: Decodable, Equatable, Sendable {
        let id: Int
        let title: String
    }

    static let lines = "{\"id\": 1, \"title\": \"a\"}\n{\"id\": \"STREAMSECRET42\", \"title\": \"b\"}\n"

    func server() async throws -> LoopbackServer {
        try await LoopbackServer.start([
            "/lines": Reply(headers: ["Content-Type": "application/x-ndjson"], body: .complete(Data(Self.lines.utf8))),
            "/broken": Reply(headers: ["Content-Type": "application/x-ndjson"], body: .complete(Data("{\"id\": 1,]\n".utf8))),
        ])
    }

    @Test func codableRecordFailureNamesTheRequestAndRedacts() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let url = server.url("/lines?token=STREAMSECRET42")
        var todos: [Todo] = []
        do {
            for try await todo in TestSessions.make().decodeJSONStream(Todo.self, .lines, for: URLRequest(url: url), decoder: FleeceDecoder()) {
                todos.append(todo)
            }
            Issue.record("expected a failure")
        } catch let error as RequestError {
            guard case .codable(.typeMismatch, let request) = error else {
                Issue.record("expected .codable, got \(error)")
                return
            }
            #expect(request?.url == url)
            let expected = "the response to GET http://127.0.0.1:\(server.port)/lines?token=<redacted> does not match the model: "
                + "id: Expected to decode Int but found a string \"<redacted>\" instead, at line 2, column 8."
            #expect(error.description == expected)
            #expect(error.localizedDescription == expected)
        }
        #expect(todos == [Todo(id: 1, title: "a")])
    }

    @Test func recordThatIsNotJSONIsASyntaxErrorNamingTheRequest() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let url = server.url("/broken")
        do {
            for try await _ in TestSessions.make().jsonValues(for: URLRequest(url: url), .lines) {}
            Issue.record("expected a failure")
        } catch let error as RequestError {
            guard case .syntax(_, let request) = error else {
                Issue.record("expected .syntax, got \(error)")
                return
            }
            #expect(request?.url == url)
            #expect(error.description == "invalid JSON in the response to GET \(url): "
                + "expected a string key after ',', found ']' at line 1, column 10; check that the URL returns JSON")
        }
    }

    @Test func basicCredentialFromTheURLsUserIsRedacted() async throws {
        let server = try await LoopbackServer.start([:], handlers: ["/echo": { request in
            Reply(status: 500, headers: ["Content-Type": "text/plain"], body: .complete(Data("got \(request.header("Authorization") ?? "none")".utf8)))
        }])
        defer { Task { await server.stop() } }
        let url = try #require(URL(string: "http://bob:HUNTER2PASS@127.0.0.1:\(server.port)/echo"))
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: url))
            Issue.record("expected a failure")
        } catch {
            #expect(error.description == "HTTP 500 Internal Server Error from GET http://<redacted>:<redacted>@127.0.0.1:\(server.port)/echo: "
                + "\"got Basic <redacted>\"; the server failed: retry later")
        }
    }
}
