/// How many entries a document will need, estimated before parsing so the index is allocated
/// once: regrowing it would keep the old and the new buffer alive together, the parser's peak.
///
/// Every key and value but the root follows one of `,` `:` `[` `{`, so counting those bytes
/// counts the entries exactly, but for the ones inside strings and for empty containers (which
/// make it a slight overestimate). Inputs over 64 KiB are sampled at their start and scaled.
enum EntryCountEstimate {
    static let sampleSize = 64 * 1024

    static func entries(in input: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the sample is a slice of `input` of at most its length, read within this
        // call.
        let sampled = min(input.count, sampleSize)
        let structural = unsafe structuralBytes(in: UnsafeBufferPointer(rebasing: input[..<sampled]))
        guard sampled < input.count else { return structural + 1 }
        // Scale the sample up, with a tenth more for documents that get denser later on.
        let scaled = Double(structural + 1) * Double(input.count) / Double(sampled) * 1.1
        return Int(min(scaled, Double(Int32.max))) + 16
    }

    /// The number of `,` `:` `[` `{` bytes: sixteen bytes at a time (see `ByteBlock`), counted
    /// in sixteen byte-wide lanes that are summed every 255 blocks (before a lane could
    /// overflow), then eight bytes at a time, then one. (Eight at a time only, with four
    /// zero-byte tests and a population count per word, was 2.5 instructions a byte: 2.6% of
    /// parsing the social feed, and a fifth of a document under 64 KiB, which is read whole.)
    static func structuralBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the 16-byte loads are at `index` with `index + 16 <= bytes.count`, the
        // 8-byte loads with `index + 8 <= bytes.count`, the tail reads below `bytes.count`.
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0
        var index = 0
        while index &+ 16 <= bytes.count {
            let end = min(bytes.count, index &+ 255 &* 16)
            var lanes = SIMD16<UInt8>()
            repeat {
                lanes &+= unsafe ByteBlock(at: base + index).structuralOnes
                index &+= 16
            } while index &+ 16 <= end
            count &+= ByteBlock.laneSum(lanes)
        }
        while index &+ 8 <= bytes.count {
            let word = unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let matches = zeroBytes(word ^ spread(","))
                | zeroBytes(word ^ spread(":"))
                | zeroBytes(word ^ spread("["))
                | zeroBytes(word ^ spread("{"))
            count &+= matches.nonzeroBitCount
            index &+= 8
        }
        while index < bytes.count {
            switch unsafe bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count &+= 1
            default: break
            }
            index &+= 1
        }
        return count
    }

    /// The byte repeated in all eight lanes.
    @inline(__always)
    private static func spread(_ character: Unicode.Scalar) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(character.value)
    }

    /// The high bit set in exactly the lanes that are zero (no false positives, unlike the
    /// shorter borrow trick).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }
}
