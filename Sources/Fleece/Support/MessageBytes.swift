// Memory safety (and why `@safe`), for every `unsafe` in this file: `start` is this value's own allocation of
// `capacity` bytes (made in `init`, replaced only by `grow`, freed in `deinit`; the type is not
// copyable, so no other value frees it), of which the first `count` are initialized; writes are
// at `count..<count + n` after `reserve(n)` made room; buffers passed in are lent for the call.
/// An error message written as UTF-8 bytes and made a `String` once.
///
/// Interpolated, `Expected to decode Int but found a string "12a" instead, at line 1, column 9.`
/// cost ~6,000 instructions (each piece a `String` appended to the one before, the position a
/// `String` of its own), and every failure a `Decodable` catches pays for its message:
/// `(try? c.decode(Int.self)) ?? …` in a property wrapper, for each value that is not an `Int`.
/// Into an `Array`, each of a message's dozen pieces still cost ~150 instructions to append
/// (its generic copy); into this buffer, a length check and a copy.
@safe struct MessageBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity = 256
    private var count = 0

    init() { unsafe start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity) }

    deinit { unsafe start.deallocate() }

    /// The message so far.
    var text: String { unsafe String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { unsafe append(utf8: $0) }
    }

    mutating func append(_ text: String) {
        if unsafe text.utf8.withContiguousStorageIfAvailable({ unsafe append(utf8: $0) }) == nil {
            unsafe Array(text.utf8).withUnsafeBufferPointer { unsafe append(utf8: $0) }
        }
    }

    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        reserve(text.count)
        unsafe (start + count).update(from: source, count: text.count)
        count &+= text.count
    }

    /// `integer` in decimal digits.
    mutating func append(_ integer: Int) {
        // 20 digits and a sign at most, written from the end.
        reserve(21)
        var digits = 0
        var rest = integer.magnitude
        repeat {
            digits &+= 1
            rest /= 10
        } while rest > 0
        let sign = integer < 0 ? 1 : 0
        if sign == 1 { unsafe start[count] = UInt8(ascii: "-") }
        var position = count &+ sign &+ digits
        rest = integer.magnitude
        repeat {
            position &-= 1
            unsafe start[position] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
            rest /= 10
        } while rest > 0
        count &+= sign &+ digits
    }

    /// `line 14, column 22`, as `JSONPosition.description` writes it.
    mutating func append(_ position: JSONPosition) {
        append("line ")
        append(position.line)
        append(", column ")
        append(position.column)
    }

    /// `string` in JSON's quotes and escapes, as `JSON.string(string).text()` writes it.
    mutating func appendQuoted(_ string: String) {
        // Most values named in a message need no escape: copied between the quotes.
        let copied: Bool? = unsafe string.utf8.withContiguousStorageIfAvailable { text in
            guard unsafe JSONText.firstEscape(in: text, escapingSlashes: false) == text.count else { return false }
            append("\"")
            unsafe append(utf8: text)
            append("\"")
            return true
        }
        if copied == true { return }
        var bytes: [UInt8] = []
        JSONText.appendString(string, escapingSlashes: false, to: &bytes)
        unsafe bytes.withUnsafeBufferPointer { unsafe append(utf8: $0) }
    }

    /// Room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count &+ extra > capacity else { return }
        let larger = max(capacity &* 2, count &+ extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        unsafe moved.initialize(from: start, count: count)
        unsafe start.deallocate()
        unsafe start = moved
        capacity = larger
    }
}
