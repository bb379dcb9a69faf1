#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// Fetches `request` and decodes the response as a `JSONDecodable` model, in one call.
    ///
    /// ```swift
    /// let places = try await URLSession.shared.decode(TopPlaces.self, for: request)
    /// ```
    ///
    /// The stages run in order and the first failure ends the call: ``fetch(_:)``,
    /// ``checkResponse(_:against:)`` with `check`, ``parseJSON(_:)``, `apiFailure` when given (see
    /// ``checkPayload(_:)``), ``decodeJSON(_:)-(JSON)``. Cancelling the calling task cancels the request.
    ///
    /// - Throws: ``RequestError``, one case per way of failing.
    public func decode<T: JSONDecodable>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil
    ) async throws(RequestError) -> T {
        try runStages(await fetch(request), checking: check, apiFailure: apiFailure, decode: decodeJSON).get()
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
    /// For a type that is both `JSONDecodable` and `Decodable`, the call without `using:`
    /// decodes with `JSONDecodable`; pass a decoder to use `Decodable`.
    ///
    /// - Throws: ``RequestError``; a mismatch is ``RequestError/codable(_:)`` with Swift's
    ///   `DecodingError`.
    @_disfavoredOverload
    public func decode<T: Decodable>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil
    ) async throws(RequestError) -> T {
        try runStages(await fetch(request), checking: check, apiFailure: apiFailure, decode: decodeCodable(T.self, using: decoder)).get()
    }
}
