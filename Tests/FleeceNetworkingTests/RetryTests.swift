#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Synchronization
import Testing

/// Retries against a loopback server that fails N times, then answers. The waits run on a test
/// clock (instant and recorded) except in the real-time and cancellation tests.
@Suite struct RetryTests {
    typealias Counts = [String: [Int]]
    static let ok = Reply.json(#"{"counts": [1]}"#)
    static let unavailable = Reply.json(#"{"error": "busy"}"#, status: 503)

    /// `policy` running on `clock`, with waits from 1 s doubling and no jitter unless asked.
    func policy(_ clock: TestClock, maxAttempts: Int = 4, maxTotalTime: Duration = .seconds(60), jitter: Double = 0) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, initialDelay: .seconds(1), maxTotalTime: maxTotalTime, jitter: jitter, clock: clock.retryClock)
    }

    /// Decodes from a server answering `/api` with `replies` in turn; returns the result and how
    /// many requests arrived.
    func run(_ replies: [Reply], policy: RetryPolicy, method: String = "GET", headers: [String: String] = [:]) async throws -> (Result<Counts, RequestError>, Int) {
        let count = Mutex(0)
        let answers = inTurn(replies)
        let server = try await LoopbackServer.start([:], handlers: ["/api": { request in
            count.withLock { $0 += 1 }
            return await answers(request)
        }])
        var request = URLRequest(url: server.url("/api"))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let result: Result<Counts, RequestError>
        do {
            result = .success(try await TestSessions.make().decode(Counts.self, for: request, retry: policy))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        return (result, count.withLock { $0 })
    }

    @Test func failsTwiceThenAnswersWithExponentialBackoff() async throws {
        let clock = TestClock()
        let (result, requests) = try await run([Self.unavailable, Self.unavailable, Self.ok], policy: policy(clock))
        #expect(try result.get() == ["counts": [1]])
        #expect(requests == 3)
        #expect(clock.waits == [.seconds(1), .seconds(2)])
    }

    @Test func jitterShortensTheWaitByItsFraction() async throws {
        let clock = TestClock(random: 1)
        let (result, _) = try await run([Self.unavailable, Self.unavailable, Self.ok], policy: policy(clock, jitter: 0.5))
        #expect(try result.get() == ["counts": [1]])
        #expect(clock.waits == [.milliseconds(500), .seconds(1)])
    }

    @Test func tooManyRequestsHonoursRetryAfterInSeconds() async throws {
        let clock = TestClock()
        let limited = Reply.json(#"{"error": "slow down"}"#, status: 429).adding(headers: ["Retry-After": "7"])
        let (result, requests) = try await run([limited, Self.ok], policy: policy(clock))
        #expect(try result.get() == ["counts": [1]])
        #expect(requests == 2)
        #expect(clock.waits == [.seconds(7)])
    }

    @Test func retryAfterAsAnHTTPDateIsReadAgainstTheClock() async throws {
        // 1_800_000_000 is Fri, 15 Jan 2027 08:00:00 GMT; the server asks for 08:00:30.
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let busy = Self.unavailable.adding(headers: ["Retry-After": "Fri, 15 Jan 2027 08:00:30 GMT"])
        let (result, _) = try await run([busy, Self.ok], policy: policy(clock))
        #expect(try result.get() == ["counts": [1]])
        #expect(clock.waits == [.seconds(30)])
    }

    @Test func givesUpAfterMaxAttemptsWithTheLastStatus() async throws {
        let clock = TestClock()
        let (result, requests) = try await run([Self.unavailable], policy: policy(clock, maxAttempts: 3))
        #expect(requests == 3)
        #expect(clock.waits == [.seconds(1), .seconds(2)])
        guard case .failure(let error) = result, case .status(503, let response, nil) = error else {
            Issue.record("expected the last 503, got \(result)")
            return
        }
        #expect(response.body == Data(#"{"error": "busy"}"#.utf8))
        // The retries that ran out are counted, and said.
        #expect(response.attempts == 3)
        let url = response.url?.absoluteString ?? ""
        #expect(String(describing: error)
            == #"HTTP 503 Service Unavailable from GET \#(url) after 3 attempts: "{"error": "busy"}"; the server failed: retry later"#)
    }

    struct BusyError: Decodable, Sendable { var error: String }

    /// An error body decoded after the retries ran out says them, as the status failure does (it
    /// read as if none were made; found by an outside tester).
    @Test func aDecodedErrorBodySaysTheAttemptsMade() async throws {
        let server = try await LoopbackServer.start(["/api": Self.unavailable])
        let url = server.url("/api")
        do {
            _ = try await TestSessions.make().decode(Counts.self, errorBody: BusyError.self, for: URLRequest(url: url),
                                                     retry: policy(TestClock(), maxAttempts: 3))
            Issue.record("decoded")
        } catch {
            #expect(error.description
                == #"HTTP 503 Service Unavailable from GET \#(url.absoluteString) after 3 attempts: BusyError(error: "busy"); the server failed: retry later"#)
        }
        await server.stop()
    }

    @Test func retryAfterBeyondTheTotalTimeIsNotWaitedOut() async throws {
        let clock = TestClock()
        let limited = Reply.json("{}", status: 429).adding(headers: ["Retry-After": "120"])
        let (result, requests) = try await run([limited, Self.ok], policy: policy(clock, maxTotalTime: .seconds(60)))
        #expect(requests == 1)
        #expect(clock.waits == [])
        guard case .failure(.status(429, _, _)) = result else {
            Issue.record("expected the 429, got \(result)")
            return
        }
    }

    @Test func totalTimeBoundsTheBackoffs() async throws {
        // Waits of 1, 2, 4, 8 s: the fourth would end at 15 s, past the 10 s allowed.
        let clock = TestClock()
        let (_, requests) = try await run([Self.unavailable], policy: policy(clock, maxAttempts: 10, maxTotalTime: .seconds(10)))
        #expect(clock.waits == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(requests == 4)
    }

    @Test func postIsSentOnce() async throws {
        let clock = TestClock()
        let (result, requests) = try await run([Self.unavailable, Self.ok], policy: policy(clock), method: "POST")
        #expect(requests == 1)
        guard case .failure(.status(503, _, _)) = result else {
            Issue.record("expected the 503, got \(result)")
            return
        }
    }

    @Test func postWithAnIdempotencyKeyIsRetried() async throws {
        let clock = TestClock()
        let (result, requests) = try await run([Self.unavailable, Self.ok], policy: policy(clock), method: "POST", headers: ["Idempotency-Key": "4f1c"])
        #expect(try result.get() == ["counts": [1]])
        #expect(requests == 2)
    }

    @Test func otherStatusesAreNotRetried() async throws {
        let clock = TestClock()
        let (_, requests) = try await run([Reply.json("{}", status: 500), Self.ok], policy: policy(clock))
        #expect(requests == 1)
        #expect(clock.waits == [])
    }

    @Test func refusedConnectionIsRetriedThenReported() async throws {
        let clock = TestClock()
        let url = try LoopbackServer.refusedURL("/api")
        let result: Result<Counts, RequestError>
        do {
            result = .success(try await TestSessions.make().decode(Counts.self, for: URLRequest(url: url), retry: policy(clock, maxAttempts: 3)))
        } catch {
            result = .failure(error)
        }
        #expect(clock.waits == [.seconds(1), .seconds(2)])
        guard case .failure(.transport(.cannotConnectToHost, url, let message)) = result else {
            Issue.record("expected a refused connection, got \(result)")
            return
        }
        // The attempts made are said after the system's words.
        #expect(message == "after 3 attempts" || message.hasSuffix(", after 3 attempts"), "\(message)")
    }

    @Test func bodyCutShortIsRetried() async throws {
        let clock = TestClock()
        let (result, requests) = try await run([.truncatedJSON(#"{"counts": [1"#, declaredLength: 100), Self.ok], policy: policy(clock))
        #expect(try result.get() == ["counts": [1]])
        #expect(requests == 2)
    }

    @Test func realTimeRetryWithSmallDelays() async throws {
        // The system clock, waits of 20 and 40 ms (no jitter).
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(20), jitter: 0)
        let started = ContinuousClock.now
        let (result, requests) = try await run([Self.unavailable, Self.unavailable.adding(headers: ["Retry-After": "0"]), Self.ok], policy: policy)
        let elapsed = ContinuousClock.now - started
        #expect(try result.get() == ["counts": [1]])
        #expect(requests == 3)
        // The first wait is the 20 ms backoff; the second, Retry-After: 0, none.
        #expect(elapsed >= .milliseconds(20))
    }

    @Test func cancellingDuringTheWaitEndsTheCallAtOnce() async throws {
        let server = try await LoopbackServer.start(["/api": Self.unavailable.adding(headers: ["Retry-After": "3600"])])
        let url = server.url("/api")
        let (waiting, announce) = AsyncStream<Duration>.makeStream()
        // The real Task.sleep, announcing each wait as it starts.
        let clock = RetryClock(now: { Date() }, sleep: { duration in
            announce.yield(duration)
            try await Task.sleep(for: duration)
        }, random: { 0 })
        let policy = RetryPolicy(maxTotalTime: .seconds(7200), clock: clock)
        let session = TestSessions.make()
        let call = Task { () async throws(RequestError) -> Counts in
            try await session.decode(Counts.self, for: URLRequest(url: url), retry: policy)
        }
        var waits = waiting.makeAsyncIterator()
        #expect(await waits.next() == .seconds(3600))
        let started = ContinuousClock.now
        call.cancel()
        let result = await call.result
        #expect(ContinuousClock.now - started < .seconds(10))
        await server.stop()
        guard case .failure(let error) = result, case .cancelled(url)? = error as? RequestError else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
    }

    @Test func fetchRetryingIsAStageOfItsOwn() async throws {
        let clock = TestClock()
        let server = try await LoopbackServer.start([:], handlers: ["/api": inTurn([Self.unavailable, Self.ok])])
        let counts: Result<Counts, RequestError> =
            await TestSessions.make().fetch(URLRequest(url: server.url("/api")), retry: policy(clock)) >>- checkResponse >>- parseJSON >>- decodeJSON
        await server.stop()
        #expect(try counts.get() == ["counts": [1]])
    }
}

/// `Retry-After` and backoff arithmetic, without a server.
@Suite struct RetryPolicyTests {
    @Test func backoffDoublesUpToTheCap() {
        let policy = RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(5), jitter: 0)
        #expect((1...5).map(policy.backoff(attempt:)) == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)])
    }

    @Test func retryAfterTheServerSetsTooLargeIsCappedNotATrap() {
        let now = Date(timeIntervalSince1970: 0)
        func delay(_ retryAfter: String) -> Duration? {
            let busy = HTTPURLResponse(url: URL(fileURLWithPath: "/"), statusCode: 429, httpVersion: nil, headerFields: ["Retry-After": retryAfter])
            return RetryPolicy(initialDelay: .seconds(1), jitter: 0).delay(after: .success(RawResponse(body: Data(), response: busy!)), attempt: 1, now: now)
        }
        for text in ["10000000000000000000", "999999999999999999999999999999"] {
            #expect(delay(text) == .seconds(1e12), "\(text)")
        }
        #expect(delay("Fri, 31 Dec 9999 23:59:59 GMT") == .seconds(253_402_300_799))
        #expect(delay(" 120 ") == .seconds(120))
        // Not a wait: the backoff instead.
        #expect(delay("nan") == .seconds(1))
        #expect(delay("-1") == .seconds(1))
    }

    /// Only `1*DIGIT` is delay-seconds (RFC 9110): what else `Double(_:)` reads is no wait, and
    /// the policy's backoff applies.
    @Test func retryAfterOtherThanDigitsFallsBackToTheBackoff() {
        let now = Date(timeIntervalSince1970: 0)
        func delay(_ retryAfter: String) -> Duration? {
            let busy = HTTPURLResponse(url: URL(fileURLWithPath: "/"), statusCode: 429, httpVersion: nil, headerFields: ["Retry-After": retryAfter])
            return RetryPolicy(initialDelay: .seconds(1), jitter: 0).delay(after: .success(RawResponse(body: Data(), response: busy!)), attempt: 1, now: now)
        }
        for text in ["0x10", "1e2", "+3", "1.5", "inf", "-1", "1e21", "", "3 s", "٣"] {
            #expect(delay(text) == .seconds(1), "\(text)")
        }
        #expect(delay("0") == .zero)
        #expect(delay("007") == .seconds(7))
    }

    @Test func defaultsAreThoseDocumented() {
        let policy = RetryPolicy.standard
        #expect(policy.maxAttempts == 3)
        #expect(policy.retryableStatuses == [429, 503])
        #expect(policy.retryableTransportCodes.contains(.networkConnectionLost))
        #expect(policy.allowsRetry(of: URLRequest(url: URL(fileURLWithPath: "/"))))
    }
}
