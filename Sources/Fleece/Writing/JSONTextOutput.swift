/// Where ``JSONText`` appends the text it writes: a byte array (the ``JSON`` writer,
/// ``JSONEncodable``), or the text of an encoding tree (``TextBuffer``), which appends without
/// `Array`'s uniqueness and growth machinery.
package protocol JSONTextOutput: ~Copyable {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends the bytes of `bytes`, which is lent for the call.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
    /// Appends the text of a number's `description` without a trailing `.0`, as
    /// `JSONText.appendDouble` writes it: written through `TextOutputStreamable`, which hands the
    /// digits over as bytes (`description` made a `String` first, allocated when longer than 15
    /// bytes, `-65.61361699999999`, and that was a third of encoding a document of coordinates).
    mutating func appendNumberDescription(of value: some TextOutputStreamable)
}

extension Array: JSONTextOutput where Element == UInt8 {
    @inline(__always)
    package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        unsafe append(contentsOf: bytes)
    }
}

extension JSONTextOutput where Self: ~Copyable {
    /// Appends ASCII text written in the code (`"true"`, `"null"`).
    @inline(__always)
    package mutating func append(ascii text: StaticString) {
        // Memory safety: a static string's bytes are lent for the call.
        text.withUTF8Buffer { unsafe append(bytes: $0) }
    }
}
