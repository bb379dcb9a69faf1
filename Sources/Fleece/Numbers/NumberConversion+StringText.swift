// Memory safety, for every `unsafe` in this file: `token` and `text` are lent by the caller for
// the call and read at indices checked against their counts; nothing keeps them. The temporary
// buffer of `rewritingDecimal` is written below its capacity (see `rewriteDecimal`) and lent to
// `body` only for the call.
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

    /// The text of a string (`"-79.94268"`) read as a number by the lenient conversions: nil
    /// unless it is decimal number text (`rewritingDecimal(_:_:)`) whose value a `Double` holds, as a
    /// JSON number's must be: beyond the largest finite value (`1e400`) or too close to zero for
    /// anything but 0 (`1e-400`) gives nil, as `NaN`, `inf`, `0x1p3` and `n/a` do. Correctly
    /// rounded (ties to even). Text in JSON's number grammar, nearly all of it, is read in place
    /// by the parser's conversion (`double(_:)`); other decimal text (`+1.5`, `.5`, `007`) is
    /// first rewritten in that grammar in a temporary buffer (on the stack at any usual length).
    /// Allocates nothing on the heap.
    ///
    /// Always inlined, and the rewriting kept out of line: the common case costs what reading a
    /// JSON number in a string cost before (`isJSONNumber`, then `double`), plus the range check.
    @inline(__always)
    static func decimalDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        if unsafe isJSONNumber(text) { return unsafe heldDouble(text) }
        return unsafe rewrittenDecimalDouble(text)
    }

    /// `decimalDouble(_:)` of text outside JSON's grammar.
    @inline(never)
    static func rewrittenDecimalDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        unsafe rewritingDecimal(text) { unsafe heldDouble($0) } ?? nil
    }

    /// `decimalDouble(_:)` for a `Float`, rounded once from the text (`1e39` is beyond it).
    static func decimalFloat(_ text: UnsafeBufferPointer<UInt8>) -> Float? {
        if unsafe isJSONNumber(text) { return unsafe heldFloat(text) }
        return unsafe rewritingDecimal(text) { unsafe heldFloat($0) } ?? nil
    }

    /// Whether `text` is decimal number text, and whether its value is zero (no nonzero digit),
    /// without converting it: what a floating-point type other than `Double` and `Float` checks
    /// before and after its own `init?(_:)` (nil when the text is not decimal number text).
    static func decimalTextIsZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if unsafe isJSONNumber(text) { return unsafe !hasNonzeroDigit(text) }
        return unsafe rewritingDecimal(text) { unsafe !hasNonzeroDigit($0) }
    }

    /// The `Double` of a number's text (JSON's grammar) when it holds the number: finite, and 0
    /// only for a zero (see `JSON.Number.held(_:)`).
    @inline(__always)
    static func heldDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let value = unsafe double(text)
        // Finite and not zero, the common case, in one unsigned compare of the magnitude's bits.
        let magnitude = value.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        if magnitude &- 1 < 0x7FEF_FFFF_FFFF_FFFF { return value }
        return unsafe magnitude == 0 && !hasNonzeroDigit(text) ? value : nil
    }

    /// `heldDouble(_:)` for a `Float`.
    static func heldFloat(_ text: UnsafeBufferPointer<UInt8>) -> Float? {
        let value = unsafe float(text)
        guard value.isFinite else { return nil }
        return unsafe value != 0 || !hasNonzeroDigit(text) ? value : nil
    }

    /// Whether a digit of the significand (before any exponent) is not 0.
    static func hasNonzeroDigit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for unsafe byte in unsafe text {
            if byte | 0x20 == UInt8(ascii: "e") { return false }
            if byte &- UInt8(ascii: "1") < 9 { return true }
        }
        return false
    }

    /// Decimal number text, as the lenient conversions accept it in a string: an optional sign
    /// (`-` or `+`), digits with an optional decimal point and digits on at least one side of it
    /// (`12`, `12.5`, `.5`, `5.`; leading zeros allowed: `007`), and an optional exponent (`e` or
    /// `E`, an optional sign, digits). The decimal numbers `Double(text)` reads, without its
    /// other forms (`nan`, `inf`, `infinity`, hexadecimal `0x1p3`); no whitespace.
    ///
    /// `body` is called with the same number in JSON's grammar (`+1.5` is `1.5`, `.5` is `0.5`,
    /// `5.` is `5`, `007` is `7`), written in a temporary buffer; nil when `text` is not
    /// decimal number text.
    static func rewritingDecimal<R>(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        // The rewriting is at most one byte longer (`.5` is `0.5`).
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count &+ 1) { output in
            guard let count = unsafe rewriteDecimal(text, into: output) else { return nil }
            return unsafe body(UnsafeBufferPointer(rebasing: output[0 ..< count]))
        }
    }

    /// Writes decimal number text (see `rewritingDecimal(_:_:)`) into `output`, which has room
    /// for `text.count + 1` bytes, in JSON's number grammar; the count written, or nil when the
    /// text is not decimal number text.
    static func rewriteDecimal(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let count = text.count
        var index = 0
        var written = 0
        func isDigit(_ at: Int) -> Bool { unsafe at < count && text[at] &- UInt8(ascii: "0") < 10 }
        func copy(_ range: Range<Int>) {
            for offset in range {
                unsafe output[written] = text[offset]
                written &+= 1
            }
        }
        if index < count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            if unsafe text[index] == UInt8(ascii: "-") { copy(index ..< index &+ 1) }
            index &+= 1
        }
        let integerStart = index
        while unsafe index < count && text[index] == UInt8(ascii: "0") { index &+= 1 }
        let significantStart = index
        while isDigit(index) { index &+= 1 }
        let integerDigits = index &- integerStart
        if index == significantStart {
            unsafe output[written] = UInt8(ascii: "0")
            written &+= 1
        } else {
            copy(significantStart ..< index)
        }
        var fractionDigits = 0
        if index < count, unsafe text[index] == UInt8(ascii: ".") {
            let point = index
            index &+= 1
            while isDigit(index) { index &+= 1 }
            fractionDigits = index &- point &- 1
            if fractionDigits > 0 { copy(point ..< index) }
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if index < count, unsafe text[index] | 0x20 == UInt8(ascii: "e") {
            let exponentStart = index
            index &+= 1
            if index < count, unsafe text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index &+= 1 }
            let digitsStart = index
            while isDigit(index) { index &+= 1 }
            guard index > digitsStart else { return nil }
            copy(exponentStart ..< index)
        }
        return index == count ? written : nil
    }
}
