/// An error message written as UTF-8 bytes and made a `String` once.
///
/// Interpolated, `Expected to decode Int but found a string "12a" instead, at line 1, column 9.`
/// cost ~6,000 instructions (each piece a `String` appended to the one before, the position a
/// `String` of its own), and every failure a `Decodable` catches pays for its message:
/// `(try? c.decode(Int.self)) ?? …` in a property wrapper, for each value that is not an `Int`.
/// Into an `Array`, each of a message's dozen pieces still cost ~150 instructions to append
/// (its generic copy); into a `TextBuffer`, a length check and a copy.
struct MessageBytes: ~Copyable {
    private var bytes = TextBuffer(capacity: 256)

    /// The message so far.
    var text: String { unsafe bytes.withBytes { unsafe String(decoding: $0, as: UTF8.self) } }

    mutating func append(_ text: StaticString) {
        bytes.append(ascii: text)
    }

    mutating func append(_ text: String) {
        bytes.append(utf8Of: text)
    }

    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        unsafe bytes.append(bytes: text)
    }

    /// `integer` in decimal digits.
    mutating func append(_ integer: Int) {
        JSONText.appendInteger(integer, to: &bytes)
    }

    /// `line 14, column 22`, as `JSONPosition.description` writes it.
    mutating func append(_ position: JSONPosition) {
        append("line ")
        append(position.line)
        append(", column ")
        append(position.column)
    }

    /// `string` in JSON's quotes and escapes, as `JSON.string(string).text()` writes it, on
    /// one line (see `OneLineText`).
    mutating func appendQuoted(_ string: String) {
        guard string.utf8.contains(where: { $0 >= 0x7F }) else {
            JSONText.appendString(string, escapingSlashes: false, to: &bytes)
            return
        }
        append(OneLineText.escaped(JSON.string(string).text()))
    }
}
