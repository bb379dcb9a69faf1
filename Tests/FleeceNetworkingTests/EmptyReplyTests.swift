#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// A server that closes the connection without a byte of reply lost it: `.networkConnectionLost`
/// on Linux as on Apple platforms, and retried as such.
@Suite struct EmptyReplyTests {
    @Test func emptyReplyIsALostConnectionAndIsRetried() async throws {
        let server = try SilentCloser(connections: 2)
        let clock = TestClock()
        let policy = RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), jitter: 0, clock: clock.retryClock)
        let url = server.url("/nothing")
        do {
            _ = try await TestSessions.make().decode([Int].self, for: URLRequest(url: url), retry: policy)
            Issue.record("expected a lost connection")
        } catch {
            guard case .transport(.networkConnectionLost, _, let message) = error else {
                Issue.record("expected .networkConnectionLost, got \(error)")
                return
            }
            #expect(clock.waits == [.seconds(1)])
            #expect(error.description == "connection to \(url) was lost (URLError -1005): \(message); the server closed it early: retry")
        }
    }

    @Test func aFailureThatIsNotRetriedDoesNotSayRetry() {
        let error = RequestError.transport(code: .badServerResponse, url: URL(string: "http://127.0.0.1:8080/x"), message: "bad")
        #expect(!RetryPolicy.standard.retryableTransportCodes.contains(.badServerResponse))
        #expect(error.description == "request to http://127.0.0.1:8080/x failed (URLError -1011): bad; the response did not arrive whole: check the URL and the server")
    }
}
