// Memory safety, for every `unsafe` in this file: the token is a buffer lent by the parser for the
// call, read at indices checked against `token.count` (or through slices and `Collection` methods
// of it, which check their own bounds), and copied into arrays before it returns.
/// A JSON5 number token, checked and rewritten in JSON's number grammar for the index.
///
/// `+1` is `1`, `.5` is `0.5`, `5.` is `5`, `0x1F` is `31` (hexadecimal up to `UInt64.max`, as
/// Foundation reads it), `-0x0` is `0` (Foundation decodes it as +0.0). `Infinity`, `-Infinity`,
/// `NaN` and `-NaN` (with or without `+`) are kept as words and flagged: only floating-point types
/// decode them.
struct JSON5Number {
    /// The number in JSON's grammar, or the word for the non-finite values.
    var text: [UInt8]
    var hasFractionOrExponent: Bool
    var isNonFinite: Bool
    var isHexadecimal: Bool

    /// Nil when `token` is not a JSON5 number.
    init?(_ token: UnsafeBufferPointer<UInt8>) {
        guard let (text, fraction, nonFinite) = unsafe Self.rewrite(token) else { return nil }
        self.text = text
        hasFractionOrExponent = fraction
        isNonFinite = nonFinite
        let digits = unsafe token.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        isHexadecimal = unsafe digits.count > 1 && digits.first == UInt8(ascii: "0") && digits.dropFirst().first.map { $0 | 0x20 } == UInt8(ascii: "x")
    }

    private static func rewrite(_ token: UnsafeBufferPointer<UInt8>) -> (text: [UInt8], fraction: Bool, nonFinite: Bool)? {
        var index = 0
        var negative = false
        if index < token.count, unsafe token[index] == UInt8(ascii: "-") || token[index] == UInt8(ascii: "+") {
            negative = unsafe token[index] == UInt8(ascii: "-")
            index += 1
        }
        let rest = unsafe token[index...]
        let sign: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if unsafe rest.elementsEqual("Infinity".utf8) { return (sign + Array("Infinity".utf8), true, true) }
        if unsafe rest.elementsEqual("NaN".utf8) { return (sign + Array("NaN".utf8), true, true) }

        if unsafe rest.count >= 2, unsafe rest.first == UInt8(ascii: "0"), unsafe rest[rest.startIndex + 1] | 0x20 == UInt8(ascii: "x") {
            let digits = unsafe rest.dropFirst(2)
            guard unsafe !digits.isEmpty else { return nil }
            var magnitude: UInt64 = 0
            for unsafe byte in unsafe digits {
                guard let digit = hexDigitValue(byte) else { return nil }
                let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 16)
                guard !overflow else { return nil }
                magnitude = shifted | UInt64(digit)
            }
            return ((negative && magnitude != 0 ? sign : []) + Array(String(magnitude).utf8), false, false)
        }

        func digits(from start: Int) -> Int {
            var end = start
            while end < token.count, unsafe token[end] &- UInt8(ascii: "0") < 10 { end += 1 }
            return end
        }
        let integerEnd = digits(from: index)
        let integer = unsafe token[index..<integerEnd]
        if unsafe integer.count > 1, unsafe integer.first == UInt8(ascii: "0") { return nil }
        index = integerEnd
        var fraction: ArraySlice<UInt8> = []
        var hasPoint = false
        if index < token.count, unsafe token[index] == UInt8(ascii: ".") {
            hasPoint = true
            let fractionEnd = digits(from: index + 1)
            fraction = unsafe Array(token[(index + 1)..<fractionEnd])[...]
            index = fractionEnd
        }
        // A leading point needs digits after it; a trailing point needs digits before it.
        guard unsafe !integer.isEmpty || (hasPoint && !fraction.isEmpty) else { return nil }
        var exponent: [UInt8] = []
        if index < token.count, unsafe token[index] | 0x20 == UInt8(ascii: "e") {
            exponent.append(UInt8(ascii: "e"))
            index += 1
            if index < token.count, unsafe token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
                unsafe exponent.append(token[index])
                index += 1
            }
            let exponentEnd = digits(from: index)
            guard exponentEnd > index else { return nil }
            unsafe exponent.append(contentsOf: token[index..<exponentEnd])
            index = exponentEnd
        }
        guard index == token.count else { return nil }
        var text = sign
        if unsafe integer.isEmpty { text.append(UInt8(ascii: "0")) } else { unsafe text.append(contentsOf: integer) }
        if !fraction.isEmpty {
            text.append(UInt8(ascii: "."))
            text.append(contentsOf: fraction)
        }
        text.append(contentsOf: exponent)
        // `JSONDecoder` takes a number that converts to zero as zero, or as too small, by a scan
        // of its text as written (`FoundationZeroScan`), which the rewriting moves
        // (`0.e1` and `+0e1` are zero there, their rewriting `0e1` is not): such a zero is
        // written so that it stays one.
        let digitsAreZero = unsafe (integer + fraction).allSatisfy { $0 == UInt8(ascii: "0") }
        if digitsAreZero, !exponent.isEmpty,
           unsafe FoundationZeroScan.isZero(token), unsafe !text.withUnsafeBufferPointer({ unsafe FoundationZeroScan.isZero($0) }) {
            return (sign + Array("0.0".utf8), true, false)
        }
        return (text, !fraction.isEmpty || !exponent.isEmpty, false)
    }
}
