/// A stream's records decoded by the iteration's Codable decoder.
///
/// `decode(_:record:)` is inlinable, so that the caller's module specializes it for the record
/// type: the scope that lends the document's index to the decoder (`DocumentDecoder.withIndex`,
/// generic over the result and so unspecialized when called from here) then costs no generic
/// closures, thunks or metadata per record. The decoder itself stays in the `RecordDecoder`
/// (`current`) between the non-generic steps below, which the inlined code calls in order.
// Memory safety, for every `unsafe` on `current` in this extension: it is `@exclusivity(unchecked)`,
// and used by one record's decode at a time (a `RecordDecoder` serves one iteration of one
// stream, record after record), each access within one call.
extension RecordDecoder {
    /// Decodes `record` as `T`: from its document's root entry directly, without making its
    /// `JSON` value first (which `decode(_:from:)` takes).
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    @inlinable
    package func decode<T: Decodable>(_ type: T.Type, record: StreamRecord) throws -> T {
        let document = record.document
        guard beginRecord(document) else { return try decode(type, from: record.json) }
        defer { endRecord() }
        // Memory safety: as in `DocumentDecoder.withIndex`: the lent pointers are stored in the
        // decoder for exactly these closures; `endRecordScope` moves a decoder kept beyond them
        // (by the code decoded) to a copy of its own before they return.
        return try unsafe document.entries.withUnsafeBufferPointer { entries in
            try unsafe document.bytes.withUnsafeBufferPointer { bytes in
                unsafe lendRecordIndex(entries, bytes)
                defer { endRecordScope() }
                return try decodeRecordRoot(type)
            }
        }
    }

    /// Points the spare decoder (or a new one) at the root of `document`, a record's, as
    /// `current`; false for a root without an entry of its own to decode from (a string, a
    /// bool, null), which takes `decode(_:from:)` instead.
    @usableFromInline
    func beginRecord(_ document: JSONDocument) -> Bool {
        // Memory safety: reads the root entry of a document whose index the parser wrote.
        let root = unsafe document.rootIndex
        switch unsafe document.entries[root].kind {
        case .object, .array, .number:
            unsafe current = takeDecoder(document: document, entry: root)
            return true
        case .string, .true, .false, .null:
            return false
        }
    }

    /// Lends `current` the record's index, for the scope `endRecordScope` ends.
    @usableFromInline
    func lendRecordIndex(_ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>) {
        // Memory safety: see `decode(_:record:)`.
        unsafe current?.lend(entries, bytes)
    }

    /// Decodes the record `current` is at.
    @usableFromInline
    func decodeRecordRoot<T: Decodable>(_ type: T.Type) throws -> T {
        guard let decoder = unsafe current else { throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "No record")) }
        return try decoder.decodeLentValue(type)
    }

    /// Ends the scope of the lent index: a decoder the code decoded kept switches to a copy.
    @usableFromInline
    func endRecordScope() {
        guard var decoder = unsafe current.take() else { return }
        DocumentDecoder.endScope(&decoder)
        unsafe current = decoder
    }

    /// Parks `current` for the next record (see `park`).
    @usableFromInline
    func endRecord() {
        guard var decoder = unsafe current.take() else { return }
        park(&decoder)
    }
}
