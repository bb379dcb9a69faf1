import FleeceFoundation
import Foundation
import Vapor

/// Vapor's content encoder, backed by Fleece: what a handler returns as `Content` becomes a JSON
/// body (`Content-Type: application/json; charset=utf-8`) written by `FleeceEncoder`: the text
/// `JSONEncoder` writes with the same configuration, with members in the order of declaration.
///
/// ```swift
/// ContentConfiguration.global.use(encoder: FleeceContentEncoder(), for: .json)
/// ```
///
/// - Throws: the `EncodingError` of a value that cannot be written as JSON.
public struct FleeceContentEncoder: ContentEncoder, Sendable {
    /// The encoder that writes the bodies, with its strategies (keys, dates, formatting).
    public let encoder: FleeceEncoder

    /// A content encoder using `encoder`; by default one that writes dates as ISO 8601, as
    /// Vapor's own JSON default does.
    public init(encoder: FleeceEncoder = FleeceContentEncoder.standardEncoder) {
        self.encoder = encoder
    }

    /// Writes `encodable` as JSON into `body` and sets the `Content-Type`.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        try encode(encodable, to: &body, headers: &headers, using: encoder)
    }

    /// Writes `encodable` with `userInfo` added to the encoder's own.
    public func encode<E: Encodable>(
        _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        guard !userInfo.isEmpty else { return try encode(encodable, to: &body, headers: &headers, using: encoder) }
        try encode(encodable, to: &body, headers: &headers, using: encoder.adding(userInfo: userInfo))
    }

    private func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, using encoder: FleeceEncoder) throws {
        let json = try encoder.encodeToBytes(encodable)
        headers.contentType = .json
        body.writeBytes(json)
    }

    /// The encoder behind ``init(encoder:)``'s default: ISO 8601 dates. Shared, so that its
    /// prepared configuration is worked out once, not per response.
    public static let standardEncoder: FleeceEncoder = {
        let encoder = FleeceEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}

extension FleeceEncoder {
    /// An encoder configured as this one, with `userInfo` added: a per-call copy, since changing
    /// the shared encoder would reach responses being written at the same time.
    func adding(userInfo extra: [CodingUserInfoKey: any Sendable]) -> FleeceEncoder {
        let copy = self.copy()
        copy.userInfo.merge(extra) { $1 }
        return copy
    }
}
