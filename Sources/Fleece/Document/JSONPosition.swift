/// A place in the input text: the byte offset, and the 1-based line and column (in characters)
/// that an editor shows.
///
/// ```swift
/// print(position) // line 14, column 22
/// ```
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// Bytes of UTF-8 from the start of the input (of the UTF-8 text `FleeceDecoder` reads
    /// UTF-16 or UTF-32 input as; the line and column are the same in both).
    public let offset: Int
    /// 1-based line (lines end at `\n`).
    public let line: Int
    /// 1-based column, counted in characters (Unicode scalars).
    public let column: Int

    /// Creates a position.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `line 14, column 22`
    public var description: String {
        // Written as bytes: interpolated, it cost ~2,000 instructions, which every
        // `FleeceDecoder` error pays (its description names its position), a caught one too.
        var text = MessageBytes()
        text.append(self)
        return text.text
    }
}

extension JSONDocument {
    /// The position of byte `offset`, or nil for a document that has no source text. In a
    /// document read as JSON5, `offset` is in the copy rewritten as JSON, and the position is
    /// in the text as read.
    ///
    /// The first call builds a table of newlines and character counts (O(n) once), so that any
    /// number of positions, as lenient decoding may report, costs O(log n + 512 bytes) each.
    package func position(atOffset offset: Int) -> JSONPosition? {
        // Memory safety: the line table reads the lent buffer only inside the closures that lend
        // it, and keeps offsets and counts, no pointer.
        if let json5Source, offset >= 0 {
            let textOffset = json5Source.textOffset(of: offset)
            return withLineTable { table in
                unsafe json5Source.text.withUnsafeBufferPointer { buffer in unsafe table.position(of: textOffset, in: buffer) }
            }
        }
        guard hasSourceText, offset >= 0, unsafe offset <= bytes.count else { return nil }
        let position = withLineTable { table in
            unsafe bytes.withUnsafeBufferPointer { buffer in unsafe table.position(of: offset, in: buffer) }
        }
        return unsafe origin.map { $0.streamPosition(of: position, laterLines: unsafe laterLines) } ?? position
    }

    /// The position of the value at entry `index`, or nil for a document that has no source text.
    package func position(ofEntry index: Int) -> JSONPosition? {
        unsafe position(atOffset: Int(entries[index].offset))
    }
}

// Memory safety, for every `unsafe` in the table: `bytes` is the document's text, lent for the
// call, read at indices below `bytes.count` (loops are clamped to it; eight-byte loads at `index`
// only where `index + 8 <= bytes.count`).
/// Where lines start and how many characters precede every 512-byte block, for quick positions
/// (the table takes 8 bytes a line and 8 a block, 1/64 of the text, built at the first position
/// asked for).
///
/// Built, and read, eight bytes at a time: a `Decodable` that catches an error and tries another
/// type (`(try? c.decode(Int.self, forKey: k)) ?? …`) pays for a position with every failure, since
/// the error's description names it; counted a byte at a time, that was ~17,000 instructions a
/// failure on a minified document, more than `JSONDecoder` spends on the whole failure.
/// A class, not a struct: the document's cache hands it out under its lock, and a copy of a
/// struct of two arrays was two retains and two releases (atomic) per position.
final class LineTable: Sendable {
    static let blockSize = 512
    /// Offsets just after each `\n`.
    private let lineStarts: [Int]
    /// Characters (non-continuation bytes) before each block.
    private let charactersBeforeBlock: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var lineStarts = [0]
        var charactersBeforeBlock: [Int] = []
        charactersBeforeBlock.reserveCapacity(count / Self.blockSize + 1)
        var characters = 0
        var blockStart = 0
        while blockStart < count {
            charactersBeforeBlock.append(characters)
            let blockEnd = min(blockStart + Self.blockSize, count)
            var index = blockStart
            while index + 8 <= blockEnd {
                let word = unsafe TextPosition.word(at: index, in: bytes)
                characters += 8 - TextPosition.continuationBytes(in: word)
                var newlines = Self.bytesEqualToNewline(in: word)
                while newlines != 0 {
                    lineStarts.append(index + newlines.trailingZeroBitCount / 8 + 1)
                    newlines &= newlines - 1
                }
                index += 8
            }
            while index < blockEnd {
                let byte = unsafe bytes[index]
                if byte & 0xC0 != 0x80 { characters += 1 }
                if byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
                index += 1
            }
            blockStart = blockEnd
        }
        self.lineStarts = lineStarts
        self.charactersBeforeBlock = charactersBeforeBlock
    }

    func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPosition {
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // A line shorter than a block (most lines) is counted alone; a longer one (a minified
        // document is one line) from the counts before the blocks.
        guard offset - lineStart > Self.blockSize else {
            return unsafe JSONPosition(offset: offset, line: low + 1, column: TextPosition.column(from: lineStart, to: offset, in: bytes))
        }
        let characters = unsafe charactersBefore(offset, in: bytes) - charactersBefore(lineStart, in: bytes)
        let column = unsafe characters + 1 - TextPosition.byteOrderMarkBefore(offset, onLineAt: lineStart, in: bytes)
        return JSONPosition(offset: offset, line: low + 1, column: column)
    }

    private func charactersBefore(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.blockSize
        guard block < charactersBeforeBlock.count else {
            return unsafe (charactersBeforeBlock.last ?? 0) + TextPosition.countScalars(from: (charactersBeforeBlock.count - 1) * Self.blockSize, to: offset, in: bytes)
        }
        return unsafe charactersBeforeBlock[block] + TextPosition.countScalars(from: block * Self.blockSize, to: offset, in: bytes)
    }

    /// Bit 7 of each byte of `word` that is `\n`, and no other: exact, no borrow between bytes.
    @inline(__always)
    private static func bytesEqualToNewline(in word: UInt64) -> UInt64 {
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        // A byte's bit 7 ends up set exactly when the byte of `x` is zero.
        return ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x) & 0x8080_8080_8080_8080
    }
}
