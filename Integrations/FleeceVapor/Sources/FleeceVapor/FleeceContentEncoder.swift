import Foundation
import Vapor

/// Vapor's content encoder for Fleece apps: what a handler returns as `Content` becomes a JSON
/// body with `Content-Type: application/json; charset=utf-8`.
///
/// ```swift
/// ContentConfiguration.global.use(encoder: FleeceContentEncoder(), for: .json)
/// ```
///
/// Until Fleece's own encoder is part of the library, the JSON is written by Foundation's
/// `JSONEncoder` (with Vapor's default configuration); the switch will be made in one place and keep
/// this API.
///
/// - Throws: the `EncodingError` of a value that cannot be written as JSON.
public struct FleeceContentEncoder: ContentEncoder, Sendable {
    /// Makes the encoder for each body, with its strategies (keys, dates, formatting).
    private let makeEncoder: @Sendable () -> JSONEncoder

    /// A content encoder whose bodies are written by the encoder `makeEncoder` returns (called
    /// per body, since a `JSONEncoder` is a mutable class); by default one that writes dates as
    /// ISO 8601, as Vapor's own JSON default does.
    public init(_ makeEncoder: @escaping @Sendable () -> JSONEncoder = FleeceContentEncoder.standardEncoder) {
        self.makeEncoder = makeEncoder
    }

    /// Writes `encodable` as JSON into `body` and sets the `Content-Type`.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        try encode(encodable, to: &body, headers: &headers, userInfo: [:])
    }

    /// Writes `encodable` with `userInfo` added to the encoder's own.
    public func encode<E: Encodable>(
        _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        let encoder = makeEncoder()
        if !userInfo.isEmpty { encoder.userInfo.merge(userInfo) { $1 } }
        headers.contentType = .json
        body.writeBytes(try ResponseJSON.encode(encodable, with: encoder))
    }

    /// The encoder behind ``init(_:)``'s default: ISO 8601 dates.
    @Sendable public static func standardEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
