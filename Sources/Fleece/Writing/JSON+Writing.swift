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
    /// Parsing the text gives back an equal value.
    public func text(_ style: WritingStyle = .compact) -> String {
        String(decoding: utf8(style), as: UTF8.self)
    }

    /// The value written as UTF-8 JSON text; see ``text(_:)``.
    public func utf8(_ style: WritingStyle = .compact) -> [UInt8] {
        var writer = JSONWriter(pretty: style == .pretty)
        writer.write(self, depth: 0)
        return writer.output
    }
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// The compact JSON text.
    public var description: String { text() }
    /// The compact JSON text.
    public var debugDescription: String { text() }
}

/// Writes values as JSON text into a byte buffer.
struct JSONWriter {
    var output: [UInt8] = []
    let pretty: Bool

    init(pretty: Bool) {
        self.pretty = pretty
        output.reserveCapacity(256)
    }

    mutating func write(_ value: JSON, depth: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): number.withText { output.append(contentsOf: $0) }
        case .string(let string): writeString(string)
        case .array(let array):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: array.count, depth: depth) { writer, index in
                writer.write(array[index], depth: depth + 1)
            }
        case .object(let object):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: object.count, depth: depth) { writer, index in
                writer.writeString(object.key(at: index))
                writer.append(writer.pretty ? ": " : ":")
                writer.write(object.value(at: index), depth: depth + 1)
            }
        }
    }

    private mutating func writeContainer(
        open: UInt8, close: UInt8, count: Int, depth: Int, element: (inout JSONWriter, Int) -> Void
    ) {
        output.append(open)
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            element(&self, index)
        }
        if count > 0 { newline(depth: depth) }
        output.append(close)
    }

    private mutating func newline(depth: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x00..<0x20:
                append("\\u00")
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0xF))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
