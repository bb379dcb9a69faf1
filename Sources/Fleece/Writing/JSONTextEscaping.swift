/// Writing strings and numbers as JSON text, the way Foundation's `JSONEncoder` writes them:
/// shared by the Codable encoder, ``JSONEncodable`` and the ``JSON`` writer.
package enum JSONText {
    /// What each byte becomes inside a JSON string: 0 stays as it is, 1 is `\u00XX`, anything
    /// else is the letter after a backslash (`"`, `\`, `/`, `b`, `f`, `n`, `r`, `t`).
    private static let escapes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<0x20 { table[byte] = 1 }
        table[0x08] = UInt8(ascii: "b")
        table[0x0C] = UInt8(ascii: "f")
        table[0x0A] = UInt8(ascii: "n")
        table[0x0D] = UInt8(ascii: "r")
        table[0x09] = UInt8(ascii: "t")
        table[Int(UInt8(ascii: "\""))] = UInt8(ascii: "\"")
        table[Int(UInt8(ascii: "\\"))] = UInt8(ascii: "\\")
        table[Int(UInt8(ascii: "/"))] = UInt8(ascii: "/")
        return table
    }()

    /// Appends `string` quoted and escaped: `"` and `\` and control characters always (the
    /// control characters without a short form as lowercase `\u00XX`), `/` as `\/` when
    /// `escapingSlashes` (Foundation's default), everything else as its UTF-8.
    /// `inlining: true` puts the escaping loop in the caller (the functional writer, where a
    /// call cost a fifth more); the Codable engine calls it (inlined there, it cost more).
    @inline(__always)
    package static func appendString<Output: JSONTextOutput & ~Copyable>(_ string: String, escapingSlashes: Bool, to output: inout Output, inlining: Bool = false) {
        // Memory safety: the UTF-8 buffers are lent to the closures for the call only.
        if let done: Void = unsafe string.utf8.withContiguousStorageIfAvailable({
            if inlining {
                unsafe appendStringInlined(utf8: $0, escapingSlashes: escapingSlashes, to: &output)
            } else {
                unsafe appendString(utf8: $0, escapingSlashes: escapingSlashes, to: &output)
            }
        }) { return done }
        let bytes = Array(string.utf8)
        unsafe bytes.withUnsafeBufferPointer { unsafe appendString(utf8: $0, escapingSlashes: escapingSlashes, to: &output) }
    }

    /// Appends UTF-8 text quoted and escaped; see ``appendString(_:escapingSlashes:to:)``.
    /// Runs of bytes that need no escape are found eight bytes at a time and copied whole.
    @inline(never)
    package static func appendString<Output: JSONTextOutput & ~Copyable>(utf8 bytes: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool, to output: inout Output) {
        // Memory safety: `bytes` is lent for the call; see `appendStringInlined`.
        unsafe appendStringInlined(utf8: bytes, escapingSlashes: escapingSlashes, to: &output)
    }

    /// ``appendString(utf8:escapingSlashes:to:)``, put in its caller.
    @inline(__always)
    package static func appendStringInlined<Output: JSONTextOutput & ~Copyable>(utf8 bytes: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool, to output: inout Output) {
        // Memory safety: `bytes` is lent for the call; see the form with `firstEscape`.
        let first = unsafe firstEscape(in: bytes, escapingSlashes: escapingSlashes)
        unsafe appendStringInlined(utf8: bytes, escapingSlashes: escapingSlashes, firstEscape: first, to: &output)
    }

    /// ``appendString(utf8:escapingSlashes:to:)`` for text whose first byte to escape the caller
    /// has found already (at `first`, or `bytes.count` for none), so that it is not looked for twice.
    @inline(never)
    package static func appendString<Output: JSONTextOutput & ~Copyable>(utf8 bytes: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool, firstEscape first: Int, to output: inout Output) {
        // Memory safety: `bytes` is lent for the call; see `appendStringInlined`.
        unsafe appendStringInlined(utf8: bytes, escapingSlashes: escapingSlashes, firstEscape: first, to: &output)
    }

    @inline(__always)
    private static func appendStringInlined<Output: JSONTextOutput & ~Copyable>(utf8 bytes: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool, firstEscape first: Int,
                                            to output: inout Output) {
        // Memory safety: `bytes` is lent for the call and read below its count; the table has 256
        // entries, indexed by a byte; runs are slices `runStart..<index` with `index <= count`.
        if first < bytes.count, bytes.count <= shortStringLimit {
            return unsafe appendShortString(utf8: bytes, escapingSlashes: escapingSlashes, firstEscape: first, to: &output)
        }
        output.append(UInt8(ascii: "\""))
        unsafe escapes.withUnsafeBufferPointer { table in
            var runStart = 0
            let count = bytes.count
            while true {
                // The first escape was found above; the others from the end of the last one.
                let index = runStart == 0 ? first : unsafe firstEscape(in: bytes, from: runStart, escapingSlashes: escapingSlashes)
                if runStart < index { unsafe output.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                guard index < count else { break }
                let byte = unsafe bytes[index]
                let escape = unsafe table[Int(byte)]
                output.append(UInt8(ascii: "\\"))
                if escape == 1 {
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hexDigit(byte >> 4))
                    output.append(hexDigit(byte & 0xF))
                } else {
                    output.append(escape)
                }
                runStart = index + 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The longest string written through a stack buffer: its text escaped (six bytes a byte at
    /// most) and quoted fits 1 KB, which `withUnsafeTemporaryAllocation` keeps on the stack.
    private static let shortStringLimit = 168

    /// Appends a short string that needs escapes (the first at `firstEscape`) quoted and escaped,
    /// as above, in one append: the text is made in a stack buffer first, so a URL whose slashes
    /// are escaped costs one append, not three appends per slash. (A string with
    /// nothing to escape is appended as it stands, which costs less.)
    @inline(never)
    private static func appendShortString<Output: JSONTextOutput & ~Copyable>(utf8 bytes: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool, firstEscape first: Int,
                                          to output: inout Output) {
        // Memory safety: the buffer holds `count * 6 + 2` bytes, the most the quoted text of
        // `count` bytes can take (`\u00XX` for each), so every write is in it; runs are slices of
        // `bytes` below its count; the table has 256 entries, indexed by a byte.
        let count = bytes.count
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count &* 6 &+ 2) { buffer in
            guard let base = buffer.baseAddress else { return }
            unsafe escapes.withUnsafeBufferPointer { table in
                unsafe base[0] = UInt8(ascii: "\"")
                var written = 1
                var runStart = 0
                while true {
                    let index = runStart == 0 ? first : unsafe firstEscape(in: bytes, from: runStart, escapingSlashes: escapingSlashes)
                    if runStart < index, let from = bytes.baseAddress {
                        unsafe (base + written).update(from: from + runStart, count: index &- runStart)
                        written &+= index &- runStart
                    }
                    guard index < count else { break }
                    let byte = unsafe bytes[index]
                    let escape = unsafe table[Int(byte)]
                    unsafe base[written] = UInt8(ascii: "\\")
                    if escape == 1 {
                        unsafe base[written &+ 1] = UInt8(ascii: "u")
                        unsafe base[written &+ 2] = UInt8(ascii: "0")
                        unsafe base[written &+ 3] = UInt8(ascii: "0")
                        unsafe base[written &+ 4] = hexDigit(byte >> 4)
                        unsafe base[written &+ 5] = hexDigit(byte & 0xF)
                        written &+= 6
                    } else {
                        unsafe base[written &+ 1] = escape
                        written &+= 2
                    }
                    runStart = index &+ 1
                }
                unsafe base[written] = UInt8(ascii: "\"")
                unsafe output.append(bytes: UnsafeBufferPointer(start: base, count: written &+ 1))
            }
        }
    }

    /// The index of the first byte at or after `start` that needs an escape (`"`, `\`, a
    /// control character, and `/` when `escapingSlashes`), or `bytes.count`: eight bytes at a
    /// time, then one at a time.
    @inline(__always)
    package static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, escapingSlashes: Bool) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return count }
        // Memory safety: `bytes` is lent for the call; the word loads read `index..<index + 8`
        // only when that is within `count`, and the byte loop stays below `count` (callers pass
        // a `start` within the buffer).
        var index = max(start, 0)
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index &+ 8 <= count {
            let word = unsafe UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C), slashes = word ^ (ones &* 0x2F)
            // Each term sets the high bit of a byte that matches (a zero byte after the XOR, or
            // a byte below 0x20); bits above the lowest may be set falsely, so only it counts.
            var found = (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word
            if escapingSlashes { found |= (slashes &- ones) & ~slashes }
            found &= ones &* 0x80
            if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            let byte = unsafe base[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || (byte == 0x2F && escapingSlashes) { return index }
            index &+= 1
        }
        return count
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Appends an integer's decimal digits (with `-` when negative), as its `description`.
    @inline(__always)
    package static func appendInteger<T: FixedWidthInteger, Output: JSONTextOutput & ~Copyable>(_ value: T, to output: inout Output) {
        if T.bitWidth <= 64 {
            if T.isSigned {
                let wide = Int64(truncatingIfNeeded: value)
                if wide < 0 {
                    output.append(UInt8(ascii: "-"))
                    appendDigits(UInt64(bitPattern: wide).magnitudeOfNegative, to: &output)
                } else {
                    appendDigits(UInt64(wide), to: &output)
                }
            } else {
                appendDigits(UInt64(truncatingIfNeeded: value), to: &output)
            }
        } else {
            var text = value.description
            // Memory safety: the UTF-8 buffer is lent for the call.
            text.withUTF8 { unsafe output.append(bytes: $0) }
        }
    }

    /// The decimal digits of `value`, most significant first.
    @inline(__always)
    package static func appendDigits<Output: JSONTextOutput & ~Copyable>(_ value: UInt64, to output: inout Output) {
        // Memory safety: a UInt64 has at most 20 digits, so `position` (counting down from 20, two
        // or one digits at a time) never goes below 0 in the 20-byte buffer, which lives for the
        // closure only.
        if value < 10 {
            output.append(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
            return
        }
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var position = 20
            var rest = value
            while rest >= 100 {
                let pair = Int(rest % 100)
                rest /= 100
                position -= 2
                unsafe buffer[position] = digitPairs[pair &* 2]
                unsafe buffer[position + 1] = digitPairs[pair &* 2 + 1]
            }
            if rest >= 10 {
                position -= 2
                unsafe buffer[position] = digitPairs[Int(rest) &* 2]
                unsafe buffer[position + 1] = digitPairs[Int(rest) &* 2 + 1]
            } else {
                position -= 1
                unsafe buffer[position] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
            }
            unsafe output.append(bytes: UnsafeBufferPointer(rebasing: buffer[position..<20]))
        }
    }

    /// "00", "01", … "99", two bytes each. (Typed step by step: as one closure expression it
    /// took the type checker almost two seconds.)
    private static let digitPairs: [UInt8] = {
        var pairs: [UInt8] = []
        pairs.reserveCapacity(200)
        let zero = UInt8(ascii: "0")
        for value: UInt8 in 0..<100 {
            pairs.append(zero + value / 10)
            pairs.append(zero + value % 10)
        }
        return pairs
    }()

    /// Appends a finite `Double` as `JSONEncoder` writes it: its `description` (the shortest
    /// text that reads back as the same `Double`, with an exponent from 1e16 and below 1e-4),
    /// without a trailing `.0` (`1`, `-0`, `1e+20`, `5e-324`).
    @inline(__always)
    package static func appendDouble<Output: JSONTextOutput & ~Copyable>(_ value: Double, to output: inout Output) {
        // Integers below 2^53 in magnitude: their digits, as the description has them.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero), !(value == 0 && value.sign == .minus) {
            appendInteger(Int64(value), to: &output)
            return
        }
        output.appendNumberDescription(of: value)
    }

    /// Appends a finite `Float` as `JSONEncoder` writes it: its own `description` (not widened
    /// to `Double`: `0.1` stays `0.1`), without a trailing `.0`.
    @inline(__always)
    package static func appendFloat<Output: JSONTextOutput & ~Copyable>(_ value: Float, to output: inout Output) {
        if value.magnitude < 16_777_216, value == value.rounded(.towardZero), !(value == 0 && value.sign == .minus) {
            appendInteger(Int32(value), to: &output)
            return
        }
        output.appendNumberDescription(of: value)
    }
}

extension Array where Element == UInt8 {
    /// Straight into the array, lent to the stream for the call: through a buffer on the stack,
    /// `Array.append(contentsOf:)` cost 7% more to write GeoJSON with `JSONEncodable`.
    package mutating func appendNumberDescription(of value: some TextOutputStreamable) {
        var stream = ArrayDescriptionBytes()
        swap(&stream.bytes, &self)
        let start = stream.bytes.count
        value.write(to: &stream)
        swap(&stream.bytes, &self)
        if count &- start > 2, self[count - 2] == UInt8(ascii: "."), self[count - 1] == UInt8(ascii: "0") {
            removeLast(2)
        }
    }
}

/// A text stream into an array, for `Array.appendNumberDescription(of:)`.
private struct ArrayDescriptionBytes: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }

    // Memory safety: the standard library lends `buffer` for the call; it is copied.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { unsafe bytes.append(contentsOf: buffer) }
}

extension UInt64 {
    /// The magnitude of a negative `Int64` held as its bit pattern (`Int64.min` included).
    fileprivate var magnitudeOfNegative: UInt64 { 0 &- self }
}
