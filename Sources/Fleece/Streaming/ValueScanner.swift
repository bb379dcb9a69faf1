/// Finds where one JSON value ends, over chunks: the string, escape and nesting state is kept
/// between calls, so each byte is looked at once. It does not validate; the parser does, once
/// the value is complete. A malformed value therefore ends somewhere wrong and fails to parse;
/// one whose quote was lost reads on as a string until a raw control byte (the line's end, in
/// text of many lines), which no string may hold: it stops there, `.malformed`, for the parser
/// to name the first error in the bytes so far.
struct ValueScanner: Sendable {
    /// Open arrays and objects.
    var depth = 0
    var inString = false
    var escaped = false
    /// A number or literal: it ends before the first byte that cannot continue it.
    var inScalar = false
    /// Bytes of `true`, `false` or `null` still to come: a literal ends at its last byte, as
    /// objects, arrays and strings do (a number needs the byte after it).
    var literalLeft = 0

    /// Starts a value whose first byte, `byte`, is already consumed.
    mutating func start(with byte: UInt8) {
        self = ValueScanner()
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "t"), UInt8(ascii: "n"):
            inScalar = true
            literalLeft = 3
        case UInt8(ascii: "f"):
            inScalar = true
            literalLeft = 4
        default: inScalar = true
        }
    }

    enum Outcome {
        /// The value ends just before this index.
        case ended(at: Int)
        /// The bytes ran out first.
        case needsMore
        /// Nesting went deeper than allowed, at this index.
        case tooDeep(at: Int)
        /// A raw control byte at this index, inside what the scanner reads as a string: the value
        /// cannot be valid.
        case malformed(at: Int)
    }

    /// Scans from `index`; `maximumDepth` bounds the value's own nesting.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, maximumDepth: Int) -> (Outcome, next: Int) {
        // Memory safety: `bytes` is lent for the call; every read is at `index < bytes.count`, the
        // loop's bound.
        var index = start
        let count = bytes.count
        if inScalar {
            while index < count {
                if unsafe Self.endsScalar(bytes[index]) { return (.ended(at: index), index) }
                index += 1
                // A literal's length read (whatever its letters: the parser checks them).
                if literalLeft > 0 {
                    literalLeft -= 1
                    if literalLeft == 0 { return (.ended(at: index), index) }
                }
            }
            return (.needsMore, count)
        }
        while index < count {
            if inString {
                if escaped {
                    escaped = false
                    index += 1
                }
                // Runs of plain string bytes are the bulk of most JSON: sixteen bytes a step while
                // none is special (see `ByteBlock`; a byte above 0x7F stops a block too, and is
                // then passed by the byte test), then byte by byte. (Byte by byte throughout, the
                // scan of an array's 130-byte element took ~1,300 instructions.)
                while index < count {
                    index = unsafe Self.skippingUnmarked(bytes, from: index) { $0.stringSpecials }
                    if index == count { break }
                    let byte = unsafe bytes[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    index += 1
                }
                guard index < count else { break }
                if unsafe bytes[index] < 0x20 { return (.malformed(at: index), index) }
                if unsafe bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                    continue
                }
                inString = false
                index += 1
                if depth == 0 { return (.ended(at: index), index) }
                continue
            }
            // Outside strings, only quotes and brackets matter: sixteen bytes a step past the rest
            // (numbers, keys' colons, commas, white space).
            index = unsafe Self.skippingUnmarked(bytes, from: index) { $0.valueMarks }
            if index == count { break }
            switch unsafe bytes[index] {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { return (.tooDeep(at: index), index) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return (.ended(at: index + 1), index + 1) }
            default:
                break
            }
            index += 1
        }
        return (.needsMore, count)
    }

    /// The index of the first byte from `start` that `marks` flags, going sixteen bytes a step
    /// (see `ByteBlock`) past blocks where it flags none; where fewer than sixteen bytes are left,
    /// the index reached (at most `bytes.count`), for the caller to go on byte by byte.
    // Memory safety: each 16-byte load is at `index` with `index + 16 <= bytes.count`.
    @inline(__always) @unsafe
    private static func skippingUnmarked(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                         _ marks: (ByteBlock) -> ByteMatches) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index &+ 16 <= bytes.count {
            let flagged = marks(unsafe ByteBlock(at: base + index))
            if !flagged.isEmpty { return index &+ flagged.first }
            index &+= 16
        }
        return index
    }

    /// True when the value is complete if the input ends now: only a number or literal is.
    var isCompleteAtEnd: Bool { inScalar }

    /// Bytes that cannot be part of a number or literal.
    static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            true
        default:
            false
        }
    }
}
