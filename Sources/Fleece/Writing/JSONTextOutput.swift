/// Where ``JSONText`` appends the text it writes: a byte array (the ``JSON`` writer,
/// ``JSONEncodable``), or the text of an encoding tree (``TextBuffer``), which appends without
/// `Array`'s uniqueness and growth machinery.
package protocol JSONTextOutput: ~Copyable {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends the bytes of `bytes`, which is lent for the call.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
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
