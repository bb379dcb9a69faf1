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
///
/// The last text's document stays in the spare decoder between calls (as its `document`), not in
/// a property of its own that each call took it from and put it back in: the decoder then needs
/// no placeholder swapped in and out around each text, and the document no retain and release
/// for the keeping (callgrind, event-log records).
extension RecordDecoder {
    /// How much storage a spare document may keep between calls: a decoder that once read a large
    /// document does not pin its memory (an index of 16 bytes per value, and the text) until the next.
    static let spareDocumentLimit = 4 << 20

    /// Lets go of the spare decoder's document when its storage is over `limit` bytes, for an
    /// engine kept beyond its `FleeceDecoder`'s life (see `FleeceDecoder.sharedEngine`), where a
    /// large document would stay in memory until the process ends.
    package func dropSpareDocument(largerThan limit: Int) {
        // Memory safety: the spare decoder is no one else's between calls (see the type), and so
        // is its `@exclusivity(unchecked)` document, touched by this call alone.
        guard let decoder = spare else { return }
        let document = unsafe decoder.document
        let size = unsafe document.bytes.capacity &+ document.entries.capacity &* MemoryLayout<Entry>.stride
        if size > limit { unsafe decoder.document = placeholder }
    }

    /// Decodes `type` from the UTF-8 JSON text `bytes` (lent for the call; the document copies it).
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the `JSONSyntaxError` underneath for text that is
    ///   not JSON (see `DocumentDecoder.parse(_:options:grammar:)`), and the `DecodingError` of the
    ///   first value that does not fit `type`.
    package func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: UnsafeBufferPointer<UInt8>,
                                      options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> T {
        // Memory safety: `bytes` is lent for this call, and both paths copy it.
        let document = try unsafe refilledDocument(with: bytes, options: options, grammar: grammar)
            ?? DocumentDecoder.parse(Array(bytes), options: options, grammar: grammar)
        return try decode(type, refilled: document)
    }

    /// Decodes `type` from the UTF-8 JSON text `array`: copied into the spare document when there
    /// is one, else kept by a new document without a copy (as large inputs are, which no spare holds).
    ///
    /// - Throws: as the form above that takes an `UnsafeBufferPointer`.
    package func decode<T: Decodable>(_ type: T.Type, fromUTF8 array: [UInt8],
                                      options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> T {
        // Memory safety: the array's buffer is lent to the closure only, and the refill copies it.
        let refilled = unsafe array.withUnsafeBufferPointer { bytes in
            unsafe refilledDocument(with: bytes, options: options, grammar: grammar)
        }
        let document = try refilled ?? DocumentDecoder.parse(array, options: options, grammar: grammar)
        return try decode(type, refilled: document)
    }

    /// The spare decoder's document filled with the UTF-8 text `bytes` (lent for the call, and
    /// copied), for ``decode(_:refilled:)``; nil when there is none to fill (no spare decoder, or
    /// its document is someone else's too), the grammar is not plain JSON, or the strict parser
    /// refuses the text: the caller then parses it anew (`DocumentDecoder.parse(_:options:grammar:)`),
    /// as `JSONDecoder` reads it (trailing commas, lazy values), or reports its error.
    @usableFromInline
    package func refilledDocument(with bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions,
                                  grammar: CodableTextGrammar) -> JSONDocument? {
        // Memory safety: `bytes` is lent for this call and copied, never kept. The spare decoder is
        // no one else's (see `RecordDecoder`), its `@exclusivity(unchecked)` document is touched by
        // this call alone, and it is refilled only when `isKnownUniquelyReferenced` says nothing
        // else (no model, `JSON` value or kept decoder) holds it. The placeholder a decoder holds
        // otherwise is shared and has no source text, so it is never refilled.
        let limit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        guard !grammar.allowsJSON5, !grammar.assumesTopLevelDictionary, bytes.count <= limit,
              let decoder = spare, unsafe isKnownUniquelyReferenced(&decoder.document) else { return nil }
        let document = unsafe decoder.document
        guard document.hasSourceText, !document.hasCaches, unsafe document.origin == nil else { return nil }
        do {
            try unsafe document.refill(with: bytes, options: options, origin: nil)
            return document
        } catch {
            // The emptied document is dropped.
            unsafe decoder.document = placeholder
            return nil
        }
    }

    /// Decodes `type` from `document` (refilled by ``refilledDocument(with:options:grammar:)``, or
    /// parsed anew), and keeps the document in the spare decoder for the next text.
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
        let value: T
        do {
            value = try decoder.decode(type, lendingIndexOf: document)
        } catch {
            endText(consume decoder)
            throw error
        }
        endText(consume decoder)
        return value
    }

    /// The spare decoder (or a new one) pointed at the root of `document`, whatever its kind.
    @usableFromInline
    func beginText(_ document: JSONDocument) -> RecordLease {
        // Memory safety: reads the root index of a document the parser just wrote.
        RecordLease(decoder: takeDecoder(document: document, entry: unsafe document.rootIndex))
    }

    /// Parks the decoder of a text, unless the code decoded kept it, with the text's document for
    /// the next text to refill; or, for a document that is not to be kept (too large, or not parsed
    /// from a whole text), with what it held before.
    @usableFromInline
    func endText(_ lease: consuming RecordLease) {
        // Memory safety: the decoder is no one else's (checked), its decode has ended, and its
        // `@exclusivity(unchecked)` document is touched by this call alone.
        var decoder = (consume lease).decoder
        guard storeRoutesAndCheckUnique(&decoder) else { return }
        let document = unsafe decoder.document
        let size = unsafe document.bytes.capacity &+ document.entries.capacity &* MemoryLayout<Entry>.stride
        if document.hasSourceText, unsafe document.origin == nil, size <= Self.spareDocumentLimit {
            // What the decoder held before (the placeholder, or the last text's document when this
            // one was parsed anew) goes.
            unsafe parkedPlaceholder = nil
        } else {
            unsafe decoder.document = unsafe parkedPlaceholder.take() ?? placeholder
        }
        spare = consume decoder
    }
}
