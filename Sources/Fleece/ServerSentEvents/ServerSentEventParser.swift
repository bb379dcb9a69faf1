/// The push parser of `text/event-stream`: bytes in, in chunks of any size, events out as soon
/// as the blank line that ends them arrives. It follows the WHATWG HTML standard's "interpreting
/// an event stream": lines end at CRLF, LF or CR; a leading byte-order mark is dropped; lines
/// starting with `:` are comments; `event`, `data`, `id` and `retry` are the fields, other
/// fields are ignored; an event without data is not dispatched; an event the stream's end cuts
/// short is discarded. Two limits bound what it holds, a line and one event's data, so that
/// neither an endless line nor an endless event takes all the memory.
///
/// ```swift
/// var parser = ServerSentEventParser()
/// parser.append(contentsOf: chunk)
/// while let event = try parser.next() { print(event.data) }
/// ```
public struct ServerSentEventParser: Sendable {
    /// The longest line accepted, in bytes; a longer one throws ``JSONSyntaxError/Kind/tooLarge(limit:)``,
    /// so an endless line cannot take all the memory. The default is 64 MiB.
    public var maximumLineLength: Int

    /// The most one event may gather, in bytes: its data (its `data:` lines, each with the newline
    /// that joins it to the next) and, for each `data:` line after the first, the place of that
    /// line in the stream that its errors are reported at (32 bytes on 64-bit platforms, 16 on
    /// 32-bit ones); more throws ``JSONSyntaxError/Kind/tooLarge(limit:)`` at the event's first
    /// `data:` line, so that an event whose blank line never comes, even one of empty `data`
    /// lines, cannot take all the memory. The default is 64 MiB.
    public var maximumEventSize: Int

    private var line: [UInt8] = []
    private var sawCarriageReturn = false
    private var atStart = true
    private var byteOrderMarkMatched = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private var dataBuffer: [UInt8] = []
    private var hasData = false
    /// Where the event's data starts in the stream, and its later `data:` lines (see
    /// `ServerSentEvent.dataPosition`).
    private var dataPosition: JSONPosition?
    private var laterDataLines: [RecordOrigin.LaterLine] = []
    /// Where the event's first `data:` line starts: where a too-large event's error points.
    private var eventStart = JSONPosition(offset: 0, line: 1, column: 1)
    private var eventType: String?
    private var lastEventID: String?
    /// The stream's reconnection time (the last `retry:` field read); see `reconnectionTime`.
    private var retry: Int?
    private var ready: [ServerSentEvent] = []
    private var nextReady = 0
    private var lineNumber = 1
    /// The stream offset of the chunk being fed, and of the first byte of the line being read:
    /// where a too-long line's error says it starts.
    private var chunkOffset = 0
    private var lineOffset = 0
    /// A line or an event over its limit: thrown once the events before it are handed out, and
    /// the end of the parse (the bytes after it are not read).
    private var tooLarge: JSONSyntaxError?

    /// The reconnection time in milliseconds the stream asked for: its last `retry:` field so far,
    /// whether or not an event was dispatched with it (servers often send `retry: 3000` in a
    /// block of its own first), or nil when none has come. Each event carries it too
    /// (``ServerSentEvent/retry``).
    public var reconnectionTime: Int? { retry }

    /// A parser at the start of a stream.
    public init(maximumLineLength: Int = 64 << 20, maximumEventSize: Int = 64 << 20) {
        self.maximumLineLength = maximumLineLength
        self.maximumEventSize = maximumEventSize
    }

    /// The error of a stream whose bytes ended before the event whose data is `terminator`: at
    /// the end of the bytes fed, on the line being read (an event cut short is discarded, as the
    /// standard says, and the error is where it was cut).
    package func endedBeforeTerminator(_ terminator: String) -> JSONSyntaxError {
        // Columns count Unicode scalars, as every position does, a bad byte as the U+FFFD it
        // reads as (with the bytes of a byte-order mark begun at the stream's start).
        let pending = atStart ? Array(Self.byteOrderMark[..<byteOrderMarkMatched]) + line : line
        let column = String(decoding: pending, as: UTF8.self).unicodeScalars.count + 1
        return JSONSyntaxError(kind: .unexpectedEndOfInput, expected: "the terminator event \"\(terminator)\"",
                               found: "end of input", offset: chunkOffset, line: lineNumber, column: column)
    }

    /// Adds bytes of the stream; the events they complete are then handed out by ``next()``.
    public mutating func append(contentsOf bytes: some Collection<UInt8>) {
        // Memory safety: `feed` reads the lent bytes below their count and copies what it keeps
        // into `line`, within the call.
        let done: Void? = bytes.withContiguousStorageIfAvailable { unsafe feed($0) }
        if done == nil { unsafe Array(bytes).withUnsafeBufferPointer { unsafe feed($0) } }
    }

    /// The next complete event, or nil when the bytes so far complete none.
    /// - Throws: ``JSONSyntaxError/Kind/tooLarge(limit:)`` for a line longer than ``maximumLineLength``
    ///   or an event's data larger than ``maximumEventSize``, after the events before it.
    public mutating func next() throws(JSONSyntaxError) -> ServerSentEvent? {
        if nextReady < ready.count {
            defer {
                nextReady += 1
                if nextReady == ready.count { ready.removeAll(keepingCapacity: true); nextReady = 0 }
            }
            return ready[nextReady]
        }
        if let tooLarge { throw tooLarge }
        return nil
    }

    private mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Memory safety: `bytes` is lent for the call; reads are at `index < bytes.count` and the
        // slices `start..<index` end within it; what is kept is copied into `line`.
        if tooLarge != nil { return }
        var index = 0
        // A byte-order mark, possibly split over chunks, is not part of the first line.
        while atStart, index < bytes.count {
            if unsafe bytes[index] == Self.byteOrderMark[byteOrderMarkMatched] {
                byteOrderMarkMatched += 1
                index += 1
                if byteOrderMarkMatched == 3 {
                    atStart = false
                    lineOffset = chunkOffset + index
                }
            } else {
                // Not a byte-order mark after all: what looked like one starts the line.
                line.append(contentsOf: Self.byteOrderMark[..<byteOrderMarkMatched])
                atStart = false
            }
        }
        var start = index
        while index < bytes.count {
            let byte = unsafe bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\n"), sawCarriageReturn, start == index, line.isEmpty {
                    // The LF of a CRLF whose CR ended the line already.
                    sawCarriageReturn = false
                    index += 1
                    start = index
                    lineOffset = chunkOffset + index
                    continue
                }
                unsafe line.append(contentsOf: bytes[start..<index])
                if checkLineLength() { endLine() }
                if tooLarge != nil { return }
                sawCarriageReturn = byte == UInt8(ascii: "\r")
                index += 1
                start = index
                lineOffset = chunkOffset + index
                continue
            }
            sawCarriageReturn = false
            index += 1
        }
        unsafe line.append(contentsOf: bytes[start..<index])
        chunkOffset += bytes.count
        _ = checkLineLength()
    }

    /// Whether the line read so far is within ``maximumLineLength``; if not, the parse ends with
    /// the error, whether the line ended in this chunk or goes on past it.
    private mutating func checkLineLength() -> Bool {
        guard line.count > maximumLineLength else { return true }
        tooLarge = JSONSyntaxError(kind: .tooLarge(limit: maximumLineLength),
                                   expected: "a line of at most \(maximumLineLength) bytes",
                                   found: "a longer line", offset: lineOffset, line: lineNumber, column: 1)
        line = []
        return false
    }

    /// Interprets the line in `line`, then clears it.
    private mutating func endLine() {
        defer {
            line.removeAll(keepingCapacity: true)
            lineNumber += 1
        }
        if line.isEmpty { return dispatch() }
        if line[0] == UInt8(ascii: ":") { return }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = line[..<(colon ?? line.count)]
        var valueStart = colon.map { $0 + 1 } ?? line.count
        if valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = line[valueStart...]
        if name.elementsEqual("data".utf8) {
            if hasData {
                dataBuffer.append(UInt8(ascii: "\n"))
                laterDataLines.append(RecordOrigin.LaterLine(
                    recordOffset: dataBuffer.count,
                    position: JSONPosition(offset: lineOffset + valueStart, line: lineNumber, column: valueStart + 1)))
            } else {
                // The field's name and `:` are ASCII: the value's column is its byte index + 1.
                dataPosition = JSONPosition(offset: lineOffset + valueStart, line: lineNumber, column: valueStart + 1)
                eventStart = JSONPosition(offset: lineOffset, line: lineNumber, column: 1)
            }
            // The lines' places count: an event of empty `data` lines gathers one byte of data
            // per line, but 32 bytes of place (200 MB of `data\n` kept 2.2 GB).
            let kept = dataBuffer.count + value.count + laterDataLines.count * MemoryLayout<RecordOrigin.LaterLine>.stride
            guard kept <= maximumEventSize else {
                tooLarge = JSONSyntaxError(kind: .tooLarge(limit: maximumEventSize),
                                           expected: "an event of at most \(maximumEventSize) bytes of data",
                                           found: "a larger one", offset: eventStart.offset, line: eventStart.line, column: 1)
                dataBuffer = []
                return
            }
            dataBuffer.append(contentsOf: value)
            hasData = true
        } else if name.elementsEqual("event".utf8) {
            eventType = String(decoding: value, as: UTF8.self)
        } else if name.elementsEqual("id".utf8) {
            if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
        } else if name.elementsEqual("retry".utf8) {
            // Digits only, as the standard says; too many for an `Int` keep the time there was
            // (the standard's integer has no bound, and a reconnection time past 2^63 ms is none).
            if !value.isEmpty, value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
               let milliseconds = Int(String(decoding: value, as: UTF8.self)) {
                retry = milliseconds
            }
        }
    }

    /// A blank line: the event so far is complete, unless it has no data.
    private mutating func dispatch() {
        defer {
            dataBuffer.removeAll(keepingCapacity: true)
            hasData = false
            dataPosition = nil
            laterDataLines = []
            eventType = nil
        }
        guard hasData else { return }
        let type = eventType.flatMap { $0.isEmpty ? nil : $0 } ?? "message"
        var event = ServerSentEvent(event: type, data: String(decoding: dataBuffer, as: UTF8.self),
                                    id: lastEventID.flatMap { $0.isEmpty ? nil : $0 }, retry: retry)
        event.dataPosition = dataPosition
        if !laterDataLines.isEmpty { event.laterDataLines = laterDataLines }
        ready.append(event)
    }
}
