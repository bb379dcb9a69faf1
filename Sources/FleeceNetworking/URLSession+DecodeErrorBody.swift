#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// Fetches `request` and decodes a `JSONDecodable` model on success, or the body of a
    /// rejected status as the app's own error type `E`.
    ///
    /// ```swift
    /// do {
    ///     let todo = try await session.decode(Todo.self, errorBody: APIError.self, for: request)
    /// } catch .server(let apiError, let code, _) {
    ///     // {"error":{"code":"rate_limited","message":"slow down"}} with HTTP 429
    /// } catch .request(let error) {
    ///     print(error)
    /// }
    /// ```
    ///
    /// Both types decode the same way: through `JSONDecodable` here, through `Decodable` with
    /// the overload that takes `using:` (chosen as well when either type is only `Decodable`).
    ///
    /// - Throws: ``RequestFailure/server(_:code:response:)`` when the status is rejected and the
    ///   body decodes as `E`; otherwise ``RequestFailure/request(_:)``, with
    ///   ``RequestError/status(code:response:errorBodyFailure:)`` saying why the body did not.
    public func decode<T: JSONDecodable & SendableMetatype, E: JSONDecodable & Sendable>(
        _ type: T.Type = T.self,
        errorBody: E.Type,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestFailure<E>) -> T {
        try await decodeResponse(T.self, errorBody: E.self, for: request, checking: check, apiFailure: apiFailure, retry: retry).value
    }

    /// Fetches `request` and decodes a `Decodable` model on success, or the body of a rejected
    /// status as the app's `Decodable` error type `E`, both with `decoder`; see
    /// ``decode(_:errorBody:for:checking:apiFailure:retry:)``.
    ///
    /// - Throws: ``RequestFailure``.
    @_disfavoredOverload
    public func decode<T: Decodable & SendableMetatype, E: Decodable & Sendable>(
        _ type: T.Type = T.self,
        errorBody: E.Type,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestFailure<E>) -> T {
        try await decodeResponse(T.self, errorBody: E.self, for: request, using: decoder, checking: check, apiFailure: apiFailure, retry: retry).value
    }

    /// The value with its response, or the app's error type; see
    /// ``decode(_:errorBody:for:checking:apiFailure:retry:)`` and
    /// ``decodeResponse(_:for:checking:apiFailure:retry:)``.
    ///
    /// - Throws: ``RequestFailure``.
    public func decodeResponse<T: JSONDecodable & SendableMetatype, E: JSONDecodable & Sendable>(
        _ type: T.Type = T.self,
        errorBody: E.Type,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestFailure<E>) -> DecodedResponse<T> {
        let fetched = await transport(request, retry: retry)
        return try runStages(fetched, checking: check, apiFailure: apiFailure, decode: .json(decodeJSON), decodeError: .json(decodeJSON(E.self))).get()
    }

    /// The value with its response, or the app's error type, both `Decodable` with `decoder`.
    ///
    /// ```swift
    /// let page = try await session.decodeResponse([Todo].self, errorBody: APIError.self, for: request, using: decoder)
    /// ```
    ///
    /// - Throws: ``RequestFailure``.
    @_disfavoredOverload
    public func decodeResponse<T: Decodable & SendableMetatype, E: Decodable & Sendable>(
        _ type: T.Type = T.self,
        errorBody: E.Type,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        retry: RetryPolicy? = nil
    ) async throws(RequestFailure<E>) -> DecodedResponse<T> {
        let fetched = await transport(request, retry: retry)
        return try runStages(fetched, checking: check, apiFailure: apiFailure, decode: .codable(T.self, using: decoder), decodeError: .codable(E.self, using: decoder)).get()
    }
}
