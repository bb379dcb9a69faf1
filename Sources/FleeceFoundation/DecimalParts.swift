#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Decimal(string:)` for a number already read as `significand × 10^exponent`: Foundation's
/// parser took ~5,000 instructions a number here (most of a price record's decode), this ~170.
///
/// The same `Decimal`, to the bit (tested against `Decimal(string:)` on random numbers): both
/// keep the value in its compact form, trailing zeros taken off the mantissa into the exponent
/// (`12.340` is 1234 × 10^-2). Nil where they would differ or the parser may refuse, and the
/// caller then reads the text with `Decimal(string:)`: exponents beyond ±100, and a zero
/// written with an exponent (`0.00`), whose exponent `Decimal(string:)` keeps and no public
/// initializer sets.
enum DecimalParts {
    static func decimal(isNegative: Bool, significand: UInt64, exponent: Int) -> Decimal? {
        guard exponent >= -100, exponent <= 100 else { return nil }
        guard significand != 0 else {
            // `-0`, `-0.0`: `Decimal(string:)` gives the plain zero (no negative zero exists).
            return isNegative || exponent == 0 ? Decimal() : nil
        }
        return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }
}
