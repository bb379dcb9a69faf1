/// Decodes the records of a stream, one document each, with one `DocumentDecoder` between them:
/// what the streaming `decodeJSON(_:_:decoder:)` forms use, one per iteration.
///
/// A decode call makes a decoder (its options, user info and route cache), decodes, and frees
/// it; for small records (JSON Lines) that setup cost about a tenth of the record's decoding
/// (callgrind, event-log records). Here the decoder is made once and pointed at each record in
/// turn. It is reused only when nothing else holds it: an `init(from:)` that kept its `Decoder`
/// (or a `superDecoder()`) leaves that one to the caller, and the next record gets a new decoder.
/// Values, errors and coding paths are those of a fresh decoder for each record. Between records
/// the spare decoder holds no record's document (see `RecordDocuments`).
@usableFromInline
package final class RecordDecoder {
    let options: CodableDecodingOptions
    let userInfo: [CodingUserInfoKey: Any]
    /// The decoder of the last record, when no one else holds it. Its `document` is the
    /// placeholder, or the last text's document for the next text to refill (see
    /// `RecordDecoder+Text.swift`).
    var spare: DocumentDecoder?
    /// What the spare decoder points at between records (read here, not from the global each time).
    let placeholder = JSONDocument.emptyObject
    /// What the spare decoder held while it is out at a record (see `takeDecoder`): the placeholder,
    /// or the last text's document. Without dynamic exclusivity checks: touched only by
    /// `takeDecoder`, `park` and `endText`, one at a time.
    @exclusivity(unchecked) var parkedPlaceholder: JSONDocument?
    /// Where the value that failed in the last record that failed was (see `placed(_:)`).
    @usableFromInline @exclusivity(unchecked) var lastFailurePosition: JSONPosition?

    package init(options: CodableDecodingOptions, userInfo: [CodingUserInfoKey: Any]) {
        self.options = options
        self.userInfo = userInfo
    }

    /// Decodes `json`, a record's root, as `T`.
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    @usableFromInline
    package func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws -> T {
        let located: (document: JSONDocument, entry: Int)
        switch json {
        case .object(let object): located = (object.document, object.entryIndex)
        case .array(let array): located = (array.document, array.entryIndex)
        case .number(let number):
            let (document, index) = number.entry
            located = (document, index)
        case .string, .bool, .null:
            // No entry to point at: the one-off path writes the value into a document of its own.
            return try DocumentDecoder.decodeTopLevel(type, with: DocumentDecoder(json: json, options: options, userInfo: userInfo))
        }
        return try decode(type, document: located.document, entry: located.entry)
    }

    /// Decodes the value at `entry` of `document` as `T`, with the spare decoder when there is one.
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    func decode<T: Decodable>(_ type: T.Type, document: JSONDocument, entry: Int) throws -> T {
        // The setup and the parking are not generic, so that this generic function (which runs
        // unspecialized, for the caller's `T`) moves the decoder and the document with fewer
        // retains and releases around them (two of each fewer per record; callgrind, event-log).
        var decoder = takeDecoder(document: document, entry: entry)
        defer { park(&decoder) }
        return try DocumentDecoder.withIndex(&decoder) { decoder in
            // Memory safety: the decoder's `@exclusivity(unchecked)` state is used by this decode alone.
            // (The routes it found are stored by `park`, not generic: ~130 fewer instructions.)
            try unsafe decoder.unwrap(type, value: decoder.value, at: ValueLocation(depth: 0))
        }
    }

    /// The spare decoder pointed at `entry` of `document`, or a new decoder when there is none.
    /// Inlined into its two callers: a stream's record paid a call into it from `beginRecord`.
    @inline(__always)
    func takeDecoder(document: JSONDocument, entry: Int) -> DocumentDecoder {
        // Memory safety: this decoder is held by no one else (see the type), so resetting its
        // `@exclusivity(unchecked)` state between records overlaps no other access.
        guard let decoder = spare.take() else {
            return DocumentDecoder(document: document, value: entry, options: options, userInfo: userInfo)
        }
        // The placeholder moves out to `parkedPlaceholder` and back in `park`: one retain and
        // one release of the record's document per record, none of the placeholder. A text
        // refilled in the decoder's own document (`refilledDocument`) needs no move at all.
        if unsafe decoder.document !== document {
            unsafe parkedPlaceholder = exchange(&decoder.document, with: document)
        }
        unsafe decoder.value = entry
        unsafe decoder.topEntry = entry
        unsafe decoder.lastFailurePosition = nil
        if case .some = unsafe decoder.unplacedModelError { unsafe decoder.unplacedModelError = nil }
        // The path emptied, its storage kept (usually empty already: every nested decode
        // restores it).
        unsafe decoder.steps.truncate(to: 0)
        if unsafe !decoder.ownedComponents.isEmpty { unsafe decoder.ownedComponents.removeAll(keepingCapacity: true) }
        return decoder
    }

    /// Keeps `decoder` for the next record unless the code decoded kept it (a stored `Decoder`:
    /// it is theirs now), without the record's document, so that the stream may fill that with
    /// the next record.
    func park(_ decoder: inout DocumentDecoder) {
        guard storeRoutesAndCheckUnique(&decoder) else { return }
        unsafe decoder.document = unsafe parkedPlaceholder.take() ?? placeholder
        spare = decoder
    }

    /// Parks a stream record's decoder (see `park(_:)` above), moved into `spare` without a
    /// retain and release of its own.
    @usableFromInline
    func park(_ lease: consuming RecordLease) {
        var decoder = lease.decoder
        guard storeRoutesAndCheckUnique(&decoder) else { return }
        unsafe decoder.document = unsafe parkedPlaceholder.take() ?? placeholder
        spare = consume decoder
    }

    /// Stores the routes `decoder`'s decode found; whether it is still no one else's.
    func storeRoutesAndCheckUnique(_ decoder: inout DocumentDecoder) -> Bool {
        // Memory safety: as in `takeDecoder`, the decoder is no one else's; its decode has ended.
        // The routes the decode found go to the options' store for later decoders (on failure too),
        // once: marked stored here, the next records do not store (lock, copy) them again.
        if unsafe decoder.routeCache.changed {
            unsafe decoder.options.routes.store(decoder.routeCache)
            unsafe decoder.routeCache.markStored()
        }
        return isKnownUniquelyReferenced(&decoder)
    }
}

extension JSONCodableDecoder {
    /// A ``RecordDecoder`` with this decoder's key strategy and user info, for one stream's records.
    @usableFromInline
    package func recordDecoder() -> RecordDecoder {
        RecordDecoder(options: engineOptions, userInfo: userInfo)
    }
}
