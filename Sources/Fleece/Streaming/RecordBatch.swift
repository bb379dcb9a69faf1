/// The complete lines of a JSON Lines stream's buffer, parsed into one document: what the
/// Codable async forms decode a batch at a time (see `DecodedRecords`).
///
/// A record alone in its document pays for the document (refilling it, copying its text,
/// setting up the parser) and for lending its index to the decoder, about a sixth of decoding an
/// event-log record (callgrind): a batch pays those once for up to `JSONStream.batchRecords`
/// records. Each record is a root of its own in the batch's document; the document's text runs
/// from the first line's start to the last line's end and its origin is the first line's, so
/// every line and column its entries report is the stream's, as a record's own document gives.
@usableFromInline
package struct RecordBatch {
    /// The batch's document, or nil before the first batch. Kept between batches, to be filled
    /// with the next one when no one else holds it any more (see `RecordDocuments`).
    @usableFromInline package var document: JSONDocument?
    /// The records' root entries in `document`, in order.
    @usableFromInline package var roots: [Int] = []
    /// The next record of `roots` to decode.
    @usableFromInline package var next = 0
    /// The lines found by `nextBatch`, as ranges of the batch's text (blank lines left out):
    /// scratch storage, kept for its capacity.
    var lines: [Range<Int>] = []

    @usableFromInline package init() {}

    /// Whether every record of the batch was handed out.
    @inlinable package var isExhausted: Bool { next >= roots.count }
}

extension JSONStream {
    /// The most records a batch holds: a batch's decoded values wait in memory for the caller.
    static var batchRecords: Int { 16 }
    /// A batch takes no more lines once its text is this long: it stays far below the 4 GiB that
    /// entries can address, and small beside the stream's buffer.
    static var batchBytes: Int { 32 << 10 }
    /// A batch takes no line longer than this. What a batch saves per record (~1,500 instructions
    /// of an event-log record's ~9,500) is nothing beside a long record's decode, while decoding
    /// long records ahead held more memory: the statuses stream (records of a few KiB) ran ~5%
    /// slower by the clock when batched, for 0.5% more instructions.
    static var batchLineBytes: Int { 2 << 10 }

    /// Parses the complete lines in the buffer, from the next one on, into `batch` (up to
    /// `batchRecords` records and about `batchBytes` bytes); returns false, having read no record,
    /// when it cannot: the stream is not JSON Lines, holds records read by `finish()`, is
    /// skipping a line that was too long, or its next line is incomplete, too long to batch, or
    /// not valid JSON. `nextLentRecord()` then reads that record as usual (and throws or reports
    /// its error), and the next call batches again.
    ///
    /// A single complete line is left to `nextLine()` too: a batch of one costs more than it saves.
    ///
    /// A batch stops before the first line it cannot take, so the records keep their order and
    /// their numbers, and every error is the one that line read alone has. Blank lines are
    /// skipped, as `nextLine()` skips them.
    @usableFromInline
    package mutating func nextBatch(_ batch: inout RecordBatch) -> Bool {
        guard isLines, mayHaveLine, !discardingLine, finishedRecord == nil else { return false }
        // Emptied only when not empty: each call on an empty array cost ~50 instructions, and a
        // source of chunks shorter than its records asks here once per chunk.
        if !batch.roots.isEmpty { batch.roots.removeAll(keepingCapacity: true) }
        batch.next = 0
        if !batch.lines.isEmpty { batch.lines.removeAll(keepingCapacity: true) }
        let start = lineStart
        let count = buffer.count
        let longest = min(lineLimit, Self.batchLineBytes)
        // The `\n` of a line too long to batch that comes first, for `nextLine()` to start at.
        var longLineEnd: Int?
        var next = lineStart
        var number = lineNumber
        // Where the last call found the rest of the buffer without `\n`, if the scan resumes there.
        var scanned = base &+ scan == clearScan.from ? min(max(clearScan.to &- base, scan), count) : scan
        var sawEnd = false
        var firstLineNumber = lineNumber
        // Memory safety: the buffer is lent to the closure; `firstNewline` and `isBlank` read
        // within it (see `nextLine()`).
        unsafe buffer.withUnsafeBufferPointer { bytes in
            while batch.lines.count < Self.batchRecords, next &- start < Self.batchBytes {
                guard let newline = unsafe Self.firstNewline(in: bytes, from: scanned) else {
                    sawEnd = true
                    break
                }
                if newline &- next > longest {
                    if batch.lines.isEmpty { longLineEnd = newline }
                    break
                }
                // Blank unless its first byte is not whitespace (as almost every line's is) or
                // a byte-order mark's.
                let first = unsafe bytes[next]
                if unsafe (!Self.isWhitespace(first) && first != 0xEF) || !Self.isBlank(bytes, next, newline) {
                    if batch.lines.isEmpty { firstLineNumber = number }
                    batch.lines.append((next &- start)..<(newline &- start))
                }
                number += 1
                next = newline &+ 1
                scanned = next
            }
        }
        if let longLineEnd {
            // Left to `nextLine()`, from its first byte (blank lines before it skipped), with its
            // `\n` already found: its bytes are not scanned twice.
            lineStart = next
            lineNumber = number
            scan = longLineEnd
            return false
        }
        if batch.lines.count == 1 || (batch.lines.count > 1 && LeniencyReport.isCollecting) {
            // One record alone gains nothing from a batch (a source of single bytes, records
            // as long as a chunk); and a batch is decoded ahead of the caller, so not while a
            // leniency report is collected (what a decode reports, and `.skip` reports, then
            // come as each record is handed out). `nextLine()` reads the first line, from its
            // first byte (blank lines before it skipped), with its `\n` already found; the
            // bytes scanned after it are not scanned again (`clearScan`).
            lineStart = start &+ batch.lines[0].lowerBound
            lineNumber = firstLineNumber
            scan = start &+ batch.lines[0].upperBound
            clearScan = sawEnd ? (base &+ next, base &+ count) : (-1, -1)
            batch.lines.removeAll(keepingCapacity: true)
            return false
        }
        let origin = lineOrigin()
        var parsed = 0
        if let last = batch.lines.last {
            let textEnd = start &+ last.upperBound
            // Memory safety: the buffer is lent to the closure; the text is `start ..< textEnd`
            // within it, and the parser may load (never parse) the bytes after it, to its end.
            unsafe buffer.withUnsafeBufferPointer { bytes in
                let text = unsafe UnsafeBufferPointer(rebasing: bytes[start..<textEnd])
                unsafe JSONDocument.fillBatch(&batch, text: text, readableAfter: count &- textEnd, options: options,
                                              origin: origin)
            }
            parsed = batch.roots.count
        }
        if parsed < batch.lines.count {
            // Up to the line that did not parse (blank lines before it are skipped for good);
            // its number counted from the batch's first line, on this rare path only.
            lineStart = start &+ batch.lines[parsed].lowerBound
            // Memory safety: the buffer is lent to the closure, read below `lineStart`, within it.
            lineNumber += unsafe buffer.withUnsafeBufferPointer { bytes in
                var newlines = 0
                for index in start..<lineStart where unsafe bytes[index] == UInt8(ascii: "\n") { newlines += 1 }
                return newlines
            }
            scan = lineStart
        } else {
            lineStart = next
            lineNumber = number
            // No `\n` after `next` (to the buffer's end): `nextLine()` need not look again.
            scan = sawEnd ? count : next
        }
        recordCount += parsed
        return parsed > 0
    }
}

extension JSONStream {
    /// JSON whitespace: ' ', '\t', '\r', '\n'.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
}

extension JSONDocument {
    /// Parses `batch.lines`, lines of `text` (which starts at `origin` in the stream), into
    /// `batch.document`, refilled when no one else holds it, and their roots into `batch.roots`;
    /// stops before the first line that does not parse. The document is left as it was when no
    /// line parses.
    static func fillBatch(_ batch: inout RecordBatch, text: UnsafeBufferPointer<UInt8>, readableAfter: Int,
                          options: JSONParsingOptions, origin: RecordOrigin) {
        // Memory safety: `text` is lent for the call (with `readableAfter` bytes after it) and
        // copied, not kept; a document is refilled only when `isKnownUniquelyReferenced` says no
        // one else holds it, and its fields are written only then (see `JSONDocument`).
        // Taken out of the batch first, so that the reference tested is the only one it had.
        var reused: JSONDocument?
        var storage: [Entry] = []
        if var document = batch.document.take(), isKnownUniquelyReferenced(&document), document.canRefill(with: text.count) {
            storage = unsafe exchange(&document.entries, with: [])
            reused = document
        }
        let entries = unsafe Parser.parseLines(text, readableAfter: readableAfter, lines: batch.lines, options: options,
                                               reusing: storage, roots: &batch.roots)
        guard let first = batch.roots.first, let last = batch.lines.last else {
            // No record: the document (if any) keeps the storage for the next batch.
            if let reused { unsafe reused.entries = entries }
            batch.document = reused
            return
        }
        // The text up to the last line parsed.
        let textEnd = batch.roots.count == batch.lines.count ? last.upperBound : batch.lines[batch.roots.count &- 1].upperBound
        let used = unsafe UnsafeBufferPointer(rebasing: text[..<textEnd])
        if let document = reused {
            unsafe document.bytes.replaceSubrange(document.bytes.startIndex..<document.bytes.endIndex, with: used)
            unsafe document.entries = entries
            unsafe document.rootIndex = first
            unsafe document.recordRoots = batch.roots
            unsafe document.origin = origin
            batch.document = document
        } else {
            let document = unsafe JSONDocument(bytes: Array(used), entries: entries, rootIndex: first,
                                               hasSourceText: true, origin: origin)
            unsafe document.recordRoots = batch.roots
            batch.document = document
        }
    }
}
