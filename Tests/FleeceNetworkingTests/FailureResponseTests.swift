#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// `RequestError.response` for the failures after an accepted response (syntax, decoding,
/// codable, api): the status, headers, body and request the stage read, kept in the error's
/// `RequestLine`, with the cases' shapes and messages unchanged.
@Suite struct FailureResponseTests {
    typealias Counts = [String: [Int]]
    struct Todo: Decodable, Sendable { var id: Int }

    static let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
        guard case .string("fail")? = json["stat"], case .string(let message)? = json["message"] else { return nil }
        return APIFailure(code: "100", message: message)
    }

    /// A server answering `reply` on `/api`, and the request for `/api?api_key=s3cr3tKEY`.
    func serve(_ reply: Reply) async throws -> (LoopbackServer, URLRequest) {
        let server = try await LoopbackServer.start(["/api": reply.adding(headers: ["X-Request-ID": "req-42"])])
        return (server, URLRequest(url: server.url("/api?api_key=s3cr3tKEY")))
    }

    @Test func syntaxFailureKeepsTheResponse() async throws {
        let (server, request) = try await serve(.json("{\"counts\": [1,,2]}"))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Counts.self, for: request)
            Issue.record("expected a syntax failure")
        } catch .syntax(let error, let line) {
            let response = try #require(RequestError.syntax(error, request: line).response)
            #expect(response.statusCode == 200)
            #expect(response.header("x-request-id") == "req-42")
            #expect(response.body == Data("{\"counts\": [1,,2]}".utf8))
            #expect(response.request?.url == request.url)
            #expect(line?.description == "GET http://127.0.0.1:\(server.port)/api?api_key=<redacted>")
            // The message is the one it always was, the key redacted.
            #expect(RequestError.syntax(error, request: line).description
                == "invalid JSON in the response to GET http://127.0.0.1:\(server.port)/api?api_key=<redacted>: "
                + "\(error.description); check that the URL returns JSON")
        } catch {
            Issue.record("expected a syntax failure, got \(error)")
        }
    }

    /// Found by an outside tester: a captive portal's page, sent as a 200, said only `found '<'`.
    @Test func aBodyThatIsNoJSONFromItsStartIsShown() async throws {
        let (server, request) = try await serve(.html("<html><body>Welcome to the hotel network</body></html>", status: 200))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Counts.self, for: request)
            Issue.record("expected a syntax failure")
        } catch {
            #expect(error.description == "invalid JSON in the response to GET http://127.0.0.1:\(server.port)/api?api_key=<redacted>: "
                + "expected a JSON value, found '<' at line 1, column 1 (the body begins \"<html><body>Welcome to the hotel network</body></html>\"); "
                + "check that the URL returns JSON")
        }
    }

    @Test func decodingFailureOfDecodeResponseKeepsTheResponse() async throws {
        let (server, request) = try await serve(.json(#"{"counts": {"a": 1}}"#))
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decodeResponse(Counts.self, for: request)
            Issue.record("expected a decoding failure")
        } catch {
            guard case let .decoding(decodeError, line) = error else {
                Issue.record("expected a decoding failure, got \(error)")
                return
            }
            #expect(decodeError.path == [.key("counts")])
            #expect(error.response?.statusCode == 200)
            #expect(error.response?.header("X-Request-ID") == "req-42")
            #expect(error.response?.body == Data(#"{"counts": {"a": 1}}"#.utf8))
            #expect(line?.response?.statusCode == 200)
            // Equality ignores the response a line carries.
            #expect(line == RequestLine(request))
            #expect(!error.description.contains("s3cr3tKEY"))
            #expect(!String(describing: error.response).contains("s3cr3tKEY"))
        }
    }

    @Test func aStageOnItsOwnKnowsNoResponse() async throws {
        let (server, request) = try await serve(.json(#"{"id": "seven"}"#))
        defer { Task { await server.stop() } }
        let result = await TestSessions.make().fetch(request) >>- checkResponse >>- parseJSON >>- decodeCodable(Todo.self)
        guard case .failure(let error) = result, case .codable(_, nil) = error else {
            Issue.record("expected a codable failure without a request, got \(result)")
            return
        }
        #expect(error.response == nil)
    }

    @Test func codableAndAPIFailuresOfTheOneCallAPIsKeepTheResponse() async throws {
        let (server, request) = try await serve(.json(#"{"id": "seven"}"#))
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        do {
            _ = try await session.decode(Todo.self, for: request, using: FleeceDecoder())
            Issue.record("expected a codable failure")
        } catch {
            guard case .codable = error else {
                Issue.record("expected a codable failure, got \(error)")
                return
            }
            #expect(error.response?.body == Data(#"{"id": "seven"}"#.utf8))
            #expect(error.response?.header("x-request-id") == "req-42")
        }
        let (failing, failingRequest) = try await serve(.json(#"{"stat":"fail","message":"Invalid API Key s3cr3tKEY"}"#))
        defer { Task { await failing.stop() } }
        do {
            _ = try await session.decode(Counts.self, for: failingRequest, apiFailure: Self.flickrFailure)
            Issue.record("expected an api failure")
        } catch {
            guard case .api(let failure, _) = error else {
                Issue.record("expected an api failure, got \(error)")
                return
            }
            #expect(failure.message == "Invalid API Key s3cr3tKEY")
            #expect(error.response?.statusCode == 200)
            #expect(error.response?.header("X-Request-ID") == "req-42")
            #expect(error.description == "the API reported failure 100 to GET "
                + "http://127.0.0.1:\(failing.port)/api?api_key=<redacted>: Invalid API Key <redacted>; "
                + "fix the request as the message says and retry")
        }
    }

    @Test func completionHandlerAndErrorBodyFormsKeepTheResponse() async throws {
        let (server, request) = try await serve(.json(#"{"counts": [1,"#))
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let (results, deliver) = AsyncStream<Result<Counts, RequestError>>.makeStream()
        session.decode(Counts.self, for: request) { result in
            deliver.yield(result)
            deliver.finish()
        }
        let delivered = await results.first { _ in true }
        guard case .failure(let error)? = delivered, case .syntax = error else {
            Issue.record("expected a syntax failure, got \(String(describing: delivered))")
            return
        }
        #expect(error.response?.body == Data(#"{"counts": [1,"#.utf8))

        struct APIError: Decodable, Sendable { var error: String }
        do {
            _ = try await session.decode(Counts.self, errorBody: APIError.self, for: request, using: FleeceDecoder())
            Issue.record("expected a syntax failure")
        } catch .request(let error) {
            #expect(error.response?.statusCode == 200)
            #expect(error.response?.header("X-Request-ID") == "req-42")
        } catch {
            Issue.record("expected a syntax failure, got \(error)")
        }
    }

    @Test func aRequestLineWithoutAResponseStaysEqualAndHashesAlike() throws {
        let url = URL(string: "https://api.example.com/v1/todos?api_key=s3cret")
        let parts = RequestLine(method: "GET", url: url)
        guard case .failure(.syntax(let syntaxError, nil)) = parseJSON(Data("[1,]".utf8)) else {
            Issue.record("expected a syntax failure")
            return
        }
        #expect(RequestError.syntax(syntaxError, request: parts).response == nil)
        #expect(Set([parts, RequestLine(method: "GET", url: url)]).count == 1)
    }
}
