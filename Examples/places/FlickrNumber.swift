import FleeceNetworking

/// A number as Flickr writes it: usually as text (`"photo_count": "123456"`), sometimes as a
/// number (`"total": 100`). Decoding either gives the number; other text is a decoding error
/// with its path and position, never a zero.
struct FlickrNumber<Value: JSONDecodable & LosslessStringConvertible & Sendable>: JSONDecodable, Sendable {
    let value: Value

    static func decode(_ json: JSON) -> Decoded<FlickrNumber> {
        guard case .string(let text) = json else {
            return Value.decode(json).map(FlickrNumber.init)
        }
        // `Double("nan")` and `Double("inf")` succeed; a count or a coordinate is never either.
        guard let value = Value(text), (value as? Double)?.isFinite != false else {
            return .failure(.typeMismatch(expected: "\(Value.self) written as text", found: json))
        }
        return .success(FlickrNumber(value: value))
    }
}
