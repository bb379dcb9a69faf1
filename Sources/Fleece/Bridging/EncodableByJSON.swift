/// A ``JSONEncodable`` type that is also `Encodable` through its functional
/// ``JSONEncodable/write(to:)``, so that it can sit inside an `Encodable` model, under any encoder.
///
/// Declare the conformance; there is nothing to write:
///
/// ```swift
/// extension Location: EncodableByJSON {}   // Location: JSONEncodable
///
/// struct Place: Encodable { let name: String; let location: Location }
/// let data = try FleeceEncoder().encode(place)  // the same bytes as JSONEncoder().encode(place)
/// ```
///
/// The value is written as its ``JSON`` value, which is then encoded through the encoder's
/// containers (see ``JSON/encode(to:)``): members in the order the type writes them, unless
/// the encoder sorts keys; the encoder's key strategy and pretty-printing apply as to any
/// model. Under `FleeceEncoder` a number keeps the text ``JSONEncodable/write(to:)`` gave it (a
/// `Float` as `JSONEncoder` writes a `Float`, `-0.0` as `-0`); any other encoder is given the
/// `Int64`, `UInt64` or `Double` it holds (`-0` as the `Double` `-0.0`, so `JSONEncoder` writes
/// `-0` too), so under `JSONEncoder` a `Float` of 2^24 or more (`6.688125e+09`) is written as a
/// `Double` (`6688125000`). An infinity or NaN (which `write(to:)` writes as `null`, JSON having
/// no text for it) is given to the encoder as the `Double` or `Float` it was, so the encoder's
/// non-conforming float strategy applies as to a `Double` field: under `.throw`,
/// `EncodingError.invalidValue` at its path (`location.lat`); under `.convertToString`, the
/// strategy's string.
public protocol EncodableByJSON: JSONEncodable, Encodable {}

extension EncodableByJSON {
    /// Encodes the value's ``JSON`` through `encoder`'s containers; an infinity or NaN it wrote
    /// as the `Double` or `Float` it was.
    ///
    /// - Throws: what the encoder's containers throw (a non-conforming float's
    ///   `EncodingError.invalidValue` under `.throw`, for example).
    public func encode(to encoder: any Encoder) throws {
        var writer = JSONTextWriter()
        write(to: &writer)
        // Without an infinity or NaN (the usual case), the value's JSON, as `json()` gives it.
        guard let floats = writer.nonConformingFloats, let document = JSONDocument.writtenDocument(writer.bytes) else {
            try JSONDocument.written(writer.bytes).encode(to: encoder)
            return
        }
        var byOffset: [Int: JSONTextWriter.NonConformingFloat] = [:]
        for float in floats { byOffset[float.offset] = float }
        // Memory safety: the root index the parser recorded for this document.
        let root = unsafe document.rootIndex
        try WrittenValue(document: document, entry: root, floats: byOffset).encode(to: encoder)
    }
}

/// A value of the text an `EncodableByJSON` wrote, encoded as ``JSON/encode(to:)`` encodes it,
/// but for the `null`s that stand for an infinity or NaN: those are encoded as the float they
/// were, for the encoder's strategy to write or refuse.
private struct WrittenValue: Encodable {
    let document: JSONDocument
    let entry: Int
    let floats: [Int: JSONTextWriter.NonConformingFloat]

    func encode(to encoder: any Encoder) throws {
        switch document.value(at: entry) {
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for member in 0..<object.count {
                try container.encode(WrittenValue(document: document, entry: object.valueEntryIndex(ofMember: member), floats: floats),
                                     forKey: MemberKey(stringValue: object.key(at: member)))
            }
        case .array(let array):
            var container = encoder.unkeyedContainer()
            for position in 0..<array.count {
                try container.encode(WrittenValue(document: document, entry: array.elementEntryIndex(position), floats: floats))
            }
        case .null:
            // Memory safety: `entry` is an index the parser recorded in this document.
            guard let float = floats[Int(unsafe document.entries[entry].offset)] else {
                try JSON.null.encode(to: encoder)
                return
            }
            var container = encoder.singleValueContainer()
            if float.isFloat { try container.encode(Float(float.value)) } else { try container.encode(float.value) }
        case let value:
            try value.encode(to: encoder)
        }
    }

    /// A member's key, any text.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
