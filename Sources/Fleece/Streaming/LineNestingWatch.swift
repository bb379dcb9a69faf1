/// The nesting of a JSON Lines line that has not ended yet, followed as its bytes arrive.
///
/// Why: a line is parsed when its `\n` arrives, so without this, endless nesting (`[[[[…` on one
/// line, never ended) was cut off only by the line's size limit (64 MiB by default), as
/// `tooLarge`, after that much was buffered. Watched, it is cut off with `tooDeep` within a few
/// KiB of being too deep, as in the other formats.
///
/// Only a line longer than the depth limit is watched (a shorter one cannot be too deep), and at
/// first only counted: its `[` and `{` bytes, strings' included, sixteen at a time (`ByteClass`),
/// bound its depth. Once that count passes the limit, the nesting is followed byte by byte from
/// the line's first byte (still in the buffer, since the line has not ended), so a byte is read
/// at most twice. (Followed from the start, every line over 512 bytes cost ~10 instructions a
/// byte: 11% of decoding the social feed's statuses from JSON Lines; counted, ~0.3.) It does not
/// validate: a malformed line's depth may be wrong here (a stray `]`), and the parser rejects the
/// line anyway once it ends. (Not `ValueScanner`, which the other formats use: that one stops
/// where its first value ends, and a line can go on after it, `1 [[[[…` as well.)
struct LineNestingWatch: Sendable {
    /// The stream offset of the line watched; -1 before any.
    var lineOffset = -1
    /// The stream offset up to which the line was watched.
    var watchedTo = -1
    /// The `[` and `{` bytes of the line up to `watchedTo`, strings' included: a bound on its depth.
    var openingBound = 0
    /// Whether `depth`, `inString` and `escaped` follow the nesting: from when `openingBound`
    /// passed the limit.
    var isFollowing = false
    var depth = 0
    var inString = false
    var escaped = false

    /// How many bytes of a line arrive between two looks at its nesting, after the first look
    /// (when the line is one byte longer than the depth limit): how far past the limit endless
    /// nesting reads before it is cut off.
    static let lookInterval = 4096

    /// Starts watching the line at stream offset `offset` from its first byte.
    mutating func watch(lineAt offset: Int) {
        self = LineNestingWatch(lineOffset: offset, watchedTo: offset)
    }

    /// Watches `bytes[from..<bytes.count]`, the line's bytes since the last look (`from` is the
    /// buffer index of stream offset `watchedTo`, `lineStart` that of the line's first byte): the
    /// index of the first `[` or `{` that opens more than `maximumDepth` arrays and objects, if
    /// one does.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, from start: Int, lineStart: Int,
                          maximumDepth: Int) -> Int? {
        // Memory safety: `bytes` is lent for the call; `lineStart <= start <= bytes.count`.
        defer { watchedTo &+= bytes.count &- start }
        if isFollowing { return unsafe follow(bytes, from: start, maximumDepth: maximumDepth) }
        openingBound &+= unsafe ByteClass.opening.count(in: UnsafeBufferPointer(rebasing: bytes[start...]))
        guard openingBound > maximumDepth else { return nil }
        isFollowing = true
        return unsafe follow(bytes, from: lineStart, maximumDepth: maximumDepth)
    }

    /// Follows the nesting over `bytes[from..<bytes.count]`: the index of the first `[` or `{`
    /// too deep, if one is.
    private mutating func follow(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, maximumDepth: Int) -> Int? {
        // Memory safety: `bytes` is lent for the call; every read is at `index < bytes.count`.
        var index = start
        let count = bytes.count
        while index < count {
            let byte = unsafe bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth &+= 1
                    if depth > maximumDepth { return index }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth &-= 1
                default:
                    break
                }
            }
            index &+= 1
        }
        return nil
    }
}
