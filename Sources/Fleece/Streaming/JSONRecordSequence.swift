/// The records of an async source of bytes, read with a ``JSONStream`` as the bytes arrive:
/// what `jsonValues(_:)` and `decodeJSON(_:_:)` return.
///
/// Each record is handed out as soon as its last byte has arrived; a bad record is thrown after
/// every good record before it (or, with `onInvalidRecord: .skip`, reported and left out).
/// Memory holds one record and one chunk of the source, however long the stream.
public struct JSONRecordSequence<Base: AsyncSequence, Element>: AsyncSequence {
    // Inlinable, so that the loop over the source is specialized for it in the caller's module
    // (per-chunk overhead matters with small chunks); the scanning and parsing stay in here.
    @usableFromInline let base: Base
    @usableFromInline let format: JSONStream.Format
    @usableFromInline let options: JSONParsingOptions
    @usableFromInline let onInvalidRecord: JSONStream.InvalidRecordPolicy
    @usableFromInline let feed: (inout JSONStream, Base.Element) -> Void
    /// Makes each iterator's transform: one per iteration, so that one may keep state between
    /// records (a reused decoder) without two iterations sharing it. With it, for the Codable
    /// forms over JSON Lines, a batch decode sharing that state: records are then decoded a batch
    /// at a time (see `DecodedRecords`), the transform taking those a batch cannot.
    @usableFromInline let makeIteration: () -> Iteration
    /// What a record's failure is thrown as (see `mappingErrors(_:rewritingEntries:)`); nil: as it is.
    @usableFromInline var mapError: ((any Error) -> any Error)?
    /// What the report entries recorded while a record is read go through (see `mappingErrors`).
    @usableFromInline var rewriteEntry: (@Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry)?

    /// See `makeIteration`.
    @usableFromInline
    package typealias Iteration = (transform: (StreamRecord) throws -> Element,
                                   decodeBatch: ((inout DecodedRecords<Element>) -> Void)?)

    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
         onInvalidRecord: JSONStream.InvalidRecordPolicy,
         feed: @escaping (inout JSONStream, Base.Element) -> Void,
         transform: @escaping (StreamRecord) throws -> Element) {
        self.init(base: base, format: format, options: options, onInvalidRecord: onInvalidRecord,
                  feed: feed, makeIteration: { (transform, nil) })
    }

    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
         onInvalidRecord: JSONStream.InvalidRecordPolicy,
         feed: @escaping (inout JSONStream, Base.Element) -> Void,
         makeTransform: @escaping () -> (StreamRecord) throws -> Element) {
        self.init(base: base, format: format, options: options, onInvalidRecord: onInvalidRecord,
                  feed: feed, makeIteration: { (makeTransform(), nil) })
    }

    /// The Codable forms: each iteration decodes its records with a `RecordDecoder` of its own,
    /// made by `makeRecords`; JSON Lines a batch at a time.
    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
                 onInvalidRecord: JSONStream.InvalidRecordPolicy,
                 feed: @escaping (inout JSONStream, Base.Element) -> Void,
                 records makeRecords: @escaping () -> RecordDecoder) where Element: Decodable {
        let skipping = onInvalidRecord == .skip
        let batches = format == .lines
        self.init(base: base, format: format, options: options, onInvalidRecord: onInvalidRecord, feed: feed,
                  makeIteration: {
                      let records = makeRecords()
                      // Skipping, a failure takes the failing value's position to the report.
                      return ({ record in
                                  do { return try record.decodeCodable(Element.self, with: records) } catch {
                                      throw skipping ? records.placed(error) : error
                                  }
                              },
                              batches ? { decoded in records.decodeBatch(Element.self, into: &decoded, skipping: skipping) } : nil)
                  })
    }

    @inlinable
    package init(base: Base, format: JSONStream.Format, options: JSONParsingOptions,
         onInvalidRecord: JSONStream.InvalidRecordPolicy,
         feed: @escaping (inout JSONStream, Base.Element) -> Void,
         makeIteration: @escaping () -> Iteration) {
        self.base = base
        self.format = format
        self.options = options
        self.onInvalidRecord = onInvalidRecord
        self.feed = feed
        self.makeIteration = makeIteration
        self.mapError = nil
        self.rewriteEntry = nil
    }

    /// The same records, each failure thrown as `map` makes it, and each report entry recorded
    /// while reading them as `rewrite` makes it: the network forms name the request in their
    /// errors, and leave its secrets out of both. Called once per failure or entry, off the hot path.
    package func mappingErrors(
        _ map: @escaping (any Error) -> any Error,
        rewritingEntries rewrite: (@Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry)? = nil
    ) -> JSONRecordSequence {
        var mapped = self
        mapped.mapError = map
        mapped.rewriteEntry = rewrite
        return mapped
    }

    @inlinable
    public func makeAsyncIterator() -> AsyncIterator {
        let iteration = makeIteration()
        var iterator = AsyncIterator(base: base.makeAsyncIterator(),
                                     stream: JSONStream(format, options: options, onInvalidRecord: onInvalidRecord),
                                     feed: feed, transform: iteration.transform, decodeBatch: iteration.decodeBatch,
                                     lines: Base.Element.self == UInt8.self && format == .lines ? LineGatherer() : nil)
        iterator.mapError = mapError
        iterator.rewriteEntry = rewriteEntry
        return iterator
    }

    /// Reads the source as records are asked for.
    public struct AsyncIterator: AsyncIteratorProtocol {
        @usableFromInline var base: Base.AsyncIterator
        @usableFromInline var stream: JSONStream
        @usableFromInline let feed: (inout JSONStream, Base.Element) -> Void
        @usableFromInline let transform: (StreamRecord) throws -> Element
        @usableFromInline var sourceEnded = false
        /// When the next read of the source looks at the task's cancellation.
        @usableFromInline var cancellation = CancellationLook()
        /// See `JSONRecordSequence.makeBatchDecode`.
        @usableFromInline let decodeBatch: ((inout DecodedRecords<Element>) -> Void)?
        /// The batch being handed out, with `decodeBatch`.
        @usableFromInline var decoded = DecodedRecords<Element>()
        /// For JSON Lines from a source of single bytes: where each line is gathered before the
        /// stream takes it (see `LineGatherer`), and how many of its bytes it holds.
        @usableFromInline let lines: LineGatherer?
        @usableFromInline var gathered = 0
        /// See `JSONRecordSequence.mappingErrors(_:rewritingEntries:)`.
        @usableFromInline var mapError: ((any Error) -> any Error)?
        @usableFromInline var rewriteEntry: (@Sendable (LeniencyReport.Entry) -> LeniencyReport.Entry)?

        @inlinable
        init(base: Base.AsyncIterator, stream: JSONStream, feed: @escaping (inout JSONStream, Base.Element) -> Void,
             transform: @escaping (StreamRecord) throws -> Element,
             decodeBatch: ((inout DecodedRecords<Element>) -> Void)?, lines: LineGatherer?) {
            self.base = base
            self.stream = stream
            self.feed = feed
            self.transform = transform
            self.decodeBatch = decodeBatch
            self.lines = lines
        }

        /// The next record the stream holds, or nil when it needs more input: from the batch
        /// being handed out, a new batch, or the stream's next record alone.
        @inlinable
        mutating func nextBuffered() throws -> Element? {
            // JSON Lines fed a byte at a time: no call at all until a line may have ended.
            guard decoded.isActive || stream.mayHaveLine else { return nil }
            return try nextBufferedRecord()
        }

        @inlinable
        mutating func nextBufferedRecord() throws -> Element? {
            while true {
                if decoded.isActive {
                    if let value = decoded.values.popFirst() { return value }
                    if let error = decoded.error {
                        decoded.error = nil
                        throw error
                    }
                    if !decoded.batch.isExhausted, let decodeBatch {
                        decodeBatch(&decoded)
                        continue
                    }
                    decoded.isActive = false
                }
                guard stream.mayHaveLine else { return nil }
                if decodeBatch != nil, stream.nextBatch(&decoded.batch) {
                    decoded.isActive = true
                    continue
                }
                return try stream.nextDecoded(transform)
            }
        }

        /// The next record.
        /// - Throws: the stream's errors (``JSONSyntaxError``, ``DecodeError``, a Codable
        ///   decoder's `DecodingError`), placed in the stream, and the source's own errors;
        ///   `CancellationError` once the task is cancelled (the records already read from the
        ///   source are handed out first), and when the source ends because it was.
        @inlinable @inline(__always)
        public mutating func next() async throws -> Element? {
            // No isolation: the source's `next(isolation:)` with nil is its `next()`.
            try await next(isolation: nil)
        }

        /// The next record, reading the source in the caller's isolation.
        /// - Throws: as ``next()`` throws.
        @inlinable @inline(__always)
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
            guard let mapError else { return try await nextRecord(isolation: actor) }
            do {
                // Only the network forms get here; they set both.
                return try await LeniencyReport.rewritingEntries(rewriteEntry, isolation: actor) {
                    try await nextRecord(isolation: actor)
                }
            } catch {
                throw mapError(error)
            }
        }

        /// The next record, its failures as they are.
        @inlinable @inline(__always)
        mutating func nextRecord(isolation actor: isolated (any Actor)?) async throws -> Element? {
            while true {
                if let element = try nextBuffered() { return element }
                if sourceEnded { return nil }
                try cancellation.beforeRead()
                if let lines {
                    try await readLine(into: lines, isolation: actor)
                    continue
                }
                if let bytes = try await base.next(isolation: actor) {
                    feed(&stream, bytes)
                } else {
                    try endOfSource()
                }
            }
        }

        /// The source has ended: the end of the input, unless the task was cancelled (an
        /// `AsyncStream` ends when its reader's task is, which is no end of the text: records
        /// cut short would be a syntax error, and lines or events read so far the whole).
        @inlinable
        mutating func endOfSource() throws {
            try Task.checkCancellation()
            sourceEnded = true
            stream.endInput(of: base)
        }

        /// Reads a source of single bytes, in the caller's isolation, up to the end of a line (or
        /// a full `lines`, or the end of the source) and hands the stream what it read.
        ///
        /// The source's iterator and the count gathered are locals for the loop, written back
        /// once per line, and the line's storage is read once: kept in `self` (the async
        /// function's frame, in memory), each byte stored the source's position back and loaded
        /// the storage again, since the byte's own store might have changed either as far as the
        /// compiler knows (19 instructions a byte of a source that reads from its own buffer,
        /// inlined; callgrind, `stream-probe once event-log codable-bytes-async`).
        @inlinable @inline(__always)
        mutating func readLine(into lines: LineGatherer, isolation actor: isolated (any Actor)?) async throws {
            var source = base
            var count = gathered
            defer {
                base = source
                gathered = count
            }
            let storage = unsafe lines.storage
            while let element = try await source.next(isolation: actor) {
                // Memory safety: `lines` exists only where `Base.Element` is `UInt8`
                // (`makeAsyncIterator()`), so this is the byte itself; `storage` is `lines`'s,
                // alive while it is.
                if unsafe LineGatherer.add(unsafeBitCast(element, to: UInt8.self), to: storage, count: &count) {
                    lines.flush(&count, into: &stream)
                    return
                }
            }
            lines.flush(&count, into: &stream)
            try Task.checkCancellation()
            sourceEnded = true
            stream.endInput(of: source)
        }
    }
}

// `@unchecked`: the closures are made in this package, from the source's element type and the
// record type alone, or from a decoder that is itself `Sendable`; they hold no mutable state
// (a transform's reused decoder is made per iterator, by `makeTransform`).
extension JSONRecordSequence: @unchecked Sendable where Base: Sendable {}
