// `@Convertible var discount: Double?`: an optional wrapped value. Absent and null are nil (these
// overloads, which synthesized Codable calls, treat the key as an optional's), and the
// conversion from text converts the wrapped type.

extension KeyedDecodingContainer {
    /// A missing key or null is nil, as for an optional, and no failure.
    public func decode<Wrapped>(_ type: Convertible<Wrapped?>.Type, forKey key: Key) throws -> Convertible<Wrapped?> {
        try decodeIfPresent(type, forKey: key) ?? Convertible(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Leaves the key out when there is no value, as synthesized `Encodable` does for an optional.
    public mutating func encode<Wrapped: Encodable>(_ value: Convertible<Wrapped?>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension Convertible {
    /// `text` converted to `Value` (by `ConvertibleText.value(_:as:)`) when `Value` is
    /// `LosslessStringConvertible`, a `ConvertibleFromDecimalText` type (`Decimal`, with
    /// FleeceFoundation) or an optional of either; nil when it does not convert or `Value` is
    /// none of these.
    static func converted(from text: String) -> Value? {
        // Each result is unwrapped before the cast: a nil cast to an optional `Value` would
        // succeed, as a `Value` that is nil.
        if let optional = Value.self as? any OptionalValue.Type {
            guard let converted = optional.converted(from: text) else { return nil }
            return converted as? Value
        }
        if let convertible = Value.self as? any LosslessStringConvertible.Type {
            return ConvertibleText.value(text, as: convertible).flatMap { $0 as? Value }
        }
        guard let decimal = Value.self as? any ConvertibleFromDecimalText.Type,
              let converted = decimal.converted(fromDecimalText: text) else { return nil }
        return converted as? Value
    }

    /// The string Fleece's decoder is at, converted to a number or bool `Value` other than the
    /// common ones (`Int32`, `UInt8`, …, or an optional of one; ``ConvertibleScalar`` takes the
    /// common ones) without first decoding it as `Value`: that would throw a type-mismatch
    /// error, worded and with its coding path, only for it to be dropped. Nil when the text does
    /// not convert, `Value` takes strings, or a ``LeniencyReport`` is being collected (the full
    /// path records the forgiven error); the caller then takes that path. The caller checks that
    /// the value is a string first, so that a number pays nothing here.
    static func convertedString(in document: DocumentDecoder) -> Value? {
        // Memory safety: as in `Convertible.init(from:)`, the decoder's own value in the decode in
        // progress.
        guard !LeniencyReport.isCollecting else { return nil }
        let rejectsStrings = Value.self is any StringRejectingScalar.Type
            || (Value.self as? any OptionalValue.Type)?.wrapsStringRejectingScalar == true
        guard rejectsStrings else { return nil }
        return unsafe converted(from: document.stringValue(ofEntry: document.value))
    }

    /// Nil, when `Value` is an optional: what a value that fails becomes.
    static var noValue: Value? {
        guard let optional = Value.self as? any OptionalValue.Type else { return nil }
        return optional.none as? Value
    }
}

/// What `@Convertible` needs to know of an optional `Value`: its nil, and how its wrapped value
/// converts from text.
protocol OptionalValue {
    /// Nil.
    static var none: Self { get }
    /// The wrapped value converted from `text`, as this optional; nil when it does not convert.
    static func converted(from text: String) -> Self?
    /// Whether the wrapped type is a standard number or bool (see `StringRejectingScalar`).
    static var wrapsStringRejectingScalar: Bool { get }
    /// Whether the wrapped type reads decimal text (`Decimal`; see `ConvertibleFromDecimalText`).
    static var wrapsDecimalText: Bool { get }
    /// The wrapped type.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue where Wrapped: Decodable {
    static func converted(from text: String) -> Wrapped?? {
        Convertible<Wrapped>.converted(from: text).map { .some($0) }
    }

    static var wrapsStringRejectingScalar: Bool { Wrapped.self is any StringRejectingScalar.Type }

    static var wrapsDecimalText: Bool { Wrapped.self is any ConvertibleFromDecimalText.Type }

    static var wrappedType: Any.Type { Wrapped.self }
}
