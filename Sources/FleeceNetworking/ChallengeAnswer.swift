#if canImport(FoundationNetworking)
import FoundationNetworking
import Foundation

/// The delegate of each data task the pipeline starts on Linux, which answers the task's
/// authentication challenge so that a `401` with `WWW-Authenticate: Basic` arrives as a response.
///
/// FoundationNetworking raises a challenge for such a response once its body has arrived, and
/// its default handling, with no credential to propose, does nothing at all: the task neither
/// retries nor completes, and the caller waits until it gives up (swift-corelibs-foundation
/// issue #5456; plain `URLSession.data(for:)` waits too). Apple's URLSession hands the `401`
/// on. So: the session's delegate, if it has one, answers first; a credential the session's
/// `URLCredentialStorage` proposes gets the default handling (the request is sent again with
/// it); without one, the protection space is rejected, which
/// FoundationNetworking carries out by cancelling the task, and the task's completion, which
/// then reports a cancellation, is read as the `401` that had arrived (see
/// `result(body:response:error:request:sessionSecrets:)`).
///
/// Only the challenge goes through this delegate: FoundationNetworking hands a task's delegate
/// the challenge even when the task has a completion handler, and everything else still goes to
/// that handler. It drops the body of the response it cancels, though: the `401` arrives with its
/// status and headers, and an empty body.
final class ChallengeAnswer: NSObject, URLSessionTaskDelegate, Sendable {
    /// The response whose challenge was declined.
    private let declined = Locked<URLResponse?>(nil)

    /// Asks the session's delegate first, when it has one (FoundationNetworking would not: a
    /// task's delegate takes its place), and does what it says, unless that is the default
    /// handling with no credential proposed, the answer that never comes back: that is declined.
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        let proposed = challenge.proposedCredential != nil
        let response = challenge.failureResponse ?? task.response
        let declined = declined
        let answer: @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void = { disposition, credential in
            switch disposition {
            case .performDefaultHandling where !proposed, .rejectProtectionSpace:
                // FoundationNetworking carries a rejection out by cancelling the task.
                declined.withLock { $0 = response }
                completionHandler(.rejectProtectionSpace, nil)
            default:
                completionHandler(disposition, credential)
            }
        }
        if let delegate = session.delegate as? URLSessionTaskDelegate {
            delegate.urlSession(session, task: task, didReceive: challenge, completionHandler: answer)
        } else {
            answer(.performDefaultHandling, nil)
        }
    }

    /// What the task's completion handler received, as the transport stage's result: a
    /// cancellation that follows a declined challenge is the response that raised it.
    func result(body: Data?, response: URLResponse?, error: (any Error)?, request: URLRequest,
                sessionSecrets: [String]) -> Result<RawResponse, RequestError> {
        if let error, (error as? URLError)?.code == .cancelled, let challenged = declined.withLock({ $0 }) {
            return .success(RawResponse(body: body ?? Data(), response: response ?? challenged, request: request,
                                        sessionSecrets: sessionSecrets))
        }
        return RawResponse.result(body: body, response: response, error: error, request: request, sessionSecrets: sessionSecrets)
    }
}

/// A data task the calling task may cancel before or after it exists.
final class CancellableDataTask: Sendable {
    private struct State: @unchecked Sendable {
        // `@unchecked`: URLSessionDataTask is thread-safe; FoundationNetworking does not say
        // it is Sendable in every version.
        var task: URLSessionDataTask?
        var cancelled = false
    }

    private let state = Locked(State())

    /// Holds `task`, cancelling it at once when the caller was cancelled before it existed.
    func hold(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelled { task.cancel() }
    }

    /// Cancels the task, now or as soon as it exists.
    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}
#endif
