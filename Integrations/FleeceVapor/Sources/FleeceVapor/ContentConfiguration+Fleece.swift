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
    public mutating func useFleece(
        decoder: FleeceDecoder = FleeceContentDecoder.standardDecoder,
        encoder: FleeceContentEncoder = FleeceContentEncoder()
    ) {
        for mediaType in [HTTPMediaType.json, .jsonAPI] {
            use(decoder: FleeceContentDecoder(decoder: decoder), for: mediaType)
            use(encoder: encoder, for: mediaType)
        }
    }
}
