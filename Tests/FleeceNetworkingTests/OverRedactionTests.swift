#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// Values of names that are sensitive only by their ending (`sort_key`, `Idempotency-Key`) and
/// cookies that are no session's are redacted where they are (the URL, the headers) but not
/// scrubbed out of the rest of the message when they are ordinary words; coding paths are never
/// scrubbed. Credentials still are.
@Suite struct OverRedactionTests {
    struct Todo: Decodable, Sendable {
        let id: Int
        let title: String
    }

    func failure(_ request: URLRequest) async -> RequestError? {
        do {
            _ = try await TestSessions.make().decode(Todo.self, for: request)
            return nil
        } catch {
            return error
        }
    }

    func server() async throws -> LoopbackServer {
        try await LoopbackServer.start([
            "/list": .json(#"{"id":1,"title":2}"#),
            "/flag": .json(#"{"id":1,"title":true}"#),
            "/conflict": .json(#"{"error":"order already exists"}"#, status: 409),
        ], handlers: ["/echo": { request in
            .json(#"{"error":"you sent \#(request.header("Cookie") ?? "") \#(request.header("Client-Secret") ?? "")"}"#, status: 400)
        }])
    }

    @Test func aSortKeyValueStaysInTheCodingPath() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let error = await failure(URLRequest(url: server.url("/list?sort_key=title")))
        #expect(error?.description == "the response to GET http://127.0.0.1:\(server.port)/list?sort_key=<redacted> does not match the model: "
            + "title: Expected to decode String but found number 2 instead, at line 1, column 17.")
    }

    @Test func aCookieThatIsNoSessionIsNotScrubbed() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        var request = URLRequest(url: server.url("/flag"))
        request.setValue("theme=dark; consent=true", forHTTPHeaderField: "Cookie")
        let error = await failure(request)
        #expect(error?.description == "the response to GET http://127.0.0.1:\(server.port)/flag does not match the model: "
            + "title: Expected to decode String but found bool true instead, at line 1, column 17.")
    }

    @Test func anIdempotencyKeyThatIsAWordIsNotScrubbed() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        var request = URLRequest(url: server.url("/conflict"))
        request.httpMethod = "POST"
        request.setValue("order", forHTTPHeaderField: "Idempotency-Key")
        let error = await failure(request)
        #expect(error?.description == "HTTP 409 Conflict from POST http://127.0.0.1:\(server.port)/conflict: "
            + #""{"error":"order already exists"}"; the server rejected the request: check its parameters"#)
    }

    @Test func sessionCookiesAndCredentialsAreStillScrubbed() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        var request = URLRequest(url: server.url("/echo"))
        request.setValue("theme=dark; sid=lettersonly; pref=a1b2c3", forHTTPHeaderField: "Cookie")
        request.setValue("hunterpass", forHTTPHeaderField: "Client-Secret")
        let error = await failure(request)
        #expect(error?.description == "HTTP 400 Bad Request from GET http://127.0.0.1:\(server.port)/echo: "
            + #""{"error":"you sent theme=dark; sid=<redacted>; pref=<redacted> <redacted>"}"; the server rejected the request: check its parameters"#)
    }
}
