import Foundation
import Hummingbird

/// Hummingbird's response encoder for Fleece apps: what a handler returns becomes a JSON
/// response (`200 OK`, `Content-Type: application/json; charset=utf-8`).
///
/// ```swift
/// struct AppContext: RequestContext {
///     …
///     var responseEncoder: FleeceResponseEncoder { FleeceResponseEncoder() }
/// }
/// ```
///
/// Until Fleece's own encoder is part of the library, the JSON is written by Foundation's
/// `JSONEncoder`, configured as Hummingbird's default (ISO 8601 dates); the switch will be made
/// in one place and keep this API.
///
/// - Throws: the `EncodingError` of a value that cannot be written as JSON (Hummingbird answers 500).
public struct FleeceResponseEncoder: ResponseEncoder, Sendable {
    /// The encoder that writes the bodies, with its strategies (keys, dates, formatting).
    public let encoder: JSONEncoder

    /// A response encoder using `encoder`; by default ISO 8601 dates, as Hummingbird's default.
    public init(encoder: JSONEncoder = FleeceResponseEncoder.standardEncoder) {
        self.encoder = encoder
    }

    /// Encodes `value` as the body of a `200 OK` JSON response.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let json = try ResponseJSON.encode(value, with: encoder)
        var buffer = ByteBuffer()
        buffer.writeBytes(json)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(json.count)],
            body: ResponseBody(byteBuffer: buffer)
        )
    }

    /// The encoder behind ``init(encoder:)``'s default: ISO 8601 dates.
    public static var standardEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
