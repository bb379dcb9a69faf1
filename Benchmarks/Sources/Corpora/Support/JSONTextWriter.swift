/// Writes JSON text byte by byte, so the corpora control exactly which escapes,
/// which raw UTF-8 and which layout appear (no encoder chooses for us).
///
/// Commas and, in the indented layout, newlines and indentation are placed
/// automatically: callers only say "object", "key", "value".
struct JSONTextWriter {
    enum Layout {
        /// No whitespace at all, like most API responses.
        case compact
        /// Four spaces per level and `"key": value`, like citm_catalog.json.
        case indented
    }

    /// Optional escapes on top of the mandatory ones (`\"`, `\\`, control characters).
    struct Escaping: OptionSet {
        let rawValue: Int
        /// Every scalar above U+007F as `\uXXXX`, astral ones as a surrogate pair.
        static let nonASCII = Escaping(rawValue: 1)
        /// `/` as `\/`, as Twitter writes URLs.
        static let solidus = Escaping(rawValue: 2)
    }

    private(set) var bytes: [UInt8] = []
    private let layout: Layout
    private var depth = 0
    private var needsComma = false
    private var afterKey = false

    init(layout: Layout = .compact, reservingCapacity capacity: Int = 0) {
        self.layout = layout
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func object(_ body: (inout JSONTextWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array(_ body: (inout JSONTextWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Starts a member; the next value written is its value.
    mutating func key(_ name: String) {
        beginValue()
        appendString(name, escaping: [])
        bytes.append(UInt8(ascii: ":"))
        if layout == .indented { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: Scalars

    mutating func string(_ text: String, escaping: Escaping = []) {
        beginValue()
        appendString(text, escaping: escaping)
        needsComma = true
    }

    /// A number (or `true`, `false`, `null`) written exactly as given.
    mutating func literal(_ text: String) {
        beginValue()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    mutating func int<Integer: BinaryInteger>(_ value: Integer) { literal(String(value)) }
    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }
    mutating func null() { literal("null") }

    // MARK: Members, for brevity at the call sites

    mutating func field(_ name: String, _ text: String?, escaping: Escaping = []) {
        key(name)
        if let text { string(text, escaping: escaping) } else { null() }
    }

    mutating func field<Integer: BinaryInteger>(_ name: String, _ value: Integer?) {
        key(name)
        if let value { int(value) } else { null() }
    }

    mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func field(_ name: String, literal text: String) {
        key(name)
        literal(text)
    }

    mutating func fieldObject(_ name: String, _ body: (inout JSONTextWriter) -> Void) {
        key(name)
        object(body)
    }

    mutating func fieldArray(_ name: String, _ body: (inout JSONTextWriter) -> Void) {
        key(name)
        array(body)
    }

    mutating func field<Integer: BinaryInteger>(_ name: String, integers: [Integer]) {
        key(name)
        array { writer in
            for value in integers { writer.int(value) }
        }
    }

    /// Ends a document and starts the next one on a new line (JSON Lines).
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        depth += 1
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // needsComma is still false when the container is empty: keep `{}` and `[]` on one line.
        if needsComma { breakLine() }
        bytes.append(bracket)
        needsComma = true
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if depth > 0 { breakLine() }
    }

    private mutating func breakLine() {
        guard layout == .indented else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * depth))
    }

    // MARK: Strings

    private mutating func appendString(_ text: String, escaping: Escaping) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": appendEscape("\"")
            case "\\": appendEscape("\\")
            case "/" where escaping.contains(.solidus): appendEscape("/")
            case "\n": appendEscape("n")
            case "\r": appendEscape("r")
            case "\t": appendEscape("t")
            case "\u{08}": appendEscape("b")
            case "\u{0C}": appendEscape("f")
            default:
                if scalar.value < 0x20 {
                    appendUnicodeEscape(UInt16(scalar.value))
                } else if scalar.value > 0x7F, escaping.contains(.nonASCII) {
                    for unit in UTF16.encode(scalar).map(Array.init) ?? [] {
                        appendUnicodeEscape(unit)
                    }
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ letter: Unicode.Scalar) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: letter))
    }

    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((unit >> UInt16(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}
