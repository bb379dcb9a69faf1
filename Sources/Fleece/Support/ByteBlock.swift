/// Sixteen bytes of input, compared all at once to find the first byte of a class: the one
/// vector scan shared by the parser (the end of a string's plain run), the stream reader (the
/// next `\n`) and the unescaping of checked strings (the next backslash).
///
/// Why this exact form (checked with `swiftc -O -emit-assembly` and `objdump -d` on the release
/// build, Swift 6.3, x86-64 baseline SSE2):
/// - `.==` and `.<` between two *vectors* compile to one `pcmpeqb`/`pcmpgtb` each. Against a
///   *scalar* (`block .== 34`, the `SIMD`-and-`Scalar` overload) they go lane by lane, sixteen
///   compares and stores through memory: hence the constants below are whole vectors.
/// - `any(_:)` on the resulting mask is a generic `min()` reduction: inlined, it became
///   `pmovmskb` (in a small program); not inlined, as in a library function compiled with
///   `-parse-as-library`, a call of about 30 instructions per block. Reading the mask's sixteen
///   lanes (each 0 or 0xFF) as one `UInt128` does not depend on the inliner: `!= 0` is one
///   vector test (`pmovmskb` or `movmskps`, then `test`), and the first matching lane a
///   trailing-zero count (`tzcnt` on one of two words).
/// - Signed lanes put the control bytes (below 0x20) and the non-ASCII ones (0x80 and above,
///   negative) under one `pcmpgtb`.
///
/// Lanes never carry into each other, so unlike eight-byte word arithmetic nothing is flagged
/// falsely: every flagged lane matches, not only the first.
struct ByteBlock {
    /// The bytes, lane 0 first in memory.
    let bytes: SIMD16<UInt8>

    /// The sixteen bytes at `pointer`, which must all be readable.
    // Memory safety: the caller guarantees sixteen readable bytes at `pointer` (each caller checks
    // `index + 16 <= count` first); the load is unaligned, so any address is fine.
    @unsafe @inline(__always)
    init(at pointer: UnsafePointer<UInt8>) {
        bytes = unsafe UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// The lanes that end a run of plain string bytes: '"', '\\', a control byte (below 0x20) or
    /// any byte above 0x7F (the start or the middle of a UTF-8 sequence, which must be checked).
    @inline(__always)
    var stringSpecials: ByteMatches {
        // Memory safety: a bit cast between two 16-byte vectors of plain integers.
        let signed = unsafe unsafeBitCast(bytes, to: SIMD16<Int8>.self)
        let quote = signed .== SIMD16<Int8>(repeating: Int8(UInt8(ascii: "\"")))
        let backslash = signed .== SIMD16<Int8>(repeating: Int8(UInt8(ascii: "\\")))
        let controlOrNonASCII = signed .< SIMD16<Int8>(repeating: 0x20)
        return ByteMatches(quote .| backslash .| controlOrNonASCII)
    }

    /// One in each lane holding `,` `:` `[` or `{` (the bytes an entry follows), zero in the
    /// others: added up over blocks in lanes of their own (no horizontal step per block), then
    /// summed once (`laneSum`), for the entry-count estimate (see `ByteClass`).
    @inline(__always)
    var structuralOnes: SIMD16<UInt8> {
        let comma = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: ","))
        let colon = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: ":"))
        let bracket = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "["))
        let brace = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        // Memory safety: a bit cast between two 16-byte vectors of plain integers (each lane of
        // the mask 0 or 0xFF).
        let lanes = unsafe unsafeBitCast(comma .| colon .| bracket .| brace, to: SIMD16<UInt8>.self)
        return lanes & SIMD16<UInt8>(repeating: 1)
    }

    /// One in each lane holding `[` or `{` (the bytes that open a container), zero in the
    /// others, for the JSON Lines nesting watch's bound (see `ByteClass`).
    @inline(__always)
    var openingOnes: SIMD16<UInt8> {
        let bracket = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "["))
        let brace = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        // Memory safety: as in `structuralOnes`.
        let lanes = unsafe unsafeBitCast(bracket .| brace, to: SIMD16<UInt8>.self)
        return lanes & SIMD16<UInt8>(repeating: 1)
    }

    /// The sum of the sixteen lanes of `counts` (each at most 255), without overflow.
    @inline(__always)
    static func laneSum(_ counts: SIMD16<UInt8>) -> Int {
        // Memory safety: a bit cast of sixteen bytes to two plain 64-bit words.
        let words = unsafe unsafeBitCast(counts, to: SIMD2<UInt64>.self)
        let evens: UInt64 = 0x00FF_00FF_00FF_00FF
        // Pairs of bytes into 16-bit lanes (each at most 1,020 over both words), then the four
        // lanes added into the top one by a multiplication.
        let pairs = (words[0] & evens) &+ (words[0] &>> 8 & evens) &+ (words[1] & evens) &+ (words[1] &>> 8 & evens)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
    }

    /// The lanes holding `"`, `[`, `]`, `{` or `}`: outside strings, the only bytes that tell
    /// where a value ends (for the stream's `ValueScanner`).
    @inline(__always)
    var valueMarks: ByteMatches {
        let quote = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let opening = (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "["))) .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "{")))
        let closing = (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "]"))) .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "}")))
        return ByteMatches(quote .| opening .| closing)
    }

    /// The lanes holding anything but JSON whitespace (' ', '\n', '\r', '\t'): the end of a
    /// run of whitespace between tokens.
    @inline(__always)
    var nonWhitespace: ByteMatches {
        let space = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: " "))
        let newline = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
        let carriageReturn = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\r"))
        let tab = bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\t"))
        return ByteMatches(.!(space .| newline .| carriageReturn .| tab))
    }

    /// The lanes holding `byte`.
    @inline(__always)
    func lanes(equalTo byte: UInt8) -> ByteMatches {
        // A mask of `SIMD16<UInt8>` is a `SIMDMask<SIMD16<Int8>>` already.
        ByteMatches(bytes .== SIMD16<UInt8>(repeating: byte))
    }

    /// Whether `byte` is in this block or in `next`: the two masks joined before the one test
    /// (`por`, `pmovmskb`, `test`), for a scan that goes 32 bytes a step.
    @inline(__always)
    func contains(_ byte: UInt8, orIn next: ByteBlock) -> Bool {
        let target = SIMD16<UInt8>(repeating: byte)
        return !ByteMatches((bytes .== target) .| (next.bytes .== target)).isEmpty
    }
}

/// The lanes of a `ByteBlock` that matched a class, as sixteen bytes of 0 or 0xFF read as one
/// integer (lane 0 in the lowest byte on a little-endian machine).
struct ByteMatches {
    private let lanes: UInt128

    @inline(__always)
    init(_ mask: SIMDMask<SIMD16<Int8>>) {
        // Memory safety: `SIMDMask<SIMD16<Int8>>` is sixteen bytes, each lane 0 or -1, and every
        // bit pattern is a valid `UInt128`. `littleEndian` makes lane 0 the lowest byte on any
        // byte order (a no-op on x86-64 and arm64).
        lanes = UInt128(littleEndian: unsafe unsafeBitCast(mask, to: UInt128.self))
    }

    /// No lane matched: on x86-64 a `pcmpeqd`, a `movmskps` and a test. (`!any(mask)` instead
    /// compiled to a reduction that made a parse of twitter.json 22% longer in instructions.)
    @inline(__always)
    var isEmpty: Bool { lanes == 0 }

    /// The index of the first matching lane, or 16 when none matched.
    @inline(__always)
    var first: Int { lanes.trailingZeroBitCount &>> 3 }
}
