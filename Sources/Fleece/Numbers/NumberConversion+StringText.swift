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

extension JSONDocument {
    /// The string value at `entry` read as `T(text)` reads it when `T` is `Int`, `Int64` or
    /// `Double` and the text is one both read alike (`plainInt64(inStringAt:)`,
    /// `jsonNumberDouble(inStringAt:)`); nil otherwise (the caller converts the string itself).
    /// Inlinable: specialized for `T`, the type tests fold away and one call remains.
    @inlinable
    func number<T>(inStringAt entry: Int, as type: T.Type) -> T? {
        if T.self == Int.self { return Self.same(plainInt64(inStringAt: entry).flatMap { Int(exactly: $0) }, as: T.self) }
        if T.self == Int64.self { return Self.same(plainInt64(inStringAt: entry), as: T.self) }
        if T.self == Double.self { return Self.same(jsonNumberDouble(inStringAt: entry), as: T.self) }
        return nil
    }

    /// The string value at `entry` read as `Int64(text)` reads it, without making the `String`,
    /// when its text has no escape and is a plain integer (`NumberConversion.plainInt64`); nil
    /// otherwise, and for any other kind of value (the caller makes the string and converts it).
    @usableFromInline
    func plainInt64(inStringAt entry: Int) -> Int64? {
        // Memory safety: the text is read within this call, while `self` keeps it alive.
        let value = unsafe entries[entry]
        guard value.kind == .string, !value.hasEscapes else { return nil }
        return unsafe NumberConversion.plainInt64(unsafeText(from: value.contentOffset, count: value.length))
    }

    /// The string value at `entry` read as `Double(text)` reads it, without making the `String`,
    /// when its text has no escape and is a JSON number (`NumberConversion.jsonNumberDouble`);
    /// nil otherwise, as `plainInt64(inStringAt:)`.
    @usableFromInline
    func jsonNumberDouble(inStringAt entry: Int) -> Double? {
        // Memory safety: the text is read within this call, while `self` keeps it alive.
        let value = unsafe entries[entry]
        guard value.kind == .string, !value.hasEscapes else { return nil }
        return unsafe NumberConversion.jsonNumberDouble(unsafeText(from: value.contentOffset, count: value.length))
    }
}

extension DocumentDecoder {
    /// `JSONDocument.number(inStringAt:as:)` for the decoder's entries and text (a stream's
    /// record is read where it lies in the stream's buffer, not in a document's own bytes).
    @inline(__always)
    func number<T>(inStringAt index: Int, as type: T.Type) -> T? {
        // Memory safety: the entry and its text are the decoder's, lent for the decode in
        // progress (see `DocumentDecoder.entries`), and read within this call.
        let entry = unsafe entries[index]
        guard entry.kind == .string, !entry.hasEscapes else { return nil }
        let text = unsafe rawText(entry)
        if T.self == Int.self { return JSONDocument.same(unsafe NumberConversion.plainInt64(text).flatMap { Int(exactly: $0) }, as: T.self) }
        if T.self == Int64.self { return JSONDocument.same(unsafe NumberConversion.plainInt64(text), as: T.self) }
        if T.self == Double.self { return JSONDocument.same(unsafe NumberConversion.jsonNumberDouble(text), as: T.self) }
        return nil
    }
}
