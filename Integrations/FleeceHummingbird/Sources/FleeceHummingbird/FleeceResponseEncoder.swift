import FleeceFoundation
import Foundation
import Hummingbird

/// Hummingbird's response encoder, backed by Fleece: what a handler returns becomes a JSON
/// response (`200 OK`, `Content-Type: application/json; charset=utf-8`) written by
/// `FleeceEncoder`: the text `JSONEncoder` writes with the same configuration, with members in
/// the order of declaration.
///
/// ```swift
/// struct AppContext: RequestContext {
///     …
///     var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
/// }
/// ```
///
/// - Throws: the `EncodingError` of a value that cannot be written as JSON (Hummingbird answers 500).
public struct FleeceResponseEncoder: ResponseEncoder, Sendable {
    /// The encoder that writes the bodies, with its strategies (keys, dates, formatting).
    public let encoder: FleeceEncoder

    /// A response encoder using `encoder`; by default ISO 8601 dates, as Hummingbird's default.
    public init(encoder: FleeceEncoder = FleeceResponseEncoder.standardEncoder) {
        self.encoder = encoder
    }

    /// Encodes `value` as the body of a `200 OK` JSON response.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let json = try encoder.encodeToBytes(value)
        var buffer = ByteBuffer()
        buffer.writeBytes(json)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(json.count)],
            body: ResponseBody(byteBuffer: buffer)
        )
    }

    /// The encoder behind ``init(encoder:)``'s default: ISO 8601 dates. Shared, so that its
    /// prepared configuration is worked out once, not per response.
    ///
    /// Every context that uses the default writes with this one instance: to write otherwise,
    /// give your context its own encoder (`FleeceResponseEncoder(encoder: myEncoder)`) rather
    /// than change this one, which would change what every such context, in any module, writes.
    public static let standardEncoder: FleeceEncoder = {
        let encoder = FleeceEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}
