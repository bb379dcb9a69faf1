#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// No secret reaches a message: query values and headers that carry credentials are redacted in
/// every rendering of every case.
@Suite struct RedactionTests {
    static let secrets = ["QKEY-1111-planted", "TOKEN-2222-planted", "ACCESS-3333-planted", "SHORTKEY-4444-planted",
                          "SIG-5555-planted", "BEARER-6666-planted", "HEADERKEY-7777-planted", "PASS-8888-planted", "CUSTOM-9999-planted"]

    static let secretURL = URL(string: "https://user:PASS-8888-planted@api.example.com/v1/todos?page=2&api_key=QKEY-1111-planted&token=TOKEN-2222-planted&access_token=ACCESS-3333-planted&key=SHORTKEY-4444-planted&signature=SIG-5555-planted&x_tenant_ticket=CUSTOM-9999-planted")!

    static var secretRequest: URLRequest {
        var request = URLRequest(url: secretURL)
        request.setValue("Bearer BEARER-6666-planted", forHTTPHeaderField: "Authorization")
        request.setValue("HEADERKEY-7777-planted", forHTTPHeaderField: "X-API-Key")
        return request
    }

    init() {
        Redaction.addSensitiveNames(["X-Tenant-Ticket"])
    }

    /// Every way an error is turned into text.
    func renderings(_ error: some Error & CustomStringConvertible & CustomDebugStringConvertible) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        return [error.description, error.localizedDescription, error.debugDescription, String(reflecting: error),
                String(describing: error), "\(error)", dumped]
    }

    func expectNoSecret(in error: some Error & CustomStringConvertible & CustomDebugStringConvertible, sourceLocation: SourceLocation = #_sourceLocation) {
        for text in renderings(error) {
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(secret) in \(text)", sourceLocation: sourceLocation)
            }
            #expect(!text.isEmpty, sourceLocation: sourceLocation)
        }
    }

    /// A response to the secret request whose body echoes two of the secrets, as error pages do.
    static func response(status: Int, body: String = #"{"error": "bad key QKEY-1111-planted for Bearer BEARER-6666-planted"}"#) -> RawResponse {
        let http = HTTPURLResponse(url: secretURL, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        return RawResponse(body: Data(body.utf8), response: http, request: secretRequest)
    }

    static var everyCase: [RequestError] {
        let line = RequestLine(secretRequest)
        let syntaxError: JSONSyntaxError? = {
            do { _ = try JSON(parsing: #"{"key": "QKEY-1111-planted",]"#); return nil } catch let error as JSONSyntaxError { return error } catch { return nil }
        }()
        let decodeError: DecodeError? = String.decode(.string("TOKEN-2222-planted")).error ?? Int.decode(.string("TOKEN-2222-planted")).error
        var cases: [RequestError] = [
            .transport(code: .timedOut, url: secretURL, message: "timed out fetching \(secretURL.absoluteString)"),
            .transport(code: .networkConnectionLost, url: secretURL, message: "transfer closed with 9 bytes remaining to read"),
            .status(code: 401, response: response(status: 401), errorBodyFailure: nil),
            .status(code: 500, response: response(status: 500), errorBodyFailure: "the error body is not APIError: found QKEY-1111-planted"),
            .contentType(found: "text/html", expected: ["application/json"], url: secretURL),
            .emptyBody(response: response(status: 204, body: "")),
            .codable(.dataCorrupted(.init(codingPath: [], debugDescription: "bad value ACCESS-3333-planted")), request: line),
            .api(APIFailure(code: "100", message: "Invalid API Key (SHORTKEY-4444-planted)"), request: line),
            .encoding(.invalidValue(Double.nan, .init(codingPath: [], debugDescription: "SIG-5555-planted")), request: line),
            .cancelled(url: secretURL),
        ]
        if let syntaxError { cases.append(.syntax(syntaxError, request: line)) }
        if let decodeError { cases.append(.decoding(decodeError, request: line)) }
        return cases
    }

    @Test func noCaseShowsASecretInAnyRendering() {
        #expect(Self.everyCase.count == 12)
        for error in Self.everyCase {
            expectNoSecret(in: error)
            #expect(error.description.contains("<redacted>") || error.description.contains("api.example.com"))
        }
    }

    @Test func typedErrorBodyFailureShowsNoSecret() {
        struct APIError: Sendable { var message: String }
        let server = RequestFailure<APIError>.server(APIError(message: "bad token TOKEN-2222-planted"), code: 403, response: Self.response(status: 403))
        expectNoSecret(in: server)
        for error in Self.everyCase { expectNoSecret(in: RequestFailure<APIError>.request(error)) }
    }

    @Test func responsesPrintWithoutSecrets() {
        let response = Self.response(status: 401)
        let page = DecodedResponse(value: [1, 2], response: response)
        var dumped = ""
        dump(page, to: &dumped)
        for text in [response.description, String(reflecting: response), "\(page)", String(reflecting: page), dumped] {
            for secret in Self.secrets {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }
        #expect(response.description == "HTTP 401 for GET https://<redacted>:<redacted>@api.example.com/v1/todos?page=2&api_key=<redacted>&token=<redacted>&access_token=<redacted>&key=<redacted>&signature=<redacted>&x_tenant_ticket=<redacted> (\(response.body.count) bytes)")
    }

    @Test func redactedURLKeepsWhatIsNotSecret() {
        let text = Redaction.redacted(URL(string: "https://api.example.com/v1?page=2&api_key=abc123&Access-Token=zz&sort=name#access_token=frag")!)
        #expect(text == "https://api.example.com/v1?page=2&api_key=<redacted>&Access-Token=<redacted>&sort=name#access_token=<redacted>")
        #expect(Redaction.redacted(URL(string: "https://ada:hunter22@example.com/")!) == "https://<redacted>:<redacted>@example.com/")
        // A user name is often a token: GitHub's `https://<token>@…`, an API key as Basic auth's user.
        #expect(Redaction.redacted(URL(string: "https://ghp_abc123def456@github.com/o/r?page=2")!) == "https://<redacted>@github.com/o/r?page=2")
        #expect(Redaction.redacted(URL(string: "https://sk_live_42:@api.example.com/a@b")!) == "https://<redacted>:<redacted>@api.example.com/a@b")
        #expect(Redaction.redacted(URL(string: "https://example.com/a@b")!) == "https://example.com/a@b")
        let unreachable = RequestError.transport(code: .cannotConnectToHost, url: URL(string: "http://sk-live-SECRET-0123456789@127.0.0.1:9/x"), message: "could not connect to sk-live-SECRET-0123456789@127.0.0.1")
        #expect(!unreachable.description.contains("SECRET"), "\(unreachable.description)")
    }

    @Test func aSecretCutShortInAnExcerptIsRedactedToo() throws {
        // The body excerpt stops at 120 characters, inside the API key.
        let body = String(repeating: "x", count: 100) + " key QKEY-1111-planted is not valid"
        let status = RequestError.status(code: 401, response: Self.response(status: 401, body: body), errorBodyFailure: nil)
        expectNoSecret(in: status)
        #expect(!status.description.contains("QKEY-1111"), "\(status.description)")
        #expect(status.description.contains(" key <redacted>…\""), "\(status.description)")
        // A value shown in part in a decoding error: the token, cut after 40 characters.
        let value = "Bearer BEARER-6666-planted-and-a-long-tail-after-it"
        let decodeError = try #require(Int.decode(.string(value)).error)
        let decoding = RequestError.decoding(decodeError, request: RequestLine(Self.secretRequest))
        #expect(!decoding.description.contains("BEARER-6666"), "\(decoding.description)")
        // A start of four characters or more is a secret's; a shorter one, or text that only
        // looks alike, stays.
        let short = RequestError.status(code: 401, response: Self.response(status: 401, body: String(repeating: "y", count: 117) + " QKE and more"), errorBodyFailure: nil)
        #expect(short.description.contains(" QK…"), "\(short.description)")
    }

    @Test func sensitiveNamesIgnoreCaseAndSeparators() {
        for name in ["api_key", "API-KEY", "apiKey", "X-Api-Key", "Authorization", "access_token", "client_secret", "signature", "token", "key", "X-Tenant-Ticket"] {
            #expect(Redaction.isSensitive(name), "\(name)")
        }
        for name in ["page", "sort", "q", "per_page", "method"] {
            #expect(!Redaction.isSensitive(name), "\(name)")
        }
        #expect(Redaction.redacted(headers: ["Authorization": "Bearer x", "Accept": "application/json"]) == ["Authorization": "<redacted>", "Accept": "application/json"])
    }

    @Test func messagesFromTheLoopbackServerShowNoSecret() async throws {
        let server = try await LoopbackServer.start([
            "/echo-401": .json(#"{"error": "key QKEY-1111-planted is not valid, Bearer BEARER-6666-planted"}"#, status: 401),
            "/bad-json": .json(#"{"token": "TOKEN-2222-planted",]"#),
            "/wrong-shape": .json(#"{"id": "ACCESS-3333-planted"}"#),
            "/api-fail": .json(#"{"stat":"fail","code":100,"message":"Invalid API Key (QKEY-1111-planted)"}"#),
            "/no-content": .empty(status: 204),
            "/cut": .truncatedJSON(#"{"id": 1"#, declaredLength: 50),
        ])
        defer { Task { await server.stop() } }
        struct Model: JSONDecodable, Sendable {
            var id: Int
            static func decode(_ json: JSON) -> Decoded<Model> { Model.init <^> json <| "id" }
        }
        let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
            guard case .string("fail")? = json["stat"], case .string(let message)? = json["message"] else { return nil }
            return APIFailure(code: "100", message: message)
        }
        let session = TestSessions.make()
        for path in ["/echo-401", "/bad-json", "/wrong-shape", "/api-fail", "/no-content", "/cut"] {
            var components = URLComponents(url: server.url(path), resolvingAgainstBaseURL: false)!
            components.query = Self.secretURL.query
            var request = Self.secretRequest
            request.url = components.url
            do {
                _ = try await session.decode(Model.self, for: request, apiFailure: flickrFailure)
                Issue.record("expected \(path) to fail")
            } catch {
                expectNoSecret(in: error)
                // Every message names the request, with the secrets redacted.
                #expect(error.description.contains("api_key=<redacted>&token=<redacted>"), "\(error.description)")
            }
        }
        // The streaming forms meet the same refusal: their message names the request too, and
        // scrubs the secrets its body echoes.
        var components = URLComponents(url: server.url("/echo-401"), resolvingAgainstBaseURL: false)!
        components.query = Self.secretURL.query
        var streamed = Self.secretRequest
        streamed.url = components.url
        for form in ["functional", "codable"] {
            do {
                if form == "functional" {
                    for try await _ in session.decodeJSONStream(Model.self, .lines, for: streamed) {}
                } else {
                    for try await _ in session.decodeJSONStream([String: Int].self, .lines, for: streamed, decoder: FleeceDecoder()) {}
                }
                Issue.record("expected the 401")
            } catch let error as RequestError {
                expectNoSecret(in: error)
                #expect(error.description.hasPrefix("HTTP 401 Unauthorized from GET http://"), "\(error.description)")
                #expect(error.description.contains("api_key=<redacted>&token=<redacted>"), "\(error.description)")
            } catch {
                Issue.record("expected a RequestError, got \(error)")
            }
        }
        let refused = try LoopbackServer.refusedURL("/?api_key=QKEY-1111-planted")
        do {
            _ = try await session.decode(Model.self, for: URLRequest(url: refused))
            Issue.record("expected a refused connection")
        } catch {
            expectNoSecret(in: error)
        }
    }
}

/// Errors read well for people, through Foundation too.
@Suite struct LocalizedRequestErrorTests {
    @Test func localizedDescriptionIsTheMessage() {
        let error: any Error = RequestError.cancelled(url: URL(string: "https://api.example.com/a?token=abcdef"))
        #expect(error.localizedDescription == "request to https://api.example.com/a?token=<redacted> was cancelled")
        #expect((error as? LocalizedError)?.errorDescription == error.localizedDescription)
        let failure: any Error = APIFailure(message: "Quota exceeded")
        #expect(failure.localizedDescription == "the API reported failure: Quota exceeded; fix the request as the message says and retry")
    }

    @Test func catchByPatternWhenOtherErrorsShareTheBlock() {
        struct KeychainError: Error {}
        func token(fail: Bool) throws -> String { if fail { throw KeychainError() }; return "t" }
        func fail(with error: any Error) throws -> Never { throw error }
        func handle(_ error: any Error) -> String {
            do {
                try fail(with: error)
            } catch RequestError.status(404, _, _) {
                return "not found"
            } catch let error as RequestError {
                switch error {
                case .transport(.notConnectedToInternet, _, _): return "offline"
                default: return "other request error"
                }
            } catch {
                return "keychain"
            }
        }
        let url = URL(string: "https://api.example.com/a")!
        let http = HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: [:])!
        #expect(handle(RequestError.status(code: 404, response: RawResponse(body: Data(), response: http), errorBodyFailure: nil)) == "not found")
        #expect(handle(RequestError.transport(code: .notConnectedToInternet, url: url, message: "")) == "offline")
        #expect(handle(RequestError.cancelled(url: url)) == "other request error")
        #expect(handle(KeychainError()) == "keychain")
        #expect((try? token(fail: false)) == "t")
    }

}

extension RedactionTests {
    /// Bracketed names, `;` separators, path parameters, OAuth's `code` and the names added
    /// later: redacted in the URL and in every rendering of an error about it.
    @Test func bracketsSemicolonsPathParametersAndCodeAreRedacted() {
        let cases: [(String, String)] = [
            // `URL(string:)` percent-encodes the brackets (and, beside them, a `%` already there).
            ("https://h.example/a?user[password]=PW-1&page=2", "https://h.example/a?user%5Bpassword%5D=<redacted>&page=2"),
            ("https://h.example/a?auth[token]=TK-2&api_key[]=AK-3", "https://h.example/a?auth%5Btoken%5D=<redacted>&api_key%5B%5D=<redacted>"),
            ("https://h.example/a?auth[token]=TK-2&user%5Bpassword%5D=PW-4", "https://h.example/a?auth%5Btoken%5D=<redacted>&user%255Bpassword%255D=<redacted>"),
            ("https://h.example/a?user%5Bpassword%5D=PW-4&sort=name", "https://h.example/a?user%5Bpassword%5D=<redacted>&sort=name"),
            ("https://h.example/a?a=1;api_key=AK-5;b=2", "https://h.example/a?a=1;api_key=<redacted>;b=2"),
            ("https://h.example/app;jsessionid=SID-6/next;v=2?q=1", "https://h.example/app;jsessionid=<redacted>/next;v=2?q=1"),
            ("https://h.example/cb?code=CODE-7&state=s&zipcode=90210", "https://h.example/cb?code=<redacted>&state=s&zipcode=90210"),
            ("https://h.example/t?client_assertion=CA-8&passphrase=PP-9&authentication=AU-10",
             "https://h.example/t?client_assertion=<redacted>&passphrase=<redacted>&authentication=<redacted>"),
        ]
        for (url, expected) in cases {
            #expect(Redaction.redacted(URL(string: url)!) == expected)
        }
        for name in ["user[password]", "auth[token]", "api_key[]", "client_assertion", "passphrase", "authentication",
                     "X-Authentication", "Cookie2", "Set-Cookie2"] {
            #expect(Redaction.isSensitive(name), "\(name)")
        }
        for name in ["code", "zipcode", "user[name]", "items[]"] {
            #expect(!Redaction.isSensitive(name), "\(name)")
        }
        #expect(Redaction.redacted(headers: ["X-Authentication": "XA-11", "Cookie2": "C2-12"]) == ["X-Authentication": "<redacted>", "Cookie2": "<redacted>"])

        let url = URL(string: "https://h.example/app;jsessionid=SESSION-6666-planted?user[password]=PASSW-1111-planted;auth%5Btoken%5D=TOKEN-2222-planted&code=OAUTH-3333-planted&client_assertion=ASSERT-4444-planted")!
        var request = URLRequest(url: url)
        request.setValue("XAUTH-5555-planted", forHTTPHeaderField: "X-Authentication")
        request.setValue("COOKIE-7777-planted", forHTTPHeaderField: "Cookie2")
        let http = HTTPURLResponse(url: url, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
        let echo = "SESSION-6666-planted PASSW-1111-planted TOKEN-2222-planted OAUTH-3333-planted ASSERT-4444-planted XAUTH-5555-planted COOKIE-7777-planted"
        let response = RawResponse(body: Data(echo.utf8), response: http, request: request)
        let errors: [RequestError] = [
            .transport(code: .timedOut, url: url, message: "timed out"),
            .status(code: 401, response: response, errorBodyFailure: nil),
            .api(APIFailure(message: echo), request: RequestLine(request)),
        ]
        let secrets = echo.split(separator: " ")
        for error in errors {
            for text in renderings(error) {
                for secret in secrets {
                    #expect(!text.contains(secret), "\(secret) in \(text)")
                }
            }
        }
    }

    /// `pw`, a name with an encoded space, a bot token in the path (Telegram's), a credential
    /// list after a scheme (`Token token=…, realm=…`), and the password of a `Basic` credential
    /// echoed decoded.
    @Test func shortNamesSpacesBotTokensCredentialListsAndBasicPasswordsAreRedacted() throws {
        let cases: [(String, String)] = [
            ("https://h.example/login?user=ann&pw=PW-1234", "https://h.example/login?user=ann&pw=<redacted>"),
            ("https://h.example/a?api%20key=AK-1234&api+key=AK-5678&q=1", "https://h.example/a?api%20key=<redacted>&api+key=<redacted>&q=1"),
            ("https://api.telegram.org/bot123456:ABC-DEF_secret/getMe", "https://api.telegram.org/bot123456:<redacted>/getMe"),
            ("https://api.telegram.org/bot123456%3AABC-DEF_secret/sendMessage?chat_id=7", "https://api.telegram.org/bot123456%3A<redacted>/sendMessage?chat_id=7"),
            ("https://h.example/robots/bot42/about:blank", "https://h.example/robots/bot42/about:blank"),
        ]
        for (url, expected) in cases {
            #expect(Redaction.redacted(URL(string: url)!) == expected)
        }
        for name in ["pw", "user_pw", "api key", "API Key"] {
            #expect(Redaction.isSensitive(name), "\(name)")
        }

        let url = URL(string: "https://h.example/v1/me")!
        let http = HTTPURLResponse(url: url, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
        func described(authorization: String, echo: String) -> RequestError {
            var request = URLRequest(url: url)
            request.setValue(authorization, forHTTPHeaderField: "Authorization")
            return .status(code: 401, response: RawResponse(body: Data(echo.utf8), response: http, request: request), errorBodyFailure: nil)
        }
        let token = described(authorization: "Token token=abc123, realm=x", echo: "invalid token=abc123, realm=x; got abc123")
        #expect(token.description == #"HTTP 401 Unauthorized from GET https://h.example/v1/me: "invalid <redacted>; got <redacted>"; check your credentials or API key"#)
        let digest = described(authorization: #"Digest username="ann", realm="api", qop=auth, uri="/v1/me", response="6629fae49393a05397450978507c4ef1""#,
                               echo: "stale response 6629fae49393a05397450978507c4ef1 for /v1/me with qop=auth")
        #expect(digest.description == #"HTTP 401 Unauthorized from GET https://h.example/v1/me: "stale response <redacted> for /v1/me with <redacted>"; check your credentials or API key"#)
        let basic = described(authorization: "Basic " + Data("alice:hunter2-pass".utf8).base64EncodedString(),
                              echo: "wrong password hunter2-pass for alice")
        #expect(basic.description == #"HTTP 401 Unauthorized from GET https://h.example/v1/me: "wrong password <redacted> for alice"; check your credentials or API key"#)
        let keyAsUser = described(authorization: "Basic " + Data("sk_live_4242:".utf8).base64EncodedString(), echo: "no such key sk_live_4242")
        #expect(keyAsUser.description == #"HTTP 401 Unauthorized from GET https://h.example/v1/me: "no such key <redacted>"; check your credentials or API key"#)

        let botURL = URL(string: "https://api.telegram.org/bot123456:ABC-DEF_secret/getMe")!
        let botResponse = HTTPURLResponse(url: botURL, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: nil)!
        let bot = RequestError.status(code: 401, response: RawResponse(body: Data("bad token 123456:ABC-DEF_secret".utf8), response: botResponse,
                                                                        request: URLRequest(url: botURL)), errorBodyFailure: nil)
        #expect(bot.description == #"HTTP 401 Unauthorized from GET https://api.telegram.org/bot123456:<redacted>/getMe: "bad token 123456:<redacted>"; check your credentials or API key"#)
        for (error, secret) in [(token, "abc123"), (basic, "hunter2"), (keyAsUser, "sk_live"), (bot, "ABC-DEF")] {
            for text in renderings(error) {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }
    }

    /// A body that echoes a secret as JSON escapes it (`\/`, `\u002B`, `\u003d`), a cookie's
    /// value, or a header the session adds: scrubbed all the same.
    @Test func echoesEscapedAsJSONOrFromCookiesOrTheSessionAreScrubbed() async throws {
        let url = URL(string: "https://h.example/v1/me")!
        var request = URLRequest(url: url)
        request.setValue("Bearer abc/DEF+ghi=jkl", forHTTPHeaderField: "Authorization")
        request.setValue("theme=COOKIEA-1234; sid=\"COOKIEB-5678\"", forHTTPHeaderField: "Cookie")
        let http = HTTPURLResponse(url: url, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        let body = #"{"e":"abc\/DEF\u002Bghi\u003djkl abc\/DEF+ghi=jkl COOKIEA-1234 COOKIEB-5678"}"#
        let error = RequestError.status(code: 401, response: RawResponse(body: Data(body.utf8), response: http, request: request), errorBodyFailure: nil)
        let expected = #"HTTP 401 Unauthorized from GET https://h.example/v1/me: "{"e":"<redacted> <redacted> <redacted> <redacted>"}"; check your credentials or API key"#
        #expect(error.description == expected)
        for text in renderings(error) {
            for secret in [#"abc\/DEF"#, "ghi", "COOKIEA", "COOKIEB"] {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }

        let server = try await LoopbackServer.start([:], handlers: ["/echo": { received in
            .json(#"{"error": "bad key \#(received.header("X-API-Key") ?? "none")"}"#, status: 401)
        }])
        defer { Task { await server.stop() } }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["X-API-Key": "SESSIONKEY-4242-planted"]
        let session = URLSession(configuration: configuration)
        let echoURL = server.url("/echo")
        let expectedEcho = #"HTTP 401 Unauthorized from GET \#(echoURL): "{"error": "bad key <redacted>"}"; check your credentials or API key"#
        do {
            _ = try await session.decode([Int].self, for: URLRequest(url: echoURL))
            Issue.record("expected a status failure")
        } catch {
            #expect(error.description == expectedEcho)
            for text in renderings(error) { #expect(!text.contains("SESSIONKEY"), "\(text)") }
        }
        let (results, deliver) = AsyncStream<Result<[Int], RequestError>>.makeStream()
        session.decode([Int].self, for: URLRequest(url: echoURL)) { result in
            deliver.yield(result)
            deliver.finish()
        }
        let delivered = await results.first { _ in true }
        guard case .failure(let failure)? = delivered else {
            Issue.record("expected a failure, got \(String(describing: delivered))")
            return
        }
        #expect(failure.description == expectedEcho)
    }

    /// `dump` and reflection of a request line, a response whose headers carry URLs, and a
    /// stream's body show only redacted values.
    @Test func reflectionShowsOnlyRedactedValues() {
        let line = RequestLine(Self.secretRequest)
        var dumpedLine = ""
        dump(line, to: &dumpedLine)
        let redactedURL = "https://<redacted>:<redacted>@api.example.com/v1/todos?page=2&api_key=<redacted>&token=<redacted>&access_token=<redacted>&key=<redacted>&signature=<redacted>&x_tenant_ticket=<redacted>"
        #expect(dumpedLine == """
            ▿ GET \(redactedURL)
              - method: "GET"
              - url: "\(redactedURL)"

            """)
        #expect(String(reflecting: line) == "GET \(redactedURL)")
        #expect(Mirror(reflecting: line).children.map { "\($0.label ?? ""): \($0.value)" } == ["method: GET", "url: \(redactedURL)"])

        let headers = [
            "Location": "https://api.example.com/next?token=LOCATION-1111-planted&page=3",
            "Content-Location": "/v1/todos;jsessionid=CONTENT-2222-planted",
            "Link": #"<https://api.example.com/v1?page=2&api_key=LINKA-3333-planted>; rel="next", <https://api.example.com/v1?page=9&api_key=LINKB-4444-planted>; rel="last""#,
            "Refresh": "5; url='https://api.example.com/r?access_token=REFRESH-5555-planted'",
        ]
        let http = HTTPURLResponse(url: Self.secretURL, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: headers)!
        let response = RawResponse(body: Data(), response: http, request: Self.secretRequest)
        let redacted = Redaction.redacted(headers: response.headers)
        #expect(redacted["Location"] == "https://api.example.com/next?token=<redacted>&page=3")
        #expect(redacted["Content-Location"] == "/v1/todos;jsessionid=<redacted>")
        #expect(redacted["Link"] == #"<https://api.example.com/v1?page=2&api_key=<redacted>>; rel="next", <https://api.example.com/v1?page=9&api_key=<redacted>>; rel="last""#)
        #expect(redacted["Refresh"] == "5; url='https://api.example.com/r?access_token=<redacted>'")
        var dumpedResponse = ""
        dump(response, to: &dumpedResponse)
        var dumpedChunks = ""
        dump(TestSessions.make().bodyChunks(for: Self.secretRequest), to: &dumpedChunks)
        #expect(dumpedChunks.contains("GET \(redactedURL)"), "\(dumpedChunks)")
        for text in [dumpedLine, dumpedResponse, String(reflecting: response), dumpedChunks] {
            for secret in Self.secrets + ["LOCATION-1111", "CONTENT-2222", "LINKA-3333", "LINKB-4444", "REFRESH-5555"] {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }
    }
}
