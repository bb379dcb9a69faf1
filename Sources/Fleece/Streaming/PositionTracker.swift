/// The line and column of a moving point in a stream, advanced over each byte once: records and
/// errors ask where they start without anything being counted twice, and without the stream's
/// bytes being kept.
struct PositionTracker: Sendable {
    /// The stream offset the line and column are for.
    var offset = 0
    var line = 1
    /// In characters (Unicode scalars), 1-based.
    var column = 1

    var position: JSONPosition { JSONPosition(offset: offset, line: line, column: column) }

    /// Moves to stream offset `target`, counting the bytes of `buffer` (whose first byte is at
    /// stream offset `base`) in between. Targets before the current offset are ignored.
    /// Whether one of the eight bytes of `word` is `\n` (a zero byte of `word ^ 0x0A…0A`).
    private static func holdsNewline(_ word: UInt64) -> Bool {
        let flipped = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (flipped &- 0x0101_0101_0101_0101) & ~flipped & 0x8080_8080_8080_8080 != 0
    }

    mutating func advance(to target: Int, in buffer: UnsafeBufferPointer<UInt8>, base: Int) {
        // Memory safety: `buffer` is lent for the call; the loops read between positions already
        // clamped to `buffer.count`.
        guard target > offset else { return }
        let from = offset - base
        let to = min(target - base, buffer.count)
        guard from >= 0, from < to else { offset = target; return }
        // The last newline decides where the column counts from. Eight bytes a step back while
        // none is one: a minified record has none (byte by byte, the search was ~600 of the
        // ~6,500 instructions a 130-byte element of an array costs the stream).
        var lastLineStart = to
        while lastLineStart - 8 >= from, unsafe !Self.holdsNewline(TextPosition.word(at: lastLineStart - 8, in: buffer)) {
            lastLineStart -= 8
        }
        while lastLineStart > from, unsafe buffer[lastLineStart - 1] != UInt8(ascii: "\n") { lastLineStart -= 1 }
        var counted = from
        if lastLineStart > from {
            var newlines = 0
            for index in from..<lastLineStart where unsafe buffer[index] == UInt8(ascii: "\n") { newlines += 1 }
            line += newlines
            column = 1
            counted = lastLineStart
        }
        column += unsafe TextPosition.countScalars(from: counted, to: to, in: buffer)
        offset = target
    }
}
