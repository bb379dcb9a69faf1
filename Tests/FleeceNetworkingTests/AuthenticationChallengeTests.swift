#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// A `401` with `WWW-Authenticate: Basic` arrives as `.status(code: 401, …)`, promptly, on every
/// platform: FoundationNetworking would otherwise wait for a credential nobody gives
/// (swift-corelibs-foundation #5456), and the request would hang until cancelled.
@Suite struct AuthenticationChallengeTests {
    typealias Counts = [String: [Int]]

    static let challenge = Reply.json(#"{"error":"sign in"}"#, status: 401)
        .adding(headers: ["WWW-Authenticate": #"Basic realm="x""#])

    /// Far longer than a loopback answer takes, even on two busy cores; a hang never ends.
    static let limit: Duration = .seconds(45)

    /// What `operation` returns, or nil when `limit` passes first: the operation and a timer race
    /// in tasks of their own, so that a request that hangs fails the test instead of holding it.
    func withinLimit<T: Sendable>(_ operation: @escaping @Sendable () async -> T) async -> T? {
        let (outcomes, deliver) = AsyncStream<T?>.makeStream()
        let work = Task {
            deliver.yield(await operation())
            deliver.finish()
        }
        let timer = Task {
            try? await Task.sleep(for: Self.limit)
            deliver.yield(nil)
            deliver.finish()
        }
        let first = await outcomes.first { _ in true } ?? nil
        work.cancel()
        timer.cancel()
        return first
    }

    func expectUnauthorized(_ result: Result<Counts, RequestError>?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let result else {
            Issue.record("the request was still waiting after \(Self.limit)", sourceLocation: sourceLocation)
            return
        }
        guard case .failure(.status(401, let response, nil)) = result else {
            Issue.record("expected HTTP 401, got \(result)", sourceLocation: sourceLocation)
            return
        }
        #expect(response.header("WWW-Authenticate") == #"Basic realm="x""#, sourceLocation: sourceLocation)
        #if !canImport(FoundationNetworking)
        // FoundationNetworking drops the body of the response whose challenge it cancels.
        #expect(response.body == Data(#"{"error":"sign in"}"#.utf8), sourceLocation: sourceLocation)
        #endif
    }

    @Test func basicChallengeIsAStatusFailureForTheAsyncAPIs() async throws {
        let server = try await LoopbackServer.start(["/private": Self.challenge])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/private"))
        let session = TestSessions.make()
        let decoded = await withinLimit { () -> Result<Counts, RequestError> in
            do throws(RequestError) {
                return .success(try await session.decode(Counts.self, for: request))
            } catch {
                return .failure(error)
            }
        }
        expectUnauthorized(decoded)
        let retried = await withinLimit { () -> Result<Counts, RequestError> in
            do throws(RequestError) {
                return .success(try await session.decodeResponse(Counts.self, for: request, retry: .standard).value)
            } catch {
                return .failure(error)
            }
        }
        expectUnauthorized(retried)
    }

    @Test func basicChallengeIsAStatusFailureForTheCompletionHandlerAPI() async throws {
        let server = try await LoopbackServer.start(["/private": Self.challenge])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/private"))
        let session = TestSessions.make()
        let delivered = await withinLimit { () -> Result<Counts, RequestError> in
            let (results, deliver) = AsyncStream<Result<Counts, RequestError>>.makeStream()
            session.decode(Counts.self, for: request) { result in
                deliver.yield(result)
                deliver.finish()
            }
            return await results.first { _ in true } ?? .failure(.cancelled(url: request.url))
        }
        expectUnauthorized(delivered)
    }

    @Test func basicChallengeIsAStatusFailureForStreams() async throws {
        let server = try await LoopbackServer.start(["/private": Self.challenge])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/private"))
        let session = TestSessions.make()
        let streamed = await withinLimit { () -> Result<Counts, RequestError> in
            do {
                for try await _ in session.bodyChunks(for: request) {}
                return .success([:])
            } catch let error as RequestError {
                return .failure(error)
            } catch {
                return .failure(.transport(code: .unknown, url: request.url, message: "\(error)"))
            }
        }
        expectUnauthorized(streamed)
        // A stream reads the body before the challenge, and keeps it.
        if case .failure(.status(_, let response, _))? = streamed {
            #expect(response.body == Data(#"{"error":"sign in"}"#.utf8))
        }
    }

    @Test func aStatusTheCheckAcceptsStreamsItsBody() async throws {
        let server = try await LoopbackServer.start(["/private": Self.challenge])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/private"))
        let session = TestSessions.make()
        let body = await withinLimit { () -> Data? in
            var body = Data()
            do {
                for try await chunk in session.bodyChunks(for: request, checking: ResponseCheck(statusCodes: [401])) { body.append(chunk) }
            } catch {
                return nil
            }
            return body
        }
        #expect(body == Data(#"{"error":"sign in"}"#.utf8))
    }

    /// A server that wants `ann`'s password, and answers others with the challenge.
    static let signIn: Handler = { received in
        received.header("Authorization") == "Basic " + Data("ann:pw-1234".utf8).base64EncodedString()
            ? .json(#"{"counts": [1]}"#) : challenge
    }

    /// Answers the challenge with `ann`'s credential, as an app's session delegate does.
    final class SignIn: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
            guard challenge.previousFailureCount == 0 else {
                completionHandler(.rejectProtectionSpace, nil)
                return
            }
            completionHandler(.useCredential, URLCredential(user: "ann", password: "pw-1234", persistence: .none))
        }
    }

    @Test func theSessionsDelegateStillAnswersTheChallenge() async throws {
        let server = try await LoopbackServer.start([:], handlers: ["/private": Self.signIn])
        defer { Task { await server.stop() } }
        let request = URLRequest(url: server.url("/private"))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: SignIn(), delegateQueue: nil)
        let decoded = await withinLimit { () -> Result<Counts, RequestError> in
            do throws(RequestError) {
                return .success(try await session.decode(Counts.self, for: request))
            } catch {
                return .failure(error)
            }
        }
        #expect(try decoded?.get() == ["counts": [1]])
    }
}
