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
