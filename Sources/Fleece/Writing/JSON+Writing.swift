extension JSON {
    /// How ``JSON/text(_:)`` lays out the text: compact or pretty, members in document order or
    /// sorted by key. Options combine as `JSONEncoder`'s `outputFormatting` does.
    ///
    /// ```swift
    /// let json = try JSON(parsing: #"{"b": 1, "a": {"d": 2, "c": 3}}"#)
    /// json.text()                      // {"b":1,"a":{"d":2,"c":3}}
    /// json.text(.sortedKeys)           // {"a":{"c":3,"d":2},"b":1}
    /// json.text([.pretty, .sortedKeys])
    /// ```
    public struct WritingStyle: OptionSet, Sendable, Hashable {
        /// The options' bits: `pretty` is 1, `sortedKeys` 2.
        public let rawValue: Int

        /// The options whose bits are set in `rawValue`; use the named options instead.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// No whitespace at all, members in document order: `{"a":[1,2]}`. The empty set.
        public static var compact: WritingStyle { [] }
        /// Two-space indentation, one member or element per line, `"key": value`.
        public static var pretty: WritingStyle { WritingStyle(rawValue: 1) }
        /// Every object's members ordered by their keys' UTF-8 bytes (the keys as unescaped), the
        /// order `FleeceEncoder`'s and `JSONEncoder`'s `.sortedKeys` give distinct keys on Linux;
        /// members with the same key are all kept, in document order (the encoders keep one).
        /// For text that compares equal whenever the values do, whatever order the sender wrote:
        /// golden files, snapshots, signatures. `JSONSerialization`'s `.sortedKeys` orders
        /// otherwise (digits by value, letters ignoring case).
        public static var sortedKeys: WritingStyle { WritingStyle(rawValue: 2) }
    }

    /// The value written as JSON text, members in document order (sorted by key with
    /// ``WritingStyle/sortedKeys``), strings escaped as RFC 8259 requires (`"`, `\`, control
    /// characters); other characters are written as UTF-8.
    ///
    /// ```swift
    /// let json: JSON = ["id": 1, "tags": ["a"]]
    /// json.text()         // {"id":1,"tags":["a"]}
    /// json.text(.pretty)  // {\n  "id": 1,\n  "tags": [\n    "a"\n  ]\n}
    /// ```
    /// Parsing the text gives back an equal value. Numbers are written as they were parsed (or
    /// built). Writing does not recurse: a value nested as deep as the parser was allowed to go
    /// is written in constant stack space.
    public func text(_ style: WritingStyle = .compact) -> String {
        String(decoding: utf8(style), as: UTF8.self)
    }

    /// The value written as UTF-8 JSON text; see ``text(_:)``.
    public func utf8(_ style: WritingStyle = .compact) -> [UInt8] {
        switch self {
        case .number(let number): unsafe number.withText { unsafe [UInt8]($0) }
        case .array(let array): array.document.writtenValue(at: array.entryIndex, style: style)
        case .object(let object): object.document.writtenValue(at: object.entryIndex, style: style)
        case .null: [0x6E, 0x75, 0x6C, 0x6C]
        case .bool(let flag): flag ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65]
        case .string(let string): Self.quoted(string)
        }
    }

    /// Appends the value as UTF-8 JSON text to `output`; see ``text(_:)``.
    ///
    /// ```swift
    /// var buffer: [UInt8] = []
    /// for record in records { record.write(to: &buffer); buffer.append(0x0A) }
    /// ```
    public func write(_ style: WritingStyle = .compact, to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag): output.append(contentsOf: flag ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
        case .string(let string): JSONText.appendString(string, escapingSlashes: false, to: &output)
        default:
            // Written into an array of its own, then copied: the writer fills an array's
            // uninitialized capacity, which `output`'s spare capacity is not.
            if output.isEmpty {
                output = utf8(style)
            } else {
                output.append(contentsOf: utf8(style))
            }
        }
    }

    private static func quoted(_ string: String) -> [UInt8] {
        var output: [UInt8] = []
        JSONText.appendString(string, escapingSlashes: false, to: &output)
        return output
    }
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text.
    public var description: String { text() }
    /// The compact JSON text.
    public var debugDescription: String { text() }
}

// An object or array taken out of its `JSON` prints as its text too, not as the document and
// entry it is a view of (`Object(document: Fleece.JSONDocument, entryIndex: 10)`).

extension JSON.Object: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text: `{"id":1,"name":"Ada"}`.
    public var description: String { JSON.object(self).text() }
    /// The compact JSON text.
    public var debugDescription: String { description }
}

extension JSON.Array: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text: `[1,2,3]`.
    public var description: String { JSON.array(self).text() }
    /// The compact JSON text.
    public var debugDescription: String { description }
}

extension Entry.Kind {
    var isContainer: Bool { self == .array || self == .object }
}
