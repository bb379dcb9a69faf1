/// A string that may also come as a number or a bool, which is then written as text.
///
/// ```swift
/// struct Item: Codable {
///     @StringConvertible var code: String   // "A7", 1234 and true decode as "A7", "1234", "true"
/// }
/// ```
/// An integer is written in decimal (`1234`, also for `1.0e3`), another number as Swift writes
/// the nearest `Double` (`12.5` for `12.50`), so the text is the same under `FleeceDecoder` and
/// Foundation's `JSONDecoder`. A converted value is recorded as `.convertedValue` in the
/// ``LeniencyReport`` being collected.
///
/// Which numbers are integers is the decoder's call, through its `Int64` and `UInt64`: so at
/// the edges the text follows `JSONDecoder`'s reading, not the exact value that `<|~` and
/// `convert` read from the text itself: `12345678901234567.5` is `12345678901234567` (truncated,
/// as `JSONDecoder` reads an `Int`), `-9223372036854775808.0` is `-9.223372036854776e+18`, and
/// `1e-400` is `0`.
@propertyWrapper
public struct StringConvertible: Sendable, Hashable {
    /// The string.
    public var wrappedValue: String

    /// Wraps `wrappedValue`.
    public init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

extension StringConvertible: Decodable {
    /// Decodes a string, or a number or bool as text.
    ///
    /// - Throws: the error of decoding `String` when the value is neither (null, object, array).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            wrappedValue = try container.decode(String.self)
        } catch {
            guard let text = Self.text(of: container) else { throw error }
            wrappedValue = text
            LenientDecoding.record(.convertedValue, at: decoder, error: error)
        }
    }

    /// A number or bool as text, trying the exact forms first.
    private static func text(of container: any SingleValueDecodingContainer) -> String? {
        if let integer = try? container.decode(Int64.self) { return String(integer) }
        if let integer = try? container.decode(UInt64.self) { return String(integer) }
        if let number = try? container.decode(Double.self) { return String(number) }
        if let bool = try? container.decode(Bool.self) { return String(bool) }
        return nil
    }
}

extension StringConvertible: Encodable {
    /// Encodes the string.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
