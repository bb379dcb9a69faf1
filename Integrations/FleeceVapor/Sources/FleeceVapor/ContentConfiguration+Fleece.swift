import FleeceFoundation
import Foundation
import Vapor

extension ContentConfiguration {
    /// Reads and writes JSON bodies with Fleece: registers ``FleeceContentDecoder`` and
    /// ``FleeceContentEncoder`` for `application/json` and `application/vnd.api+json`.
    ///
    /// ```swift
    /// public func configure(_ app: Application) async throws {
    ///     ContentConfiguration.global.useFleece()
    ///     app.middleware.use(EmptyJSONBodyMiddleware())
    ///     try routes(app)
    /// }
    /// ```
    ///
    /// With coders of the app's own, both given as they are configured:
    ///
    /// ```swift
    /// let decoder = FleeceDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase
    /// let encoder = FleeceEncoder()
    /// encoder.keyEncodingStrategy = .convertToSnakeCase
    /// ContentConfiguration.global.useFleece(decoder: decoder, encoder: encoder)
    /// ```
    public mutating func useFleece(
        decoder: FleeceDecoder = FleeceContentDecoder.standardDecoder,
        encoder: FleeceEncoder = FleeceContentEncoder.standardEncoder
    ) {
        for mediaType in [HTTPMediaType.json, .jsonAPI] {
            use(decoder: FleeceContentDecoder(decoder: decoder), for: mediaType)
            use(encoder: FleeceContentEncoder(encoder: encoder), for: mediaType)
        }
    }
}
