#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// The transport stage with retries: performs `request`, and again as `policy` says while
    /// the attempt fails with a transport failure or a status worth retrying.
    ///
    /// ```swift
    /// let result: Result<TopPlaces, RequestError> =
    ///     await session.fetch(request, retry: .standard) >>- checkResponse >>- parseJSON >>- decodeJSON
    /// ```
    ///
    /// The result is the last attempt's: a response (whatever its status, as ``fetch(_:)``
    /// returns it, with ``RawResponse/attempts`` saying how many were made) or a failure. A request `policy` does not allow to be sent twice (a `POST`
    /// without `Idempotency-Key`) is sent once. Cancelling the task, during a request or a wait,
    /// ends the call with ``RequestError/cancelled(url:)``.
    public func fetch(_ request: URLRequest, retry policy: RetryPolicy) async -> Result<RawResponse, RequestError> {
        let start = policy.clock.now()
        var attempt = 1
        while true {
            let result = await fetch(request).map { response in
                var counted = response
                counted.attempts = attempt
                return counted
            }
            guard attempt < policy.maxAttempts, policy.allowsRetry(of: request),
                  let wait = policy.delay(after: result, attempt: attempt, now: policy.clock.now())
            else { return Self.sayingAttempts(result, attempt) }
            let elapsed = policy.clock.now().timeIntervalSince(start)
            if elapsed + wait.seconds > policy.maxTotalTime.seconds { return Self.sayingAttempts(result, attempt) }
            do {
                try await policy.clock.sleep(wait)
            } catch {
                return .failure(.cancelled(url: request.url))
            }
            // A sleep that does not throw (a test's clock) must not hide a cancellation.
            if Task.isCancelled { return .failure(.cancelled(url: request.url)) }
            attempt += 1
        }
    }

    /// The last attempt's result; a transport failure after retries says how many attempts
    /// were made (`…: transfer closed with 1170 bytes remaining to read, after 3 attempts`), as a
    /// status error does through ``RawResponse/attempts``: "retry" alone read as if none were made.
    private static func sayingAttempts(_ result: Result<RawResponse, RequestError>, _ attempts: Int) -> Result<RawResponse, RequestError> {
        guard attempts > 1, case let .failure(.transport(code, url, message)) = result else { return result }
        let said = message.isEmpty ? "after \(attempts) attempts" : "\(message), after \(attempts) attempts"
        return .failure(.transport(code: code, url: url, message: said))
    }
}
