// Memory safety, for every `unsafe` in this file: `text` is a value's text lent by the decoder for
// the call, read at indices checked against `text.count` first (or by its own `first`, `last` and
// iteration).
/// How `JSONDecoder` turns the JSON5 values that JSON has no form for into Swift numbers: the
/// entries the JSON5 parser flags (see `Entry.Flags.json5Special`). Reached only through those
/// flags, so JSON decoding never comes here.
enum JSON5Scalars {
    /// An integer from a flagged entry whose text was not a plain integer in range.
    static func integer<T: FixedWidthInteger>(_ entry: Entry, text: UnsafeBufferPointer<UInt8>, as type: T.Type) throws(ScalarFailure) -> T {
        if entry.tag & Entry.Flags.malformedString != 0 { throw .typeMismatch }
        if entry.tag & Entry.Flags.malformedNumber != 0 {
            // Hexadecimal beyond 64 bits, exactly, as `JSONDecoder` reads it into `Int128` and
            // `UInt128` (found by an outside tester: `0x7FFF…FFFF`, 32 digits, was refused as
            // "more than Int128.max").
            if unsafe isHexadecimalInteger(text) {
                var digits = unsafe Substring(String(decoding: text, as: UTF8.self))
                let sign = digits.first == "-" ? "-" : ""
                if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
                guard let value = T(sign + digits.dropFirst(2), radix: 16) else { throw .notRepresentable }
                return value
            }
            // `JSONDecoder` reads such a token for an integer type with `strtod`, which takes C's
            // hexadecimal floats: `0x2.` is 2 and `0x1p3` is 8 as an `Int` (not as a `Double`).
            guard let value = unsafe hexadecimalFloat(text) else { throw .malformed }
            // Beyond 2^53 `JSONDecoder` wants the exact decimal text, which this is not.
            guard value.magnitude < FoundationNumberRules.exactDoubleIntegerLimit, let integer = T(exactly: value) else {
                throw .notRepresentable
            }
            return integer
        }
        // `Infinity`, `NaN`, and hexadecimal out of range (in range it took the plain path).
        throw .notRepresentable
    }

    /// Whether `text` is a JSON5 hexadecimal integer, `[+-]0x<hex digits>` (no point, no `p`).
    static func isHexadecimalInteger(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if unsafe text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+") { start = 1 }
        guard text.count > start + 2, unsafe text[start] == UInt8(ascii: "0"), unsafe text[start + 1] | 0x20 == UInt8(ascii: "x") else {
            return false
        }
        for index in start + 2..<text.count where unsafe hexDigitValue(text[index]) == nil { return false }
        return true
    }

    /// The value of a whole C hexadecimal float, `[+-]0x<hex>[.<hex>][p[+-]<decimal>]`, or nil.
    static func hexadecimalFloat(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < text.count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = unsafe text[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index + 1 < text.count, unsafe text[index] == UInt8(ascii: "0"), unsafe text[index + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        index += 2
        var value = 0.0
        var digits = 0
        var scale = 1.0
        var inFraction = false
        // A digit first: `0x.8` is not read.
        guard index < text.count, unsafe hexDigitValue(text[index]) != nil else { return nil }
        while index < text.count {
            if unsafe text[index] == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else if let digit = unsafe hexDigitValue(text[index]) {
                if inFraction { scale /= 16 }
                value = value * 16 + Double(digit)
                digits += 1
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        var exponent = 0
        if index < text.count, unsafe text[index] | 0x20 == UInt8(ascii: "p") {
            index += 1
            var exponentNegative = false
            if index < text.count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                exponentNegative = unsafe text[index] == UInt8(ascii: "-")
                index += 1
            }
            let start = index
            while index < text.count, unsafe text[index] &- UInt8(ascii: "0") < 10 {
                exponent = unsafe min(exponent * 10 + Int(text[index] &- UInt8(ascii: "0")), 100_000)
                index += 1
            }
            guard index > start else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == text.count else { return nil }
        let result = value * scale * Double(sign: .plus, exponent: exponent, significand: 1)
        return negative ? -result : result
    }

    /// A float from a flagged entry: `Infinity` and `NaN` as such (`-NaN` keeps its sign bit, as
    /// `JSONDecoder` keeps it), hexadecimal only when the float holds it exactly (so
    /// `0x7FFFFFFFFFFFFFFF` fails for `Double` while `0x8000000000000000` decodes, as there).
    static func floatingPoint<T: BinaryFloatingPoint>(_ entry: Entry, text: UnsafeBufferPointer<UInt8>, as type: T.Type) throws(ScalarFailure) -> T {
        if entry.tag & Entry.Flags.malformedString != 0 { throw .typeMismatch }
        if entry.tag & Entry.Flags.malformedNumber != 0 {
            // Hexadecimal beyond 64 bits is a number `JSONDecoder` does not read as a float,
            // not text that is no JSON5.
            throw unsafe isHexadecimalInteger(text) ? .notRepresentable : .malformed
        }
        let negative = unsafe text.first == UInt8(ascii: "-")
        if entry.tag & Entry.Flags.nonFinite != 0 {
            let magnitude: T = unsafe text.last == UInt8(ascii: "N") ? .nan : .infinity
            return negative ? -magnitude : magnitude
        }
        // Hexadecimal, written as decimal digits of at most `UInt64.max`.
        var magnitude: UInt64 = 0
        for unsafe byte in unsafe text where byte != UInt8(ascii: "-") {
            magnitude = magnitude &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        }
        guard let value = T(exactly: magnitude) else { throw .notRepresentable }
        return negative ? -value : value
    }
}
