#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// The transport stage against a real server on loopback: what arrives whole and each way it
/// does not.
@Suite struct FetchTests {
    @Test func fetchReturnsBodyAndStatusWhateverTheStatus() async throws {
        let server = try await LoopbackServer.start(["/missing": .html("<html><body>No such page</body></html>", status: 404)])
        let result = await TestSessions.make().fetch(URLRequest(url: server.url("/missing")))
        await server.stop()
        let response = try result.get()
        #expect(response.statusCode == 404)
        #expect(response.mediaType == "text/html")
        #expect(String(decoding: response.body, as: UTF8.self) == "<html><body>No such page</body></html>")
    }

    @Test func refusedConnectionIsTransportFailureCannotConnect() async throws {
        let url = try LoopbackServer.refusedURL("/places")
        let result = await TestSessions.make().fetch(URLRequest(url: url))
        guard case .failure(.transport(let code, let failingURL, _)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(code == .cannotConnectToHost)
        #expect(failingURL == url)
    }

    @Test func slowServerHitsTheTimeout() async throws {
        let server = try await LoopbackServer.start(["/slow": Reply.json("{}").delayed(by: .seconds(30))])
        let result = await TestSessions.make(timeout: 1).fetch(URLRequest(url: server.url("/slow")))
        await server.stop()
        guard case .failure(.transport(let code, let url, _)) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(code == .timedOut)
        #expect(url == server.url("/slow"))
    }

    @Test func bodyCutShortIsTransportFailure() async throws {
        let server = try await LoopbackServer.start(["/cut": .truncatedJSON(#"{"places": [1, 2"#, declaredLength: 500)])
        let result = await TestSessions.make().fetch(URLRequest(url: server.url("/cut")))
        await server.stop()
        guard case .failure(.transport(let code, let url, let message)) = result else {
            Issue.record("expected a transport failure, got \(result)")
            return
        }
        #expect(url == server.url("/cut"))
        // libcurl reports CURLE_PARTIAL_FILE, which swift-corelibs-foundation passes on as code
        // -1; the pipeline gives it Apple's code, so one catch handles both.
        #expect(code == .networkConnectionLost)
        #if canImport(FoundationNetworking)
        #expect(message == "transfer closed with 484 bytes remaining to read")
        #endif
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        // The server would answer after a minute: only a cancelled request ends this test quickly.
        let server = try await LoopbackServer.start(["/slow": Reply.json("{}").delayed(by: .seconds(60))])
        let session = TestSessions.make(timeout: 120)
        let url = server.url("/slow")
        let request = Task { await session.fetch(URLRequest(url: url)) }
        // Cancel only once the request has reached the server.
        var arrived = server.requests.makeAsyncIterator()
        #expect(await arrived.next() == "/slow")
        request.cancel()
        let result = await request.value
        await server.stop()
        guard case .failure(.cancelled(let cancelledURL)) = result else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
        #expect(cancelledURL == url)
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        let url = try LoopbackServer.refusedURL()
        let request = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await TestSessions.make().fetch(URLRequest(url: url))
        }
        guard case .failure(.cancelled(let cancelledURL)) = await request.value else {
            Issue.record("expected cancellation")
            return
        }
        #expect(cancelledURL == url)
    }
}

/// The completion-handler form of the transport stage.
@Suite struct FetchCompletionTests {
    /// Waits for a completion handler's single call.
    func fetched(_ start: (@escaping @Sendable (Result<RawResponse, RequestError>) -> Void) -> Void) async -> Result<RawResponse, RequestError> {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: $0) }
        }
    }

    @Test func deliversTheResponse() async throws {
        let server = try await LoopbackServer.start(["/ok": .json(#"{"stat":"ok"}"#)])
        let session = TestSessions.make()
        let result = await fetched { session.fetch(URLRequest(url: server.url("/ok")), completion: $0) }
        await server.stop()
        let response = try result.get()
        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"stat":"ok"}"#.utf8))
    }

    @Test func refusedConnectionIsTransportFailure() async throws {
        let url = try LoopbackServer.refusedURL()
        let session = TestSessions.make()
        let result = await fetched { session.fetch(URLRequest(url: url), completion: $0) }
        guard case .failure(.transport(.cannotConnectToHost, url, _)) = result else {
            Issue.record("expected a refused connection, got \(result)")
            return
        }
    }

    @Test func cancellingTheReturnedTaskCancelsTheRequest() async throws {
        let server = try await LoopbackServer.start(["/slow": Reply.json("{}").delayed(by: .seconds(60))])
        let session = TestSessions.make(timeout: 120)
        let url = server.url("/slow")
        let (results, deliver) = AsyncStream<Result<RawResponse, RequestError>>.makeStream()
        let task = session.fetch(URLRequest(url: url)) { deliver.yield($0) }
        // Cancel only once the request has reached the server.
        var arrived = server.requests.makeAsyncIterator()
        #expect(await arrived.next() == "/slow")
        task.cancel()
        var delivered = results.makeAsyncIterator()
        let result = await delivered.next()
        await server.stop()
        guard case .failure(.cancelled(url))? = result else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
    }
}
