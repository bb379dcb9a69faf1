extension JSON {
    /// Parses UTF-8 JSON text: `[UInt8]`, `ArraySlice<UInt8>`, Foundation's `Data`, any collection of bytes.
    ///
    /// Strict RFC 8259: any value at the top level, the exact number grammar, every escape
    /// (surrogate pairs included), valid UTF-8, no comments, no trailing commas, nothing but
    /// whitespace after the value. Two choices the RFC leaves open: a leading UTF-8 byte-order
    /// mark is skipped, and a `\u` escape of a lone surrogate is rejected, since it names no character.
    ///
    /// ```swift
    /// let json = try JSON(parsing: Array(#"{"id": 7}"#.utf8))
    /// ```
    ///
    /// An `[UInt8]` is kept without copying; other collections are copied once.
    /// - Throws: ``JSONSyntaxError`` naming what was expected and found, with the line and column.
    // Inlinable, so that the caller's module specializes it for its `Bytes`: the cast of an
    // `[UInt8]` to itself then vanishes, and another collection is copied by its own code. Not
    // inlinable, the generic body asked the runtime for the cast on every call (~115 instructions
    // of a JSON Lines record's ~2,700 of parsing; callgrind, `decode-probe event-log 3 natural`).
    @inlinable
    public init<Bytes: Collection<UInt8>>(parsing bytes: Bytes, options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) {
        self = try JSONDocument.parse((bytes as? [UInt8]) ?? Swift.Array(bytes), options: options).root
    }

    /// Parses JSON text held in a `String` or a `Substring` (a body after a prefix such as
    /// `)]}'` is dropped); see ``init(parsing:options:)-(Bytes,_)``.
    ///
    /// ```swift
    /// let json = try JSON(parsing: body.dropFirst(5))
    /// ```
    /// - Throws: ``JSONSyntaxError`` naming what was expected and found, with the line and column.
    // Inlinable, so that a `String` caller's module specializes it as the `String` form it
    // replaced was compiled.
    @inlinable
    public init<Text: StringProtocol>(parsing text: Text, options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) {
        self = try JSONDocument.parse(Swift.Array(text.utf8), options: options).root
    }
}

extension JSONDocument {
    /// Parses `storage` into a document, which keeps it; decoders that walk the index directly
    /// start here.
    /// - Throws: ``JSONSyntaxError``.
    @usableFromInline
    package static func parse(_ storage: [UInt8], options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) -> JSONDocument {
        // Memory safety: `Parser.parse` uses the lent buffer only during the closure and returns
        // entries and offsets, no pointer.
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        if storage.count > limit {
            throw JSONSyntaxError(
                kind: .tooLarge(limit: limit), expected: "at most \(limit) bytes of input",
                found: "\(storage.count) bytes", offset: 0, line: 1, column: 1)
        }
        let parsed: (entries: [Entry], rootIndex: Int)
        // A small text fills the index array a document that went away left (`SpareEntries`).
        // Moved into the parser (`exchange`), not copied: a second reference would make
        // emptying it reallocate.
        var spare = SpareEntries.take(forInputOf: storage.count)
        do {
            parsed = try unsafe storage.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                try unsafe Parser.parse(buffer, options: options, reusing: exchange(&spare, with: []))
            }
        } catch {
            // Trailing commas are read by the JSON5 parser in JSON's grammar, only where the strict
            // parser stops: the strict one never tests for them.
            guard options.allowsTrailingCommas else { throw error }
            return try JSONSyntaxError.furthest(error) { () throws(JSONSyntaxError) in
                try JSON5Parser.parse(storage, options: options, json5: false, assumesTopLevelDictionary: false, lazyValues: false)
            }
        }
        return JSONDocument(bytes: storage, entries: parsed.entries, rootIndex: parsed.rootIndex, hasSourceText: true)
    }
}

extension JSONSyntaxError {
    /// The result of `second`, a more lenient reading of text on which the strict parser threw
    /// `first`; if it fails too, the error of the reading that got further (the strict parser's
    /// messages where both stop at the same place).
    static func furthest<T>(_ first: JSONSyntaxError, _ second: () throws(JSONSyntaxError) -> T) throws(JSONSyntaxError) -> T {
        do {
            return try second()
        } catch {
            throw error.offset > first.offset ? error : first
        }
    }
}
