#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// Fetches `request` and decodes a `JSONDecodable` model, returned with the response it
    /// came in, so that headers stay readable.
    ///
    /// ```swift
    /// let page = try await session.decodeResponse([Todo].self, for: request)
    /// let etag = page.response.header("ETag")
    /// let next = page.response.nextPage   // from Link: <…>; rel="next"
    /// ```
    ///
    /// The stages and failures are those of ``decode(_:for:checking:apiFailure:retry:)``.
    ///
    /// - Throws: ``RequestError``.
    public func decodeResponse<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestError) -> DecodedResponse<T> {
        try runStages(await transport(request, retry: retry), checking: check, apiFailure: apiFailure, decode: .json(decodeJSON)).get()
    }

    /// Fetches `request` and decodes a `Decodable` model with `decoder`, returned with the
    /// response it came in; see ``decodeResponse(_:for:checking:apiFailure:retry:)``.
    ///
    /// - Throws: ``RequestError``; a mismatch is ``RequestError/codable(_:request:)``.
    @_disfavoredOverload
    public func decodeResponse<T: Decodable & SendableMetatype>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestError) -> DecodedResponse<T> {
        try runStages(await transport(request, retry: retry), checking: check, apiFailure: apiFailure, decode: .codable(T.self, using: decoder)).get()
    }
}
