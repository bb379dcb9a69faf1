import Fleece
import FleeceFoundation
import Foundation
import Vapor

/// Vapor's content decoder, backed by Fleece: `req.content.decode(_:)` reads JSON bodies with a
/// ``FleeceFoundation/FleeceDecoder`` instead of Foundation's `JSONDecoder`.
///
/// Register it for JSON once, when the app is configured:
///
/// ```swift
/// ContentConfiguration.global.use(decoder: FleeceContentDecoder(), for: .json)
/// // or, for the decoder, the encoder and `application/vnd.api+json` at once:
/// ContentConfiguration.global.useFleece()
///
/// app.post("orders") { req async throws -> Order in
///     try req.content.decode(Order.self)
/// }
/// ```
///
/// A body that is not the expected JSON is the client's mistake, so it answers 400 Bad Request
/// with Fleece's one-line message as the reason, never 500:
///
///     {"error":true,"reason":"items[2].quantity: Expected to decode Int but found a string \"two\" instead, at line 5, column 19."}
///
/// An error of the type's own `init(from:)` that is not a `DecodingError` passes as it is, as
/// under Vapor's `JSONDecoder`: an `Abort` keeps its status, reason and headers (a validation's
/// 422), and any other error is Vapor's to answer (500, its words hidden in a release build).
///
/// - Throws: `Abort(.badRequest)` with that message when the body is not JSON or does not fit
///   the type; `Abort(.payloadTooLarge)` when it is longer than the decoder's
///   `parsingOptions.maximumInputSize`; the type's own errors that are not `DecodingError`s as
///   they are.
public struct FleeceContentDecoder: ContentDecoder, Sendable {
    /// The decoder that reads the bodies, with its strategies (keys, dates, data, parsing limits).
    public let decoder: FleeceDecoder

    /// A content decoder using `decoder`; by default one that reads dates as ISO 8601, as
    /// Vapor's own JSON default does.
    public init(decoder: FleeceDecoder = FleeceContentDecoder.standardDecoder) {
        self.decoder = decoder
    }

    /// Decodes `decodable` from the body. Its bytes are copied once, into the array the parser
    /// indexes (a `ByteBuffer`'s memory cannot outlive it; `JSONDecoder` makes the same copy).
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try decode(decodable, from: body, using: decoder)
    }

    /// Decodes `decodable` with `userInfo` added to the decoder's own (Vapor passes some, e.g.
    /// for `req.content.get(_:at:)`).
    public func decode<D: Decodable>(
        _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        guard !userInfo.isEmpty else { return try decode(decodable, from: body, using: decoder) }
        return try decode(decodable, from: body, using: decoder.adding(userInfo: userInfo))
    }

    private func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, using decoder: FleeceDecoder) throws -> D {
        let bytes = body.withUnsafeReadableBytes { [UInt8]($0) }
        do {
            return try decoder.decode(decodable, from: bytes)
        } catch let error as DecodingError {
            // The decoder's own size limit is the body's: 413, as Vapor's body limit answers (it
            // answered 400, "not valid JSON"; found by an outside tester of the Hummingbird twin).
            if let limit = StreamBodyError.sizeLimit(exceededIn: error) {
                throw Abort(.payloadTooLarge, reason: "the body is longer than \(limit) bytes")
            }
            throw Abort(.badRequest, reason: FleeceDecoder.message(for: error))
        }
        // Any other error is the model's own (found by an outside tester: a model's
        // `Abort(.unprocessableEntity)` answered 400, and a custom error's text, which may hold
        // internals, was sent to the client even in a release build).
    }

    /// The decoder behind ``init(decoder:)``'s default: ISO 8601 dates, everything else as
    /// `JSONDecoder`. Shared, so that its prepared
    /// configuration is worked out once, not per request.
    ///
    /// Every use of the default reads with this one instance: to read otherwise, register your
    /// own decoder (`useFleece(decoder: myDecoder)`) rather than change this one, which would
    /// change how every such use, in any module, reads.
    public static let standardDecoder: FleeceDecoder = {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension FleeceDecoder {
    /// A decoder configured as this one, with `userInfo` added: a per-call copy, since changing
    /// the shared decoder would reach requests being decoded at the same time.
    func adding(userInfo extra: [CodingUserInfoKey: any Sendable]) -> FleeceDecoder {
        let copy = self.copy()
        copy.userInfo.merge(extra) { $1 }
        return copy
    }
}
