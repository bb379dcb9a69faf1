/// One value of a parsed document, as recorded by the parser: 16 bytes, no references.
///
/// The parser writes every value into one flat array of entries. The direct children of a
/// container are contiguous (an object's as key, value, key, value, …), so the n-th element
/// of an array or member of an object is reached in O(1) without any per-container allocation.
// `@usableFromInline` for code inlined into callers (the read path, the stream's record decode);
// `BitwiseCopyable` said explicitly, since it is no longer inferred for it.
@usableFromInline
struct Entry: Sendable, BitwiseCopyable {
    /// Byte offset of the value's first byte in the input (for a string, its opening quote).
    @usableFromInline var offset: UInt32
    /// The kind in the low bits, and flags (see `Entry.Flags`).
    @usableFromInline var tag: UInt32
    /// Strings: the byte length of the raw content between the quotes.
    /// Numbers: the byte length of the number's text.
    /// Containers: the index of the first child in the high 32 bits, the count in the low 32 bits
    /// (members for an object, elements for an array).
    @usableFromInline var payload: UInt64

    init(offset: UInt32, tag: UInt32, payload: UInt64) {
        self.offset = offset
        self.tag = tag
        self.payload = payload
    }

    @usableFromInline
    enum Kind: UInt32, Sendable, BitwiseCopyable {
        case null = 0, `false`, `true`, number, string, array, object
    }

    @usableFromInline
    enum Flags {
        // Computed, not stored: read by code inlined into other modules, where a stored static
        // is a call to its initializer's guard.
        @inlinable static var kindMask: UInt32 { 0x7 }
        /// A string whose raw text contains a backslash escape.
        @inlinable static var hasEscapes: UInt32 { 0x8 }
        /// A number written with a fraction or an exponent.
        @inlinable static var hasFractionOrExponent: UInt32 { 0x10 }
        /// A number written with an exponent (set by the strict parser; absent, nothing is known).
        @inlinable static var hasExponent: UInt32 { 0x800 }
        /// The strict parser's numbers with a fraction keep their point's offset from their first
        /// byte in the tag's bits from here on (modulo 2^16, so a reader checks that the byte
        /// there is the point; 0, as in every other entry: not recorded). `PlainDecimal` reads
        /// the digits on either side of it without looking for it.
        @inlinable static var pointOffsetShift: UInt32 { 16 }
        // The JSON5 parser's flags (the strict parser sets none): numbers that decode by rules
        // of their own, and values Foundation finds malformed only when they are decoded.
        /// A JSON5 `Infinity` or `NaN` (signed or not), written as that word: only
        /// floating-point types decode it.
        static let nonFinite: UInt32 = 0x20
        /// A JSON5 hexadecimal number, written in decimal: a float takes it only when exact.
        static let hexadecimal: UInt32 = 0x40
        /// A JSON5 number token that is not a number (`01`, `1e`, `0x`), kept as written.
        static let malformedNumber: UInt32 = 0x80
        /// A JSON5 string with a bad escape or character, kept as written, as a number entry:
        /// decoding it as a `String` fails as malformed, as anything else as a type mismatch.
        static let malformedString: UInt32 = 0x100
        /// Any of the four: the number needs `JSON5Scalars`.
        static let json5Special: UInt32 = 0x1E0
        /// A string whose raw text the strict parser checked (valid UTF-8, every escape valid,
        /// surrogates paired): its content, and what unescaping it gives, is valid UTF-8 without
        /// checking again. Set by the strict parser only; absent, nothing is known.
        @inlinable static var checkedUTF8: UInt32 { 0x200 }
        /// With `checkedUTF8`: the raw text is all ASCII (escapes are ASCII too).
        @inlinable static var checkedASCII: UInt32 { 0x400 }
    }

    /// Inlined: every read of a value switches on it, and the call was a tenth of reading one.
    @inlinable
    var kind: Kind {
        @inline(__always) get { Kind(rawValue: tag & Flags.kindMask) ?? .null }
    }
    var hasEscapes: Bool { tag & Flags.hasEscapes != 0 }
    var isCheckedUTF8: Bool { tag & Flags.checkedUTF8 != 0 }
    var isCheckedASCII: Bool { tag & Flags.checkedASCII != 0 }
    @inlinable var isPlainInteger: Bool { tag & Flags.hasFractionOrExponent == 0 }
    /// See `Flags.pointOffsetShift`.
    var recordedPointOffset: Int { Int(truncatingIfNeeded: tag &>> Flags.pointOffsetShift) }
    var hasRecordedExponent: Bool { tag & Flags.hasExponent != 0 }
    var isJSON5Special: Bool { tag & Flags.json5Special != 0 }

    /// Index of the first child of a container.
    @inlinable var firstChild: Int { Int(truncatingIfNeeded: payload >> 32) }
    /// Members of an object, elements of an array.
    @inlinable var childCount: Int { Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) }
    /// Byte length of a string's raw content or of a number's text.
    var length: Int { Int(truncatingIfNeeded: payload) }
    /// Byte offset of a string's raw content (just after the opening quote).
    var contentOffset: Int { Int(offset) &+ 1 }
}
