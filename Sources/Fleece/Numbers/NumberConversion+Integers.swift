// Memory safety, for every `unsafe` in this file: `text` is a number's text lent by the caller for
// the call, read at indices checked against its count (or at offsets found by scanning it); nothing
// keeps it.
extension NumberConversion {
    /// The value when it is mathematically an integer in Int64's range:
    /// `1e2` is 100, `1.0` is 1, `-0` is 0, `0e99999` is 0; `15e-1`, `12.5`,
    /// `1e400` and `9223372036854775808` give nil.
    static func int64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        // 18 digits stay below 10^18 < Int64.max.
        guard let plain = unsafe plainDigits(text, maximumCount: 18) else { return unsafe exactInteger(text, as: Int64.self) }
        let value = Int64(truncatingIfNeeded: plain.magnitude)
        return plain.isNegative ? 0 &- value : value
    }

    /// The value when it is mathematically an integer in UInt64's range:
    /// `18446744073709551615` and `-0` convert; `18446744073709551616` and `-1` give nil.
    static func uint64(_ text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        // 19 digits stay below 10^19 < UInt64.max.
        guard let plain = unsafe plainDigits(text, maximumCount: 19) else { return unsafe exactInteger(text, as: UInt64.self) }
        return plain.isNegative && plain.magnitude != 0 ? nil : plain.magnitude
    }

    /// The common case: an optional minus sign and at most `maximumCount`
    /// digits, nothing else, read in one loop without allocating. Nil for any
    /// other text, which the general path handles.
    @inline(__always)
    static func plainDigits(
        _ text: UnsafeBufferPointer<UInt8>, maximumCount: Int
    ) -> (isNegative: Bool, magnitude: UInt64)? {
        let count = text.count
        let isNegative = unsafe count > 0 && text[0] == UInt8(ascii: "-")
        let start = isNegative ? 1 : 0
        let digitCount = count &- start
        // Most integers have 1 to 16 digits and a text of eight bytes or more to load from: read
        // in one or two eight-byte words whose places are known from the length, no run to find.
        if digitCount > 0, digitCount <= 16, count >= 8 {
            guard let magnitude = unsafe DecimalDigits.trailingDigits(text, count: digitCount) else { return nil }
            return (isNegative, magnitude)
        }
        var magnitude: UInt64 = 0
        var index = start
        unsafe DecimalDigits.accumulate(text, at: &index, into: &magnitude)
        // Exact only when the whole run was short enough not to wrap.
        guard index == count, index > start, index &- start <= maximumCount else { return nil }
        return (isNegative, magnitude)
    }

    /// The value as any fixed-width integer type when it is mathematically an
    /// integer in that type's range: `integer(text, as: UInt8.self)` is nil for `256`.
    static func integer<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        guard T.bitWidth <= 64 else { return unsafe exactInteger(text, as: T.self) }
        if T.isSigned {
            return unsafe int64(text).flatMap { T(exactly: $0) }
        }
        return unsafe uint64(text).flatMap { T(exactly: $0) }
    }

    /// The general path, kept out of line so the plain-digit loops stay small:
    /// fractions, exponents, long digit strings.
    @inline(never)
    static func exactInteger<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        unsafe DecimalLayout(scanning: text).integer(in: text, as: T.self)
    }
}
