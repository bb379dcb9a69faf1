extension JSON {
    /// How ``JSON/text(_:)`` lays out the text.
    public enum WritingStyle: Sendable, Hashable {
        /// No whitespace at all: `{"a":[1,2]}`.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`.
        case pretty
    }

    /// The value written as JSON text, members in document order, strings escaped as RFC 8259
    /// requires (`"`, `\`, control characters); other characters are written as UTF-8.
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
        case .array(let array): array.document.writtenValue(at: array.entryIndex, pretty: style == .pretty)
        case .object(let object): object.document.writtenValue(at: object.entryIndex, pretty: style == .pretty)
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
