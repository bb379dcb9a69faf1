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
        var output: [UInt8] = []
        write(style, to: &output)
        return output
    }

    /// Appends the value as UTF-8 JSON text to `output`; see ``text(_:)``.
    ///
    /// ```swift
    /// var buffer: [UInt8] = []
    /// for record in records { record.write(to: &buffer); buffer.append(0x0A) }
    /// ```
    public func write(_ style: WritingStyle = .compact, to output: inout [UInt8]) {
        var writer = JSONWriter(pretty: style == .pretty)
        swap(&writer.output, &output)
        writer.write(self, depth: 0)
        swap(&writer.output, &output)
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
    }

    /// Writes `value`, whose containers are written at `depth` (for indentation).
    mutating func write(_ value: JSON, depth: Int) {
        switch value {
        case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag): output.append(contentsOf: flag ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
        case .number(let number): writeEntry(number.entryIndex, of: number.document, depth: depth)
        case .string(let string): writeString(string)
        case .array(let array): writeEntry(array.entryIndex, of: array.document, depth: depth)
        case .object(let object): writeEntry(object.entryIndex, of: object.document, depth: depth)
        }
    }

    mutating func writeString(_ string: String) {
        JSONText.appendString(string, escapingSlashes: false, to: &output)
    }

    /// Writes the value of a document's entry straight from the document: numbers and strings
    /// without escapes are copied from its bytes, containers walked with a stack of their own.
    mutating func writeEntry(_ root: Int, of document: JSONDocument, depth baseDepth: Int) {
        // Memory safety, for every `unsafe` in this writer: the document's entries and bytes are
        // lent by `withUnsafeBufferPointer` for the whole walk and passed down to `nextValue` and
        // `writeString`, which do not keep them; entry indices and text ranges were recorded by
        // this document's parser, so they are in bounds.
        let pretty = self.pretty
        unsafe document.entries.withUnsafeBufferPointer { entries in
            unsafe document.bytes.withUnsafeBufferPointer { bytes in
                unsafe output.reserveCapacity(output.count + (entries[root].kind.isContainer ? bytes.count : 16))
                var stack: [WriterFrame] = []
                var index = root
                while true {
                    let entry = unsafe entries[index]
                    switch entry.kind {
                    case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
                    case .true: output.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
                    case .false: output.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
                    case .number:
                        unsafe output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(entry.offset)..<Int(entry.offset) + entry.length]))
                    case .string:
                        unsafe writeString(entry, document: document, bytes: bytes)
                    case .array, .object:
                        let isObject = entry.kind == .object
                        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
                        let children = entry.childCount * (isObject ? 2 : 1)
                        if children == 0 {
                            output.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                        } else {
                            stack.append(WriterFrame(start: entry.firstChild, next: entry.firstChild, end: entry.firstChild + children, isObject: isObject))
                        }
                    }
                    // The next value: the next child of the innermost unfinished container.
                    guard let next = unsafe nextValue(&stack, entries: entries, bytes: bytes, document: document, pretty: pretty, baseDepth: baseDepth) else { return }
                    index = next
                }
            }
        }
    }

    /// Writes the punctuation (and key) before the next value and returns its entry, closing
    /// containers that are done; nil when the outermost is closed.
    @inline(__always)
    private mutating func nextValue(
        _ stack: inout [WriterFrame], entries: UnsafeBufferPointer<Entry>, bytes: UnsafeBufferPointer<UInt8>,
        document: JSONDocument, pretty: Bool, baseDepth: Int
    ) -> Int? {
        while let frame = stack.last {
            let depth = baseDepth + stack.count
            if frame.next == frame.end {
                stack.removeLast()
                if pretty { newline(depth: depth - 1) }
                output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                continue
            }
            if frame.next != frame.start { output.append(UInt8(ascii: ",")) }
            if pretty { newline(depth: depth) }
            var value = frame.next
            if frame.isObject {
                unsafe writeString(entries[value], document: document, bytes: bytes)
                if pretty {
                    output.append(UInt8(ascii: ":"))
                    output.append(UInt8(ascii: " "))
                } else {
                    output.append(UInt8(ascii: ":"))
                }
                value += 1
            }
            stack[stack.count - 1].next = value + 1
            return value
        }
        return nil
    }

    private mutating func newline(depth: Int) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            output.append(UInt8(ascii: " "))
            output.append(UInt8(ascii: " "))
        }
    }

    /// A string entry: copied as it stands in the document (quotes included) when it has no
    /// escapes (the parser let no character through that would need one), otherwise unescaped
    /// and written again, so that the text is the same however the input spelled it.
    @inline(__always)
    private mutating func writeString(_ entry: Entry, document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>) {
        if !entry.hasEscapes {
            unsafe output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(entry.offset)..<entry.contentOffset + entry.length + 1]))
        } else {
            let raw = unsafe UnsafeBufferPointer(rebasing: bytes[entry.contentOffset..<entry.contentOffset + entry.length])
            unsafe writeString(StringUnescaping.unescape(raw))
        }
    }
}

/// A container being written by ``JSONWriter``: its children are contiguous in the document
/// (for an object, key and value entries in turn), from `start` to `end`; `next` is the next.
struct WriterFrame {
    var start: Int
    var next: Int
    var end: Int
    var isObject: Bool
}

extension Entry.Kind {
    var isContainer: Bool { self == .array || self == .object }
}
