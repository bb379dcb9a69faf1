#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// The transport stage: performs `request` and returns what the server sent, whatever its
    /// status, or why nothing complete arrived.
    ///
    /// ```swift
    /// let places: Result<TopPlaces, RequestError> =
    ///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- decodeJSON
    /// ```
    ///
    /// Cancelling the calling task cancels the request; the result is then
    /// ``RequestError/cancelled(url:)``. Other failures (refused connection, timeout, a body cut
    /// short) are ``RequestError/transport(code:url:message:)`` with URLSession's code.
    ///
    /// A `401` that asks for credentials (`WWW-Authenticate: Basic`) is a response like any
    /// other, on Linux too, where FoundationNetworking would wait for a credential nobody gives:
    /// the session's delegate, if it has one, answers the challenge first; a credential the
    /// session's `URLCredentialStorage` proposes is used; otherwise the challenge is declined and
    /// the `401` arrives (with its status and headers; FoundationNetworking drops its body).
    public func fetch(_ request: URLRequest) async -> Result<RawResponse, RequestError> {
        if Task.isCancelled { return .failure(.cancelled(url: request.url)) }
        #if canImport(FoundationNetworking)
        // The completion-handler form, whose task answers authentication challenges (see
        // ChallengeAnswer); cancelling the calling task cancels it.
        let running = CancellableDataTask()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                running.hold(fetch(request) { continuation.resume(returning: $0) })
            }
        } onCancel: {
            running.cancel()
        }
        #else
        do {
            // URLSession's async `data(for:)` cancels its data task when the calling task is
            // cancelled, on Darwin and in swift-corelibs-foundation alike.
            let (body, response) = try await data(for: request)
            return .success(RawResponse(body: body, response: response, request: request,
                                         sessionSecrets: Redaction.secrets(in: configuration)))
        } catch {
            return .failure(RequestError(transportError: error, request: request))
        }
        #endif
    }
}
