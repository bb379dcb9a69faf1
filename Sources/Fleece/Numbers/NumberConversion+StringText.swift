// Memory safety, for every `unsafe` in this file: `token` and `text` are lent by the caller for
// the call and read at indices checked against their counts; nothing keeps them.
extension NumberConversion {
    /// RFC 8259's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < token.count, unsafe token[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        if index < token.count, unsafe token[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, unsafe integerDigits == 1 || token[integerStart] != UInt8(ascii: "0") else { return false }
        if index < token.count, unsafe token[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < token.count, unsafe token[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < token.count, unsafe token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == token.count
    }

    /// The text of a string (`"3406"`) as `Int64(text)` reads it, when it is an optional minus
    /// sign and 1 to 18 digits; nil for any other text, which the caller converts with the
    /// initializer itself (`+5`, 19 digits, `12.0`, `n/a`).
    static func plainInt64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard let plain = unsafe plainDigits(text, maximumCount: 18) else { return nil }
        let value = Int64(truncatingIfNeeded: plain.magnitude)
        return plain.isNegative ? 0 &- value : value
    }

    /// The text of a string (`"-79.94268"`) as `Double(text)` reads it, when it is in JSON's
    /// number grammar, where both give the nearest `Double` (ties to even, infinity beyond the
    /// largest finite value); nil for any other text, which the caller converts with the
    /// initializer itself (`+1`, `.5`, `inf`, `0x1p3`, `n/a`).
    static func jsonNumberDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard unsafe isJSONNumber(text) else { return nil }
        return unsafe double(text)
    }
}
