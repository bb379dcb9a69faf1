#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// `session.decode(_:for:)` end to end against a real server on loopback: each way of failing
/// arrives as its own `RequestError` case with its key fields.
@Suite struct DecodeTests {
    typealias Counts = [String: [Int]]

    /// Flickr's way of failing: HTTP 200 and `"stat": "fail"`.
    static let flickrFailure: @Sendable (JSON) -> APIFailure? = { json in
        guard case .string("fail")? = json["stat"] else { return nil }
        guard case .string(let message)? = json["message"], case .number(let code)? = json["code"] else {
            return APIFailure(message: "no message")
        }
        return APIFailure(code: code.text, message: message)
    }

    /// Runs `decode` against a server answering `reply` on `/api`.
    func decode(_ reply: Reply, apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil) async throws -> (Result<Counts, RequestError>, URL) {
        let server = try await LoopbackServer.start(["/api": reply])
        let url = server.url("/api")
        let session = TestSessions.make()
        let result: Result<Counts, RequestError>
        do {
            result = .success(try await session.decode(Counts.self, for: URLRequest(url: url), apiFailure: apiFailure))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        return (result, url)
    }

    @Test func goodBodyDecodes() async throws {
        let (result, _) = try await decode(.json(#"{"counts": [3, 1, 2]}"#))
        #expect(try result.get() == ["counts": [3, 1, 2]])
    }

    @Test func notFoundWithHTMLBodyIsStatusWithExcerpt() async throws {
        let (result, url) = try await decode(.html("<html>\n  <body>No such page</body>\n</html>", status: 404))
        guard case .failure(.status(let code, let response, nil)) = result else {
            Issue.record("expected a status failure, got \(result)")
            return
        }
        #expect(code == 404)
        #expect(response.url == url)
        #expect(response.bodyExcerpt == "<html> <body>No such page</body> </html>")
        #expect(response.body == Data("<html>\n  <body>No such page</body>\n</html>".utf8))
    }

    @Test func serverErrorWithJSONBodyIsStatusNotDecoding() async throws {
        let (result, url) = try await decode(.json(#"{"error": "database unavailable"}"#, status: 500))
        guard case .failure(.status(500, let response, nil)) = result else {
            Issue.record("expected a status failure, got \(result)")
            return
        }
        #expect(response.url == url)
        #expect(response.body == Data(#"{"error": "database unavailable"}"#.utf8))
    }

    @Test func bodyCutShortIsTransport() async throws {
        let (result, url) = try await decode(.truncatedJSON(#"{"counts": [1, 2"#, declaredLength: 100))
        guard case .failure(.transport(let code, url, let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        // The same case on every platform; libcurl's words on Linux.
        #expect(code == .networkConnectionLost)
        #if canImport(FoundationNetworking)
        #expect(message == "transfer closed with 84 bytes remaining to read")
        #endif
    }

    @Test func invalidJSONIsSyntaxWithLineAndColumn() async throws {
        let (result, url) = try await decode(.json("{\"counts\": [1,\n 2,,3]}"))
        guard case .failure(.syntax(let error, let request)) = result else {
            Issue.record("expected a syntax error, got \(result)")
            return
        }
        #expect(request?.method == "GET")
        #expect(request?.url == url)
        #expect(error.line == 2)
        #expect(error.column == 4)
        #expect(error.offset == 18)
    }

    @Test func wrongShapeIsDecodingWithPathAndPosition() async throws {
        let (result, url) = try await decode(.json("{\"counts\": [1, 2],\n \"more\": [3, \"four\", 5]}"))
        guard case .failure(.decoding(let error, let request)) = result else {
            Issue.record("expected a decoding error, got \(result)")
            return
        }
        #expect(error.failures.count == 1)
        #expect(error.path == [.key("more"), .index(1)])
        #expect(error.position?.line == 2)
        #expect(error.position?.column == 14)
        #expect(RequestError.decoding(error, request: nil).description == #"the response does not match the model: more[1]: expected Int, found string "four" at line 2, column 14"#)
        #expect(RequestError.decoding(error, request: request).description == #"the response to GET \#(url) does not match the model: more[1]: expected Int, found string "four" at line 2, column 14"#)
    }

    @Test func slowServerHitsTheTimeout() async throws {
        let server = try await LoopbackServer.start(["/api": Reply.json(#"{"counts": []}"#).delayed(by: .seconds(30))])
        let url = server.url("/api")
        let result: Result<Counts, RequestError>
        do {
            result = .success(try await TestSessions.make(timeout: 1).decode(Counts.self, for: URLRequest(url: url)))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        guard case .failure(.transport(.timedOut, url, _)) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
    }

    @Test func refusedConnectionIsTransport() async throws {
        let url = try LoopbackServer.refusedURL("/api")
        do {
            _ = try await TestSessions.make().decode(Counts.self, for: URLRequest(url: url))
            Issue.record("expected a refused connection")
        } catch .transport(let code, let failingURL, _) {
            #expect(code == .cannotConnectToHost)
            #expect(failingURL == url)
        } catch {
            Issue.record("expected a refused connection, got \(error)")
        }
    }

    @Test func flickrStatFailIsAPIFailure() async throws {
        let (result, _) = try await decode(.json(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#), apiFailure: Self.flickrFailure)
        guard case .failure(.api(let failure, _)) = result else {
            Issue.record("expected an API failure, got \(result)")
            return
        }
        #expect(failure == APIFailure(code: "100", message: "Invalid API Key (Key has invalid format)"))
    }

    @Test func flickrStatOkPassesThePayloadCheck() async throws {
        let (result, _) = try await decode(.json(#"{"stat":"ok","counts":[]}"#), apiFailure: Self.flickrFailure)
        // The payload check lets it through; the model then rejects "stat", which is no [Int].
        guard case .failure(.decoding(let error, _)) = result else {
            Issue.record("expected a decoding error, got \(result)")
            return
        }
        #expect(error.path == [.key("stat")])
    }

    @Test func contentTypeCheckRejectsHTMLWithStatus200() async throws {
        let server = try await LoopbackServer.start(["/api": .html("<html></html>", status: 200)])
        let url = server.url("/api")
        defer { Task { await server.stop() } }
        do {
            _ = try await TestSessions.make().decode(Counts.self, for: URLRequest(url: url), checking: .json)
            Issue.record("expected a content type failure")
        } catch .contentType(let found, _, let failingURL) {
            #expect(found == "text/html")
            #expect(failingURL == url)
        } catch {
            Issue.record("expected a content type failure, got \(error)")
        }
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let server = try await LoopbackServer.start(["/api": Reply.json(#"{"counts": []}"#).delayed(by: .seconds(60))])
        let url = server.url("/api")
        let session = TestSessions.make(timeout: 120)
        let request = Task { () async throws(RequestError) -> Counts in
            try await session.decode(Counts.self, for: URLRequest(url: url))
        }
        var arrived = server.requests.makeAsyncIterator()
        #expect(await arrived.next() == "/api")
        request.cancel()
        let result = await request.result
        await server.stop()
        // Task does not carry typed throws: the error arrives as `any Error`.
        guard case .failure(let error) = result, case .cancelled(url)? = error as? RequestError else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
    }
}
