// Reading a number held in a string (`"3406"`, `"-33.86882"`) for the lenient conversions
// (`<|~`, `convert`, `@Convertible`): in place, through `NumberConversion.plainInt64` (for the
// texts where `Int(text)` reads the same) and `decimalDouble`/`decimalFloat` (the rule itself: see
// `ConvertibleText.value(_:as:)`).

extension JSONDocument {
    /// The string value at `entry` read as `ConvertibleText.value(_:as:)` reads it, when `T` is
    /// a standard integer type and the text a plain integer it holds (`plainInt64(inStringAt:)`;
    /// a `UInt64` beyond `Int64.max` is nil here, and converted by the caller), or `T` is
    /// `Double` or `Float` (`decimalDouble(inStringAt:)`, `decimalFloat(inStringAt:)`); nil
    /// otherwise (the caller converts the string itself, with the same rule).
    /// Inlinable: specialized for `T`, the type tests fold away and one call remains.
    @inlinable
    func number<T>(inStringAt entry: Int, as type: T.Type) -> T? {
        if T.self == Int.self { return Self.same(plainInt64(inStringAt: entry).flatMap { Int(exactly: $0) }, as: T.self) }
        if T.self == Int64.self { return Self.same(plainInt64(inStringAt: entry), as: T.self) }
        if T.self == Double.self { return Self.same(decimalDouble(inStringAt: entry), as: T.self) }
        if T.self == Float.self { return Self.same(decimalFloat(inStringAt: entry), as: T.self) }
        if T.self == Int32.self { return Self.same(plainInt64(inStringAt: entry).flatMap { Int32(exactly: $0) }, as: T.self) }
        if T.self == UInt64.self { return Self.same(plainInt64(inStringAt: entry).flatMap { UInt64(exactly: $0) }, as: T.self) }
        if T.self == UInt.self { return Self.same(plainInt64(inStringAt: entry).flatMap { UInt(exactly: $0) }, as: T.self) }
        if T.self == UInt32.self { return Self.same(plainInt64(inStringAt: entry).flatMap { UInt32(exactly: $0) }, as: T.self) }
        if T.self == Int16.self { return Self.same(plainInt64(inStringAt: entry).flatMap { Int16(exactly: $0) }, as: T.self) }
        if T.self == UInt16.self { return Self.same(plainInt64(inStringAt: entry).flatMap { UInt16(exactly: $0) }, as: T.self) }
        if T.self == Int8.self { return Self.same(plainInt64(inStringAt: entry).flatMap { Int8(exactly: $0) }, as: T.self) }
        if T.self == UInt8.self { return Self.same(plainInt64(inStringAt: entry).flatMap { UInt8(exactly: $0) }, as: T.self) }
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

    /// The string value at `entry` read as a `Double` by the lenient rule, without making the
    /// `String`, when its text has no escape (`NumberConversion.decimalDouble`); nil otherwise,
    /// as `plainInt64(inStringAt:)`.
    @usableFromInline
    func decimalDouble(inStringAt entry: Int) -> Double? {
        // Memory safety: the text is read within this call, while `self` keeps it alive.
        let value = unsafe entries[entry]
        guard value.kind == .string, !value.hasEscapes else { return nil }
        return unsafe NumberConversion.decimalDouble(unsafeText(from: value.contentOffset, count: value.length))
    }

    /// `decimalDouble(inStringAt:)` for a `Float`.
    @usableFromInline
    func decimalFloat(inStringAt entry: Int) -> Float? {
        // Memory safety: the text is read within this call, while `self` keeps it alive.
        let value = unsafe entries[entry]
        guard value.kind == .string, !value.hasEscapes else { return nil }
        return unsafe NumberConversion.decimalFloat(unsafeText(from: value.contentOffset, count: value.length))
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
        if T.self == Double.self { return JSONDocument.same(unsafe NumberConversion.decimalDouble(text), as: T.self) }
        if T.self == Float.self { return JSONDocument.same(unsafe NumberConversion.decimalFloat(text), as: T.self) }
        return nil
    }
}
