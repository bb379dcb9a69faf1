/// A stream's records decoded by the iteration's Codable decoder.
///
/// `decode(_:record:)` is inlinable, so that the caller's module specializes it for the record
/// type: the scope that lends the document's index to the decoder (`DocumentDecoder.withIndex`,
/// generic over the result and so unspecialized when called from here) then costs no generic
/// closures, thunks or metadata per record. The decoder is a local variable of that scope, moved
/// in from the spare and back, not a stored property read and written by each step: the steps
/// through a stored `current` made 5 more retain and release calls per record (callgrind,
/// event-log): cheap in instructions, but atomic, so not in cycles.
extension RecordDecoder {
    /// Decodes `record` as `T`: from its document's root entry directly, without making its
    /// `JSON` value first (which `decode(_:from:)` takes).
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    @inlinable
    package func decode<T: Decodable>(_ type: T.Type, record: StreamRecord) throws -> T {
        let document = record.document
        var decoder = beginRecord(document)
        // Parked by moving it (no `defer`, which would park a copy): one retain and release fewer.
        let value: T
        do {
            value = try decoder.decode(type, lendingIndexOf: document)
        } catch {
            unsafe lastFailurePosition = decoder.failurePosition
            park(consume decoder)
            throw error
        }
        park(consume decoder)
        return value
    }

    /// The spare decoder (or a new one) pointed at the root of `document`, a record's, whatever
    /// its kind: a string, a bool or null too, so that a failure there names its line and column
    /// in the stream, as one in a container does.
    @usableFromInline
    func beginRecord(_ document: JSONDocument) -> RecordLease {
        // Memory safety: reads the root index of a document whose index the parser wrote.
        RecordLease(decoder: takeDecoder(document: document, entry: unsafe document.rootIndex))
    }
}

/// The decoder of the stream record (or of the text, see `RecordDecoder.decode(_:refilled:)`)
/// being decoded, from `beginRecord` (`beginText`) to `park`: a struct that the inlined
/// `decode(_:record:)` (`decode(_:refilled:)`) holds in a local variable without naming `DocumentDecoder`
/// (which is not `@usableFromInline`). Each step below is non-generic or specialized here.
@usableFromInline
struct RecordLease {
    var decoder: DocumentDecoder

    init(decoder: DocumentDecoder) {
        self.decoder = decoder
    }

    /// Where the last failure the decoder described was, in the stream.
    @usableFromInline
    var failurePosition: JSONPosition? { unsafe decoder.lastFailurePosition }

    /// Decodes the record the decoder is at, with the record's index lent for the call: a
    /// decoder the code decoded kept switches to a copy before it returns (`endScope`).
    /// Mutating, so that the decoder is read from the exclusive access without a retain around
    /// the decode (a method on a copy of the lease retained it).
    @usableFromInline
    mutating func decode<T: Decodable>(_ type: T.Type, lending entries: UnsafeBufferPointer<Entry>,
                                       _ bytes: UnsafeBufferPointer<UInt8>) throws -> T {
        // Memory safety: see `RecordDecoder.decode(_:record:)`.
        unsafe decoder.lend(entries, bytes)
        defer { DocumentDecoder.endScope(&decoder) }
        return try decoder.decodeLentValue(type)
    }

    /// Decodes the root the decoder is at, with `document`'s index and text lent for the call:
    /// the scope that `RecordDecoder.decode(_:record:)` and `decode(_:refilled:)` share.
    @inlinable @inline(__always)
    mutating func decode<T: Decodable>(_ type: T.Type, lendingIndexOf document: JSONDocument) throws -> T {
        // Memory safety: as in `DocumentDecoder.withIndex`: the lent pointers are stored in the
        // decoder for exactly these closures; `endScope` moves a decoder kept beyond them (by the
        // code decoded) to a copy of its own before they return.
        try unsafe document.entries.withUnsafeBufferPointer { entries in
            try unsafe document.bytes.withUnsafeBufferPointer { bytes in
                try unsafe decode(type, lending: entries, bytes)
            }
        }
    }
}

extension RecordDecoder {
    /// Decodes the records of `decoded.batch` from the next one on, into `decoded.values`, up to
    /// the first that does not decode: its error goes to `decoded.error` (with `skipping`, it is
    /// left out and the decode goes on, as `.skip` does when no leniency report is collected).
    @inlinable
    package func decodeBatch<T: Decodable>(_ type: T.Type, into decoded: inout DecodedRecords<T>, skipping: Bool) {
        guard let document = decoded.batch.document, !decoded.batch.isExhausted else { return }
        var lease = beginBatch(document)
        // Memory safety: as in `RecordLease.decode(_:lendingIndexOf:)`: the lent pointers are
        // stored in the decoder for each record's decode inside these closures only, and
        // `endScope` moves a decoder kept beyond it to a copy of its own.
        unsafe document.entries.withUnsafeBufferPointer { entries in
            unsafe document.bytes.withUnsafeBufferPointer { bytes in
                while !decoded.batch.isExhausted, decoded.values.hasRoom {
                    let root = decoded.batch.roots[decoded.batch.next]
                    decoded.batch.next += 1
                    do {
                        lease.point(at: root)
                        let value = try unsafe lease.decode(type, lending: entries, bytes)
                        renewIfKept(&lease)
                        decoded.values.append(value)
                    } catch {
                        // A line's path is the root: the coding path needs no prefix (see
                        // `StreamRecord.prefixedIfDecoding`).
                        renewIfKept(&lease)
                        if skipping { continue }
                        decoded.error = error
                        break
                    }
                }
            }
        }
        park(consume lease)
    }

    /// The spare decoder (or a new one) pointed at `document`, a batch's.
    @usableFromInline
    func beginBatch(_ document: JSONDocument) -> RecordLease {
        // Memory safety: reads the document's first root, an entry the parser wrote.
        RecordLease(decoder: takeDecoder(document: document, entry: unsafe document.rootIndex))
    }

    /// After a record: a decoder that the code decoded kept is left to it, and the next record
    /// gets a new one, as `park` and `takeDecoder` do between records decoded alone.
    @usableFromInline
    func renewIfKept(_ lease: inout RecordLease) {
        guard !storeRoutesAndCheckUnique(&lease.decoder) else { return }
        // Memory safety: the kept decoder's document is read, not written.
        lease = RecordLease(decoder: DocumentDecoder(document: unsafe lease.decoder.document, value: unsafe lease.decoder.value,
                                                     options: options, userInfo: userInfo))
    }
}

extension RecordLease {
    /// Points the decoder at the record whose root is entry `root` of its document, whatever its
    /// kind (a string, a bool or null too, so that a failure there names its line and column),
    /// with an empty path, as `takeDecoder` does.
    @usableFromInline
    mutating func point(at root: Int) {
        // Memory safety: as in `takeDecoder`: this decoder is held by no one else, so resetting
        // its `@exclusivity(unchecked)` state overlaps no other access; `root` is an entry the
        // parser wrote.
        unsafe decoder.value = root
        unsafe decoder.steps.truncate(to: 0)
        if unsafe !decoder.ownedComponents.isEmpty { unsafe decoder.ownedComponents.removeAll(keepingCapacity: true) }
    }
}

extension RecordDecoder {
    /// `error`, a record's failure, with the position of the value that failed when this decoder
    /// described it (a `DecodingError` carries that in its message only): what `.skip` reports
    /// (see `JSONStream.skipOrThrow`). Any other error as it is.
    @usableFromInline
    package func placed(_ error: any Error) -> any Error {
        // Taken, so that a later failure this decoder did not describe cannot find it.
        guard let position = unsafe lastFailurePosition.take(), let decodingError = error as? DecodingError,
              decodingError.names(position) else { return error }
        return PlacedRecordFailure(error: error, position: position)
    }
}

/// A record's failure and the position of the value that failed, while a skipping stream takes
/// it to its leniency report: never thrown to the caller (`JSONStream.skipOrThrow` unwraps it).
@usableFromInline
package struct PlacedRecordFailure: Error {
    let error: any Error
    let position: JSONPosition
}
