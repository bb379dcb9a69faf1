import Fleece
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decimal number text read as the `Decimal` of exactly its value, or why no `Decimal` holds it:
/// how Fleece's own API (`need`, `<|`, `convert`, `@Convertible`'s text) reads a `Decimal`.
///
/// `Decimal(string:)` alone keeps the first 38 or 39 significant digits and drops the rest
/// without a word (`99999999999999999999999999999999999999999` became `…999000`, off by 999),
/// and refuses a value it holds when it is spelled with many zeros (`1` and 200 zeros, then
/// `e-200`, is 1): both found by an outside tester. Here the digits are read first, leading and
/// trailing zeros taken off, and the value is converted only when a `Decimal` holds it exactly.
/// (`FleeceDecoder` keeps `Decimal(string:)`'s reading, as `JSONDecoder` does.)
enum ExactDecimalText {
    enum Reading {
        case exact(Decimal)
        /// More significant digits than the 128-bit mantissa holds at the value's scale.
        case tooManyDigits
        /// A magnitude beyond `Decimal`'s (`1e166`).
        case tooLarge
        /// Nearer 0 than `Decimal`'s smallest step, 10^-128, and not zero.
        case tooSmall
    }

    /// The largest mantissa, `UInt128.max`, in digits: 39-digit mantissas above it do not fit.
    private static let largestMantissa = Array("340282366920938463463374607431768211455".utf8)
    private static let exponentRange = -128...127

    /// `text`, which must be decimal number text (`ConvertibleText.isDecimalNumberText`), read
    /// exactly.
    static func read(_ text: String) -> Reading {
        var bytes = text
        // The core's reading of the value: sign, significant digits (no leading or trailing
        // zeros) and the point's position, exact for any exponent.
        let (isNegative, digits, pointPosition) = bytes.withUTF8 { buffer in
            let shape = DecimalShape(buffer)
            return (shape.isNegative, Array(shape.digits(in: buffer)), shape.pointPosition)
        }
        // Zero, however written, is 0 (`Decimal(string:)` keeps `0.00`'s exponent, so it reads it).
        guard !digits.isEmpty else { return .exact(Decimal(string: text) ?? Decimal()) }
        // The value is 0.d₁…dₙ × 10^position, so d₁…dₙ × 10^(position - n). A position beyond a
        // million puts a value of fewer digits than the text far out of range, so it is clamped
        // there, where the arithmetic cannot overflow.
        let position: Int = switch pointPosition {
        case .small(let position): Int(max(-1_000_000, min(position, 1_000_000)))
        case .large(let negative, _): negative ? -1_000_000 : 1_000_000
        }
        let exponent = position - digits.count
        if exponent < exponentRange.lowerBound {
            // Below 10^-128 when the position is at most -128.
            return position <= exponentRange.lowerBound ? .tooSmall : .tooManyDigits
        }
        if !fitsMantissa(digits) { return .tooManyDigits }
        if exponent > exponentRange.upperBound {
            // `1e130` is 1000 × 10^127: the zeros move into the mantissa when it holds them.
            let shift = exponent - exponentRange.upperBound
            guard shift <= 39 else { return .tooLarge }
            let shifted = digits + repeatElement(UInt8(ascii: "0"), count: shift)
            return fitsMantissa(shifted) ? decimal(isNegative, shifted, exponentRange.upperBound) : .tooLarge
        }
        return decimal(isNegative, digits, exponent)
    }

    /// Why `text`, decimal number text, is not a `Decimal`, in the words of a number range error;
    /// nil when it is one.
    static func whyNotRead(_ text: String) -> String? {
        switch read(text) {
        case .exact: nil
        case .tooManyDigits: "more significant digits than a Decimal holds (38)"
        case .tooLarge: "beyond Decimal's range"
        case .tooSmall: "too close to 0 for Decimal"
        }
    }

    private static func fitsMantissa(_ digits: [UInt8]) -> Bool {
        // Digits of equal length compare as their numbers do.
        digits.count < largestMantissa.count
            || digits.count == largestMantissa.count && !largestMantissa.lexicographicallyPrecedes(digits)
    }

    /// The `Decimal` of `digits` × 10^`exponent`, which it holds: at most 19 digits by
    /// `DecimalParts` (the same bits as `Decimal(string:)`, thirty times faster), more by
    /// `Decimal(string:)` from the compact text, which it reads exactly.
    private static func decimal(_ isNegative: Bool, _ digits: [UInt8], _ exponent: Int) -> Reading {
        if digits.count <= 19 {
            let significand = digits.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1 &- UInt8(ascii: "0")) }
            if let value = DecimalParts.decimal(isNegative: isNegative, significand: significand, exponent: exponent) {
                return .exact(value)
            }
        }
        let compact = (isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self) + "e\(exponent)"
        guard let value = Decimal(string: compact) else { return .tooLarge }
        return .exact(value)
    }
}
