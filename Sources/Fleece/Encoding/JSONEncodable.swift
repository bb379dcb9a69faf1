/// A type that writes itself as JSON, in the functional style: the counterpart of
/// ``JSONDecodable``.
///
/// Conform by writing the value's members straight to the text, or by writing a ``JSON`` value:
///
/// ```swift
/// extension Place: JSONEncodable {
///     func write(to writer: inout JSONTextWriter) {
///         writer.writeObject { object in
///             object.write(url, forKey: "place_url")
///             object.write(timezone, forKey: "timezone")
///             object.writeIfPresent(name, forKey: "woe_name")
///         }
///     }
/// }
///
/// let text = place.jsonText()     // {"place_url":"…","timezone":"…"}
/// let json = place.json()         // the same as a JSON value
/// ```
///
/// The standard types conform: `String`, `Bool`, every fixed-width integer, `Double` and
/// `Float` (written as `JSONEncoder` writes them; infinity and NaN, which JSON cannot hold, as
/// `null`, though an ``EncodableByJSON`` value under an encoder follows the encoder's strategy
/// for them), optionals (`null`), arrays, sets, dictionaries keyed by a ``JSONObjectKey``
/// (`String`, `Int`, an enum that declares it), ``JSON`` and its parts
/// (a ``JSON/Number`` as written, every digit). FleeceFoundation adds `Decimal`, `URL` and
/// `UUID`, written as `JSONEncoder` writes them. An enum with an encodable raw value conforms
/// by declaring it. A type that is both
/// `JSONDecodable` and `JSONEncodable` should decode what it writes back to itself.
public protocol JSONEncodable {
    /// Writes the value as JSON text.
    func write(to writer: inout JSONTextWriter)
}

extension JSONEncodable {
    /// The value's compact JSON text as UTF-8.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONTextWriter()
        write(to: &writer)
        return writer.bytes
    }

    /// The value's compact JSON text.
    public func jsonText() -> String {
        String(decoding: jsonBytes(), as: UTF8.self)
    }

    /// The value as a ``JSON`` value (its text, indexed). A `write(to:)` that wrote text that
    /// is not JSON (a member whose value wrote nothing: `{"a":,"b":2}`) gives `null`.
    public func json() -> JSON {
        JSONDocument.written(jsonBytes())
    }
}

/// Writes compact JSON text into a growing byte buffer, for ``JSONEncodable`` types.
///
/// ```swift
/// var writer = JSONTextWriter()
/// writer.writeObject { object in
///     object.write(7, forKey: "id")
///     object.write(["a", "b"], forKey: "tags")
/// }
/// writer.bytes // {"id":7,"tags":["a","b"]}
/// ```
/// Strings are escaped as ``JSON/text(_:)`` escapes them (`/` is not), numbers written as
/// `JSONEncoder` writes them.
public struct JSONTextWriter: Sendable {
    /// The text written so far.
    public var bytes: [UInt8]
    /// The infinities and NaNs written as `null`, with where: nil until one is (one word, nil on
    /// every path that writes none). `EncodableByJSON` hands them to its encoder, whose
    /// non-conforming float strategy then applies.
    var nonConformingFloats: [NonConformingFloat]?

    /// An infinity or NaN written as `null` at `offset` of `bytes`.
    struct NonConformingFloat: Sendable {
        let offset: Int
        let value: Double
        /// Written by a `Float`, which an encoder names in its error (`Float.nan`).
        let isFloat: Bool
    }

    /// A writer that appends to `bytes`.
    public init(appendingTo bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Writes `value`.
    @inlinable
    public mutating func write<T: JSONEncodable>(_ value: T) {
        value.write(to: &self)
    }

    /// Writes `null`.
    public mutating func writeNull() {
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
    }

    /// Writes `null` for an infinity or NaN, which JSON cannot hold, and remembers it, so that
    /// an `EncodableByJSON` value can give it to its encoder (called only for those values).
    @inline(never)
    mutating func writeNonConforming(_ value: Double, isFloat: Bool) {
        let float = NonConformingFloat(offset: bytes.count, value: value, isFloat: isFloat)
        if nonConformingFloats == nil { nonConformingFloats = [float] } else { nonConformingFloats?.append(float) }
        writeNull()
    }

    /// Writes a string, quoted and escaped.
    public mutating func writeString(_ string: String) {
        JSONText.appendString(string, escapingSlashes: false, to: &bytes, inlining: true)
    }

    /// Writes an object whose members `body` writes, in the order it writes them.
    public mutating func writeObject(_ body: (inout JSONObjectWriter) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "{"))
        var object = JSONObjectWriter(writer: JSONTextWriter())
        // The whole writer, not only its bytes: the floats the members record come back too.
        swap(&object.writer, &self)
        defer {
            swap(&object.writer, &self)
            bytes.append(UInt8(ascii: "}"))
        }
        try body(&object)
    }

    /// Writes an array whose elements `body` writes.
    public mutating func writeArray(_ body: (inout JSONArrayWriter) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        var array = JSONArrayWriter(writer: JSONTextWriter())
        swap(&array.writer, &self)
        defer {
            swap(&array.writer, &self)
            bytes.append(UInt8(ascii: "]"))
        }
        try body(&array)
    }
}

/// Writes the members of an object; see ``JSONTextWriter/writeObject(_:)``.
public struct JSONObjectWriter: Sendable {
    var writer: JSONTextWriter
    /// The number of members written.
    public private(set) var count = 0

    /// Writes the member `key`.
    public mutating func write<T: JSONEncodable>(_ value: T, forKey key: String) {
        if count > 0 { writer.bytes.append(UInt8(ascii: ",")) }
        count += 1
        writer.writeString(key)
        writer.bytes.append(UInt8(ascii: ":"))
        value.write(to: &writer)
    }

    /// Writes the member `key` when `value` is not nil; leaves it out otherwise.
    public mutating func writeIfPresent<T: JSONEncodable>(_ value: T?, forKey key: String) {
        if let value { write(value, forKey: key) }
    }
}

/// Writes the elements of an array; see ``JSONTextWriter/writeArray(_:)``.
public struct JSONArrayWriter: Sendable {
    var writer: JSONTextWriter
    /// The number of elements written.
    public private(set) var count = 0

    /// Writes the next element.
    public mutating func write<T: JSONEncodable>(_ value: T) {
        if count > 0 { writer.bytes.append(UInt8(ascii: ",")) }
        count += 1
        value.write(to: &writer)
    }
}
