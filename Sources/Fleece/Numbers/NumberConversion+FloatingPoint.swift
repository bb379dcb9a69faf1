// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
extension NumberConversion {
    /// The Double nearest to the number, correctly rounded (ties to even) like
    /// `strtod`: ±infinity beyond the largest finite value, ±0 below half the
    /// smallest subnormal, and `-0` is -0.0.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        unsafe double(in: text, start: 0, count: text.count)
    }

    /// `double(_:)` of the text `buffer[start ..< start + count]`, a number in place in its
    /// document: a plain decimal (`PlainDecimal`) is read in words that may reach past the text,
    /// anywhere in `buffer`. A range outside `buffer` is clamped to it (no trap).
    @usableFromInline
    static func double(in buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Double {
        // Memory safety: `buffer` is lent by the caller for the call; `PlainDecimal.bits` is given
        // `0 <= start < end <= buffer.count` and reads within `buffer`, and the general path
        // reads the clamped text, a slice of `buffer`.
        let limit = buffer.count
        // `0 <= start < end <= limit` as two unsigned comparisons: a negative start is above any
        // end up to `limit`, and a count so large that the end wraps around fails the first.
        let end = start &+ count
        if let base = buffer.baseAddress, UInt(bitPattern: start) < UInt(bitPattern: end),
           UInt(bitPattern: end) <= UInt(bitPattern: limit),
           let bits = unsafe PlainDecimal.bits(base, start: start, end: end, limit: limit)
        {
            return Double(bitPattern: bits)
        }
        let lower = min(max(start, 0), limit)
        let upper = lower &+ min(max(count, 0), limit &- lower)
        let text = unsafe UnsafeBufferPointer(rebasing: buffer[lower ..< upper])
        return unsafe generalDouble(text)
    }

    /// `double(in:start:count:)` of a number entry of a document whose bytes are `buffer`: when
    /// the strict parser recorded the number's point (and it has no exponent), its digits are
    /// read on either side of the point without a look for it (`PlainDecimal`).
    @usableFromInline
    static func double(in buffer: UnsafeBufferPointer<UInt8>, entry: Entry) -> Double {
        // Memory safety: `buffer` is lent by the caller for the call; `PlainDecimal.bits` is given
        // `0 <= start <= end <= buffer.count` (the offset is unsigned, the end checked; it reads
        // nothing unless the point it is told of lies before the end) and reads within `buffer`.
        let start = Int(entry.offset)
        let count = entry.length
        let end = start &+ count
        if let base = buffer.baseAddress, UInt(bitPattern: end) <= UInt(bitPattern: buffer.count),
           !entry.hasRecordedExponent,
           let bits = unsafe PlainDecimal.bits(base, start: start, end: end, recordedPoint: entry.recordedPointOffset)
        {
            return Double(bitPattern: bits)
        }
        return unsafe double(in: buffer, start: start, count: count)
    }

    /// Any other text: `nearest`, out of line so that the plain decimal's path saves no registers.
    @inline(never)
    static func generalDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
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
