// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
extension NumberConversion {
    /// The Double nearest to the number, correctly rounded (ties to even) like
    /// `strtod`: ±infinity beyond the largest finite value, ±0 below half the
    /// smallest subnormal, and `-0` is -0.0.
    @usableFromInline
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        unsafe nearest(text, as: Binary64.self)
    }

    /// The Float nearest to the number, correctly rounded like `strtof` and
    /// `Float(String)`. This is not `Float(double(text))`, which can round twice.
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        unsafe nearest(text, as: Binary32.self)
    }

    @inline(__always)
    static func nearest<F: FloatingPointFormat>(_ text: UnsafeBufferPointer<UInt8>, as format: F.Type) -> F.Value {
        let decimal = unsafe DecimalSignificand(scanning: text)
        let significand = decimal.significand
        let exponent = decimal.exponent
        if !decimal.isTruncated {
            // Clinger's fast path: both operands exact, so the one rounding
            // of a multiplication or division is the correct rounding.
            if significand <= F.largestExactSignificand,
                exponent >= 0 &- F.largestExactPowerOfTen, exponent <= F.largestExactPowerOfTen
            {
                var value = F.Value(significand)
                if exponent < 0 {
                    value /= F.exactPowerOfTen(0 &- exponent)
                } else {
                    value *= F.exactPowerOfTen(exponent)
                }
                return decimal.isNegative ? -value : value
            }
            let bits = EiselLemire.bits(significand: significand, exponent: exponent, format: F.self)
            return F.value(bits: bits, isNegative: decimal.isNegative)
        }
        // More than 19 significant digits: the value lies strictly between the
        // two 19-digit bounds. When both round the same way, so does the value
        // (`significand` < 10^19, so adding 1 cannot overflow).
        let below = EiselLemire.bits(significand: significand, exponent: exponent, format: F.self)
        let above = EiselLemire.bits(significand: significand &+ 1, exponent: exponent, format: F.self)
        if below == above {
            return F.value(bits: below, isNegative: decimal.isNegative)
        }
        return unsafe correctlyRoundedSlowly(text, as: F.self)
    }

    /// The rare case Eisel–Lemire cannot settle: many digits, very near a tie.
    @inline(never)
    static func correctlyRoundedSlowly<F: FloatingPointFormat>(
        _ text: UnsafeBufferPointer<UInt8>, as format: F.Type
    ) -> F.Value {
        unsafe DecimalLayout(scanning: text).correctlyRounded(in: text, as: F.self)
    }
}
