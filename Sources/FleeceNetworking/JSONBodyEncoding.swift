import Foundation

/// The one place request bodies are encoded: Foundation's `JSONEncoder` for now.
///
/// Kept to this function on purpose: when `FleeceEncoder` (a `JSONEncoder` drop-in) lands in
/// FleeceFoundation, it replaces `JSONEncoder` here and nowhere else. Any error other than
/// Swift's `EncodingError` is wrapped in one, so ``RequestError/encoding(_:request:)`` keeps a
/// single payload type whatever the encoder throws.
func encodeJSONBody<Body: Encodable>(_ body: Body) throws(EncodingError) -> Data {
    do {
        return try JSONEncoder().encode(body)
    } catch let error as EncodingError {
        throw error
    } catch {
        throw EncodingError.invalidValue(body, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
    }
}
