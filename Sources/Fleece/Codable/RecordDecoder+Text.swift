/// Decoding whole texts (not a stream's records) with a `RecordDecoder`, reusing the last text's
/// document as well as its decoder: what `FleeceDecoder` does for each `decode` call.
///
/// A decode call of a small document spent about a tenth of its instructions making and freeing
/// the decoder, the document object, its index and its copy of the text (callgrind, event-log
/// records). Here the text is copied into the last document's storage when no one else holds it
/// (no model, `JSON` value or kept `Decoder` references it), and parsed into its index in place.
/// Values, errors, positions and coding paths are those of a fresh document: a text the strict
/// parser refuses, JSON5 and texts without braces all take the one-off path they take without a
/// spare.
extension RecordDecoder {
    /// How much storage a spare document may keep between calls: a decoder that once read a large
    /// document does not pin its memory (an index of 16 bytes per value, and the text) until the next.
    static let spareDocumentLimit = 4 << 20

    /// Decodes `type` from the UTF-8 JSON text `bytes` (lent for the call; the document copies it).
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the `JSONSyntaxError` underneath for text that is
    ///   not JSON (see `DocumentDecoder.parse(_:options:grammar:)`), and the `DecodingError` of the
    ///   first value that does not fit `type`.
    package func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: UnsafeBufferPointer<UInt8>,
                                      options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> T {
        // Memory safety: `bytes` is lent for this call, and both paths copy it.
        let document = try unsafe refilledSpare(with: bytes, options: options, grammar: grammar)
            ?? DocumentDecoder.parse(Array(bytes), options: options, grammar: grammar)
        defer { keepSpare(document) }
        return try unsafe decode(type, document: document, entry: document.rootIndex)
    }

    /// Decodes `type` from the UTF-8 JSON text `array`: copied into the spare document when there
    /// is one, else kept by a new document without a copy (as large inputs are, which no spare holds).
    ///
    /// - Throws: as the form above that takes an `UnsafeBufferPointer`.
    package func decode<T: Decodable>(_ type: T.Type, fromUTF8 array: [UInt8],
                                      options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> T {
        // Memory safety: the array's buffer is lent to the closure only, and the refill copies it.
        let refilled = unsafe array.withUnsafeBufferPointer { bytes in
            unsafe refilledSpare(with: bytes, options: options, grammar: grammar)
        }
        let document = try refilled ?? DocumentDecoder.parse(array, options: options, grammar: grammar)
        defer { keepSpare(document) }
        return try unsafe decode(type, document: document, entry: document.rootIndex)
    }

    /// The spare document filled with the UTF-8 text `bytes` (lent for the call, and copied), for
    /// ``decode(_:refilled:)``; nil when the text takes the one-off path (see `refilledSpare`),
    /// and then the caller decodes it with ``decode(_:fromUTF8:options:grammar:)``.
    @usableFromInline
    package func refilledDocument(with bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions,
                                  grammar: CodableTextGrammar) -> JSONDocument? {
        // Memory safety: `bytes` is lent for this call, and the refill copies it.
        unsafe refilledSpare(with: bytes, options: options, grammar: grammar)
    }

    /// Decodes `type` from `document`, which ``refilledDocument(with:options:grammar:)`` returned,
    /// and keeps it for the next text: `decode(_:fromUTF8:options:grammar:)` after its parse.
    ///
    /// Inlinable, as `decode(_:record:)` of a stream is and for the same reason: specialized in the
    /// caller's module for `T`, the scope that lends the index costs no generic closures, thunks
    /// or metadata. Called unspecialized, each text paid for them (`withIndex` and its two
    /// closures, ~600 instructions an event-log record; callgrind).
    ///
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    @inlinable
    package func decode<T: Decodable>(_ type: T.Type, refilled document: JSONDocument) throws -> T {
        var decoder = beginText(document)
        // Memory safety: as in `decode(_:record:)`: the lent pointers are stored in the decoder for
        // exactly these closures; `endScope` moves a decoder kept beyond them (by the code
        // decoded) to a copy of its own before they return.
        let value: T
        do {
            value = try unsafe document.entries.withUnsafeBufferPointer { entries in
                try unsafe document.bytes.withUnsafeBufferPointer { bytes in
                    try unsafe decoder.decode(type, lending: entries, bytes)
                }
            }
        } catch {
            endText(consume decoder, document: document)
            throw error
        }
        endText(consume decoder, document: document)
        return value
    }

    /// The spare decoder (or a new one) pointed at the root of `document`, whatever its kind.
    @usableFromInline
    func beginText(_ document: JSONDocument) -> RecordLease {
        // Memory safety: reads the root index of a document the parser just wrote.
        RecordLease(decoder: takeDecoder(document: document, entry: unsafe document.rootIndex))
    }

    /// Parks the decoder and keeps `document` for the next text, as the `defer`s of
    /// `decode(_:fromUTF8:options:grammar:)` do (decoder first, so that it holds the document no more).
    @usableFromInline
    func endText(_ lease: consuming RecordLease, document: JSONDocument) {
        park(lease)
        keepSpare(document)
    }

    /// The spare document filled with `bytes`, or nil when there is none to fill, the grammar is
    /// not plain JSON, or the strict parser refuses the text: the one-off path then reads it
    /// again, as `JSONDecoder` reads it (trailing commas, lazy values), or reports its error.
    private func refilledSpare(with bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions,
                               grammar: CodableTextGrammar) -> JSONDocument? {
        // Memory safety: `bytes` is lent for this call and copied, never kept; the spare document
        // is refilled only when `isKnownUniquelyReferenced` says no one else holds it.
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        guard !grammar.allowsJSON5, !grammar.assumesTopLevelDictionary, bytes.count <= limit,
              var document = spareDocument.take(), isKnownUniquelyReferenced(&document),
              document.hasSourceText, !document.hasCaches, unsafe document.origin == nil else { return nil }
        do {
            try unsafe document.refill(with: bytes, options: options, origin: nil)
            return document
        } catch {
            // The emptied document is dropped.
            return nil
        }
    }

    /// Keeps `document` for the next text, unless its storage is large.
    private func keepSpare(_ document: JSONDocument) {
        // Memory safety: reads the counts of a document this call made or refilled.
        let size = unsafe document.bytes.capacity &+ document.entries.capacity &* MemoryLayout<Entry>.stride
        guard document.hasSourceText, unsafe document.origin == nil, size <= Self.spareDocumentLimit else { return }
        spareDocument = document
    }
}
