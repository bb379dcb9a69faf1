/// Unescapes the raw text of a string the strict parser checked (`Entry.Flags.checkedUTF8`: valid
/// UTF-8, every escape valid, every `\u` four hex digits, surrogates paired), giving exactly the
/// bytes `StringUnescaping.unescape(_:into:)` gives for it, with less work per escape.
///
/// Why: escaped text is mostly escapes (`\uXXXX` for every non-ASCII character in much of the
/// JSON that APIs write, `\/` in every URL), and the general loop paid at each one for a call
/// reading the four hex digits one at a time through an optional, a `Unicode.Scalar` made to
/// test the value, and a bounds check per byte written: about 620 instructions per string of
/// the social-feed corpus. Here the hex digits are read as one four-byte word, the scalar's
/// UTF-8 is written as one four-byte store, and room is checked once per escape.
///
/// Near the end of either buffer (fewer bytes left than an escape needs), the rest is handed to
/// the general loop, which from the start of an escape does what it would have done with the
/// whole text; so is any text where room runs out, which checked text never does (unescaping
/// never lengthens it).
enum CheckedUnescaping {
    /// Unescapes `raw` into `output` and returns the bytes written, and whether no escape wrote a
    /// byte above 0x7F, as `StringUnescaping.unescape(_:into:)` does. `raw` must be checked text
    /// for the result to be that of the general loop (the hex digits are not checked again);
    /// any text is read and written within the buffers.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>)
        -> (written: Int, isASCII: Bool)
    {
        // Memory safety: reads of `raw` are at `read + k` after a check that `read + k < rawCount`
        // (sixteen-byte loads at `read + 16 <= rawCount`, which `read + 8 <= wordLimit` implies;
        // eight-byte loads at `read + 8 <= rawCount`, which `read <= wordLimit` implies, the
        // escape's byte at `read + 2 <= rawCount`, its hex word at `read + 6 <= rawCount`, a
        // following pair's at `read + 12 <= rawCount`); writes into `output` at `written + k`
        // after a check that `written + k <= outputCount` (eight- and sixteen-byte stores at
        // `written + 8` and `written + 16`, which the same bounds imply as `read - written`
        // does not change in the run, bytes below `outputCount`, an escape's four-byte store at
        // `written + 4`). The rest handed to the general loop is the two buffers' remainders,
        // which it reads and writes only within.
        guard let source = raw.baseAddress, let target = output.baseAddress else { return (0, true) }
        let rawCount = raw.count
        let outputCount = output.count
        var read = 0
        var written = 0
        var escapesASCII = true
        let ones: UInt64 = 0x0101_0101_0101_0101
        while true {
            // The run up to the next backslash, a word of eight bytes at a time, each stored
            // whole, as in the general loop; a backslash found there goes straight to its escape.
            // One bound for both buffers: `read` and `written` move together in a run, so
            // `read + 8 <= rawCount` and `written + 8 <= outputCount` are `read <= wordLimit`.
            let wordLimit = min(rawCount, outputCount &+ (read &- written)) &- 8
            /// One word of the run: true, moved to the backslash, when it has one; else past it.
            @inline(__always) func wordHasBackslash() -> Bool {
                let word = unsafe UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
                unsafe UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
                let backslashes = UInt64(littleEndian: word) ^ (ones &* 0x5C)
                let found = (backslashes &- ones) & ~backslashes & (ones &* 0x80)
                if found != 0 {
                    let run = found.trailingZeroBitCount &>> 3
                    read &+= run
                    written &+= run
                    return true
                }
                read &+= 8
                written &+= 8
                return false
            }
            // An escape right after another (text in other scripts escaped as `\u` after `\u`,
            // the `\/\/` of a URL) is taken at once, without a search for the run's end
            // (callgrind: reading twitterescaped.json, 31,818 `\u` escapes in 1,715 runs, 3.0%
            // fewer instructions).
            var atBackslash = unsafe read < rawCount && source[read] == UInt8(ascii: "\\")
            // The first word alone: most runs between escapes are short (the parts of a URL
            // between its `\/`). A run longer than that goes on sixteen bytes a step
            // (`ByteBlock`, `read + 16 <= rawCount` and `written + 16 <= outputCount`): long
            // texts with a few escapes (the descriptions of gsoc-2018.json) cost ~1.3
            // instructions a byte eight at a time (callgrind: decoding gsoc-2018.json 3.9% fewer;
            // starting with sixteen cost social-feed's short runs 0.4% more).
            if !atBackslash {
                if read <= wordLimit, wordHasBackslash() {
                    atBackslash = true
                } else {
                    while read &+ 8 <= wordLimit {
                        let block = unsafe ByteBlock(at: source + read)
                        unsafe UnsafeMutableRawPointer(target + written).storeBytes(of: block.bytes, as: SIMD16<UInt8>.self)
                        let backslashes = block.lanes(equalTo: UInt8(ascii: "\\"))
                        if !backslashes.isEmpty {
                            let run = backslashes.first
                            read &+= run
                            written &+= run
                            atBackslash = true
                            break
                        }
                        read &+= 16
                        written &+= 16
                    }
                }
            }
            while !atBackslash, read <= wordLimit {
                atBackslash = wordHasBackslash()
            }
            if !atBackslash {
                while read < rawCount, written < outputCount {
                    let byte = unsafe source[read]
                    if byte == UInt8(ascii: "\\") {
                        atBackslash = true
                        break
                    }
                    unsafe target[written] = byte
                    read &+= 1
                    written &+= 1
                }
                if read >= rawCount { return (written, escapesASCII) }
                // No room left: the general loop says what is written of the rest.
                if !atBackslash { break }
            }
            // The escape at `read`, when there is room for the longest one; otherwise the
            // general loop from here.
            guard written &+ 4 <= outputCount, read &+ 2 <= rawCount else { break }
            let escaped = unsafe source[read &+ 1]
            // `\/`, `\"` and `\\` (below the letters): the byte itself, the commonest (every
            // slash of a URL).
            if escaped < 0x60 {
                unsafe target[written] = escaped
                read &+= 2
                written &+= 1
                continue
            }
            if escaped != UInt8(ascii: "u") {
                unsafe target[written] = simpleEscapeValue(escaped)
                escapesASCII = escapesASCII && escaped < 0x80
                read &+= 2
                written &+= 1
                continue
            }
            guard read &+ 6 <= rawCount else { break }
            var scalar = unsafe hexUnit(source + (read &+ 2))
            read &+= 6
            // A high surrogate and a low one after it: the pair's scalar.
            if scalar & 0xFC00 == 0xD800, read &+ 6 <= rawCount,
               unsafe source[read] == UInt8(ascii: "\\"), unsafe source[read &+ 1] == UInt8(ascii: "u") {
                let low = unsafe hexUnit(source + (read &+ 2))
                if low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 &+ ((scalar &- 0xD800) &<< 10) &+ (low &- 0xDC00)
                    read &+= 6
                }
            }
            // A surrogate left alone is not a scalar: U+FFFD, as the general loop writes.
            if scalar & 0xFFFF_F800 == 0xD800 { scalar = 0xFFFD }
            let (bytes, count) = utf8(of: scalar)
            if count > 1 { escapesASCII = false }
            unsafe UnsafeMutableRawPointer(target + written).storeBytes(of: bytes.littleEndian, as: UInt32.self)
            written &+= count
        }
        let rest = unsafe StringUnescaping.unescape(
            UnsafeBufferPointer(rebasing: raw[read...]), into: UnsafeMutableBufferPointer(rebasing: output[written...]))
        return (written &+ rest.written, escapesASCII && rest.isASCII)
    }

    /// The byte an escape other than `\u` stands for: `\b`, `\f`, `\n`, `\r`, `\t` their control
    /// characters, any other (`\"`, `\\`, `\/`) the byte itself, as the general loop writes.
    @inline(__always)
    static func simpleEscapeValue(_ escaped: UInt8) -> UInt8 {
        switch escaped {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: escaped
        }
    }

    /// The value of the four hex digits at `digits` (`0-9`, `a-f`, `A-F`; what the parser
    /// checked), read as one word: each byte's low four bits, plus 9 for a letter (bit 6 set).
    @inline(__always) @unsafe
    static func hexUnit(_ digits: UnsafePointer<UInt8>) -> UInt32 {
        // Memory safety: the caller guarantees four readable bytes at `digits`.
        let word = unsafe UInt32(littleEndian: UnsafeRawPointer(digits).loadUnaligned(as: UInt32.self))
        let values = (word & 0x0F0F_0F0F) &+ ((word &>> 6) & 0x0101_0101) &* 9
        // Bytes 0 and 2 become the two digit pairs (the first digit is the most significant).
        let pairs = ((values & 0x000F_000F) &<< 4) | ((values &>> 8) & 0x000F_000F)
        return (pairs & 0xFF) &<< 8 | (pairs &>> 16) & 0xFF
    }

    /// The UTF-8 of `scalar` (a Unicode scalar value) in the low bytes of a word, first byte
    /// lowest, and how many bytes it is.
    @inline(__always)
    static func utf8(of scalar: UInt32) -> (bytes: UInt32, count: Int) {
        if scalar < 0x80 { return (scalar, 1) }
        if scalar < 0x800 {
            return (0xC0 | scalar &>> 6 | (0x80 | scalar & 0x3F) &<< 8, 2)
        }
        if scalar < 0x10000 {
            return (0xE0 | scalar &>> 12 | (0x80 | (scalar &>> 6) & 0x3F) &<< 8 | (0x80 | scalar & 0x3F) &<< 16, 3)
        }
        return (0xF0 | scalar &>> 18 | (0x80 | (scalar &>> 12) & 0x3F) &<< 8
            | (0x80 | (scalar &>> 6) & 0x3F) &<< 16 | (0x80 | scalar & 0x3F) &<< 24, 4)
    }
}
