/// Runs of spaces, the indentation of pretty-printed text, skipped eight bytes a step: each word
/// is compared with eight spaces, and the first other byte found by a trailing-zero count. Both
/// parsers skip indentation with it.
enum SpaceRun {
    /// The position of the first byte from `start` on that is not a space, found a word of eight
    /// bytes at a time; nil when fewer than eight bytes are left before `count` and all read were
    /// spaces (the last few bytes are not read).
    // Memory safety: each 8-byte load is at `at` with `at + 8 <= count`, inside the `count` bytes
    // at `base`, which the caller lends for the call; the position returned lies in the word read.
    @inline(__always)
    static func end(from start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var at = start
        while at &+ 8 <= count {
            let other = UInt64(littleEndian: unsafe UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
                ^ 0x2020_2020_2020_2020
            if other != 0 { return at &+ (other.trailingZeroBitCount &>> 3) }
            at &+= 8
        }
        return nil
    }
}
