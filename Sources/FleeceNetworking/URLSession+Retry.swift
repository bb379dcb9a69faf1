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
    ///     await session.fetch(request, retrying: .standard) >>- checkResponse >>- parseJSON >>- decodeJSON
    /// ```
    ///
    /// The result is the last attempt's: a response (whatever its status, as ``fetch(_:)``
    /// returns it, with ``RawResponse/attempts`` saying how many were made) or a failure. A request `policy` does not allow to be sent twice (a `POST`
    /// without `Idempotency-Key`) is sent once. Cancelling the task, during a request or a wait,
    /// ends the call with ``RequestError/cancelled(url:)``.
    public func fetch(_ request: URLRequest, retrying policy: RetryPolicy) async -> Result<RawResponse, RequestError> {
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
            else { return result }
            let elapsed = policy.clock.now().timeIntervalSince(start)
            if elapsed + wait.seconds > policy.maxTotalTime.seconds { return result }
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
}
