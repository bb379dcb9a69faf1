/// A class of bytes counted in bulk: sixteen at a time in `ByteBlock`s, then eight in a word,
/// then one.
///
/// Two counts share the loop: the parser's entry-count estimate (`structural`) and the JSON Lines
/// nesting watch (`opening`, a bound on a line's depth that spares it following most lines byte
/// by byte).
enum ByteClass {
    /// `,` `:` `[` `{`: the bytes every entry but the root follows.
    case structural
    /// `[` `{`: the bytes that open an array or an object.
    case opening

    /// The number of bytes of this class in `bytes`: sixteen at a time (see `ByteBlock`), in
    /// sixteen byte-wide lanes that are summed every 255 blocks (before a lane could overflow),
    /// then eight at a time, then one. (Eight at a time only, with a zero-byte test per byte of
    /// the class and a population count per word, was 2.5 instructions a byte for `structural`:
    /// 2.6% of parsing the social feed.) Inlined, so that the class is a constant of the loop.
    @inline(__always)
    func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the 16-byte loads are at `index` with `index + 16 <= bytes.count`, the
        // 8-byte loads with `index + 8 <= bytes.count`, the tail reads below `bytes.count`.
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0
        var index = 0
        while index &+ 16 <= bytes.count {
            let end = min(bytes.count, index &+ 255 &* 16)
            var lanes = SIMD16<UInt8>()
            repeat {
                lanes &+= ones(in: unsafe ByteBlock(at: base + index))
                index &+= 16
            } while index &+ 16 <= end
            count &+= ByteBlock.laneSum(lanes)
        }
        while index &+ 8 <= bytes.count {
            let word = unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            count &+= matches(in: word).nonzeroBitCount
            index &+= 8
        }
        while index < bytes.count {
            if contains(unsafe bytes[index]) { count &+= 1 }
            index &+= 1
        }
        return count
    }

    /// One in each lane of `block` holding a byte of the class, zero in the others.
    @inline(__always)
    private func ones(in block: ByteBlock) -> SIMD16<UInt8> {
        switch self {
        case .structural: block.structuralOnes
        case .opening: block.openingOnes
        }
    }

    /// The high bit set in exactly the bytes of `word` of the class.
    @inline(__always)
    private func matches(in word: UInt64) -> UInt64 {
        let openings = Self.zeroBytes(word ^ Self.spread("[")) | Self.zeroBytes(word ^ Self.spread("{"))
        switch self {
        case .structural: return openings | Self.zeroBytes(word ^ Self.spread(",")) | Self.zeroBytes(word ^ Self.spread(":"))
        case .opening: return openings
        }
    }

    @inline(__always)
    private func contains(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"): true
        case UInt8(ascii: ","), UInt8(ascii: ":"): self == .structural
        default: false
        }
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
