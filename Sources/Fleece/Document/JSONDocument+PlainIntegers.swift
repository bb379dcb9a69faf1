extension JSONDocument {
    /// The number entry at `index` read as a sign and a magnitude when its text is an optional
    /// minus sign and 1 to 19 digits, nothing else (`12`, `-0`, `9999999999999999999`); nil for
    /// any other text (a fraction, an exponent, 20 digits and more), which the general conversion
    /// reads. For the texts it accepts, that conversion gives the same sign and magnitude; a
    /// magnitude of 19 digits may be beyond `Int64` (10^19 - 1 is within `UInt64`), which the
    /// caller checks.
    ///
    /// Why: reading a short integer through `JSON.Number`'s accessors was three calls (the
    /// accessor, its `withText`, the conversion) and about 120 instructions around the digits.
    /// Up to 19 digits, not 16: ids of 17 to 19 digits (Twitter's, Discord's) took the general
    /// conversion, out of line, about 270 instructions more each.
    /// Inlinable, so ``JSON/Number/int64`` and the accessors built on it read such a number
    /// where they are called, in the caller's module, and call out only for the others.
    @inlinable @inline(__always)
    package func plainInteger(atNumber index: Int) -> (isNegative: Bool, magnitude: UInt64)? {
        unsafe plainInteger(of: entries[index])
    }

    /// `plainInteger(atNumber:)` for an entry of this document already read.
    @inlinable @inline(__always)
    func plainInteger(of entry: Entry) -> (isNegative: Bool, magnitude: UInt64)? {
        // A fraction or an exponent, flagged by the parser: nothing to load for what cannot be
        // plain (a coordinate's `double` pays only this test).
        guard entry.isPlainInteger else { return nil }
        let start = Int(entry.offset)
        let count = Int(truncatingIfNeeded: entry.payload)
        // Memory safety: the pointer leaves the closure, as in `unsafeText(from:count:)`, and is
        // used only in this call, while `self` (which the caller holds) keeps `bytes` alive and
        // unchanged. Every read is within `bytes`: the text `start ..< end` is checked against
        // its count, and `digits(endingAt:count:)` reads eight bytes before `end` (`end >= 8`)
        // and, for more than eight digits, eight from `end - min(digitCount, 16)` and for more
        // than 16 eight from the first digit, which all lie within the text.
        let text = unsafe bytes.withUnsafeBufferPointer { unsafe $0 }
        let end = start &+ count
        // At most a sign and 19 digits; eight bytes before the end to load, which only a number
        // at the very start of a short input lacks (it takes the general path).
        guard count > 0, count <= 20, end >= 8, end <= text.count, let base = text.baseAddress else { return nil }
        let isNegative = unsafe base[start] == UInt8(ascii: "-")
        let digitCount = isNegative ? count &- 1 : count
        guard digitCount > 0, digitCount <= 19,
              let magnitude = unsafe DecimalDigits.digits(endingAt: base + end, count: digitCount) else { return nil }
        return (isNegative, magnitude)
    }
}
