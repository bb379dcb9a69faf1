/// Reads runs of ASCII digits quickly: eight at a time in a UInt64 ("SWAR",
/// SIMD within a register), loaded little-endian so the first digit is in the
/// lowest byte.
// `@usableFromInline`: the plain-integer fast path (`JSONDocument.plainInteger(atNumber:)`) is
// inlined into callers of `JSON.Number`'s accessors, in other modules.
@usableFromInline
enum DecimalDigits {
    /// Adds the run of digits starting at `index` to `value` (as if appending
    /// them to its decimal text, wrapping on overflow) and moves `index` past
    /// the run. Callers that need an exact value check the run's length.
    @inline(__always)
    static func accumulate(_ text: UnsafeBufferPointer<UInt8>, at index: inout Int, into value: inout UInt64) {
        // Memory safety: `text` is lent for the call; each 8-byte load is at `index` with
        // `index + 8 <= count`, or at `count - 8` when `count >= 8`; single bytes below `count`.
        let count = text.count
        guard count >= 8, let base = text.baseAddress else {
            // Too short for an eight-byte load: one digit at a time.
            while index < count {
                let digit = unsafe text[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return }
                value = value &* 10 &+ UInt64(digit)
                index &+= 1
            }
            return
        }
        // Whole blocks of eight digits, tested with one compare: no run length, no power of ten
        // looked up (the general step below was about 50 instructions a block, this about 20).
        while count &- index >= 8 {
            let digits = unsafe UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                ^ 0x3030_3030_3030_3030
            let notDigits = nonDigitBytes(digits)
            guard notDigits == 0 else {
                // The run ends inside this block.
                let run = notDigits.trailingZeroBitCount &>> 3
                if run > 0 {
                    value = value &* powerOfTen(run) &+ valueOfEightDigits(digits &<< (8 &* (8 &- run)))
                    index &+= run
                }
                return
            }
            value = value &* 100_000_000 &+ valueOfEightDigits(digits)
            index &+= 8
        }
        guard index < count else { return }
        // Fewer than eight bytes left: the last eight of the text, shifted so that the unread
        // ones come first and zeros (not digits) follow.
        let available = count &- index
        let lastEight = unsafe UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
        let digits = (lastEight &>> (8 &* (8 &- available))) ^ 0x3030_3030_3030_3030
        let run = leadingDigitCount(digits)
        guard run > 0 else { return }
        // Drop the bytes after the run; the zeros shifted in act as leading zeros.
        value = value &* powerOfTen(run) &+ valueOfEightDigits(digits &<< (8 &* (8 &- run)))
        index &+= run
    }

    /// The value of the last `digitCount` bytes of `text` (1 to 16 of them) when all are digits,
    /// else nil; `text` has at least eight bytes. They are read as one or two eight-byte words
    /// whose places the length gives: the last eight bytes, with those before the digits cleared
    /// (to zero digits, which lead), and for more than eight digits the eight bytes where they
    /// start, shifted so that only the digits before the last eight remain.
    @inline(__always)
    static func trailingDigits(_ text: UnsafeBufferPointer<UInt8>, count digitCount: Int) -> UInt64? {
        let count = text.count
        guard digitCount > 0, digitCount <= 16, count >= 8, let base = text.baseAddress else { return nil }
        // Memory safety: the text has at least eight bytes, all of them before its end, which is
        // what `digits(endingAt:count:)` reads from.
        return unsafe digits(endingAt: base + count, count: digitCount)
    }

    /// The value of the `digitCount` bytes (1 to 19) just before `end` when all are digits, else
    /// nil. The eight bytes before `end` must be readable, for more than eight digits also the
    /// eight from `end - min(digitCount, 16)`, and for more than 16 the eight from
    /// `end - digitCount`: they are read as one to three eight-byte words whose places the count
    /// gives, the bytes before the digits cleared (to zero digits, which lead). Nineteen digits
    /// are below 10^19, which a `UInt64` holds.
    @inlinable @inline(__always) @unsafe
    static func digits(endingAt end: UnsafePointer<UInt8>, count digitCount: Int) -> UInt64? {
        // Memory safety: the caller guarantees every load is readable (see above): eight bytes
        // at `end - 8`, for more than eight digits eight at `end - min(digitCount, 16)`, and for
        // more than 16 eight at `end - digitCount`, each ending at or before `end`.
        let lastEight = unsafe UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
        var last = lastEight ^ 0x3030_3030_3030_3030
        // Fewer than eight digits: the bytes before them cleared, to zero digits, which lead.
        if digitCount < 8 { last &= UInt64.max &<< (8 &* (8 &- digitCount)) }
        var notDigits = nonDigitBytes(last)
        var value = valueOfEightDigits(last)
        if digitCount > 8 {
            let middleCount = min(digitCount, 16)
            let middleEight = unsafe UInt64(littleEndian: UnsafeRawPointer(end - middleCount).loadUnaligned(as: UInt64.self))
            let middle = (middleEight ^ 0x3030_3030_3030_3030) &<< (8 &* (16 &- middleCount))
            notDigits |= nonDigitBytes(middle)
            value = valueOfEightDigits(middle) &* 100_000_000 &+ value
            if digitCount > 16 {
                // The one to three digits before the last 16 (Twitter's and Discord's ids have up to 19).
                let topEight = unsafe UInt64(littleEndian: UnsafeRawPointer(end - digitCount).loadUnaligned(as: UInt64.self))
                let top = (topEight ^ 0x3030_3030_3030_3030) &<< (8 &* (24 &- digitCount))
                notDigits |= nonDigitBytes(top)
                value = valueOfEightDigits(top) &* 10_000_000_000_000_000 &+ value
            }
        }
        return notDigits == 0 ? value : nil
    }

    /// `digits(endingAt:count:)` for bytes already known to be digits (a number the strict parser
    /// checked): the same loads, no check.
    @inline(__always) @unsafe
    static func knownDigits(endingAt end: UnsafePointer<UInt8>, count digitCount: Int) -> UInt64 {
        // Memory safety: as in `digits(endingAt:count:)`, which states what the caller guarantees.
        var last = unsafe UInt64(littleEndian: UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self))
            ^ 0x3030_3030_3030_3030
        if digitCount < 8 { last &= UInt64.max &<< (8 &* (8 &- digitCount)) }
        guard digitCount > 8 else { return valueOfEightDigits(last) }
        let firstEight = unsafe UInt64(littleEndian: UnsafeRawPointer(end - digitCount).loadUnaligned(as: UInt64.self))
        let first = (firstEight ^ 0x3030_3030_3030_3030) &<< (8 &* (16 &- digitCount))
        return valueOfEightDigits(first) &* 100_000_000 &+ valueOfEightDigits(last)
    }

    /// The top bit of every byte whose digit value is 10 or more (see `leadingDigitCount`).
    @inlinable @inline(__always)
    static func nonDigitBytes(_ digits: UInt64) -> UInt64 {
        ((digits &+ 0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080
    }

    /// How many bytes, from the lowest, hold a digit value below 10.
    @inline(__always)
    static func leadingDigitCount(_ digits: UInt64) -> Int {
        // A byte's top bit ends up set exactly when the byte is 10 or more:
        // adding 0x76 sets it for 10...0x7F, the byte itself has it for 0x80...
        // A carry out of a byte only happens for bytes of 0x8A and more, which
        // are flagged themselves, and only disturbs later bytes.
        nonDigitBytes(digits).trailingZeroBitCount &>> 3
    }

    /// The value of eight digit values (0...9, one per byte), the lowest byte
    /// the most significant digit.
    @inlinable @inline(__always)
    static func valueOfEightDigits(_ digits: UInt64) -> UInt64 {
        // Byte k becomes 10 · d_k + d_(k+1), at most 99, so no byte carries;
        // the even bytes now hold the pairs d0d1, d2d3, d4d5, d6d7.
        let pairs = digits &* 10 &+ (digits &>> 8)
        // Bits 32...63 of the two products collect the pairs with their
        // weights, 10^6 · d0d1 + 100 · d4d5 and 10^4 · d2d3 + d6d7; the low
        // halves stay below 2^32, so nothing carries into the result.
        let pairMask: UInt64 = 0x0000_00FF_0000_00FF
        let firstAndThird = (pairs & pairMask) &* (100 &+ 1_000_000 &<< 32)
        let secondAndFourth = ((pairs &>> 16) & pairMask) &* (1 &+ 10_000 &<< 32)
        return (firstAndThird &+ secondAndFourth) &>> 32
    }

    /// 10^`exponent` for `exponent` in 1...8.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        // A load from a constant table (initialized statically, indexed by the low three bits, so
        // 8 is entry 0), where the switch this replaces was a jump per call.
        powersOfTen[exponent & 7]
    }

    /// 10^`exponent` for `exponent` in 0...19.
    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> UInt64 {
        exactPowersOfTen[exponent]
    }

    /// 10^0 through 10^19, every power of ten a UInt64 holds.
    static let exactPowersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// 10^8, then 10^1 through 10^7.
    static let powersOfTen: [UInt64] = [100_000_000, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
}
