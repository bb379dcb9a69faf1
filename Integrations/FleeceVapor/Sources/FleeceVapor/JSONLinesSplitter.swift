/// Finds the records of a JSON Lines body in chunks as they arrive: one record per line, `\n` or
/// `\r\n` line ends, blank lines skipped, the last line's end optional.
///
/// (The same file as FleeceHummingbird's: the two packages share no module.)
/// Interim: Fleece's core stream reader (`JSONStream`, with `.lines` and `.array` formats) will
/// replace this; until then bodies stream as JSON Lines only. Each byte is scanned once, whatever
/// the chunk sizes, and only the line being read is kept.
struct JSONLinesSplitter {
    /// A complete line, and its number in the whole body (from 1).
    struct Line {
        var bytes: [UInt8]
        var number: Int
    }

    /// The longest line accepted, in bytes; a longer one fails rather than filling memory.
    let maximumLineLength: Int
    private var pending: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var lineNumber = 0

    init(maximumLineLength: Int) {
        self.maximumLineLength = maximumLineLength
    }

    /// A line longer than ``maximumLineLength``.
    struct LineTooLong: Error {
        var lineNumber: Int
        var limit: Int
    }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        if start > 0, start >= pending.count / 2 {
            pending.removeFirst(start)
            scanned -= start
            start = 0
        }
        pending.append(contentsOf: chunk)
    }

    /// The next complete, non-blank line, or nil when more bytes are needed.
    /// - Throws: ``LineTooLong`` when the line being read passes the limit.
    mutating func nextLine() throws(LineTooLong) -> Line? {
        while let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            scanned = newline + 1
            lineNumber += 1
            let line = pending[start..<newline]
            start = scanned
            if line.count > maximumLineLength { throw LineTooLong(lineNumber: lineNumber, limit: maximumLineLength) }
            if let record = Self.record(in: line, number: lineNumber) { return record }
        }
        scanned = pending.count
        if pending.count - start > maximumLineLength {
            throw LineTooLong(lineNumber: lineNumber + 1, limit: maximumLineLength)
        }
        return nil
    }

    /// The last line, when the body ends without a line break after it.
    mutating func finish() -> Line? {
        guard start < pending.count else { return nil }
        lineNumber += 1
        let line = pending[start...]
        start = pending.count
        return Self.record(in: line, number: lineNumber)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func record(in line: ArraySlice<UInt8>, number: Int) -> Line? {
        var line = line
        while let last = line.last, last == UInt8(ascii: "\r") { line.removeLast() }
        guard line.contains(where: { !isBlank($0) }) else { return nil }
        return Line(bytes: Array(line), number: number)
    }
}

extension JSONLinesSplitter {
    /// `message` with its positions moved to the record's line in the whole body: a record is one
    /// line, so every position Fleece reports in it is on its line 1.
    static func relocate(_ message: String, toLine line: Int) -> String {
        message.replacing("line 1, column", with: "line \(line), column")
    }
}
