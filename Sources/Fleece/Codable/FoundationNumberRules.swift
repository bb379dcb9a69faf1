// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the decoder for
// the call, read at offsets checked against its count.
/// The rules by which Foundation's `JSONDecoder` turns a JSON number into a Swift number, where
/// they differ from an exact conversion. `FleeceDecoder` promises the same values and the same
/// failures as `JSONDecoder`, so it follows them, quirks included; each is named below.
enum FoundationNumberRules {
    /// 2^53: below it every integer is exactly a `Double`.
    static let exactDoubleIntegerLimit: Double = 9_007_199_254_740_992

    /// An integer from a number written with a fraction or an exponent (`1.0`, `2.55e2`), or a
    /// plain integer out of range. `JSONDecoder` goes through `Double`: the value must be exactly
    /// a `T` after rounding to `Double` (so `1.0000000000000001` is 1 while `1.5` fails), and from
    /// 2^53 on, where `Double` cannot tell neighbours apart, the value read again as a `Decimal`
    /// decides, its fraction dropped (`12345678901234567.5` is 12345678901234567).
    static func integer<T: FixedWidthInteger>(fromNonIntegerText text: UnsafeBufferPointer<UInt8>, as type: T.Type) throws(ScalarFailure) -> T {
        let double = unsafe NumberConversion.double(text)
        guard let rounded = T(exactly: double) else { throw .notRepresentable }
        if double.magnitude < exactDoubleIntegerLimit { return rounded }
        guard let exact = unsafe NumberConversion.integer(text, as: type) ?? truncated(text, as: type) else {
            throw .notRepresentable
        }
        // For `Int128` and `UInt128` the exact value goes through a 64-bit magnitude there: `1.8e19`
        // decodes, `1.9e19` (above `UInt64.max`) fails although the type could hold it.
        if T.bitWidth > 64, exact.magnitude > UInt64.max { throw .notRepresentable }
        // There `JSONDecoder` reads the text again as a `Decimal`, whose conversion to a 64-bit
        // integer stops at -(2^63 - 1): `-9223372036854775808.0` fails.
        if T.isSigned, T.bitWidth == 64, exact == T.min { throw .notRepresentable }
        return exact
    }

    /// The integer part of the number `text` (toward zero), as a `T`, when `JSONDecoder`'s
    /// `Decimal` gives one: the text read as a `Decimal` keeps at most 38 significant digits,
    /// drops trailing zeros, and converts to an integer only when what is left of its digits fits
    /// a `UInt64` (`12345678901234567.5` is 12345678901234567; `9223372036854775806.5`, twenty
    /// digits, fails). Only for numbers whose `Double` is an integer of at least 2^53 within `T`.
    private static func truncated<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        // The value is 0.d₁d₂…dₙ × 10^p, its significant digits without leading or trailing zeros
        // (see `DecimalShape`); an exponent too large for `.small` is beyond any integer type.
        let shape = unsafe DecimalShape(text)
        guard case .small(let position) = shape.pointPosition else { return nil }
        var digits = unsafe Array(shape.digits(in: text).prefix(38))
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard unsafe digits.withUnsafeBufferPointer({ unsafe NumberConversion.integer($0, as: UInt64.self) }) != nil else { return nil }
        guard position > 0 else { return 0 }
        guard position <= 40 else { return nil }
        let point = Int(position)
        var integer = Array(digits.prefix(point))
        integer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, point - digits.count)))
        if shape.isNegative { integer.insert(UInt8(ascii: "-"), at: 0) }
        return unsafe integer.withUnsafeBufferPointer { unsafe NumberConversion.integer($0, as: type) }
    }

    /// A converted float, or a failure where `JSONDecoder` fails: the magnitude overflowed to
    /// infinity, or a number that is not zero underflowed to zero.
    @inline(__always)
    static func checked<T: BinaryFloatingPoint>(_ value: T, text: UnsafeBufferPointer<UInt8>) throws(ScalarFailure) -> T {
        guard value.isFinite else { throw .notRepresentable }
        if unsafe value == 0 && !FoundationZeroScan.isZero(text) { throw .notRepresentable }
        return value
    }
}
