extension JSONDocument {
    /// The string value of the string entry at `index`, unescaped.
    ///
    /// A short checked string is made by `readString(at:)`'s path, the rest out of line, in
    /// `generalString(at:)`: with every path in one function, a short string paid for saving and
    /// restoring the five registers that only the others need.
    @usableFromInline
    package func string(at index: Int) -> String {
        readString(at: index)
    }

    /// `string(at:)` for any string entry: the small form when it fits, else unescaped or copied.
    @usableFromInline @inline(never)
    func generalString(at index: Int) -> String {
        // Memory safety: the text is used within this call, while `self` keeps it alive (see
        // `unsafeText(from:count:)`).
        let entry = unsafe entries[index]
        return unsafe StringUnescaping.string(
            unsafeText(from: entry.contentOffset, count: entry.length), of: entry, smallLayoutIsKnown: smallStringLayoutIsKnown)
    }

    /// `count` bytes of the text from `offset` (clamped to the text), without retaining `bytes`:
    /// `withUnsafeBufferPointer` around each read cost a retain and a release of the array, a
    /// quarter of reading a number.
    ///
    /// The buffer stays valid while this document is alive and not refilled; a caller must use
    /// it within a call that keeps the document alive (a method of the document, or of a view
    /// holding it) and must not keep it. A document is refilled only when nothing else
    /// references it, which such a caller does.
    @unsafe @inline(__always)
    package func unsafeText(from offset: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        // Memory safety: the pointer leaves the closure, which is sound under the contract above:
        // `bytes` is not mutated while the document is shared (`refill` needs it unique), so its
        // storage lives as long as the document; the range is clamped to the array's count.
        let base = unsafe bytes.withUnsafeBufferPointer { unsafe $0 }
        let start = min(max(offset, 0), base.count)
        let end = min(max(offset &+ count, start), base.count)
        return unsafe UnsafeBufferPointer(rebasing: base[start ..< end])
    }

    /// Whether the string entry at `index` equals `utf8`, without building a String when the
    /// entry has no escapes (the usual case for keys).
    package func string(at index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        // Memory safety: `memoryEqual` reads `utf8.count` bytes of each side, and the guard above
        // it makes that the entry's own length, within `bytes`; both buffers are lent for the call.
        let entry = unsafe entries[index]
        if entry.hasEscapes {
            var decoded = string(at: index)
            return decoded.withUTF8 { unsafe $0.elementsEqual(utf8) }
        }
        guard entry.length == utf8.count else { return false }
        return unsafe bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let other = utf8.baseAddress else { return utf8.isEmpty }
            return unsafe memoryEqual(base + entry.contentOffset, other, count: utf8.count)
        }
    }
}

/// Whether `count` bytes at `lhs` and `rhs` are equal (the standard library offers no memcmp
/// without Foundation). What is compared is mostly keys, of 3 to 35 bytes, so no byte loop
/// (~6 instructions a byte): whole words, then the last word as one load that overlaps the words
/// before; 4 to 7 bytes as two 4-byte loads that overlap; 1 to 3 bytes as their first, middle
/// and last. Inlined: a call cost more than it saved on keys of 8 to 13 bytes (callgrind,
/// flickr-places).
@inline(__always)
func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Bool {
    // Memory safety: the caller guarantees `count` readable bytes at both pointers. The 8-byte
    // loads are at `index` with `index + 8 < count`, and at `count - 8` when `count >= 8`; the
    // 4-byte loads at 0 and `count - 4` when `count >= 4`; the byte loads below `count`.
    let left = unsafe UnsafeRawPointer(lhs)
    let right = unsafe UnsafeRawPointer(rhs)
    if count >= 8 {
        var index = 0
        while index &+ 8 < count {
            if unsafe left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
            index &+= 8
        }
        let last = count &- 8
        return unsafe left.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            == right.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
    if count >= 4 {
        let last = count &- 4
        return unsafe left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
            && left.loadUnaligned(fromByteOffset: last, as: UInt32.self) == right.loadUnaligned(fromByteOffset: last, as: UInt32.self)
    }
    guard count > 0 else { return true }
    let middle = count &>> 1
    let last = count &- 1
    return unsafe lhs[0] == rhs[0] && lhs[middle] == rhs[middle] && lhs[last] == rhs[last]
}

/// Decodes the raw text of a string the parser has validated.
enum StringUnescaping {
    /// The string of a string entry whose raw content (between the quotes) is `raw`.
    ///
    /// What the strict parser checked (`Entry.Flags.checkedUTF8`) becomes a `String` without
    /// being checked again, as `String(decoding:as:)` would: that second pass over every string
    /// was most of the cost of reading one.
    @inline(__always)
    static func string(_ raw: UnsafeBufferPointer<UInt8>, of entry: Entry) -> String {
        // Memory safety: the arguments are passed on as they came; `layoutIsKnown` is the check
        // `smallLayoutIsKnown` stands for.
        unsafe string(raw, of: entry, smallLayoutIsKnown: SmallUTF8String.layoutIsKnown)
    }

    /// `string(_:of:)` for a caller that read `SmallUTF8String.layoutIsKnown` beforehand.
    @inline(__always)
    static func string(_ raw: UnsafeBufferPointer<UInt8>, of entry: Entry, smallLayoutIsKnown: Bool) -> String {
        // Memory safety: `raw` is lent for the call; the unchecked paths are taken only for text
        // the strict parser checked (see `checkedString(_:isASCII:)` and `unescapeChecked(_:rawIsASCII:)`),
        // and the small form only for checked text without escapes, which is its own UTF-8.
        // Most strings (nearly every key) are short, checked and unescaped: made first, directly.
        if entry.tag & (Entry.Flags.checkedUTF8 | Entry.Flags.hasEscapes) == Entry.Flags.checkedUTF8,
           let small = unsafe SmallUTF8String.make(raw, isASCII: entry.isCheckedASCII, layoutIsKnown: smallLayoutIsKnown) {
            return small
        }
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *), entry.isCheckedUTF8 {
            return unsafe entry.hasEscapes
                ? unescapeChecked(raw, rawIsASCII: entry.isCheckedASCII)
                : checkedString(raw, isASCII: entry.isCheckedASCII)
        }
        return unsafe entry.hasEscapes ? unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// A `String` of UTF-8 that is known valid, made without checking it again.
    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @inline(__always)
    private static func checkedString(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        // Memory safety: callers pass only valid UTF-8 (what the strict parser checked, or its
        // unescaping), which is the whole of `UTF8Span(unchecked:)`'s contract, and `isASCII` only
        // when every byte is below 0x80; the span lives for this expression, `utf8` is lent for it.
        // Short strings (most keys) are written in the small form directly: a tenth of the cost
        // (see `SmallUTF8String`, which checks the layout it writes before it is ever used).
        if let small = unsafe SmallUTF8String.make(utf8, isASCII: isASCII) { return small }
        return unsafe String(copying: UTF8Span(unchecked: utf8.span, isKnownASCII: isASCII))
    }

    /// Unescapes text the strict parser checked (valid UTF-8, every escape valid, surrogates
    /// paired) and makes the `String` without checking the result again: runs copied whole
    /// between backslashes (which are ASCII, so never inside a sequence) and the UTF-8 of whole
    /// scalars are valid UTF-8.
    @available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
    private static func unescapeChecked(_ raw: UnsafeBufferPointer<UInt8>, rawIsASCII: Bool) -> String {
        // Memory safety: the scratch buffer exists for the closure, `CheckedUnescaping.unescape`
        // writes only within it and returns how much it wrote, and the string copies that much.
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { output in
            let (written, escapesASCII) = unsafe CheckedUnescaping.unescape(raw, into: output)
            return unsafe checkedString(
                UnsafeBufferPointer(rebasing: output[0 ..< written]), isASCII: rawIsASCII && escapesASCII)
        }
    }

    /// The unescaped string. Input that the parser did not validate still yields a string (with
    /// U+FFFD for what cannot be decoded) rather than a trap.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        // Memory safety: `unescape(_:into:)` writes only within `output` and says how much it wrote.
        unsafe String(unsafeUninitializedCapacity: raw.count) { output in
            unsafe unescape(raw, into: output).written
        }
    }

    /// Unescapes `raw` into `output` (which should have room for `raw.count` bytes: unescaping
    /// never lengthens) and returns the bytes written, and whether no escape wrote a byte above
    /// 0x7F (then the result is all ASCII when `raw` is).
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>)
        -> (written: Int, isASCII: Bool)
    {
        // Memory safety: every write into `output` is checked against its count (`put` tests
        // `written`; an eight-byte store needs `written + 8 <= output.count`; a byte of a run needs
        // `written < output.count`), so even text the parser did not validate, which could
        // unescape longer (a `\u` at the very end), cannot write past it; `raw` is read at
        // indices checked against `raw.count` (eight-byte loads at `read + 8 <= raw.count`,
        // `hexUnit` checks its four). Unescaping never lengthens: `\uXXXX` (6 bytes) becomes at
        // most 3, a pair (12) at most 4.
        var read = 0
        var written = 0
        var escapesASCII = true
        guard let source = raw.baseAddress, let target = output.baseAddress else { return (0, true) }
        let rawCount = raw.count
        let outputCount = output.count
        func put(_ byte: UInt8) {
            guard written < outputCount else { return }
            unsafe target[written] = byte
            written &+= 1
        }
        while read < rawCount {
            // Copy the run up to the next backslash eight bytes at a time: each word is stored
            // whole (what follows a backslash is overwritten next), and only the bytes before the
            // backslash count. Runs between escapes are short in escaped text (a word between two
            // `\uXXXX`), where a `memcpy` call and a separate scan cost more than the bytes.
            let ones: UInt64 = 0x0101_0101_0101_0101
            while read &+ 8 <= rawCount, written &+ 8 <= outputCount {
                let word = unsafe UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
                unsafe UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
                let backslashes = UInt64(littleEndian: word) ^ (ones &* 0x5C)
                // The high bit of the lowest byte that was a backslash (now zero) is set; bits
                // above it may be set falsely, so only the lowest counts.
                let found = (backslashes &- ones) & ~backslashes & (ones &* 0x80)
                if found != 0 {
                    let run = found.trailingZeroBitCount &>> 3
                    read &+= run
                    written &+= run
                    break
                }
                read &+= 8
                written &+= 8
            }
            // Fewer than eight bytes left (or a backslash found): one at a time to the backslash.
            while read < rawCount {
                let byte = unsafe source[read]
                guard byte != UInt8(ascii: "\\") else { break }
                put(byte)
                read &+= 1
            }
            guard read < raw.count else { break }
            guard read + 1 < raw.count else {
                unsafe put(raw[read])
                read += 1
                continue
            }
            let escaped = unsafe raw[read + 1]
            read += 2
            switch escaped {
            case UInt8(ascii: "b"): put(0x08)
            case UInt8(ascii: "f"): put(0x0C)
            case UInt8(ascii: "n"): put(0x0A)
            case UInt8(ascii: "r"): put(0x0D)
            case UInt8(ascii: "t"): put(0x09)
            case UInt8(ascii: "u"):
                var scalar = unsafe UInt32(hexUnit(raw, at: read) ?? 0xFFFD)
                read += 4
                if scalar & 0xFC00 == 0xD800,
                   read + 5 < raw.count, unsafe raw[read] == UInt8(ascii: "\\"), unsafe raw[read + 1] == UInt8(ascii: "u"),
                   let low = unsafe hexUnit(raw, at: read + 2), low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    read += 6
                }
                // The scalar's UTF-8, written directly (escaped text is mostly such scalars).
                let value = (Unicode.Scalar(scalar) ?? "\u{FFFD}").value
                if value < 0x80 {
                    put(UInt8(truncatingIfNeeded: value))
                } else {
                    escapesASCII = false
                    if value < 0x800 {
                        put(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
                    } else {
                        if value < 0x10000 {
                            put(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
                        } else {
                            put(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
                            put(0x80 | UInt8(truncatingIfNeeded: value >> 12) & 0x3F)
                        }
                        put(0x80 | UInt8(truncatingIfNeeded: value >> 6) & 0x3F)
                    }
                    put(0x80 | UInt8(truncatingIfNeeded: value) & 0x3F)
                }
            default:
                if escaped >= 0x80 { escapesASCII = false }
                put(escaped)
            }
        }
        return (written, escapesASCII)
    }

    /// The index of the first backslash at or after `start`, or `raw.count`: eight bytes at a time.
    @inline(__always)
    private static func nextBackslash(in raw: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // Memory safety: the 8-byte loads are at `index` with `index + 8 <= raw.count`; the tail
        // reads below `raw.count`.
        var index = start
        if let base = raw.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while index + 8 <= raw.count {
                let word = unsafe UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x5C)
                // The high bit of the lowest byte that was a backslash (now zero) is set; bits
                // above it may be set falsely, so only the lowest counts.
                let found = (word &- ones) & ~word & (ones &* 0x80)
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while unsafe index < raw.count && raw[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    /// The four hex digits at `offset` as a UTF-16 code unit, or nil when they are not hex.
    private static func hexUnit(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16? {
        // Memory safety: reads four bytes after the guard checked they are within `raw`.
        guard offset + 4 <= raw.count else { return nil }
        var unit: UInt16 = 0
        for index in offset..<offset + 4 {
            guard let digit = unsafe hexDigitValue(raw[index]) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}
