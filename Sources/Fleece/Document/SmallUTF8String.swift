/// Makes `String`s of at most 15 UTF-8 bytes (the standard library's inline "small" form) from
/// text known to be valid UTF-8, by writing the two words of the small form directly.
///
/// Why: most JSON keys and many values are short. The public way to make one from checked bytes,
/// `String(copying: UTF8Span(unchecked:isKnownASCII:))`, costs about 140 instructions for a short
/// string (the standard library copies it into the inline form one byte at a time, behind two
/// calls); writing the words costs about 20. Reading every key and string of a document is mostly
/// that cost.
///
/// What it relies on (not public API): on 64-bit little-endian platforms a `String` is two words,
/// and a small string is its UTF-8 bytes in order from the lowest byte of the first word (bytes
/// 0...7) into the second (bytes 8...14), unused bytes zero, and the second word's top byte the
/// discriminator: 0xE0 | count when every byte is ASCII, 0xA0 | count otherwise. This is the
/// layout of Swift 5's stable ABI (`_StringObject`, inlined into compiled clients on Apple
/// platforms, so it cannot change there), and the same on Linux. It is not taken on trust: on first
/// use `layoutIsKnown` builds small strings of every length 0...15, ASCII and not, with
/// `String(decoding:as:)` and checks that their words are exactly what `make` would write. If any
/// differs (another layout, a 32-bit platform), `make` returns nil and callers take the public path.
/// No `String` is ever made from words that were not checked this way.
enum SmallUTF8String {
    /// The most UTF-8 bytes a small string holds.
    static let capacity = 15

    /// Whether this standard library's small strings have the layout `make` writes; checked once.
    static let layoutIsKnown: Bool = checkLayout()

    /// The string of `utf8` (valid UTF-8; all ASCII exactly when `isASCII`) when it fits the small
    /// form and the layout check passed, otherwise nil.
    @inline(__always)
    static func make(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        // Memory safety: `layoutIsKnown` is the whole of `make(_:isASCII:layoutIsKnown:)`'s
        // contract on the layout; the caller's on the bytes is passed on. The count first: a long
        // string need not pay for reading the static.
        guard utf8.count <= capacity else { return nil }
        return unsafe make(utf8, isASCII: isASCII, layoutIsKnown: layoutIsKnown)
    }

    /// `make(_:isASCII:)` for a caller that read `layoutIsKnown` once beforehand (a document reads
    /// it when it is made: reading the lazily made static costs a call per string).
    @inline(__always)
    static func make(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, layoutIsKnown: Bool) -> String? {
        // Memory safety: `words(_:isASCII:)` reads only within `utf8`; a `String` is made only from
        // words of the layout that `layoutIsKnown` (the caller passes the static's value) verified
        // against the standard library's own strings, from bytes the caller guarantees are valid
        // UTF-8 (ASCII when `isASCII`), which is what a small string must hold. The words are
        // moved out as a `String` (not bit cast, which copied the result: a retain call per string).
        guard utf8.count <= capacity, layoutIsKnown else { return nil }
        #if _pointerBitWidth(_64) && _endian(little)
        var words = unsafe words(utf8, isASCII: isASCII)
        return unsafe withUnsafeMutableBytes(of: &words) { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            return unsafe base.assumingMemoryBound(to: String.self).move()
        }
        #else
        return nil
        #endif
    }

    /// The two words of the small string of `utf8` (at most 15 bytes): the bytes from the lowest,
    /// zeros after them, and the discriminator with the count in the top byte.
    @inline(__always)
    static func words(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> (UInt64, UInt64) {
        // Memory safety: every load is within `utf8`: eight bytes at 0 and at `count - 8` only
        // when `count >= 8`, four at 0 and `count - 4` when `count >= 4`, two likewise, one at 0.
        // Overlapping loads read the same bytes into the same places, so or-ing them is exact.
        let count = utf8.count
        var low: UInt64 = 0
        var high: UInt64 = 0
        if count > 0, let base = utf8.baseAddress {
            let raw = unsafe UnsafeRawPointer(base)
            if count >= 8 {
                low = unsafe UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                if count > 8 {
                    let last = unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
                    high = last &>> (8 &* (16 &- count))
                }
            } else if count >= 4 {
                let first = unsafe UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                let last = unsafe UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
                low = first | last &<< (8 &* (count &- 4))
            } else if count >= 2 {
                let first = unsafe UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
                let last = unsafe UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)))
                low = first | last &<< (8 &* (count &- 2))
            } else {
                low = unsafe UInt64(base[0])
            }
        }
        let discriminator: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
        return (low, high | discriminator &<< 56)
    }

    /// True when `String(decoding:as:)` gives, for every length 0...15, ASCII and not, exactly the
    /// words `words(_:isASCII:)` computes.
    static func checkLayout() -> Bool {
        // Memory safety: the bit cast reads a `String` the standard library made as two words (the
        // sizes are checked first); the byte arrays are lent to `words` for the call.
        #if _pointerBitWidth(_64) && _endian(little)
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        for count in 0...capacity {
            // ASCII, then with a two-byte "é" in front and a three-byte "€" at the end.
            var ascii: [UInt8] = []
            for index in 0..<count { ascii.append(UInt8(ascii: "a") &+ UInt8(index % 26)) }
            var samples = [(ascii, true)]
            if count >= 2 {
                var accented = ascii
                accented[0] = 0xC3
                accented[1] = 0xA9
                if count >= 5 { accented.replaceSubrange((count - 3)..<count, with: [0xE2, 0x82, 0xAC]) }
                samples.append((accented, false))
            }
            for (bytes, isASCII) in samples {
                let string = String(decoding: bytes, as: UTF8.self)
                let actual = unsafe unsafeBitCast(string, to: (UInt64, UInt64).self)
                let expected = unsafe bytes.withUnsafeBufferPointer { unsafe words($0, isASCII: isASCII) }
                guard actual == expected else { return false }
            }
        }
        return true
        #else
        return false
        #endif
    }
}
