/// A place in the input text: the byte offset, and the 1-based line and column (in characters)
/// that an editor shows.
///
/// ```swift
/// print(position) // line 14, column 22
/// ```
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// Bytes from the start of the input.
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
    public var description: String { "line \(line), column \(column)" }
}

extension JSONDocument {
    /// The position of byte `offset`, or nil for a document that has no source text.
    ///
    /// The first call builds a table of newlines and character counts (O(n) once), so that any
    /// number of positions, as lenient decoding may report, costs O(log n + 4 KiB) each.
    package func position(atOffset offset: Int) -> JSONPosition? {
        // Memory safety: the line table reads the lent buffer only inside the closures that lend
        // it, and keeps offsets and counts, no pointer.
        guard hasSourceText, offset >= 0, unsafe offset <= bytes.count else { return nil }
        // Built outside the lock: two threads may both build it, and the first one stored wins.
        let table = caches.withLock({ $0.lineTable }) ?? {
            let built = unsafe bytes.withUnsafeBufferPointer(LineTable.init)
            return caches.withLock { caches in
                if let stored = caches.lineTable { return stored }
                caches.lineTable = built
                return built
            }
        }()
        let position = unsafe bytes.withUnsafeBufferPointer { buffer in unsafe table.position(of: offset, in: buffer) }
        return unsafe origin.map { $0.streamPosition(of: position) } ?? position
    }

    /// The position of the value at entry `index`, or nil for a document that has no source text.
    package func position(ofEntry index: Int) -> JSONPosition? {
        unsafe position(atOffset: Int(entries[index].offset))
    }
}

// Memory safety, for every `unsafe` in the table: `bytes` is the document's text, lent for the
// call, read at indices below `bytes.count` (loops are clamped to it).
/// Where lines start and how many characters precede every 4 KiB block, for quick positions.
struct LineTable: Sendable {
    static let blockSize = 4096
    /// Offsets just after each `\n`.
    private var lineStarts: [Int] = [0]
    /// Characters (non-continuation bytes) before each block.
    private var charactersBeforeBlock: [Int] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var characters = 0
        for unsafe (index, byte) in unsafe bytes.enumerated() {
            if index % Self.blockSize == 0 { charactersBeforeBlock.append(characters) }
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        }
    }

    func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPosition {
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let column = unsafe charactersBefore(offset, in: bytes) - charactersBefore(lineStart, in: bytes) + 1
            - (lineStart == 0 && Self.startsWithByteOrderMark(bytes) && offset >= 3 ? 1 : 0)
        return JSONPosition(offset: offset, line: low + 1, column: column)
    }

    private func charactersBefore(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.blockSize
        guard block < charactersBeforeBlock.count else {
            return unsafe (charactersBeforeBlock.last ?? 0) + countCharacters(from: (charactersBeforeBlock.count - 1) * Self.blockSize, to: offset, in: bytes)
        }
        return unsafe charactersBeforeBlock[block] + countCharacters(from: block * Self.blockSize, to: offset, in: bytes)
    }

    private func countCharacters(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for index in max(start, 0)..<min(end, bytes.count) where unsafe bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        unsafe bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
