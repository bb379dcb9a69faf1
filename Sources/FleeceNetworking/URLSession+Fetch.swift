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
    public func fetch(_ request: URLRequest) async -> Result<RawResponse, RequestError> {
        if Task.isCancelled { return .failure(.cancelled(url: request.url)) }
        do {
            // URLSession's async `data(for:)` cancels its data task when the calling task is
            // cancelled, on Darwin and in swift-corelibs-foundation alike.
            let (body, response) = try await data(for: request)
            return .success(RawResponse(body: body, response: response, request: request,
                                         sessionSecrets: Redaction.secrets(in: configuration)))
        } catch {
            return .failure(RequestError(transportError: error, request: request))
        }
    }
}
