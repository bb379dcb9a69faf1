/// JSON Lines: a record ends at `\n`. A raw newline cannot occur inside a JSON string, so the
/// boundary is found without tracking strings; the parser validates each line.
extension JSONStream {
    mutating func nextLine() throws -> StreamRecord? {
        // Nothing new to find (see `mayHaveLine`); the bytes are scanned once a `\n` arrives.
        guard mayHaveLine || isFinished else { return nil }
        // Memory safety, for every `unsafe` in this extension: the stream's buffer is lent to each
        // closure for its call; `firstNewline` loads 32 bytes (two blocks), 16 or 8 (through
        // `newlineInWord`) at `index` only when `index + 32` (`+ 16`, `+ 8`) `<= bytes.count`, and single bytes below the
        // count; `isBlank` reads `start..<end` within it.
        // The same limit as `min(options.maximumInputSize, JSONParsingOptions.addressableInputSize)`,
        // worked out once: reading the static was a `swift_once` call per record.
        let limit = lineLimit
        if let origin = cutLineOrigin {
            // Cut off by `append` (see `cutLineTooLong(before:)`): the rest of it is skipped
            // before it is reported, so that with `.throw` too the stream is past it.
            cutLineOrigin = nil
            _ = skipCutLine()
            try reject(lineTooLong(origin: origin), origin: origin)
        }
        while true {
            if discardingLine {
                guard skipCutLine() else {
                    if !isFinished { mayHaveLine = false }
                    return nil
                }
                continue
            }
            let count = buffer.count
            let newline = unsafe buffer.withUnsafeBufferPointer { unsafe Self.firstNewline(in: $0, from: scan) }
            var end: Int
            if let newline {
                end = newline
                scan = newline + 1
            } else {
                scan = count
                if !isFinished { mayHaveLine = false }
                if count - lineStart > limit {
                    // Too long, and not even over yet: skip to the next line whatever the policy,
                    // so the buffer never holds more than the limit.
                    let origin = lineOrigin()
                    discardingLine = true
                    lineStart = count
                    try reject(lineTooLong(origin: origin), origin: origin)
                    continue
                }
                if !isFinished, let tooDeep = watchNesting() {
                    // Endless nesting: cut off as a line too long is, skipped to its end
                    // whatever the policy.
                    let origin = lineOrigin()
                    let error = tooDeepError(at: tooDeep, origin: origin)
                    discardingLine = true
                    lineStart = count
                    try reject(error, origin: origin)
                    continue
                }
                guard isFinished, lineStart < count else { return nil }
                end = count
            }
            var start = lineStart
            var origin = lineOrigin()
            let endsAtNewline = newline != nil
            lineStart = scan
            // A `\r\n` line ends before its `\r`: the end of a record cut short is where the
            // text ends, as with `\n`.
            if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lineNumber += 1
            // A JSON text sequence's (RFC 7464: GeoJSONSeq, `application/json-seq`) record
            // separator before the text is not part of it. Looked at in the blank check's call
            // on the buffer; the check costs ~8 instructions a record, 0.09% of a functional
            // event-log stream's (callgrind, 9,160 a record).
            let (separated, blank) = unsafe buffer.withUnsafeBufferPointer { bytes in
                let separated = unsafe end > start && bytes[start] == Self.recordSeparator
                return (separated, unsafe Self.isBlank(bytes, separated ? start &+ 1 : start, end))
            }
            if separated {
                start += 1
                origin.position = JSONPosition(offset: origin.position.offset + 1, line: origin.position.line, column: 2)
            }
            if blank { continue }
            let index = recordCount
            recordCount += 1
            do {
                let document = try parseRecord(start..<end, origin: origin)
                return StreamRecord(document: document, origin: origin, index: index)
            } catch {
                try reject(error, origin: origin, endsAtNewline: endsAtNewline)
            }
        }
    }

    /// Follows the nesting of the line being read (not ended) when it has grown past
    /// `lineLookLength`: the buffer index of a `[` or `{` too deep, if there is one.
    mutating func watchNesting() -> Int? {
        let start = base + lineStart
        if nesting.lineOffset != start {
            nesting.watch(lineAt: start)
            lineLookLength = min(lineLimit, options.maximumDepth)
        }
        let length = buffer.count - lineStart
        guard length > lineLookLength else { return nil }
        lineLookLength = min(lineLimit, length + LineNestingWatch.lookInterval)
        let from = nesting.watchedTo - base
        // Memory safety: the buffer is lent to the closure, which reads it within its count.
        return unsafe buffer.withUnsafeBufferPointer { [maximumDepth = options.maximumDepth, lineStart] bytes in
            unsafe nesting.advance(over: bytes, from: from, lineStart: lineStart, maximumDepth: maximumDepth)
        }
    }

    /// The error for the `[` or `{` at buffer index `index`, too deep, in the line of `origin`.
    func tooDeepError(at index: Int, origin: RecordOrigin) -> JSONSyntaxError {
        // Memory safety: the buffer is lent to the closure; `lineStart ... index` is within it.
        let (column, found) = unsafe buffer.withUnsafeBufferPointer { bytes in
            unsafe (TextPosition.column(from: lineStart, to: index, in: bytes), TextPosition.describeByte(at: index, in: bytes))
        }
        let depth = options.maximumDepth
        return JSONSyntaxError(
            kind: .tooDeep(limit: depth), expected: "at most \(depth) nested arrays and objects", found: found,
            offset: base + index, line: origin.position.line, column: column)
    }

    /// The error of a line longer than the limit, which starts at `origin`.
    func lineTooLong(origin: RecordOrigin) -> JSONSyntaxError {
        JSONSyntaxError(
            kind: .tooLarge(limit: lineLimit), expected: JSONDocument.recordSizeWords(lineLimit),
            found: JSONDocument.longerRecordWords, offset: origin.position.offset,
            line: origin.position.line, column: origin.position.column)
    }

    /// Skips what has come of a line cut off (too long or too deep), through its `\n` if that
    /// has come: true when it has, and the line is over.
    mutating func skipCutLine() -> Bool {
        let newline = unsafe buffer.withUnsafeBufferPointer { unsafe Self.firstNewline(in: $0, from: scan) }
        guard let newline else {
            scan = buffer.count
            lineStart = scan
            if isFinished { discardingLine = false }
            return false
        }
        scan = newline + 1
        lineStart = scan
        discardingLine = false
        lineNumber += 1
        return true
    }

    /// The origin of the line starting at `lineStart`.
    func lineOrigin() -> RecordOrigin {
        // `JSONPath()` is `.root`, without the global's `swift_once` call per record.
        RecordOrigin(position: JSONPosition(offset: base + lineStart, line: lineNumber, column: 1), path: JSONPath())
    }

    /// Throws `error`, or with `.skip` reports it and returns.
    mutating func reject(_ error: JSONSyntaxError, origin: RecordOrigin, endsAtNewline: Bool = false) throws {
        let error = Self.inLineWords(error, endsAtNewline: endsAtNewline)
        guard onInvalidRecord == .skip else { throw error }
        LeniencyReport.recordSkippedRecord(LeniencyReport.Entry(
            action: .skippedElement, path: origin.path,
            position: JSONPosition(offset: error.offset, line: error.line, column: error.column), error: error,
            recordLine: origin.lineNamingRecord))
    }

    /// A line's syntax error as a reader of JSON Lines sees it: text after a line's value comes
    /// before the end of the line, not of the input (`{"a": 1} {"b": 2}` on one line), and a
    /// value cut short by a line break is cut by the end of the line, not of the input, when
    /// more lines follow (`found the end of the line at line 2, column 27`).
    static func inLineWords(_ error: JSONSyntaxError, endsAtNewline: Bool) -> JSONSyntaxError {
        if endsAtNewline, error.found == "end of input" {
            var cutByTheLine = error
            cutByTheLine.found = "the end of the line"
            return cutByTheLine
        }
        guard error.kind == .trailingContent else { return error }
        return JSONSyntaxError(kind: error.kind, expected: "the end of the line after the JSON value", found: error.found,
                               offset: error.offset, line: error.line, column: error.column)
    }

    /// The index of the first `\n` at or after `start`: thirty-two, then sixteen bytes at a time
    /// through `ByteBlock` (`pcmpeqb`, `pmovmskb` and a trailing-zero count on x86-64, no call),
    /// the tail eight bytes at a time with SWAR. The scan is the one pass over a record's bytes
    /// besides the parser's; `any(block .== newlines)`, which it used before, is a call to a
    /// generic `min()` reduction per block. Two blocks a step, tested once, took the scan of a
    /// ~120-byte line from ~115 instructions to ~65 (callgrind, event-log stream).
    static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        while index &+ 32 <= count {
            let first = unsafe ByteBlock(at: base + index)
            let second = unsafe ByteBlock(at: base + (index &+ 16))
            if first.contains(UInt8(ascii: "\n"), orIn: second) {
                let inFirst = first.lanes(equalTo: UInt8(ascii: "\n"))
                if !inFirst.isEmpty { return index &+ inFirst.first }
                return index &+ 16 &+ second.lanes(equalTo: UInt8(ascii: "\n")).first
            }
            index &+= 32
        }
        while index &+ 16 <= count {
            let newlines = unsafe ByteBlock(at: base + index).lanes(equalTo: UInt8(ascii: "\n"))
            if !newlines.isEmpty { return index &+ newlines.first }
            index &+= 16
        }
        while index &+ 8 <= count {
            if let found = unsafe newlineInWord(at: base + index) { return index &+ found }
            index &+= 8
        }
        while index < count {
            if unsafe bytes[index] == UInt8(ascii: "\n") { return index }
            index &+= 1
        }
        return nil
    }

    /// The offset of the first `\n` among the eight bytes at `pointer` (which must be readable), or nil.
    @inline(__always)
    static func newlineInWord(at pointer: UnsafePointer<UInt8>) -> Int? {
        // SWAR: a byte of `word ^ 0x0A…` is zero exactly where the word holds '\n'. Loaded as
        // little-endian, so the first byte is the lowest and the lowest flag is exact.
        let word = unsafe UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
            ^ 0x0A0A_0A0A_0A0A_0A0A
        let zeroes = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
        return zeroes == 0 ? nil : zeroes.trailingZeroBitCount >> 3
    }

    /// RS (U+001E), which starts each text of a JSON text sequence (RFC 7464).
    static var recordSeparator: UInt8 { 0x1E }

    /// True when `start..<end` holds only JSON whitespace, after a byte-order mark if the line
    /// starts with one (the parser skips it at a line's start: a line of it alone is blank).
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var start = start
        if end &- start >= 3, unsafe bytes[start] == 0xEF, unsafe bytes[start &+ 1] == 0xBB, unsafe bytes[start &+ 2] == 0xBF {
            start &+= 3
        }
        for index in start..<end {
            switch unsafe bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
            default: return false
            }
        }
        return true
    }
}
