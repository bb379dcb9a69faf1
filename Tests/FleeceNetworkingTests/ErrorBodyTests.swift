#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// Error bodies decoded into the app's own type.
@Suite struct ErrorBodyTests {
    /// `{"error":{"code":"rate_limited","message":"slow down"}}`, as `Decodable`.
    struct APIError: Decodable, Equatable, Sendable {
        struct Detail: Decodable, Equatable, Sendable {
            var code: String
            var message: String
        }
        var error: Detail
    }

    /// The same, as `JSONDecodable`.
    struct FunctionalAPIError: JSONDecodable, Equatable, Sendable {
        var code: String
        var message: String
        static func decode(_ json: JSON) -> Decoded<FunctionalAPIError> {
            curry(FunctionalAPIError.init) <^> json <| ["error", "code"] <*> json <| ["error", "message"]
        }
    }

    struct Todo: Decodable, Equatable, Sendable { var id: Int }

    static let rateLimited = Reply.json(#"{"error":{"code":"rate_limited","message":"slow down"}}"#, status: 429)

    func serve(_ reply: Reply) async throws -> (LoopbackServer, URL) {
        let server = try await LoopbackServer.start(["/api": reply])
        return (server, server.url("/api"))
    }

    @Test func errorBodyDecodesIntoTheAppsType() async throws {
        let (server, url) = try await serve(Self.rateLimited.adding(headers: ["X-RateLimit-Reset": "99"]))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, errorBody: APIError.self, for: URLRequest(url: url))
            Issue.record("expected the server's error")
        } catch .server(let apiError, let code, let response) {
            #expect(apiError == APIError(error: .init(code: "rate_limited", message: "slow down")))
            #expect(code == 429)
            #expect(response.header("X-RateLimit-Reset") == "99")
        } catch {
            Issue.record("expected the server's error, got \(error)")
        }
    }

    @Test func errorBodyForJSONDecodableTypes() async throws {
        let (server, url) = try await serve(Self.rateLimited)
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode([Int].self, errorBody: FunctionalAPIError.self, for: URLRequest(url: url))
            Issue.record("expected the server's error")
        } catch .server(let apiError, 429, _) {
            #expect(apiError == FunctionalAPIError(code: "rate_limited", message: "slow down"))
        } catch {
            Issue.record("expected the server's error, got \(error)")
        }
    }

    @Test func successStillDecodesTheModel() async throws {
        let (server, url) = try await serve(.json(#"{"id": 7}"#))
        defer { Task { await server.stop() } }
        let page = try await TestSessions.make().decodeResponse(Todo.self, errorBody: APIError.self, for: URLRequest(url: url))
        #expect(page.value == Todo(id: 7))
        #expect(page.response.statusCode == 200)
    }

    @Test func anErrorBodyThatDoesNotDecodeIsTheStatusErrorWithTheReason() async throws {
        let (server, url) = try await serve(.html("<html><body>Bad gateway</body></html>", status: 502))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, errorBody: APIError.self, for: URLRequest(url: url))
            Issue.record("expected a status failure")
        } catch .request(.status(502, let response, let reason?)) {
            #expect(response.body == Data("<html><body>Bad gateway</body></html>".utf8))
            #expect(reason.hasPrefix("the error body is not APIError: invalid JSON: "))
            let description = RequestFailure<APIError>.request(.status(code: 502, response: response, errorBodyFailure: reason)).description
            #expect(description.hasPrefix(#"HTTP 502 Bad Gateway from GET \#(url): "<html><body>Bad gateway</body></html>" (the error body is not APIError: invalid JSON: "#))
            #expect(description.hasSuffix("; the server failed: retry later"))
        } catch {
            Issue.record("expected a status failure, got \(error)")
        }
    }

    @Test func anErrorBodyOfTheWrongShapeSaysWhichKeyIsMissingAsAnErrorBody() async throws {
        let (server, url) = try await serve(.json(#"{"message": "nope"}"#, status: 400))
        defer { Task { await server.stop() } }
        var reasons: [String?] = []
        do {
            _ = try await TestSessions.make().decode([Int].self, errorBody: FunctionalAPIError.self, for: URLRequest(url: url))
        } catch {
            if case .request(.status(400, _, let reason)) = error { reasons.append(reason) }
        }
        do {
            _ = try await TestSessions.make().decode([Int].self, errorBody: APIError.self, for: URLRequest(url: url))
        } catch {
            if case .request(.status(400, _, let reason)) = error { reasons.append(reason) }
        }
        // Functional and Codable error types alike; never "the response does not match the model".
        #expect(reasons == [
            #"the error body is not FunctionalAPIError: error: missing key "error" in object at line 1, column 1"#,
            #"the error body is not APIError: error: missing key "error" in object at line 1, column 1"#,
        ])
    }

    @Test func anEmptyErrorBodySaysSo() async throws {
        let (server, url) = try await serve(.empty(status: 503))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Todo.self, errorBody: APIError.self, for: URLRequest(url: url))
            Issue.record("expected a status failure")
        } catch .request(.status(503, _, let reason)) {
            #expect(reason == "no error body to decode as APIError")
        } catch {
            Issue.record("expected a status failure, got \(error)")
        }
    }

    @Test func serverErrorDescriptionNamesTheRequestAndTheDecodedBody() {
        let url = URL(string: "https://api.example.com/todos?token=t0k3n-value")!
        let http = HTTPURLResponse(url: url, statusCode: 429, httpVersion: "HTTP/1.1", headerFields: [:])!
        let failure = RequestFailure<FunctionalAPIError>.server(
            FunctionalAPIError(code: "rate_limited", message: "slow down"), code: 429,
            response: RawResponse(body: Data(), response: http, request: URLRequest(url: url)))
        #expect(failure.description == #"HTTP 429 Too Many Requests from GET https://api.example.com/todos?token=<redacted>: FunctionalAPIError(code: "rate_limited", message: "slow down"); the server is busy: wait and retry"#)
        #expect(failure.localizedDescription == failure.description)
        #expect(failure.errorBody?.code == "rate_limited")
        #expect(failure.statusCode == 429)
        #expect(failure.requestError == nil)
    }

    /// Found by an outside tester: GitHub's rate limit, a 403 with `Retry-After` (or
    /// `X-RateLimit-Remaining: 0`), was told to check its credentials.
    @Test func aStatusThatSaysWhenToComeBackSaysToWait() {
        let url = URL(string: "https://api.github.com/repos/o/r/issues?access_token=s3cr3t-value")!
        func description(_ status: Int, _ headers: [String: String]) -> String {
            let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
            let response = RawResponse(body: Data(#"{"message": "API rate limit exceeded for 1.2.3.4."}"#.utf8), response: http,
                                       request: URLRequest(url: url))
            return RequestError.status(code: status, response: response, errorBodyFailure: nil).description
        }
        let prefix = #"HTTP 403 Forbidden from GET https://api.github.com/repos/o/r/issues?access_token=<redacted>: "{"message": "API rate limit exceeded for 1.2.3.4."}"; "#
        #expect(description(403, ["Retry-After": "60"]) == prefix + "rate limited: retry after 60 s")
        #expect(description(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1767225600"])
            == prefix + "rate limited: no requests are left until the limit resets (X-RateLimit-Reset)")
        #expect(description(403, ["X-RateLimit-Remaining": "12"]) == prefix + "check your credentials or API key")
        #expect(description(403, [:]) == prefix + "check your credentials or API key")
        #expect(description(429, ["Retry-After": "5"]).hasSuffix("; the server is busy: retry after 5 s"))
        #expect(description(503, ["retry-after": "120"]).hasSuffix("; the server is busy: retry after 120 s"))
        #expect(description(429, [:]).hasSuffix("; the server is busy: wait and retry"))
        #expect(description(401, ["Retry-After": "5"]).hasSuffix("; check your credentials or API key"))
        let failure = RequestFailure<FunctionalAPIError>.server(
            FunctionalAPIError(code: "rate_limited", message: "slow down"), code: 403,
            response: RawResponse(body: Data(), response: HTTPURLResponse(url: url, statusCode: 403, httpVersion: "HTTP/1.1",
                                                                          headerFields: ["Retry-After": "30"])!,
                                  request: URLRequest(url: url)))
        #expect(failure.description.hasSuffix(#"FunctionalAPIError(code: "rate_limited", message: "slow down"); rate limited: retry after 30 s"#))
    }

    /// Found by an outside tester: GitHub's 422, decoded into a model with optional members,
    /// spent the 120 characters on `Optional(` and `Module.Outer.Inner` before its `errors`.
    @Test func aDecodedErrorBodyShowsItsValuesNotSwiftsWrapping() {
        struct GitHubError: Decodable, Sendable {
            struct Detail: Decodable, Sendable { var resource: String?; var field: String?; var code: String }
            var message: String
            var errors: [Detail]?
            var documentationUrl: String?
            var status: Int?
        }
        let url = URL(string: "https://api.github.com/repos/o/r/issues")!
        let http = HTTPURLResponse(url: url, statusCode: 422, httpVersion: "HTTP/1.1", headerFields: [:])!
        let body = GitHubError(
            message: "Validation Failed",
            errors: [.init(resource: nil, field: "title", code: "missing_field")],
            documentationUrl: nil, status: 422)
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        let failure = RequestFailure<GitHubError>.server(body, code: 422, response: RawResponse(body: Data(), response: http, request: request))
        #expect(failure.description == #"HTTP 422 Unprocessable Content from POST https://api.github.com/repos/o/r/issues: GitHubError(message: "Validation Failed", errors: [Detail(field: "title", code: "missing_field")], status: 422); the server rejected the request: check its parameters"#)
        // Dictionaries, sets, tuples, an empty dictionary, a nil at the top, a string's escapes,
        // and a type's own description.
        struct Own: CustomStringConvertible, Sendable { var description: String { "own words" } }
        func shown<Body: Sendable>(_ body: Body) -> String {
            let line = RequestFailure<Body>.server(body, code: 422, response: RawResponse(body: Data(), response: http, request: request)).description
            let prefix = "HTTP 422 Unprocessable Content from POST https://api.github.com/repos/o/r/issues: "
            let suffix = "; the server rejected the request: check its parameters"
            guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return line }
            return String(line.dropFirst(prefix.count).dropLast(suffix.count))
        }
        #expect(shown(["a": 1]) == #"["a": 1]"#)
        #expect(shown([String: Int]()) == "[:]")
        #expect(shown((1, "x")) == #"(1, "x")"#)
        #expect(shown(Int?.none) == "nil")
        #expect(shown(["q\"\t"]) == #"["q\"\t"]"#)
        #expect(shown([Own()]) == "[own words]")
        #expect(shown(Set([7])) == "[7]")
    }

    /// Found by an outside tester: a decoded error body showed the tokens it held, where the
    /// body excerpt of a status error hides them.
    @Test func aDecodedErrorBodysCredentialsAreLeftOut() throws {
        struct TokenError: Decodable, Sendable { var message: String; var accessToken: String?; var password: String }
        let url = URL(string: "https://api.example.com/graphql")!
        let http = HTTPURLResponse(url: url, statusCode: 500, httpVersion: "HTTP/1.1", headerFields: [:])!
        let response = RawResponse(body: Data(), response: http, request: URLRequest(url: url))
        let typed = RequestFailure<TokenError>.server(TokenError(message: "bad", accessToken: "sk_live_abc", password: "hunter2"), code: 500, response: response)
        #expect(typed.description == #"HTTP 500 Internal Server Error from GET https://api.example.com/graphql: TokenError(message: "bad", accessToken: <redacted>, password: <redacted>); the server failed: retry later"#)
        let json = try JSON(parsing: #"{"errors": [{"message": "bad", "extensions": {"token": "t0k3n-abc"}}], "meta": {"client_secret": 5}}"#)
        let untyped = RequestFailure<JSON>.server(json, code: 500, response: response)
        #expect(untyped.description == #"HTTP 500 Internal Server Error from GET https://api.example.com/graphql: {"errors":[{"message":"bad","extensions":{"token":"<redacted>"}}],"meta":{"client_secret":<redacted>}}; the server failed: retry later"#)
        let keyed = RequestFailure<[String: String]>.server(["password": "hunter2"], code: 500, response: response)
        #expect(keyed.description.contains(#"["password": <redacted>]"#))
        // An echoed key is scrubbed before the body is cut: the count of what was cut does not
        // grow with the key's length.
        func echoing(_ key: String) -> String {
            var request = URLRequest(url: url)
            request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
            let echo = TokenError(message: "Incorrect API key provided: \(key) / \(key)", accessToken: nil, password: "x")
            return RequestFailure<TokenError>.server(echo, code: 401, response: RawResponse(body: Data(), response: http, request: request)).description
        }
        #expect(echoing("sk-" + String(repeating: "a", count: 30)) == echoing("sk-" + String(repeating: "b", count: 80)))
    }

    /// A decoded error body of any size shows its first 120 characters and how many more it had.
    @Test func aLargeDecodedErrorBodyIsCutShort() {
        let url = URL(string: "https://api.example.com/todos")!
        let http = HTTPURLResponse(url: url, statusCode: 422, httpVersion: "HTTP/1.1", headerFields: [:])!
        let failure = RequestFailure<FunctionalAPIError>.server(
            FunctionalAPIError(code: "invalid", message: String(repeating: "m", count: 2000)), code: 422,
            response: RawResponse(body: Data(), response: http, request: URLRequest(url: url)))
        let shown = #"FunctionalAPIError(code: "invalid", message: ""# + String(repeating: "m", count: 74)
        let expected = "HTTP 422 Unprocessable Content from GET https://api.example.com/todos: \(shown)… (1928 more characters); the server rejected the request: check its parameters"
        #expect(failure.description == expected)
        #expect(failure.localizedDescription == expected)
        #expect(String(reflecting: failure) == "RequestFailure.server: \(expected)")
        var dumped = ""
        dump(failure, to: &dumped)
        #expect(dumped.count < 700, "\(dumped.count)")
    }
}
