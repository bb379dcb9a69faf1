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
        return nearest(significand: significand, fractionDigits: fractionDigits, isNegative: isNegative)
    }

    /// `bits(_:start:end:limit:)` for a number whose point the strict parser recorded, at
    /// `start + pointOffset` (see `Entry.Flags.pointOffsetShift`), and which has no exponent:
    /// the digits on either side of it are read without looking for it or checking them.
    ///
    /// Needs the eight bytes before the point (only a number at the very start of its buffer
    /// lacks them, and takes the other path).
    @inline(__always) @unsafe
    static func bits(_ base: UnsafePointer<UInt8>, start: Int, end: Int, recordedPoint pointOffset: Int) -> UInt64? {
        // Memory safety: the caller guarantees `0 <= start <= end` and `end` readable bytes at
        // `base`. The point is read at `start <= point < end` (`pointOffset` is not negative,
        // and the fraction's count puts the point before the end); the integer digits' word is the
        // eight bytes before the point (`point >= 8`), the fraction's one or two words end at
        // `end` and start after the point (`end - 8 >= point - 7 > 0`, `end - fractionDigits =
        // point + 1`).
        // One test at a time, each needing the one before (that the bytes read are there):
        // written as one condition, they were computed all and combined, a third more work.
        // 1 to 16 fraction digits: the point is at least two bytes before the end.
        let point = start &+ pointOffset
        let fractionDigits = end &- point &- 1
        guard UInt(bitPattern: fractionDigits &- 1) < 16 else { return nil }
        guard point >= 8 else { return nil }
        guard unsafe base[point] == UInt8(ascii: ".") else { return nil }
        // 1 to 8 integer digits (a point at the start, or just after a sign, is not one the
        // strict parser records), and at most 19 digits in all.
        let isNegative = unsafe base[start] == UInt8(ascii: "-")
        let integerDigits = pointOffset &- (isNegative ? 1 : 0)
        guard UInt(bitPattern: integerDigits &- 1) < 8 else { return nil }
        guard integerDigits &+ fractionDigits <= DecimalSignificand.maximumDigits else { return nil }
        // The parser checked every byte between the sign, the point and the end: all digits.
        let integer = unsafe DecimalDigits.knownDigits(endingAt: base + point, count: integerDigits)
        let fraction = unsafe DecimalDigits.knownDigits(endingAt: base + end, count: fractionDigits)
        // At most 19 digits: no overflow.
        let significand = integer &* DecimalDigits.exactPowerOfTen(fractionDigits) &+ fraction
        return nearest(significand: significand, fractionDigits: fractionDigits, isNegative: isNegative)
    }

    /// The bits of the `Double` nearest to ±`significand` × 10^-`fractionDigits`, for a
    /// significand below 10^19 and 1 to 16 fraction digits.
    @inline(__always)
    static func nearest(significand: UInt64, fractionDigits: Int, isNegative: Bool) -> UInt64 {
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
