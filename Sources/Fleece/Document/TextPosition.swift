// Memory safety, for every `unsafe` in this file: `bytes` is lent by the caller for the call, and
// every read is at an index below `bytes.count` (loops end there; the offsets come from the same
// text).
/// Turns byte offsets into what a person looks for in an editor: a line and a column.
enum TextPosition {
    /// 1-based line and column (in Unicode scalars) of `offset`, by scanning from the start.
    /// Used once per syntax error; decoding errors use the document's cached line table.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        // Eight bytes at a time (a byte at a time was ~7 instructions a byte: 4.5M for an error at
        // the end of twitter.json); eight-byte loads at `index` only where `index + 8 <= end`.
        var index = 0
        while index &+ 8 <= end {
            let newlines = Self.newlineBits(in: unsafe word(at: index, in: bytes))
            if newlines != 0 {
                line &+= newlines.nonzeroBitCount
                lineStart = index &+ (63 &- newlines.leadingZeroBitCount) &>> 3 &+ 1
            }
            index &+= 8
        }
        for index in index..<end where unsafe bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return unsafe (line, column(from: lineStart, to: end, in: bytes))
    }

    /// Bit 7 of each byte of `word` that is `\n`, and no other bit. Exact for every byte (no
    /// borrow runs from one byte into the next): a byte's low seven bits plus 0x7F carry into bit
    /// 7 exactly when they are not all zero.
    @inline(__always)
    static func newlineBits(in word: UInt64) -> UInt64 {
        let differences = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let nonzero = ((differences & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | differences
        return ~nonzero & 0x8080_8080_8080_8080
    }

    /// 1-based column of `offset` on a line starting at `lineStart`: the scalars in between, plus one.
    /// A byte-order mark at the very start is not counted: editors do not show it.
    static func column(from lineStart: Int, to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        unsafe countScalars(from: lineStart, to: offset, in: bytes) + 1 - byteOrderMarkBefore(offset, onLineAt: lineStart, in: bytes)
    }

    /// 1 when the text starts with a byte-order mark and `offset` is past it on the first line
    /// (the mark is not a column), else 0.
    static func byteOrderMarkBefore(_ offset: Int, onLineAt lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard lineStart == 0, offset >= 3, bytes.count >= 3 else { return 0 }
        return unsafe bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 1 : 0
    }

    /// The Unicode scalars in `start ..< end` (clamped to the text): its bytes that are not UTF-8
    /// continuation bytes, counted eight at a time. Every position is counted with it, and a
    /// `Decodable` that catches failures pays for one position each (see `LineTable`).
    static func countScalars(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Eight-byte loads at `index` only where `index + 8 <= end <= bytes.count`.
        var index = max(start, 0)
        let end = min(end, bytes.count)
        var count = 0
        // Four words at a time, one count: each word's continuation bits shifted to bit 7, 6, 5
        // or 4 of its bytes, so that they cannot meet (a minified document's column counts up
        // to 511 bytes from the block before; a word at a time that was ~1,000 instructions).
        while index + 32 <= end {
            let first = continuationBits(in: unsafe word(at: index, in: bytes))
            let second = continuationBits(in: unsafe word(at: index &+ 8, in: bytes))
            let third = continuationBits(in: unsafe word(at: index &+ 16, in: bytes))
            let fourth = continuationBits(in: unsafe word(at: index &+ 24, in: bytes))
            count += 32 - (first | second &>> 1 | third &>> 2 | fourth &>> 3).nonzeroBitCount
            index += 32
        }
        while index + 8 <= end {
            count += 8 - continuationBytes(in: unsafe word(at: index, in: bytes))
            index += 8
        }
        while index < end {
            if unsafe bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The eight bytes at `index` (which must be readable), the first lowest.
    @inline(__always) @unsafe
    static func word(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        unsafe UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// How many bytes of `word` are UTF-8 continuation bytes (`10xxxxxx`): bit 7 set, bit 6 clear.
    @inline(__always)
    static func continuationBytes(in word: UInt64) -> Int {
        continuationBits(in: word).nonzeroBitCount
    }

    /// Bit 7 of each byte of `word` that is a UTF-8 continuation byte, and no other bit.
    @inline(__always)
    static func continuationBits(in word: UInt64) -> UInt64 {
        // `word << 1` puts each byte's bit 6 where its bit 7 is (bit 7 moves into the next byte's
        // bit 0, which is not looked at).
        word & ~(word << 1) & 0x8080_8080_8080_8080
    }

    /// The byte at `offset` in words, for "found …" in error messages.
    static func describeByte(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard offset >= 0, offset < bytes.count else { return "end of input" }
        let byte = unsafe bytes[offset]
        // A file saved as "Unicode" by Notepad: the reader should know why, not only which byte.
        if offset == 0, bytes.count >= 2, let order = unsafe utf16ByteOrderMark(bytes[0], bytes[1]) {
            return "UTF-16's byte-order mark (\(order); the text is UTF-16, not UTF-8)"
        }
        switch byte {
        case UInt8(ascii: "'"):
            // `found '''` was three quotes to count (found by an outside tester).
            return "a single quote"
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: " "):
            return "a space"
        case 0x00 where unsafe looksLikeUTF16Or32(bytes):
            // Without a byte-order mark, the first NUL was all the message said (found by an
            // outside tester, whose file `JSONSerialization` read).
            return "control character U+0000 (the text looks like UTF-16 or UTF-32 without a byte-order mark, not UTF-8)"
        // The three a person types, named: `found control character U+000D` for a string cut at
        // the end of a Windows line read as a riddle (found by an outside tester).
        case UInt8(ascii: "\n"):
            return "a line break (U+000A)"
        case UInt8(ascii: "\r"):
            return "a carriage return (U+000D)"
        case UInt8(ascii: "\t"):
            return "a tab (U+0009)"
        case 0x00..<0x20, 0x7F:
            return "control character U+\(hex(UInt32(byte), digits: 4))"
        default:
            if let scalar = unsafe decodeScalar(at: offset, in: bytes) {
                // On one line and visible: a raw U+2028 broke the message's line, a second
                // byte-order mark showed as `''`, a combining mark joined the quote.
                return "'\(OneLineText.shownAlone(scalar))' (U+\(hex(scalar.value, digits: 4)))"
            }
            return "byte 0x\(hex(UInt32(byte), digits: 2)), which is not valid UTF-8 here"
        }
    }

    /// Whether the first four bytes are those of ASCII text in UTF-16 or UTF-32 (either byte
    /// order): NULs in every other byte, or in three of four, as no UTF-8 JSON begins.
    @unsafe
    private static func looksLikeUTF16Or32(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 4 else { return false }
        let zero = [unsafe bytes[0] == 0, unsafe bytes[1] == 0, unsafe bytes[2] == 0, unsafe bytes[3] == 0]
        return zero == [false, true, false, true] || zero == [true, false, true, false]
            || zero == [false, true, true, true] || zero == [true, true, true, false]
    }

    /// `bytes 0xFF 0xFE, little-endian` or `bytes 0xFE 0xFF, big-endian` when the two first bytes
    /// are UTF-16's byte-order mark, else nil.
    private static func utf16ByteOrderMark(_ first: UInt8, _ second: UInt8) -> String? {
        switch (first, second) {
        case (0xFF, 0xFE): "bytes 0xFF 0xFE, little-endian"
        case (0xFE, 0xFF): "bytes 0xFE 0xFF, big-endian"
        default: nil
        }
    }

    private static func decodeScalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = unsafe bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = unsafe decoder.decode(&iterator) { return scalar }
        return nil
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
