/// A string that may also come as a number or a bool, which is then written as text.
///
/// ```swift
/// struct Item: Codable {
///     @StringConvertible var code: String   // "A7", 1234 and true decode as "A7", "1234", "true"
/// }
/// ```
/// Under Fleece's decoders (`FleeceDecoder`, ``JSONCodableDecoder``) a number is its text as
/// sent: `12.50` is `"12.50"`, `1.0e3` is `"1.0e3"`, `-0` is `"-0"`, and
/// `12345678901234567890123` keeps every digit, as `<|~` and `convert` into `String` give it.
/// Foundation's `JSONDecoder` keeps no number's text, so under it the text is made from the
/// value the decoder reads: an integer in decimal (`1234`, also for `1.0e3`), another number as
/// Swift writes the nearest `Double` (`12.5` for `12.50`). Which numbers are integers is then
/// `JSONDecoder`'s call, through its `Int64` and `UInt64`: `12345678901234567.5` is
/// `12345678901234567` (truncated, as `JSONDecoder` reads an `Int`), `-9223372036854775808.0`
/// is `-9.223372036854776e+18`, and `1e-400` is `0`. A JSON5 number that JSON's grammar does
/// not have (`0x1F`, `Infinity`) is written from its value under every decoder.
///
/// A converted value is recorded as `.convertedValue` in the ``LeniencyReport`` being collected.
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
            guard let text = Self.text(of: container, decoder: decoder) else { throw error }
            wrappedValue = text
            LenientDecoding.record(.convertedValue, at: decoder, error: error)
        }
    }

    /// A number or bool as text: under Fleece's decoder a number's own text, otherwise the
    /// exact forms first.
    static func text(of container: any SingleValueDecodingContainer, decoder: any Decoder) -> String? {
        // Memory safety: reads the `DocumentDecoder`'s state for the value being decoded, in the
        // one decode in progress (see `DocumentDecoder.value`).
        if let document = documentDecoder(decoder), let text = unsafe document.numberText(of: document.value) {
            return text
        }
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
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension DocumentDecoder {
    /// The text of the number at `value` as the input has it, when it follows JSON's number
    /// grammar; nil for any other value, and for a JSON5 number outside that grammar (`0x1F`,
    /// `Infinity`).
    func numberText(of value: Int) -> String? {
        // Memory safety: `value` is an entry of the decoder's document (`kind` reads a negative
        // one, an absent member, as null), and its text is copied into the `String` here.
        guard kind(value) == .number else { return nil }
        let text = unsafe rawText(entries[value])
        guard unsafe NumberConversion.isJSONNumber(text) else { return nil }
        return unsafe String(decoding: text, as: UTF8.self)
    }
}
