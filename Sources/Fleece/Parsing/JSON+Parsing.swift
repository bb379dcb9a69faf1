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
    public init<Bytes: Collection<UInt8>>(parsing bytes: Bytes, options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) {
        self = try JSONDocument.parse(bytes, options: options).root
    }

    /// Parses JSON text held in a `String`; see ``init(parsing:options:)-(Bytes,_)``.
    /// - Throws: ``JSONSyntaxError`` naming what was expected and found, with the line and column.
    public init(parsing text: String, options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) {
        self = try JSONDocument.parse(Swift.Array(text.utf8), options: options).root
    }
}

extension JSONDocument {
    /// Parses `bytes` into a document; decoders that walk the index directly start here.
    /// - Throws: ``JSONSyntaxError``.
    package static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes, options: JSONParsingOptions = JSONParsingOptions()) throws(JSONSyntaxError) -> JSONDocument {
        let storage = (bytes as? [UInt8]) ?? Swift.Array(bytes)
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        if storage.count > limit {
            throw JSONSyntaxError(
                kind: .tooLarge(limit: limit), expected: "at most \(limit) bytes of input",
                found: "\(storage.count) bytes", offset: 0, line: 1, column: 1)
        }
        let parsed = try storage.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try Parser.parse(buffer, options: options)
        }
        return JSONDocument(bytes: storage, entries: parsed.entries, rootIndex: parsed.rootIndex, hasSourceText: true)
    }
}
