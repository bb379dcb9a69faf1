/// A value that may also come as its text: `12.2` or `"12.2"` for a `Double`, `true` or `"true"`
/// for a `Bool`; any type that is both `Decodable` and `LosslessStringConvertible`, or an
/// optional of one.
///
/// ```swift
/// struct Offer: Codable {
///     @Convertible var price: Double     // {"price": "12.2"} decodes as 12.2
///     @Convertible var quantity: Int     // {"quantity": "3"} decodes as 3
///     @Convertible var discount: Double? // absent, null or "n/a": nil; "0.5": 0.5
/// }
/// ```
/// A value converted from text is recorded as `.convertedValue` in the ``LeniencyReport`` being
/// collected. Text that does not convert (`"n/a"`) fails with the error of the value itself; for
/// an optional it gives nil instead, recorded as `.replacedWithNil` with that error, as
/// ``FailableDecodable`` does. An optional's absent key or null is nil and no failure. Works
/// under `FleeceDecoder` and Foundation's `JSONDecoder` alike. (For another `Value` nothing is
/// converted: it decodes as it would without the wrapper.)
@propertyWrapper
public struct Convertible<Value: Decodable> {
    /// The value.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Convertible: Decodable {
    /// Decodes the value, or its text; for an optional, nil when neither.
    ///
    /// - Throws: the error of decoding `Value` when the value is not text that converts and
    ///   `Value` is not optional.
    public init(from decoder: any Decoder) throws {
        // Memory safety: reads the `DocumentDecoder`'s state for the value being decoded, in the
        // one decode in progress (see `DocumentDecoder.value`).
        if let document = decoder as? DocumentDecoder, unsafe document.kind(document.value) == .string,
           let converted = Self.convertedString(in: document) {
            wrappedValue = converted
            return
        }
        let container = try decoder.singleValueContainer()
        do {
            wrappedValue = try container.decode(Value.self)
        } catch {
            // Only a value that failed pays for the conversion, which asks the runtime what
            // `Value` is.
            if let text = try? container.decode(String.self), let converted = Self.converted(from: text) {
                wrappedValue = converted
                LenientDecoding.record(.convertedValue, at: decoder, error: error)
            } else if let none = Self.noValue {
                wrappedValue = none
                LenientDecoding.record(.replacedWithNil, at: decoder, error: error)
            } else {
                throw error
            }
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
