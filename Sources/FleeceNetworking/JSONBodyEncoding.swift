import Foundation
import FleeceFoundation

/// The one place request bodies are encoded: with `FleeceEncoder`, `JSONEncoder`'s drop-in, so
/// a body is the text `JSONEncoder` would send.
///
/// Any error other than Swift's `EncodingError` is wrapped in one, so
/// ``RequestError/encoding(_:request:)`` keeps a single payload type whatever the encoder throws.
func encodeJSONBody<Body: Encodable>(_ body: Body, with encoder: FleeceEncoder = FleeceEncoder()) throws(EncodingError) -> Data {
    do {
        return try encoder.encode(body)
    } catch let error as EncodingError {
        throw error
    } catch {
        throw EncodingError.invalidValue(body, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
    }
}
