/// Reads a stream of JSON records as its bytes arrive, in chunks of any size, and hands out each
/// record as soon as its last byte is in: JSON Lines, concatenated values, the elements of a
/// top-level array, or the elements of an array deep inside a larger document.
///
/// ```swift
/// var stream = JSONStream(.lines)
/// for chunk in chunks {
///     stream.append(contentsOf: chunk)         // any collection of bytes
///     while let value = try stream.next() {    // one record, as JSON
///         print(value["id"] ?? .null)
///     }
/// }
/// try stream.finish()                          // the input has ended
/// while let value = try stream.next() { … }    // what the end completed (a last line without "\n")
/// ```
///
/// Each record is parsed by the same strict parser as ``JSON/init(parsing:options:)-(Bytes,_)``
/// into its own small document, so memory holds the record being read and the records you keep,
/// never the stream. Boundaries are found incrementally: no byte is scanned twice, whatever the
/// chunk sizes, one byte at a time included.
///
/// Errors speak of the whole stream: a ``JSONSyntaxError`` or a decoding error names the line and
/// column in the stream (not in the chunk or the record), and the path of an array's element
/// starts with the array's own path (`places.place[37].photo_count`).
///
/// For async sources see `AsyncSequence.jsonValues(_:options:onInvalidRecord:)` and
/// `AsyncSequence.decodeJSON(_:_:options:onInvalidRecord:)`.
public struct JSONStream: Sendable {
    /// How the records are laid out in the stream.
    public struct Format: Sendable, Hashable, CustomStringConvertible {
        enum Layout: Sendable, Hashable {
            case lines
            case concatenated
            /// The elements of the array at this key path (empty: the top-level array).
            case array(at: [String])
        }

        let layout: Layout
        /// `.array(at:mayBeAbsent:)`: a document without the array has no records.
        let mayBeAbsent: Bool

        init(layout: Layout, mayBeAbsent: Bool = false) {
            self.layout = layout
            self.mayBeAbsent = mayBeAbsent
        }

        /// JSON Lines (NDJSON): one value per line. Lines end at `\n` (a `\r` before it is
        /// whitespace); blank lines are ignored; the last line needs no `\n`. A record
        /// separator (U+001E) at a line's start is skipped, so JSON text sequences (RFC 7464:
        /// GeoJSONSeq, `application/json-seq`), one text a line, read as JSON Lines.
        public static let lines = Format(layout: .lines)
        /// Values one after another, separated by optional whitespace: `{"a":1}{"a":2} 3`.
        public static let concatenated = Format(layout: .concatenated)
        /// The elements of a top-level array: `[{"a":1}, {"a":2}]`.
        public static let array = Format(layout: .array(at: []))

        /// The elements of the array at `path`, a list of object keys from the root, inside a
        /// larger document: `.array(at: ["places", "place"])` for `{"places": {"place": [ … ]}}`.
        /// Everything around the array is checked for syntax, and kept as the stream's
        /// ``JSONStream/envelope`` (a total, a next link, a status). Only the first array
        /// at that path is read; when the path is not in the document, the end of the stream
        /// throws a missing-key ``DecodeError``, and a value on the path that is not an object
        /// (or, at its end, not an array) throws a type-mismatch one as soon as it is read
        /// (`places: expected an object holding "place", found an array`), but for a null,
        /// said when the document ends, so that the envelope holds the rest (GraphQL's
        /// `{"data": null, "errors": […]}`). A key of the path
        /// given twice in one object of the path throws where the second starts: readers of the
        /// whole document disagree on which one counts (lookups take the last, `FleeceDecoder`
        /// the first), and the stream has read the first.
        ///
        /// With `mayBeAbsent`, a document without the array, or with a null on its path, has no
        /// records instead of an error: FHIR leaves `entry` out of a search that found nothing
        /// (`{"resourceType": "Bundle", "total": 0}`). The envelope holds the document either way;
        /// a value of another kind on the path is still an error.
        public static func array(at path: [String], mayBeAbsent: Bool = false) -> Format {
            Format(layout: .array(at: path), mayBeAbsent: mayBeAbsent)
        }

        /// `lines`, `concatenated`, `array`, `array(at: places.place)`,
        /// `array(at: entry, mayBeAbsent: true)`.
        public var description: String {
            switch layout {
            case .lines: "lines"
            case .concatenated: "concatenated"
            case .array(let path) where path.isEmpty: "array"
            case .array(let path): "array(at: \(JSONPath(path.map(JSONPath.Component.key)))\(mayBeAbsent ? ", mayBeAbsent: true" : ""))"
            }
        }
    }

    /// What to do with a record that is not valid JSON, or does not decode.
    public enum InvalidRecordPolicy: Sendable, Hashable {
        /// Stop: the records before it are handed out, then its error is thrown. The default.
        ///
        /// The async sequences end there. A `JSONStream` throws the same error again on every
        /// later call, except in JSON Lines, where each line starts afresh: a caller that catches
        /// the error may call ``JSONStream/next()`` again to read on from the next line.
        case `throw`
        /// Leave it out, record it in the current ``LeniencyReport`` (path, line, column and
        /// the error), and go on. A line of JSON Lines is skipped after a syntax error too, since
        /// the next line starts afresh; in the other formats a syntax error still ends the
        /// stream, since there is no safe place to resume.
        case skip
    }

    /// How records are laid out.
    public let format: Format
    /// The parser's limits, for each record: ``JSONParsingOptions/maximumInputSize`` bounds
    /// the size of one record (and so the memory a hostile stream can take),
    /// ``JSONParsingOptions/maximumDepth`` the nesting: of each record in JSON Lines and
    /// concatenated values, and of the whole text in `.array` and `.array(at:)`, as a parse of
    /// that one document counts it (the array and the objects of the path are levels too, so
    /// with the default 512 a record in `.array` may nest 511 deep).
    public let options: JSONParsingOptions
    /// What happens to a record that is not valid.
    public let onInvalidRecord: InvalidRecordPolicy

    /// The options a stream uses unless told otherwise: the default depth, and records of at
    /// most 64 MiB, so that a stream that never ends a record (a 1 GB line, an endless string)
    /// is cut off with ``JSONSyntaxError/Kind/tooLarge(limit:)`` instead of filling the memory.
    public static var defaultOptions: JSONParsingOptions {
        JSONParsingOptions(maximumInputSize: 64 << 20)
    }

    /// A stream of records in `format`, empty until bytes are appended.
    ///
    /// ```swift
    /// var places = JSONStream(.array(at: ["places", "place"]), onInvalidRecord: .skip)
    /// ```
    public init(_ format: Format, options: JSONParsingOptions = JSONStream.defaultOptions,
                onInvalidRecord: InvalidRecordPolicy = .throw) {
        self.format = format
        self.options = options
        self.onInvalidRecord = onInvalidRecord
        self.lineLimit = min(options.maximumInputSize, Int(UInt32.max))
        self.lineLookLength = min(lineLimit, options.maximumDepth)
        if case .lines = format.layout { self.isLines = true } else { self.isLines = false }
        // The envelope holds what one record may: the size limit, within what is addressable.
        let envelopeLimit = min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)
        if case .array(let path) = format.layout {
            self.targetPath = path
            self.recordPathPrefix = Self.keyPath(path)
            self.envelopeText = EnvelopeText(keeping: !path.isEmpty, limit: envelopeLimit)
        } else {
            self.envelopeText = EnvelopeText(keeping: false, limit: envelopeLimit)
        }
    }

    // MARK: State

    /// The format is JSON Lines: what the per-call code tests, rather than switching over
    /// `format.layout`, whose array payload each switch retained and released (callgrind).
    let isLines: Bool
    /// The bytes not handed out yet; compacted as records leave, so it holds at most the record
    /// being read and the unread rest of the last chunk.
    @usableFromInline var buffer: [UInt8] = []
    /// The stream offset of `buffer[0]`.
    var base = 0
    /// The next buffer index to look at: bytes before it were scanned once and are not again.
    var scan = 0
    /// Set by ``finish()``: what is buffered is all there is.
    var isFinished = false
    /// The input was a response without content (see `NoContentSource`): no records, whatever
    /// the format.
    var hasNoContent = false
    /// The first record left when the input ended, read by ``finish()`` and handed out first by
    /// `next()`.
    var finishedRecord: StreamRecord?
    /// The error that ended the stream, thrown again by every later call.
    var terminalError: (any Error)?
    /// Records handed out or skipped so far: the index of the next one.
    var recordCount = 0
    /// The records' documents, reused while no one keeps them.
    var documents = RecordDocuments()

    // JSON Lines: where the current line starts in the buffer, and its number in the stream.
    @usableFromInline var lineStart = 0
    /// The longest line `nextLine()` accepts (`addressableInputSize` is `UInt32.max`), worked out
    /// once: what one byte appended is compared with, so that a line that never ends is cut off
    /// as soon as it is too long.
    @usableFromInline let lineLimit: Int
    var lineNumber = 1
    /// The nesting of the line being read, once it is longer than the depth limit (see `LineNestingWatch`).
    var nesting = LineNestingWatch()
    /// How long the line being read may grow before `append(_:)` has `nextLine()` look at it:
    /// the depth limit, then `LineNestingWatch.lookInterval` more after each look, and never
    /// more than `lineLimit`, where the line is cut off.
    @usableFromInline var lineLookLength: Int
    /// True while skipping the rest of a line that was too long.
    var discardingLine = false
    /// Where a line starts that `append` found too long and cut off before the bytes that
    /// carried it past the limit were added: reported by the next `nextLine()`.
    var cutLineOrigin: RecordOrigin?
    /// Stream offsets `from ..< to` hold no `\n`: found by `nextBatch` past the one line it left
    /// to `nextLine()`, so that the next batch's scan starts at `to` when it starts at `from`.
    var clearScan = (from: -1, to: -1)
    /// False when the bytes appended since `nextLine()` last looked hold no `\n` and the line is
    /// still within the size limit and short of its next look at its nesting (`lineLookLength`),
    /// so that it can answer nil without looking: what keeps one byte at a time cheap (one
    /// comparison as the byte is appended, instead of a look per byte).
    /// Always true in the other formats and once the input has ended. Read by the async
    /// iterator's inlined loop and by the inlined `next()` and `next(decoding:)`, which then do
    /// not even call into the stream.
    @usableFromInline var mayHaveLine = true

    // The other formats: where the grammar is around the values, and the value being read.
    var state = OuterState.start
    var frames: [Frame] = []
    var value = ValueScanner()
    /// The value off the path being checked (`ValueRole.skip`).
    var skipped = SyntaxChecker()
    var valueStart = 0
    var valueRole = ValueRole.record
    var targetPath: [String] = []
    /// `targetPath` as a path, made once: each record's path starts with it (it was made anew
    /// for each record, ~1,400 instructions of a 130-byte record's 6,500).
    var recordPathPrefix = JSONPath()
    var targetFound = false
    /// For each object of `frames`, whether its key of the path has been read (a second one
    /// fails the stream).
    var pathKeySeen: [Bool] = []
    /// The key of the on-path object member whose value comes next matched the path.
    var keyMatched = false
    /// How many objects on the path were entered, for the missing-key error.
    var deepestOnPath = 0
    /// Where the deepest of them starts.
    var deepestObjectPosition: JSONPosition?
    var tracker = PositionTracker()
    /// `.array(at:)` with a path: the text of the document around the records' array, as far as
    /// it has been read (see ``envelope``).
    var envelopeText: EnvelopeText
    /// A null where the path needs an object or the records' array: thrown when the document
    /// ends, once the envelope holds the rest (see `startWrongTarget`).
    var deferredPathFailure: DecodeError?
}

/// One record, with where it came from.
///
/// It holds the record's document rather than its root as a `JSON` value: the Codable forms
/// decode from the document's root entry directly, without making the enum (and moving the
/// document through it) for every record.
@usableFromInline
package struct StreamRecord: Sendable {
    /// The record's own document; the record is its root.
    @usableFromInline let document: JSONDocument
    package let origin: RecordOrigin
    /// 0-based, counting skipped records too.
    package let index: Int

    init(document: JSONDocument, origin: RecordOrigin, index: Int) {
        self.document = document
        self.origin = origin
        self.index = index
    }

    /// The record as a `JSON` value.
    @usableFromInline package var json: JSON { document.root }
}

extension JSONStream {
    /// Adds bytes to the stream: a chunk of a file, a network packet, one byte.
    ///
    /// Nothing is scanned here; ``next()`` does it, once per byte.
    @inlinable
    public mutating func append(contentsOf bytes: some Collection<UInt8>) {
        // Memory safety: the contiguous storage is lent for the call and copied into `buffer`.
        // A chunk of one byte (a source of single bytes, or 1-byte chunks) takes the inlined
        // one-byte path: no call per byte.
        let appended: Void? = bytes.withContiguousStorageIfAvailable { chunk in
            if chunk.count == 1, let byte = unsafe chunk.first { append(byte) } else { unsafe appendBytes(chunk) }
        }
        if appended == nil { unsafe Array(bytes).withUnsafeBufferPointer { unsafe appendBytes($0) } }
    }

    @usableFromInline
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Memory safety: `bytes` is lent for the call and copied into `buffer`.
        if bytes.count == 1, let byte = unsafe bytes.first { return append(byte) }
        if isLines { unsafe cutLineTooLong(before: bytes) }
        compact()
        unsafe buffer.append(contentsOf: bytes)
        mayHaveLine = true
    }

    /// Adds one byte to the stream.
    ///
    /// Inlined into the caller: an async source of single bytes calls it for every byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        if buffer.count == buffer.capacity { makeRoom(before: byte) }
        buffer.append(byte)
        // The limits `nextLine()` applies, so that a line that never ends is still cut off as soon
        // as it is too long or too deep.
        if byte == UInt8(ascii: "\n") || buffer.count &- lineStart > lineLookLength {
            mayHaveLine = true
        }
    }

    /// The next complete record, or nil when the bytes appended so far hold none (append more,
    /// or call ``finish()`` at the end of the input).
    ///
    /// - Throws: ``JSONSyntaxError`` for a record that is not JSON (with `onInvalidRecord:
    ///   .skip`, a line of JSON Lines is skipped instead), or for a stream that breaks the
    ///   format (`[1 2]`), with its line and column in the whole stream; ``DecodeError`` when
    ///   the path of `.array(at:)` is not in the document.
    @inlinable
    public mutating func next() throws -> JSON? {
        // JSON Lines fed a byte at a time: no call until a line may have ended (see `mayHaveLine`).
        guard mayHaveLine else { return nil }
        return try nextRecord()?.json
    }

    /// Says that the input has ended, so that the records the end completes (a last line
    /// without `\n`, a number at the very end of concatenated values) are read; ``next()`` hands
    /// them out. Only the first record not yet handed out is read here (to throw its error now);
    /// the rest wait for ``next()``, one at a time, so a stream fed a large input before its end
    /// still holds one record's document at a time.
    /// A number the input ends on inside an array (`[1,2`) may be cut short (`[1,23]`): it is
    /// not a record, and the end is an error.
    ///
    /// ```swift
    /// try stream.finish()
    /// while let value = try stream.next() { … }
    /// ```
    /// Records come before errors, as in ``next()``: when records not yet handed out come
    /// before the error, `finish()` returns and ``next()`` hands them out, then throws the error.
    ///
    /// Bytes appended after `finish()` are read as more of the input, never dropped: more lines
    /// of JSON Lines, more concatenated values; after the `]` of an array, the error for bytes
    /// past the end (`expected end of input after the JSON value`).
    ///
    /// - Throws: ``JSONSyntaxError/Kind/unexpectedEndOfInput`` when the input stops inside a
    ///   record or, for arrays, before the closing `]`; any error a remaining record has; each
    ///   only when every record before it was handed out.
    public mutating func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        mayHaveLine = true
        // One record: reading them all made a document of each at once (200,000 lines appended
        // before the end: 116 MB, against 27 MB read one by one); an error after it is thrown
        // by `next()` in its turn, as "records before errors" asks.
        finishedRecord = try readRecord()
    }

    /// The next record with its origin: the records read by `finish()` first, then the buffer.
    /// Its document is remembered for the next record (filled with it if no one keeps this one).
    @usableFromInline
    package mutating func nextRecord() throws -> StreamRecord? {
        guard let record = try nextLentRecord() else { return nil }
        documents.remember(record.document)
        return record
    }

    /// Hands a record's document back once the record is done with (see `RecordDocuments`).
    @usableFromInline
    package mutating func reclaim(_ record: consuming StreamRecord) {
        documents.remember(record.document)
    }

    /// `nextRecord()` without remembering the record's document: the caller hands it back with
    /// `reclaim(_:)` when done (see `RecordDocuments`).
    @usableFromInline
    package mutating func nextLentRecord() throws -> StreamRecord? {
        // False only in JSON Lines before the end of the input, when no `\n` arrived since the
        // last look: then no record was read by `finish()`, none is complete, and no error ended
        // the stream (only the other formats keep one), so nil is the answer without looking.
        guard mayHaveLine else { return nil }
        if let record = finishedRecord {
            finishedRecord = nil
            return record
        }
        return try readRecord()
    }

    /// Marks the end of the input without reading ahead, so that `nextRecord()` hands out the
    /// last records in order and throws where the input was cut short: what async readers use.
    @usableFromInline
    package mutating func endInput() {
        isFinished = true
        mayHaveLine = true
    }

    private mutating func readRecord() throws -> StreamRecord? {
        if hasNoContent { return nil }
        if isLines { return try nextLine() }
        if let terminalError { throw terminalError }
        do {
            return try nextValue()
        } catch {
            terminalError = error
            throw error
        }
    }

    /// Before `byte` is appended to a full buffer: a line it would carry past the limit is cut
    /// off (see `cutLineTooLong(before:)`), then the buffer compacted.
    @usableFromInline
    mutating func makeRoom(before byte: UInt8) {
        if isLines {
            // Memory safety: the byte is lent for the call.
            unsafe withUnsafePointer(to: byte) { unsafe cutLineTooLong(before: UnsafeBufferPointer(start: $0, count: 1)) }
        }
        compact()
    }

    /// Cuts off the line being read when `bytes`, about to be appended, carry it past the limit
    /// before any `\n`: its bytes are dropped now and the next `nextLine()` reports it, as it
    /// reports a line it finds too long. Found by an outside tester: appended first, a 100 MiB
    /// line fed in 1 MiB chunks grew the buffer (its capacity doubling) to twice the 64 MiB
    /// limit before `nextLine()` dropped it. Only a line `nextLine()` has looked at whole (no
    /// `\n` in it, no record before it waiting) is cut here; any other is left to it.
    mutating func cutLineTooLong(before bytes: UnsafeBufferPointer<UInt8>) {
        guard !discardingLine, cutLineOrigin == nil, !mayHaveLine, !isFinished, scan == buffer.count else { return }
        // The bytes the line may still take; a `\n` among them, or right after them, ends it in time.
        let room = lineLimit &- (buffer.count &- lineStart)
        guard room >= 0, bytes.count > room else { return }
        // Memory safety: `bytes` is lent for the call; `room < bytes.count`, so `...room` is within it.
        if unsafe UnsafeBufferPointer(rebasing: bytes[...room]).contains(UInt8(ascii: "\n")) { return }
        cutLineOrigin = lineOrigin()
        discardingLine = true
        lineStart = buffer.count
    }

    /// Drops the bytes no longer needed, when that is at least as many as it keeps (so each
    /// byte moves O(1) times on average, whatever the chunk sizes).
    @usableFromInline
    mutating func compact() {
        // Memory safety: the position tracker reads the lent buffer below `keep`, within it, during
        // the call.
        // A value off the path keeps only the few bytes a failure may name (see `SyntaxChecker`).
        let keep = isLines ? lineStart
            : state != .inValue ? scan
            : valueRole == .skip ? max(valueStart, scan - SyntaxChecker.lookBehind) : valueStart
        guard keep > 0, keep >= buffer.count - keep else { return }
        if !isLines {
            unsafe buffer.withUnsafeBufferPointer { unsafe tracker.advance(to: base + keep, in: $0, base: base) }
        }
        if keep == buffer.count {
            buffer.removeAll(keepingCapacity: true)
        } else {
            buffer.removeSubrange(0..<keep)
        }
        base += keep
        scan -= keep
        if isLines { lineStart -= keep } else { valueStart = max(valueStart - keep, 0) }
    }
}
