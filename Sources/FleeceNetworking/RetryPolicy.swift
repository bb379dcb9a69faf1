#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// When and how long to wait before sending a request again: opt-in, for idempotent requests.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(250), maxTotalTime: .seconds(20))
/// let todos = try await session.decode([Todo].self, for: request, retry: policy)
/// ```
///
/// A request is sent again when the attempt failed in a way worth retrying: a transport failure
/// in ``retryableTransportCodes`` (timeout, refused or lost connection, a body cut short) or a
/// status in ``retryableStatuses`` (429 and 503). The wait is the server's `Retry-After`
/// (seconds or an HTTP date) when it sends one, and otherwise an exponential backoff with
/// jitter: `initialDelay × multiplier^(n-1)`, at most ``maxDelay``, of which the fraction
/// ``jitter`` is drawn at random so that clients do not retry in step.
///
/// It stops after ``maxAttempts`` attempts, or when the next wait would end after
/// ``maxTotalTime`` from the first attempt (a `Retry-After` longer than that is not waited
/// out); the last attempt's result is then the call's. Only methods in ``idempotentMethods``
/// are retried, and a `POST` or `PATCH` that carries an `Idempotency-Key` header. Cancelling the
/// task ends any wait at once with ``RequestError/cancelled(url:)``.
///
/// ``clock`` does the waiting and tells the time; tests replace it (see ``RetryClock``).
public struct RetryPolicy: Sendable {
    /// How many times the request is sent at most, the first time included (3 by default).
    public var maxAttempts: Int
    /// The wait before the second attempt, before jitter (0.5 s by default).
    public var initialDelay: Duration
    /// How much longer each wait is than the one before (2 by default).
    public var multiplier: Double
    /// The longest backoff between two attempts (30 s by default). A `Retry-After` may ask for
    /// more; ``maxTotalTime`` bounds that.
    public var maxDelay: Duration
    /// The time from the first attempt after which no attempt starts (60 s by default).
    public var maxTotalTime: Duration
    /// The fraction of each backoff drawn at random, from 0 (none) to 1 (anything from zero to
    /// the full wait); 0.5 by default.
    public var jitter: Double
    /// The statuses worth another attempt: 429 Too Many Requests and 503 Service Unavailable.
    /// Add 500 (and 502, 504) for an API that says its failures may be retried, as payment APIs
    /// do for requests with an `Idempotency-Key`: `RetryPolicy(retryableStatuses: [429, 500, 502, 503, 504])`.
    public var retryableStatuses: Set<Int>
    /// The transport failures worth another attempt.
    public var retryableTransportCodes: Set<URLError.Code>
    /// The methods that can be sent twice without harm.
    public var idempotentMethods: Set<String>
    /// What waits and tells the time: the system's, or a test's.
    public var clock: RetryClock

    /// Creates a policy; every parameter has the default its property documents.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(30),
        maxTotalTime: Duration = .seconds(60),
        jitter: Double = 0.5,
        retryableStatuses: Set<Int> = [429, 503],
        retryableTransportCodes: Set<URLError.Code> = [
            .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
            .cannotFindHost, .dnsLookupFailed,
        ],
        idempotentMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"],
        clock: RetryClock = .system
    ) {
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.maxTotalTime = maxTotalTime
        self.jitter = jitter
        self.retryableStatuses = retryableStatuses
        self.retryableTransportCodes = retryableTransportCodes
        self.idempotentMethods = idempotentMethods
        self.clock = clock
    }

    /// Three attempts, waits from 0.5 s doubling, within a minute.
    public static let standard = RetryPolicy()

    /// Whether `request` may be sent more than once.
    public func allowsRetry(of request: URLRequest) -> Bool {
        let method = (request.httpMethod ?? "GET").uppercased()
        return idempotentMethods.contains(method) || request.value(forHTTPHeaderField: "Idempotency-Key") != nil
    }

    /// How long to wait before attempt `attempt + 1` after `result`, or nil when `result` is
    /// final (a success, or a failure not worth retrying).
    public func delay(after result: Result<RawResponse, RequestError>, attempt: Int, now: Date) -> Duration? {
        switch result {
        case let .success(response):
            guard let code = response.statusCode, retryableStatuses.contains(code) else { return nil }
            return response.header("Retry-After").flatMap { retryAfter($0, now: now) } ?? backoff(attempt: attempt)
        case let .failure(.transport(code, _, _)) where retryableTransportCodes.contains(code):
            return backoff(attempt: attempt)
        case .failure:
            return nil
        }
    }

    /// The exponential wait after attempt `attempt` (from 1), capped and jittered.
    ///
    /// ```swift
    /// RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(5), jitter: 0).backoff(attempt: 3) // 4 s
    /// ```
    ///
    /// Any value of the policy and its clock gives a wait from zero to ``maxDelay``, never a trap:
    /// a `multiplier` below 1 or NaN is 1 (the waits do not grow), an infinite one reaches the
    /// cap; a `jitter` or random number outside `0...1` is clamped into it, NaN being 0; a
    /// negative `initialDelay` or `maxDelay` is no wait.
    public func backoff(attempt: Int) -> Duration {
        let cap = max(maxDelay.seconds, 0)
        let growth = multiplier >= 1 ? multiplier : 1
        let base = max(initialDelay.seconds, 0) * pow(growth, Double(max(attempt - 1, 0)))
        // NaN (a zero initial delay times an infinite growth) or infinite: the cap.
        let capped = base.isFinite ? min(base, cap) : (base.isNaN && initialDelay.seconds <= 0 ? 0 : cap)
        let wait = capped * (1 - Self.unitInterval(jitter) * Self.unitInterval(clock.random()))
        return .seconds(wait.isFinite ? min(max(wait, 0), cap) : 0)
    }

    /// `value` within `0...1`; NaN is 0.
    private static func unitInterval(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// What a ``RetryPolicy`` waits with and tells the time by. ``system`` is the real one; a test
/// passes its own to run the waits instantly and check them:
///
/// ```swift
/// let waits = Mutex<[Duration]>([])
/// let clock = RetryClock(now: { start }, sleep: { duration in waits.withLock { $0.append(duration) } }, random: { 0 })
/// ```
public struct RetryClock: Sendable {
    /// The current time: the elapsed time is measured with it, and an HTTP-date `Retry-After`
    /// read against it.
    public var now: @Sendable () -> Date
    /// Waits `duration`, or throws when the task is cancelled (as `Task.sleep` does).
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A number in `0...1` that picks the jitter.
    public var random: @Sendable () -> Double

    /// A clock made of these three functions.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void, random: @escaping @Sendable () -> Double) {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    /// The system's time, `Task.sleep` (which throws `CancellationError` when the task is
    /// cancelled mid-wait), and the system's random numbers.
    public static let system = RetryClock(
        now: { Date() },
        sleep: { duration in try await Task.sleep(for: duration) },
        random: { Double.random(in: 0...1) }
    )
}

extension Duration {
    /// The duration in seconds, fractions included.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
