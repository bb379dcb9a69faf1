/// A value that may also come as its text: `12.2` or `"12.2"` for a `Double`, `true` or `"true"`
/// for a `Bool`; any type that is both `Decodable` and `LosslessStringConvertible`, Foundation's
/// `Decimal` when FleeceFoundation is linked (`"12.50"` is the decimal 12.50, every digit kept),
/// or an optional of one.
///
/// ```swift
/// struct Offer: Codable {
///     @Convertible var price: Double     // {"price": "12.2"} decodes as 12.2
///     @Convertible var quantity: Int     // {"quantity": "3"} decodes as 3
///     @Convertible var discount: Double? // absent, null or "n/a": nil; "0.5": 0.5
/// }
/// ```
/// The text converts as `Value(text)` reads it, except for a floating-point `Value` (`Double`,
/// `Float`, …) or `Decimal`, which takes only decimal number text: an optional sign (`-` or `+`), digits with
/// an optional decimal point (`12`, `-12.5`, `.5`, `5.`, `007`) and an optional exponent (`1e3`);
/// and only a value the type holds, as for a JSON number. `"NaN"`, `"inf"`, `"-Infinity"`,
/// `"0x1p3"`, `" 1"`, `"1e400"` and `"1e-400"` do not convert to a `Double`.
///
/// A value converted from text is recorded as `.convertedValue` in the ``LeniencyReport`` being
/// collected. Text that does not convert (`"n/a"`) fails with the error of the value itself
/// (for number text the type cannot take, saying why: `Expected to decode UInt8 but found a
/// string "256" instead (more than UInt8.max), at line 1, column 7.`); for
/// an optional it gives nil instead, recorded as `.replacedWithNil` with that error, as
/// ``FailableDecodable`` does. An optional's absent key or null is nil and no failure. Works
/// under `FleeceDecoder` and Foundation's `JSONDecoder` alike.
///
/// Two conversions go the other way, from a value that is not text: a `String` takes a number
/// or a bool as its text, as ``StringConvertible`` reads it (`1234` is `"1234"`; so
/// `@Convertible var code: String?` is the optional form of `@StringConvertible`), and a `Bool`
/// takes the numbers `0` and `1` (`false` and `true`; any other number fails, and `"1"` is not
/// a `Bool`'s text). Both are recorded as `.convertedValue`. (For another `Value` nothing is
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
    @inline(__always)  // into the conformance's witness, which has `Convertible<Value>`'s metadata at hand
    public init(from decoder: any Decoder) throws {
        // Memory safety: reads the `DocumentDecoder`'s state for the value being decoded, in the
        // one decode in progress (see `DocumentDecoder.value`).
        if let document = documentDecoder(decoder) {
            // A standard scalar (`Int`, `Double`, …) on Fleece's decoder: converted or decoded
            // straight. Nothing here names `Convertible<Value>` (a static member) or `Value?`:
            // each is a run-time metadata lookup on every value in this unspecialised code.
            if let scalar = ConvertibleScalar(Value.self) {
                do throws(ConvertibleScalarMiss) {
                    wrappedValue = try scalar.value(in: document).cast(to: Value.self, optional: scalar.isOptional)
                    return
                } catch {}
            }
        }
        wrappedValue = try convertibleValue(Value.self, decodingGenerallyFrom: decoder)
    }
}

extension Convertible {
    /// The full path: for another type than the common scalars, a string converted at once when
    /// `Value` rejects strings (see `convertedString(in:)`); otherwise the value decoded as
    /// `Value`, or, when that fails, its text converted (recorded as `.convertedValue`), or nil
    /// for an optional (`.replacedWithNil`).
    static func decodedGenerally(from decoder: any Decoder) throws -> Value {
        // Memory safety: reads the `DocumentDecoder`'s state for the value being decoded, in the
        // one decode in progress (see `DocumentDecoder.value`).
        if let document = documentDecoder(decoder), ConvertibleScalar(Value.self) == nil,
           unsafe document.kind(document.value) == .string, let converted = convertedString(in: document) {
            return converted
        }
        let container = try decoder.singleValueContainer()
        do {
            return try container.decode(Value.self)
        } catch {
            // Only a value that failed pays for the conversion, which asks the runtime what
            // `Value` is.
            if let decimal = decimalFromNumber(in: decoder) { return decimal }
            let text = try? container.decode(String.self)
            if let text, let converted = converted(from: text) {
                LenientDecoding.record(.convertedValue, at: decoder, error: error, decoding: Value.self)
                return converted
            } else if let converted = convertedFromOtherKind(container, decoder: decoder) {
                LenientDecoding.record(.convertedValue, at: decoder, error: error, decoding: Value.self)
                return converted
            }
            // Text that did not convert: the error says why when it is a number out of range.
            let unconverted = text.map { sayingWhy(error, $0) } ?? error
            guard let none = noValue else { throw unconverted }
            LenientDecoding.record(.replacedWithNil, at: decoder, error: unconverted, decoding: Value.self)
            return none
        }
    }
}

extension Convertible {
    /// A number read as a `Decimal` `Value` (or an optional of one) from its text, every digit,
    /// under `JSONCodableDecoder`: it knows no Foundation type, and `Decimal`'s own
    /// `init(from:)` asks such a decoder for its keyed form, so a plain `12.50` failed where
    /// `FleeceDecoder` and `JSONDecoder` read it. Not a conversion: nothing is recorded. Nil for
    /// any other value (a malformed number too), decoder or `Value`.
    static func decimalFromNumber(in decoder: any Decoder) -> Value? {
        // Memory safety: reads the `DocumentDecoder`'s value in the decode in progress, a number
        // entry whose text the parser recorded (see `DocumentDecoder.rawText`).
        guard let document = documentDecoder(decoder), unsafe document.kind(document.value) == .number,
              // A token the lenient reading kept (`01.10`, `-.1`, `1.`): not a number, which a plain
              // `Decimal` refuses, and so does this (found by an outside tester: it read 1.1).
              unsafe !document.entries[document.value].isNotJSON else { return nil }
        let takesDecimalText = Value.self is any ConvertibleFromDecimalText.Type
            || (Value.self as? any OptionalValue.Type)?.wrapsDecimalText == true
        guard takesDecimalText else { return nil }
        let text = unsafe String(decoding: document.rawText(document.entries[document.value]), as: UTF8.self)
        return converted(from: text)
    }
}

extension Convertible {
    /// `error`, the wrapped type's failure on `text`, saying why the text did not convert when
    /// it is a number `Value` (or the type it wraps) cannot take: `Expected to decode UInt8 but
    /// found a string "256" instead (more than UInt8.max), at line 1, column 7.`
    static func sayingWhy(_ error: any Error, _ text: String) -> any Error {
        guard let error = error as? DecodingError else { return error }
        let type = (Value.self as? any OptionalValue.Type)?.wrappedType ?? Value.self
        return error.sayingWhy(text, didNotConvertTo: type)
    }
}

extension Convertible {
    /// The conversions the other way, from a value that is not text: for a `String` (or
    /// `String?`) `Value`, a number or a bool as its text, as ``StringConvertible`` reads it; for
    /// a `Bool` (or `Bool?`), the number 0 or 1, as BetterCodable's `@LosslessBoolValue` reads it.
    /// Nil for any other value or `Value`. Only a value that failed to decode gets here.
    static func convertedFromOtherKind(_ container: any SingleValueDecodingContainer, decoder: any Decoder) -> Value? {
        if Value.self == String.self || Value.self == String?.self {
            return StringConvertible.text(of: container, decoder: decoder).flatMap { $0 as? Value }
        }
        if Value.self == Bool.self || Value.self == Bool?.self {
            // `Int` reads only a whole number (`1`, `1.0`, `1e0`), never the string "1".
            switch try? container.decode(Int.self) {
            case 0: return false as? Value
            case 1: return true as? Value
            default: return nil
            }
        }
        return nil
    }
}

/// `Convertible<Value>.decodedGenerally(from:)`, out of line and reached without naming
/// `Convertible<Value>` or `Value?`: the fast path in `Convertible.init(from:)` would otherwise
/// look up the metadata of both on every value (the compiler fetches them on entry).
@inline(never)
private func convertibleValue<Value: Decodable>(_ type: Value.Type, decodingGenerallyFrom decoder: any Decoder) throws -> Value {
    try Convertible<Value>.decodedGenerally(from: decoder)
}

extension Convertible: Encodable where Value: Encodable {
    /// Encodes the value itself (not its text), as the plain property would be encoded.
    public func encode(to encoder: any Encoder) throws {
        // Through a single-value container, as it was decoded: the encoder then writes a
        // `Decimal`, `URL`, `Date` or `Data` as it writes the plain value (a number, a string,
        // by its strategy), where `wrappedValue.encode(to:)` bypassed it and wrote their own
        // forms (`Decimal`'s `{"exponent":…,"mantissa":[…]}`, which no decoder reads back).
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Convertible: Equatable where Value: Equatable {}
extension Convertible: Hashable where Value: Hashable {}
extension Convertible: Sendable where Value: Sendable {}

/// `decoder` when it is Fleece's own: a type comparison on the opened existential, where
/// `decoder as? DocumentDecoder` is a dynamic cast (~260 instructions a value). A free function:
/// a static member of `Convertible<Value>` would look up that type's metadata on every call.
@inline(__always)
func documentDecoder<D: Decoder>(_ decoder: D) -> DocumentDecoder? {
    // Memory safety: `D` is exactly `DocumentDecoder` (a final class), so the cast is from a type
    // to itself (`identityCast`). Not `withUnsafePointer(to:)`: that generic call was not
    // inlined here (~70 instructions per `@Convertible` value).
    guard D.self == DocumentDecoder.self else { return nil }
    return identityCast(decoder, to: DocumentDecoder.self)
}
