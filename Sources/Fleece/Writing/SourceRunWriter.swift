/// Writes a document's value as JSON text by copying its source text wherever the text to write
/// is already there, byte for byte.
///
/// The output is a sequence of pieces: punctuation, keys, values. Most of them stand in the
/// document's bytes exactly as they are to be written (a compact input writes back to itself),
/// so the writer keeps a *run*, a stretch of the source equal to the output's pending tail, and
/// only checks that the next piece follows it in the source: a byte compare for punctuation, an
/// offset compare for a value. The run is copied out with one `memcpy` when a piece differs:
/// whitespace in the input, or an escape the writer spells otherwise (`\/`, `\u00e9`). A string's
/// escapes are rewritten straight from its source (no `String` in between): `\/` as `/`, `\uXXXX`
/// as UTF-8, control characters in their short or `\u00xx` form, `\"` `\\` `\b` `\f` `\n` `\r`
/// `\t` kept. The result is the text ``JSON/text(_:)`` documents, whatever the input's spelling.
///
/// Every write is checked against the output's capacity; the caller gives a capacity that
/// suffices for a parsed document and tries again with more when ``overflowed`` is set.
// Memory safety: `@safe` because its maker lends `source`, `output` and `hexValues` for the
// writer's whole life (it is ~Copyable and never leaves that scope); every read of `source` is
// within `sourceCount` at ranges the document's parser recorded, every write is checked against
// `capacity`, and `hexValues` has 256 entries indexed by a byte.
@safe struct SourceRunWriter: ~Copyable {
    let source: UnsafePointer<UInt8>
    let sourceCount: Int
    private let output: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// `hexValues[byte]`: the digit's value, or 0xF0 for a byte that is not a hex digit.
    private let hexValues: UnsafePointer<UInt8>
    /// Bytes written to `output` (the run not included).
    private(set) var written = 0
    /// True when the output did not fit `capacity`: the text is then incomplete.
    private(set) var overflowed = false
    /// The run: `source[runStart..<runEnd]` is the output's next text; both -1 when there is none.
    private var runStart = -1
    private var runEnd = -1

    init(source: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, hexValues: UnsafePointer<UInt8>) {
        // An empty buffer may have no address; a one-byte stand-in is never read (count 0).
        unsafe self.source = unsafe source.baseAddress ?? UnsafePointer(hexValues)
        self.sourceCount = unsafe source.baseAddress == nil ? 0 : source.count
        unsafe self.output = unsafe output.baseAddress ?? UnsafeMutablePointer(mutating: hexValues)
        self.capacity = unsafe output.baseAddress == nil ? 0 : output.count
        unsafe self.hexValues = unsafe hexValues
    }

    // MARK: Runs

    /// Copies the run to the output and ends the text written so far there.
    @inline(__always)
    mutating func flush() {
        let length = runEnd &- runStart
        if length > 0 { copy(from: runStart, count: length) }
        runStart = runEnd
    }

    /// Copies `count` source bytes at `start` to the output: short ones word by word (reading
    /// and writing past the end, which the next piece overwrites, where both buffers allow it).
    @inline(__always)
    private mutating func copy(from start: Int, count: Int) {
        if unsafe copyPiece(from: source, sourceCount: sourceCount, start: start, count: count, to: output, written: written, capacity: capacity) {
            written &+= count
        } else {
            overflowed = true
        }
    }

    /// A piece whose text is `source[start..<end]`: the run grows when the piece follows it.
    @inline(__always)
    mutating func piece(from start: Int, to end: Int) {
        if start == runEnd {
            runEnd = end
            return
        }
        flush()
        runStart = start
        runEnd = end
    }

    /// A punctuation byte: the run grows when the source has it next, else it is written.
    @inline(__always)
    mutating func punctuation(_ byte: UInt8) {
        if UInt(bitPattern: runEnd) < UInt(bitPattern: sourceCount), unsafe source[runEnd] == byte {
            runEnd &+= 1
            return
        }
        flush()
        put(byte)
        runStart = -1
        runEnd = -1
    }

    /// A byte written directly (the run flushed before).
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        guard written < capacity else {
            overflowed = true
            return
        }
        unsafe output[written] = byte
        written &+= 1
    }

    /// A line break and the indentation of `depth` (pretty text): taken from the source when it
    /// has the same there.
    mutating func newline(depth: Int) {
        let spaces = depth &* 2
        if runEnd >= 0, runEnd &+ 1 &+ spaces <= sourceCount, unsafe source[runEnd] == UInt8(ascii: "\n"),
           allSpaces(from: runEnd &+ 1, count: spaces) {
            runEnd &+= 1 &+ spaces
            return
        }
        flush()
        runStart = -1
        runEnd = -1
        guard written &+ 1 &+ spaces <= capacity else {
            overflowed = true
            return
        }
        unsafe output[written] = UInt8(ascii: "\n")
        unsafe (output + (written &+ 1)).initialize(repeating: UInt8(ascii: " "), count: spaces)
        written &+= 1 &+ spaces
    }

    private func allSpaces(from start: Int, count: Int) -> Bool {
        var index = start
        let end = start &+ count
        while index &+ 8 <= end {
            if unsafe UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self) != 0x2020_2020_2020_2020 { return false }
            index &+= 8
        }
        while index < end {
            if unsafe source[index] != UInt8(ascii: " ") { return false }
            index &+= 1
        }
        return true
    }

    // MARK: Values

    /// `null`, `true` or `false` (`word`, `count` bytes, little-endian): from the source when it
    /// is spelled there, as it is in every parsed document.
    @inline(__always)
    mutating func literal(at offset: Int, _ word: UInt64, count: Int) {
        if offset &+ 8 <= sourceCount {
            let mask: UInt64 = count == 4 ? 0xFFFF_FFFF : 0xFF_FFFF_FFFF
            if unsafe UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self) & mask == word {
                piece(from: offset, to: offset &+ count)
                return
            }
        }
        flush()
        runStart = -1
        runEnd = -1
        for shift in 0..<count { put(UInt8(truncatingIfNeeded: word &>> UInt64(shift &* 8))) }
    }

    /// A string entry, quotes included: its source when it has no escapes (the parser let
    /// nothing through that the writer would escape), otherwise rewritten escape by escape.
    @inline(__always)
    mutating func string(_ entry: Entry) {
        let open = Int(entry.offset), contentStart = open &+ 1, contentEnd = contentStart &+ entry.length
        if !entry.hasEscapes {
            piece(from: open, to: contentEnd &+ 1)
            return
        }
        guard contentEnd < sourceCount, unsafe source[open] == UInt8(ascii: "\""), unsafe source[contentEnd] == UInt8(ascii: "\"") else {
            return unusualString(entry)
        }
        escapedString(from: contentStart, to: contentEnd)
    }

    /// The quotes and content `source[start..<end]` of a string with escapes.
    private mutating func escapedString(from start: Int, to end: Int) {
        piece(from: start &- 1, to: start)
        var position = start
        // Invariant: runEnd == position (the run has taken the content so far).
        while position < end {
            let backslash = nextBackslash(from: position, before: end)
            runEnd = backslash
            guard backslash < end else { break }
            guard backslash &+ 1 < end else {
                // A lone backslash at the end, which the parser rejects: the unescaper's reading.
                flush()
                writeScalar(UInt32(UInt8(ascii: "\\")))
                position = end
                runStart = position
                runEnd = position
                break
            }
            let escaped = unsafe source[backslash &+ 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                // Written the same way.
                position = backslash &+ 2
                runEnd = position
                continue
            case UInt8(ascii: "u"):
                var read = backslash &+ 2
                var scalar = hexUnit(at: read, before: end)
                read &+= 4
                if scalar & 0xFC00 == 0xD800, read &+ 5 < end, unsafe source[read] == UInt8(ascii: "\\"),
                   unsafe source[read &+ 1] == UInt8(ascii: "u") {
                    let low = hexUnit(at: read &+ 2, before: end)
                    if low & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 &+ ((scalar &- 0xD800) &<< 10) &+ (low &- 0xDC00)
                        read &+= 6
                    }
                }
                flush()
                writeScalar(scalar)
                position = read
            default:
                // `\/`, and (only in text no parser accepts) any other escaped byte, as itself.
                flush()
                writeScalar(escaped < 0x80 ? UInt32(escaped) : 0xFFFD)
                position = backslash &+ 2
            }
            runStart = position
            runEnd = position
        }
        piece(from: end, to: end &+ 1)
    }

    /// A string entry not quoted as the parser quotes: unescaped and written again.
    private mutating func unusualString(_ entry: Entry) {
        let start = min(entry.contentOffset, sourceCount)
        let end = min(start &+ entry.length, sourceCount)
        let string = unsafe StringUnescaping.unescape(UnsafeBufferPointer(start: source + start, count: end &- start))
        flush()
        runStart = -1
        runEnd = -1
        var text: [UInt8] = []
        JSONText.appendString(string, escapingSlashes: false, to: &text)
        guard written &+ text.count <= capacity else {
            overflowed = true
            return
        }
        unsafe text.withUnsafeBufferPointer { text in
            if let base = text.baseAddress { unsafe (output + written).update(from: base, count: text.count) }
        }
        written &+= text.count
    }

    /// The UTF-16 unit of the four hex digits at `offset`, or U+FFFD when they are not four hex
    /// digits before `end`, as the unescaper reads them.
    @inline(__always)
    private func hexUnit(at offset: Int, before end: Int) -> UInt32 {
        guard offset &+ 4 <= end else { return 0xFFFD }
        let a = unsafe hexValues[Int(source[offset])], b = unsafe hexValues[Int(source[offset &+ 1])]
        let c = unsafe hexValues[Int(source[offset &+ 2])], d = unsafe hexValues[Int(source[offset &+ 3])]
        guard (a | b | c | d) & 0xF0 == 0 else { return 0xFFFD }
        return UInt32(a) &<< 12 | UInt32(b) &<< 8 | UInt32(c) &<< 4 | UInt32(d)
    }

    /// Writes one decoded scalar as the writer spells it: `"` and `\` escaped, control
    /// characters in their short form or as `\u00xx`, everything else as UTF-8 (a lone
    /// surrogate as U+FFFD, as the unescaper decodes it).
    @inline(__always)
    private mutating func writeScalar(_ value: UInt32) {
        guard written &+ 6 <= capacity else {
            overflowed = true
            return
        }
        let to = unsafe output + written
        var scalar = value
        if scalar < 0x80 {
            let byte = UInt8(truncatingIfNeeded: scalar)
            if byte >= 0x20 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    unsafe to[0] = UInt8(ascii: "\\")
                    unsafe to[1] = byte
                    written &+= 2
                } else {
                    unsafe to[0] = byte
                    written &+= 1
                }
                return
            }
            unsafe to[0] = UInt8(ascii: "\\")
            switch byte {
            case 0x08: unsafe to[1] = UInt8(ascii: "b")
            case 0x09: unsafe to[1] = UInt8(ascii: "t")
            case 0x0A: unsafe to[1] = UInt8(ascii: "n")
            case 0x0C: unsafe to[1] = UInt8(ascii: "f")
            case 0x0D: unsafe to[1] = UInt8(ascii: "r")
            default:
                unsafe to[1] = UInt8(ascii: "u")
                unsafe to[2] = UInt8(ascii: "0")
                unsafe to[3] = UInt8(ascii: "0")
                unsafe to[4] = byte >= 0x10 ? UInt8(ascii: "1") : UInt8(ascii: "0")
                let low = byte & 0xF
                unsafe to[5] = low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ low &- 10
                written &+= 6
                return
            }
            written &+= 2
            return
        }
        if scalar & 0xFFFF_F800 == 0xD800 { scalar = 0xFFFD }
        if scalar < 0x800 {
            unsafe to[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar &>> 6)
            unsafe to[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            written &+= 2
        } else if scalar < 0x10000 {
            unsafe to[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar &>> 12)
            unsafe to[1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
            unsafe to[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            written &+= 3
        } else {
            unsafe to[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar &>> 18)
            unsafe to[1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 12 & 0x3F)
            unsafe to[2] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
            unsafe to[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            written &+= 4
        }
    }

    /// The index of the first backslash at or after `start`, or `end`: eight bytes at a time.
    @inline(__always)
    private func nextBackslash(from start: Int, before end: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index < end, index &+ 8 <= sourceCount {
            let word = unsafe UInt64(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x5C)
            // The high bit of the lowest byte that was a backslash (now zero) is set; bits above
            // it may be set falsely, so only the lowest counts.
            let found = (word &- ones) & ~word & (ones &* 0x80)
            if found != 0 { return min(index &+ found.trailingZeroBitCount &>> 3, end) }
            index &+= 8
        }
        while index < end, unsafe source[index] != UInt8(ascii: "\\") { index &+= 1 }
        return min(index, end)
    }

    /// `hexValues`' contents.
    static let hexTable: [UInt8] = (0..<256).map { byte in hexDigitValue(UInt8(byte)) ?? 0xF0 }
}
