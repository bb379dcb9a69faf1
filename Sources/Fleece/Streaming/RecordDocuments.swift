/// The documents of a stream's records, one per record, in storage reused from record to record.
///
/// Most records are decoded and dropped before the next one is read, so their documents die
/// young: allocating one (the object, its index, its copy of the text) and freeing it cost about
/// a fifth of decoding a small JSON Lines record (callgrind, event-log records). The stream keeps
/// the last record's document, and when nothing else references it any more (no `JSON` value,
/// decoded model or kept `Decoder` holds it), fills it with the next record in place. A document
/// someone kept is left alone, and the next record gets a new one.
///
/// The document is handed out without a reference of its own kept here (which would cost a
/// retain as it leaves and a release as the record ends, both atomic): the caller hands it back
/// with `remember(_:)`, at once (`nextRecord()`, whose record goes to the user) or once the
/// record is decoded (`nextDecoded`, whose record goes nowhere else).
struct RecordDocuments: Sendable {
    private var last: JSONDocument?

    /// The document to fill with the next record, if no one else holds it by then.
    mutating func remember(_ document: consuming JSONDocument) {
        last = document
    }

    /// The document of the record `bytes`, which starts at `origin` in the stream; the
    /// `readableAfter` bytes after it (the rest of the buffer) may be loaded by the parser, never parsed.
    /// - Throws: ``JSONSyntaxError`` with its position in the stream.
    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, readableAfter: Int = 0, options: JSONParsingOptions,
                        origin: RecordOrigin) throws(JSONSyntaxError) -> JSONDocument {
        try JSONDocument.checkRecordSize(bytes.count, options: options, origin: origin)
        // Memory safety: `bytes` is lent by the caller for this call and copied, not kept; a
        // document is refilled only when `isKnownUniquelyReferenced` says no one else holds it.
        if var document = last.take(), isKnownUniquelyReferenced(&document), document.canRefill(with: bytes.count) {
            // If it throws, the document is dropped: `last` is already nil.
            do {
                try unsafe document.refill(with: bytes, readableAfter: readableAfter, options: options, origin: origin)
                return document
            } catch {
                // The strict parser never reads trailing commas: `parseRecord` tries again.
                guard options.allowsTrailingCommas else { throw error }
            }
        }
        return try unsafe JSONDocument.parseRecord(bytes, readableAfter: readableAfter, options: options, origin: origin)
    }
}

extension JSONStream {
    /// The document of the record at `range` of the buffer, which starts at `origin` in the stream.
    /// - Throws: ``JSONSyntaxError`` with its position in the stream.
    mutating func parseRecord(_ range: Range<Int>, origin: RecordOrigin) throws(JSONSyntaxError) -> JSONDocument {
        // Memory safety: the buffer is lent to the closure only, and `range` lies within it; the
        // parser may load the bytes after the record, up to the buffer's end (never parsing them).
        // Typed throws straight through, no `Result`: moving the document through one and
        // destroying it cost ~80 instructions a record.
        try unsafe buffer.withUnsafeBufferPointer { (bytes) throws(JSONSyntaxError) -> JSONDocument in
            try unsafe documents.parse(UnsafeBufferPointer(rebasing: bytes[range]), readableAfter: bytes.count &- range.upperBound,
                                       options: options, origin: origin)
        }
    }
}

extension JSONDocument {
    /// A record larger than the parsing options allow is rejected before any copy or parse.
    static func checkRecordSize(_ count: Int, options: JSONParsingOptions, origin: RecordOrigin) throws(JSONSyntaxError) {
        // Within both limits (`addressableInputSize` is `UInt32.max`), without reading the static:
        // a `swift_once` call per record.
        guard count > options.maximumInputSize || count > Int(clamping: UInt32.max) else { return }
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        throw JSONSyntaxError(
            kind: .tooLarge(limit: limit), expected: recordSizeWords(limit),
            found: longerRecordWords, offset: origin.position.offset,
            line: origin.position.line, column: origin.position.column)
    }

    /// What a record over the size limit is said to be, in every format and however the text
    /// came in chunks (a record still arriving has no size yet): `expected a record of at most
    /// 1024 bytes (maximumInputSize), found a longer one`, naming the option that raises it
    /// (found by an outside tester: the message did not say how).
    static func recordSizeWords(_ limit: Int) -> String { "a record of at most \(limit) bytes (maximumInputSize)" }
    static let longerRecordWords = "a longer one"

    /// Parses one record of a stream into a new document, which reports stream positions.
    /// - Throws: ``JSONSyntaxError`` with its position in the stream.
    static func parseRecord(_ bytes: UnsafeBufferPointer<UInt8>, readableAfter: Int = 0, options: JSONParsingOptions,
                            origin: RecordOrigin, laterLines: [RecordOrigin.LaterLine]? = nil) throws(JSONSyntaxError) -> JSONDocument {
        // Memory safety: `bytes` is lent for the call (with `readableAfter` bytes after it); the
        // parser reads within those and the document keeps a copy (`Array(bytes)`), not the pointer.
        let parsed: (entries: [Entry], rootIndex: Int)
        do {
            parsed = try unsafe Parser.parse(bytes, readableAfter: readableAfter, options: options)
        } catch {
            // Trailing commas, when the options allow them, are read by the JSON5 parser in JSON's
            // grammar where the strict one stops, as `JSON(parsing:options:)` reads them.
            guard options.allowsTrailingCommas else { throw origin.streamError(error, laterLines: laterLines) }
            let lenient: JSONDocument
            do {
                lenient = try JSONSyntaxError.furthest(error) { () throws(JSONSyntaxError) in
                    try JSON5Parser.parse(unsafe Array(bytes), options: options, json5: false,
                                          assumesTopLevelDictionary: false, lazyValues: false)
                }
            } catch {
                throw origin.streamError(error, laterLines: laterLines)
            }
            unsafe lenient.origin = origin
            if let laterLines { unsafe lenient.laterLines = laterLines }
            return lenient
        }
        let document = unsafe JSONDocument(bytes: Array(bytes), entries: parsed.entries, rootIndex: parsed.rootIndex,
                                           hasSourceText: true, origin: origin)
        if let laterLines { unsafe document.laterLines = laterLines }
        return document
    }

    /// Whether this record document may be filled with a record of `count` bytes: it made no
    /// caches (they would describe the old text), and its storage is not far larger than needed,
    /// so that one huge record does not pin its memory for the rest of the stream.
    func canRefill(with count: Int) -> Bool {
        unsafe hasSourceText && !hasCaches && bytes.capacity <= max(64 << 10, count &* 16)
    }

    /// Replaces this document's text, index and origin with those of the record `bytes`, in the
    /// storage it already has. Only for a document no one else references (see `RecordDocuments`,
    /// and `RecordDecoder`'s spare document, whose texts have no origin: they are whole inputs).
    /// - Throws: ``JSONSyntaxError`` with its position in the stream (in `bytes` without an
    ///   origin); the document is then left with an empty index, and must not be used again.
    func refill(with bytes: UnsafeBufferPointer<UInt8>, readableAfter: Int = 0, options: JSONParsingOptions,
                origin: RecordOrigin?) throws(JSONSyntaxError) {
        // Memory safety: the fields are written here only, while no one else references the
        // document (see `JSONDocument`); `bytes` is lent for the call (with `readableAfter` bytes
        // after it, which the parser may load but never parses) and copied.
        let storage = unsafe exchange(&entries, with: [])
        let parsed: (entries: [Entry], rootIndex: Int)
        do {
            parsed = try unsafe Parser.parse(bytes, readableAfter: readableAfter, options: options, reusing: storage)
        } catch {
            throw origin?.streamError(error) ?? error
        }
        // One call, which copies in place when the storage is unique and large enough. Before the
        // index is stored: stored first, the new index was retained around this call and released
        // after it (one atomic pair per record; callgrind, event-log), now it is moved into place.
        unsafe self.bytes.replaceSubrange(self.bytes.startIndex..<self.bytes.endIndex, with: bytes)
        unsafe rootIndex = parsed.rootIndex
        unsafe entries = parsed.entries
        // The hints describe the old text's objects.
        lookupHints.clear()
        // A line of JSON Lines after another: only the position changes, and the root paths are
        // not copied (a retain of the new one's array, a release of the old one's, per record).
        // (A server-sent event's data, the one document with `laterLines`, is never refilled.)
        if let origin, origin.path.isRoot, unsafe self.origin?.path.isRoot == true {
            unsafe self.origin?.position = origin.position
        } else {
            unsafe self.origin = origin
        }
    }
}
