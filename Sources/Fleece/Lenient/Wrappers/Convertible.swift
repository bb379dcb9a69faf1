/// A value that may also come as its text: `12.2` or `"12.2"` for a `Double`, `true` or `"true"`
/// for a `Bool`; any type that is both `Decodable` and `LosslessStringConvertible`.
///
/// ```swift
/// struct Offer: Codable {
///     @Convertible var price: Double     // {"price": "12.2"} decodes as 12.2
///     @Convertible var quantity: Int     // {"quantity": "3"} decodes as 3
/// }
/// ```
/// A value converted from text is recorded as `.convertedValue` in the ``LeniencyReport`` being
/// collected. Text that does not convert (`"n/a"`) fails with the error of the value itself.
/// Works under `FleeceDecoder` and Foundation's `JSONDecoder` alike.
@propertyWrapper
public struct Convertible<Value: Decodable & LosslessStringConvertible> {
    /// The value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Convertible: Decodable {
    /// Decodes the value, or its text.
    ///
    /// - Throws: the error of decoding `Value` when the value is not text that converts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            wrappedValue = try container.decode(Value.self)
        } catch {
            guard let text = try? container.decode(String.self), let converted = Value(text) else { throw error }
            wrappedValue = converted
            LenientDecoding.record(.convertedValue, at: decoder, error: error)
        }
    }
}

extension Convertible: Encodable where Value: Encodable {
    /// Encodes the value itself (not its text).
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension Convertible: Equatable where Value: Equatable {}
extension Convertible: Hashable where Value: Hashable {}
extension Convertible: Sendable where Value: Sendable {}
