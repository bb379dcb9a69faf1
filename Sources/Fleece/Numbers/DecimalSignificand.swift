// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
/// A number's text read as `significand × 10^exponent` with at most 19
/// significant digits, without allocating: the input the fast floating-point
/// conversions need.
///
/// `-65.613616999999977` reads as 65613616999999977 × 10^-15, negative.
struct DecimalSignificand {
    /// Nineteen decimal digits always fit in a UInt64 (10^19 - 1 < 2^64).
    static let maximumDigits = 19

    var isNegative: Bool
    /// The first (at most 19) significant digits as an integer; 0 for zero.
    var significand: UInt64
    /// The power of ten that scales `significand`.
    var exponent: Int
    /// Nonzero digits after the 19th were dropped, so the value lies strictly
    /// between `significand × 10^exponent` and `(significand + 1) × 10^exponent`.
    /// Otherwise the value is exactly `significand × 10^exponent`.
    var isTruncated: Bool

    /// One pass for numbers of up to 19 digits, the common case; a second,
    /// careful pass (`init(scanningManyDigits:)`) for longer ones.
    @inline(__always)
    init(scanning text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        let isNegative = unsafe count > 0 && text[0] == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        let integerStart = index

        // Accumulate every digit, wrapping: exact as long as there are at most
        // 19 of them, which is checked below before the value is trusted.
        var significand: UInt64 = 0
        // Integer parts are mostly short (coordinates, prices, percentages): up to three digits
        // one by one cost less than setting up an eight-byte read, which takes the rest.
        var shortDigits = 0
        while shortDigits < 3, index < count {
            let digit = unsafe text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            significand = significand &* 10 &+ UInt64(digit)
            index &+= 1
            shortDigits &+= 1
        }
        // Only when a fourth digit follows: a coordinate's three-digit integer part ("-122.4")
        // otherwise paid for an eight-byte read that found no digit.
        if shortDigits == 3, index < count, unsafe text[index] &- UInt8(ascii: "0") < 10 {
            unsafe DecimalDigits.accumulate(text, at: &index, into: &significand)
        }
        var digitCount = index &- integerStart
        var fractionDigits = 0
        if index < count, unsafe text[index] == UInt8(ascii: ".") {
            index &+= 1
            let fractionStart = index
            if let fraction = unsafe Self.wholeFraction(text, from: fractionStart, integerDigits: digitCount) {
                significand = significand &* DecimalDigits.exactPowerOfTen(fraction.count) &+ fraction.value
                index = count
            } else {
                unsafe DecimalDigits.accumulate(text, at: &index, into: &significand)
            }
            fractionDigits = index &- fractionStart
            digitCount &+= fractionDigits
        }
        if digitCount > Self.maximumDigits {
            // Leading zeros ("0.000…") are not significant; only then is the
            // number really long.
            var offset = integerStart
            while offset < index, unsafe text[offset] == UInt8(ascii: "0") || text[offset] == UInt8(ascii: ".") {
                if unsafe text[offset] == UInt8(ascii: "0") { digitCount &-= 1 }
                offset &+= 1
            }
            if digitCount > Self.maximumDigits {
                self = unsafe Self(scanningManyDigits: text)
                return
            }
        }
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = unsafe DecimalExponent.parse(text, at: index).saturatingAdd(0 &- fractionDigits)
        self.isTruncated = false
    }

    /// The value of the fraction digits from `start` to the end of the text when they are 8 to
    /// 16 digits, nothing follows them (no exponent) and, with `integerDigits` before them, they
    /// make at most 19 digits; otherwise nil. A coordinate's fraction (`-74.612867787652575`) is
    /// read as one or two eight-byte words whose places the length gives: no run to find.
    @inline(__always)
    static func wholeFraction(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, integerDigits: Int
    ) -> (value: UInt64, count: Int)? {
        let count = text.count &- start
        guard count >= 8, integerDigits &+ count <= maximumDigits,
              let value = unsafe DecimalDigits.trailingDigits(text, count: count) else { return nil }
        return (value, count)
    }

    /// More than 19 significant digits: keeps the first 19 and notes whether
    /// any dropped digit is nonzero. Linear in the text's length.
    @inline(never)
    init(scanningManyDigits text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        var index = 0
        isNegative = unsafe count > 0 && text[0] == UInt8(ascii: "-")
        if isNegative { index = 1 }

        var significand: UInt64 = 0
        var keptDigits = 0  // significant digits in `significand`; leading zeros do not count
        var scale = 0  // + integer digits dropped, - fraction digits kept
        var isTruncated = false

        // The arithmetic below cannot overflow: `significand` holds at most 19
        // digits, `keptDigits` is at most 19, `index` and `scale` are bounded by
        // the text's length.
        func scanDigits(inFraction: Bool) {
            while index < count {
                let digit = unsafe text[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return }
                if keptDigits < Self.maximumDigits {
                    significand = significand &* 10 &+ UInt64(digit)
                    if significand != 0 { keptDigits &+= 1 }
                    if inFraction { scale &-= 1 }
                } else {
                    if !inFraction { scale &+= 1 }
                    if digit != 0 { isTruncated = true }
                }
                index &+= 1
            }
        }

        scanDigits(inFraction: false)
        if index < count, unsafe text[index] == UInt8(ascii: ".") {
            index &+= 1
            scanDigits(inFraction: true)
        }
        self.significand = significand
        self.exponent = unsafe DecimalExponent.parse(text, at: index).saturatingAdd(scale)
        self.isTruncated = isTruncated
    }
}
