/// The nesting of a JSON Lines line that has not ended yet, followed as its bytes arrive.
///
/// Why: a line is parsed when its `\n` arrives, so without this, endless nesting (`[[[[…` on one
/// line, never ended) was cut off only by the line's size limit (64 MiB by default), as
/// `tooLarge`, after that much was buffered. Watched, it is cut off with `tooDeep` within a few
/// KiB of being too deep, as in the other formats.
///
/// Only a line longer than the depth limit is watched (a shorter one cannot be too deep), from
/// its first byte, each byte once; a line that ends before that costs nothing here. It does not
/// validate: a malformed line's depth may be wrong here (a stray `]`), and the parser rejects the
/// line anyway once it ends. (Not `ValueScanner`, which the other formats use: that one stops
/// where its first value ends, and a line can go on after it, `1 [[[[…` as well.)
struct LineNestingWatch: Sendable {
    /// The stream offset of the line watched; -1 before any.
    var lineOffset = -1
    /// The stream offset up to which the line was watched.
    var watchedTo = -1
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

    /// Follows the nesting over `bytes[from..<bytes.count]` (the line's bytes since the last look;
    /// `from` is the buffer index of stream offset `watchedTo`); the index of the first `[` or `{`
    /// that opens more than `maximumDepth` arrays and objects, if one does.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, from start: Int, maximumDepth: Int) -> Int? {
        // Memory safety: `bytes` is lent for the call; every read is at `index < bytes.count`.
        var index = start
        let count = bytes.count
        defer { watchedTo &+= index &- start }
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
