extension JSON {
    /// A JSON number, kept as its text so that no precision is lost before the caller asks.
    ///
    /// Conversions are exact: an integer type is given only a value that is an integer in its
    /// range (`1e2` is 100; `12.5`, `1e400` and `18446744073709551616` are not an `Int64`), and
    /// ``double`` is the nearest `Double`, rounded as `strtod` rounds.
    ///
    /// ```swift
    /// let json = try JSON(parsing: "[12, 1e2, 12.5]")
    /// if case .number(let n)? = json[1] {
    ///     n.int64   // Optional(100)
    ///     n.text    // "1e2"
    ///     n.double  // 100.0
    /// }
    /// ```
    ///
    /// Two numbers are equal when their values are equal, whatever their spelling: `1`, `1.0`
    /// and `10e-1` are the same number.
    public struct Number: Sendable {
        /// The document whose entry `slot` holds the number's text, or nil for an integer held
        /// in `slot` itself: a number made in code from an integer (`JSON.Number(7)`, the literal
        /// `7`) is kept so, without a document of its own to allocate (three allocations) and
        /// retain with every copy. Parsed numbers stay their document's entries, which an error
        /// about one needs for its path, line and column.
        @usableFromInline package let document: JSONDocument?
        /// The number's entry in `document`, or without one, the integer.
        @usableFromInline package let slot: Int64

        /// The number of the entry `entryIndex` of `document`, whose text is a number.
        @inlinable
        package init(document: JSONDocument, entryIndex: Int) {
            self.document = document
            self.slot = Int64(truncatingIfNeeded: entryIndex)
        }

        /// An integer held by the number itself; its text is `value`'s `description`.
        @inlinable
        package init(holding value: Int64) {
            self.document = nil
            self.slot = value
        }

        /// The document of a number that has one, for accessors that checked `document != nil`
        /// just before.
        ///
        /// Why not `guard let document`: each accessor's binding was a value of its own, and where
        /// a caller reads `isWrittenAsInteger`, then `int64`, then `double` (as a walk over a
        /// document does), the optimizer merged those values where the paths join and kept the
        /// merged one with a retain and a release of the document: two atomic operations a number,
        /// 23% of a walk over coordinates by the clock. Unwrapped in place, the document is a
        /// part of the number the caller already holds, which needs no reference of its own.
        @inlinable @inline(__always)
        var checkedDocument: JSONDocument {
            // Memory safety: every caller has checked `document != nil` (unwrapping nil would be
            // undefined in an optimized build).
            unsafe document.unsafelyUnwrapped
        }

        /// The number's entry in its document: its own, or for a held integer, the only entry of
        /// a new document of its text (for the paths that take a value's place in a document:
        /// decoding it with `FleeceDecoder`, building a document around it).
        package var entry: (document: JSONDocument, index: Int) {
            if let document { return (document, Int(truncatingIfNeeded: slot)) }
            var text: [UInt8] = []
            JSONText.appendInteger(slot, to: &text)
            let entry = Entry(offset: 0, tag: Entry.Kind.number.rawValue, payload: UInt64(text.count))
            return (JSONDocument(bytes: text, entries: [entry], rootIndex: 0, hasSourceText: false), 0)
        }

        /// Calls `body` with the number's text, which follows the RFC 8259 number grammar.
        package func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            guard let document else {
                // At most 20 bytes, a small string without allocation up to 15.
                var text = String(slot)
                return try text.withUTF8 { try unsafe body($0) }
            }
            // Memory safety: the text is lent to `body` only for the call (each caller below consumes
            // it there), while `self` holds the document (see `JSONDocument.unsafeText(from:count:)`).
            let entry = unsafe document.entries[Int(truncatingIfNeeded: slot)]
            return try unsafe body(document.unsafeText(from: Int(entry.offset), count: entry.length))
        }

        /// The number exactly as written in the input.
        public var text: String {
            guard document != nil else { return String(slot) }
            return unsafe withText { unsafe String(decoding: $0, as: UTF8.self) }
        }

        /// True when the text has neither a fraction nor an exponent (`12`, not `12.0` or `1e1`).
        @inlinable public var isWrittenAsInteger: Bool {
            guard self.document != nil else { return true }
            let document = checkedDocument
            return unsafe document.entries[Int(truncatingIfNeeded: slot)].isPlainInteger
        }

        /// The value as `Int64` when it is an integer in range, otherwise nil.
        ///
        /// Inlinable: a held integer is returned as it is, and a plain integer of up to 19 digits
        /// (most ids, counts, prices in cents) is read where this is called
        /// (`JSONDocument.plainInteger(atNumber:)`), the rest by the general conversion, out of line.
        @inlinable public var int64: Int64? {
            @inline(__always) get {
                guard self.document != nil else { return slot }
                let document = checkedDocument
                guard let plain = document.plainInteger(atNumber: Int(truncatingIfNeeded: slot)) else { return convertedInt64 }
                // Nineteen digits may be beyond the range: up to 2^63 - 1, or 2^63 below zero.
                let limit = UInt64(Int64.max) &+ (plain.isNegative ? 1 : 0)
                guard plain.magnitude <= limit else { return nil }
                let value = Int64(truncatingIfNeeded: plain.magnitude)
                return plain.isNegative ? 0 &- value : value
            }
        }

        /// `int64` by the general conversion, for any text.
        @usableFromInline var convertedInt64: Int64? { unsafe withText(NumberConversion.int64) }

        /// The value as `UInt64` when it is a non-negative integer in range, otherwise nil.
        @inlinable public var uint64: UInt64? {
            @inline(__always) get {
                guard self.document != nil else { return UInt64(exactly: slot) }
                let document = checkedDocument
                guard let plain = document.plainInteger(atNumber: Int(truncatingIfNeeded: slot)) else { return convertedUInt64 }
                // `-0` is 0; any other negative integer is out of range.
                return plain.isNegative && plain.magnitude != 0 ? nil : plain.magnitude
            }
        }

        /// `uint64` by the general conversion, for any text.
        @usableFromInline var convertedUInt64: UInt64? { unsafe withText(NumberConversion.uint64) }

        /// The value as `Int` when it is an integer in range, otherwise nil.
        @inlinable public var int: Int? { int64.flatMap { Int(exactly: $0) } }

        /// The value as any fixed-width integer type when it is an integer in its range, otherwise nil.
        ///
        /// ```swift
        /// number.integer(as: UInt8.self) // nil for 256 or 2.5, 200 for "2e2"
        /// ```
        public func integer<T: FixedWidthInteger>(as type: T.Type = T.self) -> T? {
            guard document != nil else { return T(exactly: slot) }
            return unsafe withText { unsafe NumberConversion.integer($0, as: type) }
        }

        /// The nearest `Double` (correctly rounded); ±infinity when the magnitude is too large.
        ///
        /// Inlinable: the caller passes the text to the conversion itself (the entry is often
        /// read already, by ``isWrittenAsInteger``), one call instead of two.
        @inlinable public var double: Double {
            // Always inlined: left to the optimizer, callers that walk a document called it, and
            // its own read of the entry and call cost more than the conversion's call alone.
            @inline(__always) get {
                // A held integer converts as its text would: to nearest, even on a tie.
                guard self.document != nil else { return Double(slot) }
                let document = checkedDocument
                let entry = unsafe document.entries[Int(truncatingIfNeeded: slot)]
                // Memory safety: the pointer leaves the closure, as in `unsafeText(from:count:)`, and
                // the bytes are lent to the conversion for the call, while `self` holds the document;
                // the conversion clamps the range to them.
                let bytes = unsafe document.bytes.withUnsafeBufferPointer { unsafe $0 }
                return unsafe NumberConversion.double(in: bytes, entry: entry)
            }
        }

        /// The nearest `Float` (correctly rounded from the text, not through `Double`);
        /// ±infinity when the magnitude is too large.
        public var float: Float {
            // Rounded to nearest, even on a tie, from the integer itself as from its text.
            guard document != nil else { return Float(slot) }
            return unsafe withText(NumberConversion.float)
        }
    }
}

extension JSON.Number {
    /// Creates a number from its JSON text, or nil when the text is not an RFC 8259 number.
    ///
    /// ```swift
    /// JSON.Number("12.50")  // keeps "12.50"
    /// JSON.Number("0x1F")   // nil
    /// ```
    public init?(_ text: String) {
        // The whole text must be the number: no surrounding whitespace.
        guard case .number(let number)? = try? JSON(parsing: text), number.text.utf8.count == text.utf8.count else {
            return nil
        }
        self = number
    }

    /// Creates a number with the value of an integer.
    public init<T: BinaryInteger>(_ value: T) {
        if let held = Int64(exactly: value) {
            self.init(holding: held)
        } else {
            self.init(validText: String(value))
        }
    }

    /// Creates a number with the value of a `Double`, written as `JSONEncoder` writes a
    /// `Double`: its shortest round-tripping text without a trailing `.0` (`100`, `-0`, `0.1`,
    /// `1e+20`); nil for infinity and NaN, which JSON cannot express.
    ///
    /// ```swift
    /// JSON.Number(100.0)?.text  // "100"
    /// JSON.Number(-0.0)?.text   // "-0"
    /// JSON.Number(1e20)?.text   // "1e+20"
    /// ```
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var bytes: [UInt8] = []
        JSONText.appendDouble(value, to: &bytes)
        self.init(validBytes: bytes)
    }

    /// Creates a number with the value of a `Float`, written as `JSONEncoder` writes a `Float`:
    /// its own shortest round-tripping text, not the widened `Double`'s (`0.1`, not
    /// `0.10000000149011612`); nil for infinity and NaN, which JSON cannot express.
    ///
    /// ```swift
    /// let reading: Float = 0.1
    /// JSON.Number(reading)?.text          // "0.1"
    /// JSON.Number(Double(reading))?.text  // "0.10000000149011612"
    /// ```
    public init?(_ value: Float) {
        guard value.isFinite else { return nil }
        var bytes: [UInt8] = []
        JSONText.appendFloat(value, to: &bytes)
        self.init(validBytes: bytes)
    }

    /// A number over text already known to follow the number grammar.
    init(validText text: String) {
        self.init(validBytes: Swift.Array(text.utf8))
    }

    /// A number over UTF-8 text already known to follow the number grammar.
    init(validBytes bytes: [UInt8]) {
        let plain = !bytes.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        let entry = Entry(
            offset: 0,
            tag: Entry.Kind.number.rawValue | (plain ? 0 : Entry.Flags.hasFractionOrExponent),
            payload: UInt64(bytes.count))
        self.init(document: JSONDocument(bytes: bytes, entries: [entry], rootIndex: 0, hasSourceText: false), entryIndex: 0)
    }
}

extension JSON.Number: CustomStringConvertible {
    /// The number's text.
    public var description: String { text }
}
