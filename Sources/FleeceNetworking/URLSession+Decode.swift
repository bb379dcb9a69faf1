#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// Fetches `request` and decodes the response as a `JSONDecodable` model, in one call.
    ///
    /// ```swift
    /// let places = try await URLSession.shared.decode(TopPlaces.self, for: request)
    /// let page = try await session.decode([Todo].self, for: request, retry: .standard)
    /// ```
    ///
    /// The stages run in order and the first failure ends the call: ``fetch(_:)`` (with
    /// `fetch(_:retry:)` when `retry` is given), ``checkResponse(_:)-(RawResponse)`` with `check`,
    /// ``parseJSON(_:)``, `apiFailure` when given (see ``checkPayload(_:)``), ``decodeJSON(_:)-(JSON)``.
    /// A response without a body gives ``NoContent``, `nil` for an optional model, and otherwise
    /// fails with ``RequestError/emptyBody(response:)``. Cancelling the calling task cancels the
    /// request, or the wait before the next attempt.
    ///
    /// - Throws: ``RequestError``, one case per way of failing; those after the transport name
    ///   the request's method and (redacted) URL.
    public func decode<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestError) -> T {
        try await decodeResponse(T.self, for: request, checking: check, apiFailure: apiFailure, retry: retry).value
    }

    /// Fetches `request` and decodes the response as a `Decodable` model with `decoder`, in one
    /// call.
    ///
    /// ```swift
    /// let decoder = FleeceDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase
    /// let user = try await URLSession.shared.decode(User.self, for: request, using: decoder)
    /// ```
    ///
    /// The body is read exactly as `decoder.decode(T.self, from: body)` reads it, with the
    /// decoder's rules: `allowsJSON5`, `assumesTopLevelDictionary`, UTF-16 and UTF-32 text,
    /// trailing commas and malformed members the model does not read (unless
    /// `requiresStrictJSON`). `apiFailure` sees the body as a `JSON` value read the same way; a
    /// body that is no whole JSON value (a malformed member the model skips) goes to the model
    /// unchecked.
    ///
    /// A type that conforms to both `JSONDecodable` and `Decodable` decodes through
    /// `JSONDecodable` when no decoder is passed (the overload above wins); pass `using:` to
    /// decode it through `Decodable`.
    ///
    /// - Throws: ``RequestError``; text the decoder cannot read is
    ///   ``RequestError/syntax(_:request:)`` with its line and column, a mismatch is
    ///   ``RequestError/codable(_:request:)`` with Swift's `DecodingError`.
    @_disfavoredOverload
    public func decode<T: Decodable & SendableMetatype>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestError) -> T {
        try await decodeResponse(T.self, for: request, using: decoder, checking: check, apiFailure: apiFailure, retry: retry).value
    }

    /// The transport stage, with retries when a policy is given.
    func transport(_ request: URLRequest, retry: RetryPolicy?) async -> Result<RawResponse, RequestError> {
        if let retry { await fetch(request, retry: retry) } else { await fetch(request) }
    }
}
