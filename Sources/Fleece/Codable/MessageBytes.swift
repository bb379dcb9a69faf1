/// An error message written as UTF-8 bytes and made a `String` once.
///
/// Interpolated, `Expected to decode Int but found a string "12a" instead, at line 1, column 9.`
/// cost ~6,000 instructions (each piece a `String` appended to the one before, the position a
/// `String` of its own), and every failure a `Decodable` catches pays for its message:
/// `(try? c.decode(Int.self)) ?? …` in a property wrapper, for each value that is not an `Int`.
struct MessageBytes {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(160) }

    mutating func append(_ text: StaticString) {
        // Memory safety: the literal's bytes are lent for the call.
        text.withUTF8Buffer { unsafe bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        // Memory safety: the string's bytes are lent for the call. Appended as a sequence, a
        // string's bytes were copied one at a time (~700 instructions for a type's name).
        if unsafe text.utf8.withContiguousStorageIfAvailable({ unsafe bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) { unsafe bytes.append(contentsOf: text) }

    mutating func append(_ integer: Int) { JSONText.appendInteger(integer, to: &bytes) }

    /// `line 14, column 22`, as `JSONPosition.description` writes it.
    mutating func append(_ position: JSONPosition) {
        append("line ")
        append(position.line)
        append(", column ")
        append(position.column)
    }

    /// `string` in JSON's quotes and escapes, as `JSON.string(string).text()` writes it.
    mutating func appendQuoted(_ string: String) {
        JSONText.appendString(string, escapingSlashes: false, to: &bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
