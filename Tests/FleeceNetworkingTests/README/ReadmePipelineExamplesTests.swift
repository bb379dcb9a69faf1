#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

// The README's "A small, complete client", kept compiling and true against a loopback API.

struct Todo: Decodable, Sendable { var id: Int; var title: String }
struct NewTodo: Encodable { var title: String }

/// What the API sends with a 4xx or 5xx: {"error":{"code":"rate_limited","message":"slow down"}}
struct APIError: Decodable, Sendable {
    struct Detail: Decodable, Sendable { var code: String; var message: String }
    var error: Detail
}

struct TodoClient {
    var baseURL: URL
    var token: String
    var session = URLSession.shared
    // 429, 503 and transport failures are retried with backoff and Retry-After; POSTs are sent once.
    var retry = RetryPolicy(maxAttempts: 4, maxTotalTime: .seconds(30))

    /// The auth header; the token never shows in error messages.
    func authorized(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }

    /// Every open todo, page after page through `Link: <…>; rel="next"`.
    func openTodos() async throws(RequestFailure<APIError>) -> [Todo] {
        var todos: [Todo] = []
        var next: URL? = baseURL.appending(path: "todos").appending(queryItems: [URLQueryItem(name: "status", value: "open")])
        while let url = next {
            let page = try await session.decodeResponse([Todo].self, errorBody: APIError.self, for: authorized(url), retry: retry)
            todos += page.value
            next = page.response.nextPage          // also: page.response.header("ETag"), rate-limit headers…
        }
        return todos
    }

    /// A JSON POST: one call encodes the body and sets Content-Type.
    func add(_ title: String) async throws(RequestFailure<APIError>) -> Todo {
        var post = authorized(baseURL.appending(path: "todos"))
        post.httpMethod = "POST"
        do { try post.setJSONBody(NewTodo(title: title)) } catch { throw .request(error) }  // .encoding
        return try await session.decode(Todo.self, errorBody: APIError.self, for: post)
    }
}

func showOpenTodos(_ client: TodoClient) async -> String {
    do {
        let todos = try await client.openTodos()
        return "\(todos.count) open"
    } catch .server(_, 401, _), .request(.status(401, _, _)) {
        return "sign in again"       // with the API's error body, or another (a proxy's page)
    } catch .server(let apiError, let status, _) {
        return "HTTP \(status), \(apiError.error.code): \(apiError.error.message)"    // the API's own words
    } catch .request(.transport(.notConnectedToInternet, _, _)) {
        return "offline"
    } catch {
        return "\(error)"     // any other failure: one line, naming the request, secrets redacted
    }
}

@Suite("README: the request pipeline")
struct ReadmePipelineExamplesTests {
    static let token = "tok-README-secret-123"

    /// A todo API on loopback: `/v1/todos` answers GET in two pages (after one 429 with
    /// `Retry-After: 0`) and POST with the created todo; a wrong token gets a 401 with the API's
    /// error body; `/v2/todos` is always rate limited; `/v3/todos` answers 401 with a login page.
    static func startAPI() async throws -> LoopbackServer {
        let firstPage = inTurn([
            Reply.json(#"{"error":{"code":"rate_limited","message":"slow down"}}"#, status: 429).adding(headers: ["Retry-After": "0"]),
            Reply.json(#"[{"id": 1, "title": "a"}, {"id": 2, "title": "b"}]"#).adding(headers: ["Link": #"</v1/todos?status=open&page=2>; rel="next""#]),
        ])
        let todos: Handler = { request in
            guard request.header("Authorization") == "Bearer \(token)" else {
                return .json(#"{"error":{"code":"unauthorized","message":"bad token"}}"#, status: 401)
            }
            if request.method == "POST" {
                guard request.header("Content-Type") == "application/json",
                      let body = try? JSONDecoder().decode([String: String].self, from: request.body), let title = body["title"]
                else { return .json(#"{"error":{"code":"bad_request","message":"no title"}}"#, status: 400) }
                return .json(#"{"id": 3, "title": "\#(title)"}"#, status: 201)
            }
            guard request.queryValue("status") == "open" else { return .json("[]", status: 400) }
            if request.queryValue("page") == "2" { return .json(#"[{"id": 9, "title": "z"}]"#) }
            return await firstPage(request)
        }
        return try await LoopbackServer.start(
            ["/v2/todos": Reply.json(#"{"error":{"code":"rate_limited","message":"slow down"}}"#, status: 429).adding(headers: ["Retry-After": "0"]),
             "/v3/todos": Reply.html("<html>Sign in</html>", status: 401)],
            handlers: ["/v1/todos": todos]
        )
    }

    @Test("pages through Link after a retried 429, then posts JSON")
    func client() async throws {
        let server = try await Self.startAPI()
        defer { Task { await server.stop() } }
        let client = TodoClient(baseURL: server.url("/v1/"), token: Self.token, session: TestSessions.make())
        #expect(await showOpenTodos(client) == "3 open")
        let created = try await client.add("Write the README")
        #expect(created.id == 3)
        #expect(created.title == "Write the README")
    }

    @Test("the API's error body, decoded")
    func errorBody() async throws {
        let server = try await Self.startAPI()
        defer { Task { await server.stop() } }
        let limited = TodoClient(baseURL: server.url("/v2/"), token: Self.token, session: TestSessions.make())
        #expect(await showOpenTodos(limited) == "HTTP 429, rate_limited: slow down")
        let wrongToken = TodoClient(baseURL: server.url("/v1/"), token: "wrong-token-value", session: TestSessions.make())
        #expect(await showOpenTodos(wrongToken) == "sign in again")
        let behindAProxy = TodoClient(baseURL: server.url("/v3/"), token: Self.token, session: TestSessions.make())
        #expect(await showOpenTodos(behindAProxy) == "sign in again")
    }

    @Test("any other failure is one line without the token")
    func otherFailures() async throws {
        let url = try LoopbackServer.refusedURL("/v1/")
        let client = TodoClient(baseURL: url, token: Self.token, session: TestSessions.make(), retry: RetryPolicy(maxAttempts: 1))
        let message = await showOpenTodos(client)
        #expect(message.hasPrefix("could not connect to \(url)todos?status=open (URLError -1004)"))
        #expect(!message.contains(Self.token))
    }
}
