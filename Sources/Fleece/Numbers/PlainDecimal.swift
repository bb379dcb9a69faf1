/// The common floating-point text, a plain decimal (`-65.613616999999977`, `19.99`, `0.5`: an
/// optional minus sign, 1 to 7 integer digits, a point, a fraction, no exponent, at most 19
/// digits), converted to the nearest `Double` from two or three eight-byte words.
///
/// Why: a 17-digit coordinate through the general path (`DecimalSignificand`, then Eisel–Lemire)
/// was about 200 instructions, most of them finding where the digits are: the integer digits one
/// at a time, the fraction's length, the exponent that is not there. Here the first word gives
/// the integer part and where the point is; the fraction is read where the text ends.
enum PlainDecimal {
    /// The bits of the `Double` nearest to the text `base[start ..< end]` (sign included) when it
    /// is a plain decimal this reads; nil for any other text, which the general conversion reads.
    ///
    /// Reads whole words: anywhere in `base[0 ..< limit]`, which holds the text (`0 <= start <
    /// end <= limit`), not only within the text: a document's number is read in place.
    @inline(__always) @unsafe
    static func bits(_ base: UnsafePointer<UInt8>, start: Int, end: Int, limit: Int) -> UInt64? {
        // Memory safety: the caller guarantees `0 <= start < end <= limit` and `limit` readable
        // bytes at `base`. The first byte is at `start < limit`; the first word at `digitsStart`
        // is loaded only when `digitsStart + 8 <= limit`, and the point's byte is read within it
        // (at most seven integer digits); `digits(endingAt:count:)` reads eight
        // bytes before `end` (here `end > digitsStart + 8`, so `end - 8 > 0`) and, for more than
        // eight fraction digits, eight from the fraction's start, which end at or before `end`.
        let isNegative = unsafe base[start] == UInt8(ascii: "-")
        let digitsStart = start &+ (isNegative ? 1 : 0)
        guard digitsStart &+ 8 <= limit else { return nil }
        let head = unsafe UInt64(littleEndian: UnsafeRawPointer(base + digitsStart).loadUnaligned(as: UInt64.self))
            ^ 0x3030_3030_3030_3030
        // The integer digits end at the first byte that is not one; it must be the point
        // ('.' ^ '0' is 0x1E). Eight digits or more, an exponent: the general path.
        let integerDigits = DecimalDigits.nonDigitBytes(head).trailingZeroBitCount &>> 3
        let point = digitsStart &+ integerDigits
        // Read again as a byte: taking it out of `head` was a shift by a variable count, which
        // on x86-64 ties up a register the rest needs.
        guard UInt(bitPattern: integerDigits &- 1) < 7, unsafe base[point] == UInt8(ascii: ".") else { return nil }
        let fractionStart = point &+ 1
        let fractionDigits = end &- fractionStart
        let significand: UInt64
        if end > digitsStart &+ 8 {
            // The integer part from the first word, the fraction (1 to 16 digits, all digits,
            // so no exponent) from the one or two words that end with the text.
            guard fractionDigits <= 16, end &- digitsStart <= DecimalSignificand.maximumDigits &+ 1,
                  let fraction = unsafe DecimalDigits.digits(endingAt: base + end, count: fractionDigits)
            else { return nil }
            let integer = DecimalDigits.valueOfEightDigits(head &<< (64 &- 8 &* integerDigits))
            // At most 19 digits: no overflow.
            significand = integer &* DecimalDigits.exactPowerOfTen(fractionDigits) &+ fraction
        } else {
            // The whole number is in the first word: drop the point (the bytes above it move
            // down one), keep the digits only (zero bytes below them lead), and check that they
            // are all digits (an exponent is not).
            guard fractionDigits > 0 else { return nil }
            let belowPoint = UInt64.max &>> (64 &- 8 &* integerDigits)
            let joined = (head & belowPoint) | ((head &>> 8) & ~belowPoint)
            let digits = joined &<< (64 &- 8 &* (integerDigits &+ fractionDigits))
            guard DecimalDigits.nonDigitBytes(digits) == 0 else { return nil }
            significand = DecimalDigits.valueOfEightDigits(digits)
        }
        let sign: UInt64 = isNegative ? 1 &<< 63 : 0
        if significand <= Binary64.largestExactSignificand {
            // Clinger: an exact significand divided by an exact power of ten (at most 10^16),
            // one correctly rounded division.
            let value = Double(significand) / Binary64.exactPowerOfTen(fractionDigits)
            return value.bitPattern | sign
        }
        // Above 2^53 and below 10^19, times 10^-16 to 10^-1: always a normal value.
        return EiselLemire.normalDoubleBits(significand: significand, exponent: 0 &- fractionDigits) | sign
    }
}
