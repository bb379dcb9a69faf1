/// Checks the syntax of a value off the records' path of `.array(at:)` as its bytes arrive,
/// keeping none of them: the stream drops each chunk of such a value once it is checked, so a
/// document's other members (a 100 MB list beside the records) cost no memory, as the issue
/// asks ("nothing outside the array is kept"). Before, such a value was held whole and parsed.
///
/// It accepts what the strict parser accepts (RFC 8259: the number grammar, escapes, paired
/// surrogate escapes, UTF-8 without overlong forms or surrogates, no control characters in
/// strings; trailing commas when the options allow them), and fails at the byte the parser
/// names, with its words, as the parser does on the value's bytes in the stream (see
/// `JSONStream.explained`): a differential test holds the two together.
struct SyntaxChecker: Sendable {
    /// How far before the byte being checked a failure may point (a high surrogate's escape,
    /// before its low one: 11 bytes): the stream keeps that much of the value's text.
    static let lookBehind = 16

    private enum Mode: Sendable {
        /// A value must come (at the start, after `:`, after `,` in an array).
        case value
        /// After `[` (or `,` where trailing commas are allowed): a value or `]`.
        case valueOrClose
        /// After `{` (or `,` where trailing commas are allowed): a key or `}`.
        case keyOrClose
        /// After `,` in an object: a key.
        case key
        case colon
        /// After a value inside a container: `,`, the container's close, or whitespace.
        case afterValue
        case string
        /// After `\` in a string.
        case escape
        /// In the four digits of `\u` (`hexCount` read so far).
        case hex
        /// After a high surrogate's escape: the `\` of its low one.
        case lowBackslash
        /// Then its `u`.
        case lowU
        /// In a multi-byte UTF-8 sequence (`utf8Remaining` bytes to come).
        case utf8
        case minus, zero, integer, point, fraction, exponentMark, exponentSign, exponent
        /// In `true`, `false` or `null`.
        case literal
        /// A scalar at the top ended: the next byte must end it (`12x` is one bad value).
        case scalarEnd
    }

    struct Failure: Sendable, Equatable {
        let kind: JSONSyntaxError.Kind
        let expected: String
        /// The stream offset of the byte it names.
        let offset: Int
    }

    enum Outcome: Sendable, Equatable {
        /// The value ends just before this buffer index.
        case ended(at: Int)
        /// The bytes ran out first.
        case needsMore
        case failed(Failure)
    }

    private var mode = Mode.value
    /// The open containers, innermost last: true for an object.
    private var containers: [Bool] = []
    private var stringIsKey = false
    private var hexCount = 0
    private var unit: UInt16 = 0
    /// The high surrogate whose low one is being read, if any.
    private var highSurrogate: UInt16?
    /// Stream offsets of the `\` of the escape being read and of a low surrogate's escape.
    private var escapeStart = 0
    private var lowStart = 0
    private var utf8Remaining = 0
    private var utf8Low: UInt8 = 0x80
    private var utf8High: UInt8 = 0xBF
    private var utf8Lead = 0
    private var literal: StaticString = "true"
    private var matched = 0

    /// True when the value is complete if the input ends now: a number or literal at the top.
    var isCompleteAtEnd: Bool {
        guard containers.isEmpty else { return false }
        switch mode {
        case .zero, .integer, .fraction, .exponent, .scalarEnd: return true
        default: return false
        }
    }

    /// The failure when the input ends where the check stopped (`offset`, a stream offset), in
    /// the parser's words and at its place; for a value not ``isCompleteAtEnd``.
    func failureAtEnd(offset: Int) -> Failure {
        let expected: String
        switch mode {
        case .value, .valueOrClose: expected = "a JSON value"
        case .keyOrClose: expected = "a string key or '}'"
        case .key: expected = "a string key after ','"
        case .colon: expected = "':' after an object key"
        case .afterValue, .zero, .integer, .fraction, .exponent, .scalarEnd:
            expected = Parser.expectedAfterValue(inObject: containers.last == true)
        case .string: expected = "'\"' to close the string"
        case .utf8: expected = "the rest of a UTF-8 sequence"
        case .escape: expected = "an escape character after '\\'"
        case .hex: expected = "four hexadecimal digits after '\\u'"
        case .lowBackslash, .lowU:
            // At the end, or (after the low one's `\`) at that backslash, as the parser has it.
            return Failure(kind: .loneSurrogate,
                           expected: "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(Self.hex4(highSurrogate ?? unit))",
                           offset: mode == .lowU ? lowStart : offset)
        case .minus: expected = "a digit after '-'"
        case .point: expected = "a digit after '.'"
        case .exponentMark, .exponentSign: expected = "a digit in the exponent"
        case .literal: expected = "'\(literal)'"
        }
        return Failure(kind: .unexpectedEndOfInput, expected: expected, offset: offset)
    }

    /// Checks `bytes` from `start` (the value's first byte, or where the last call stopped);
    /// `base` is the stream offset of `bytes[0]`, `maximumDepth` bounds the value's own nesting
    /// (the caller words the error with the document's limit).
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, base: Int,
                        maximumDepth: Int, allowsTrailingCommas: Bool) -> (Outcome, next: Int) {
        // Memory safety: `bytes` is lent for the call; every read is at `index < count`.
        var index = start
        let count = bytes.count
        while index < count {
            let byte = unsafe bytes[index]
            switch mode {
            case .value, .valueOrClose:
                if Parser.isWhitespace(byte) { break }
                if byte == UInt8(ascii: "]"), mode == .valueOrClose, containers.last == false {
                    _ = containers.popLast()
                    if let ended = valueEnded(at: index + 1) { return (ended, index + 1) }
                    break
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard containers.count < maximumDepth else {
                        return fail(.tooDeep(limit: maximumDepth), "at most \(maximumDepth) nested arrays and objects", at: base + index)
                    }
                    containers.append(byte == UInt8(ascii: "{"))
                    mode = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                case UInt8(ascii: "\""):
                    stringIsKey = false
                    mode = .string
                case UInt8(ascii: "-"): mode = .minus
                case UInt8(ascii: "0"): mode = .zero
                case UInt8(ascii: "1")...UInt8(ascii: "9"): mode = .integer
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    literal = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
                    matched = 1
                    mode = .literal
                default:
                    // In an array, `.value` follows a `,`: a trailing comma (`[1, 2,]`), said as
                    // the parser says it.
                    let afterComma = mode == .value && containers.last == false
                    return fail(.unexpectedCharacter, afterComma ? "a JSON value after ','" : "a JSON value", at: base + index)
                }
            case .keyOrClose, .key:
                if Parser.isWhitespace(byte) { break }
                if byte == UInt8(ascii: "\"") {
                    stringIsKey = true
                    mode = .string
                } else if byte == UInt8(ascii: "}"), mode == .keyOrClose {
                    _ = containers.popLast()
                    if let ended = valueEnded(at: index + 1) { return (ended, index + 1) }
                } else {
                    return fail(.unexpectedCharacter, mode == .keyOrClose ? "a string key or '}'" : "a string key after ','",
                                at: base + index)
                }
            case .colon:
                if Parser.isWhitespace(byte) { break }
                guard byte == UInt8(ascii: ":") else {
                    return fail(.unexpectedCharacter, "':' after an object key", at: base + index)
                }
                mode = .value
            case .afterValue:
                if Parser.isWhitespace(byte) { break }
                let inObject = containers.last == true
                if byte == UInt8(ascii: ",") {
                    mode = inObject ? (allowsTrailingCommas ? .keyOrClose : .key) : (allowsTrailingCommas ? .valueOrClose : .value)
                } else if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    _ = containers.popLast()
                    if let ended = valueEnded(at: index + 1) { return (ended, index + 1) }
                } else {
                    return fail(.unexpectedCharacter, Parser.expectedAfterValue(inObject: inObject), at: base + index)
                }
            case .string:
                // Runs of plain bytes are most of a string: a tight loop over them.
                var at = index
                while at < count {
                    let plain = unsafe bytes[at]
                    if plain == UInt8(ascii: "\"") || plain == UInt8(ascii: "\\") || plain < 0x20 || plain >= 0x80 { break }
                    at += 1
                }
                index = at
                guard index < count else { return (.needsMore, count) }
                let special = unsafe bytes[index]
                if special == UInt8(ascii: "\"") {
                    if stringIsKey {
                        mode = .colon
                    } else if let ended = valueEnded(at: index + 1) {
                        return (ended, index + 1)
                    }
                } else if special == UInt8(ascii: "\\") {
                    escapeStart = base + index
                    mode = .escape
                } else if special < 0x20 {
                    return fail(.controlCharacterInString,
                                "no unescaped control character in a string (escape it as \\u\(TextPosition.hex(UInt32(special), digits: 4)))",
                                at: base + index)
                } else {
                    switch special {
                    case 0xC2...0xDF: utf8Remaining = 1; utf8Low = 0x80; utf8High = 0xBF
                    case 0xE0: utf8Remaining = 2; utf8Low = 0xA0; utf8High = 0xBF
                    case 0xE1...0xEC, 0xEE...0xEF: utf8Remaining = 2; utf8Low = 0x80; utf8High = 0xBF
                    case 0xED: utf8Remaining = 2; utf8Low = 0x80; utf8High = 0x9F
                    case 0xF0: utf8Remaining = 3; utf8Low = 0x90; utf8High = 0xBF
                    case 0xF1...0xF3: utf8Remaining = 3; utf8Low = 0x80; utf8High = 0xBF
                    case 0xF4: utf8Remaining = 3; utf8Low = 0x80; utf8High = 0x8F
                    default: return fail(.invalidUTF8, "valid UTF-8 in a string", at: base + index)
                    }
                    utf8Lead = base + index
                    mode = .utf8
                }
            case .utf8:
                // The parser names the sequence's first byte.
                guard byte >= utf8Low, byte <= utf8High else { return fail(.invalidUTF8, "valid UTF-8 in a string", at: utf8Lead) }
                utf8Low = 0x80
                utf8High = 0xBF
                utf8Remaining -= 1
                if utf8Remaining == 0 { mode = .string }
            case .escape:
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    mode = .string
                case UInt8(ascii: "u"):
                    hexCount = 0
                    unit = 0
                    mode = .hex
                default:
                    return fail(.invalidEscape, "an escape character ('\"', '\\\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\\'",
                                at: base + index)
                }
            case .hex:
                guard let digit = hexDigitValue(byte) else {
                    return fail(.invalidEscape, "four hexadecimal digits after '\\u'", at: base + index)
                }
                unit = unit << 4 | UInt16(digit)
                hexCount += 1
                guard hexCount == 4 else { break }
                if let high = highSurrogate {
                    highSurrogate = nil
                    guard unit & 0xFC00 == 0xDC00 else {
                        return fail(.loneSurrogate, "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(Self.hex4(high))",
                                    at: lowStart)
                    }
                    mode = .string
                } else if unit & 0xFC00 == 0xD800 {
                    highSurrogate = unit
                    mode = .lowBackslash
                } else if unit & 0xFC00 == 0xDC00 {
                    return fail(.loneSurrogate, "a high surrogate escape before the low surrogate \\u\(Self.hex4(unit))", at: escapeStart)
                } else {
                    mode = .string
                }
            case .lowBackslash, .lowU:
                let wanted = mode == .lowBackslash ? UInt8(ascii: "\\") : UInt8(ascii: "u")
                guard byte == wanted, let high = highSurrogate else {
                    let high = highSurrogate ?? unit
                    // At what follows the high surrogate, as the parser says it: this byte, or
                    // the backslash of an escape that is not `\u`.
                    return fail(.loneSurrogate, "a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(Self.hex4(high))",
                                at: mode == .lowBackslash ? base + index : lowStart)
                }
                if mode == .lowBackslash {
                    lowStart = base + index
                    mode = .lowU
                } else {
                    highSurrogate = high
                    hexCount = 0
                    unit = 0
                    mode = .hex
                }
            case .minus:
                guard Self.isDigit(byte) else { return numberFailure("a digit after '-'", byte, at: base + index) }
                mode = byte == UInt8(ascii: "0") ? .zero : .integer
            case .zero, .integer, .fraction, .exponent:
                if Self.isDigit(byte) {
                    if mode == .zero {
                        return numberFailure("no leading zero in a number ('.', 'e' or the number's end after '0')", byte, at: base + index)
                    }
                    break
                }
                if byte == UInt8(ascii: "."), mode == .zero || mode == .integer {
                    mode = .point
                } else if byte | 0x20 == UInt8(ascii: "e"), mode != .exponent {
                    mode = .exponentMark
                } else {
                    // The number ended before this byte, which belongs to what follows.
                    if let outcome = scalarEnded(before: byte, at: index, base: base) { return (outcome, index) }
                    continue
                }
            case .point:
                guard Self.isDigit(byte) else { return numberFailure("a digit after '.'", byte, at: base + index) }
                mode = .fraction
            case .exponentMark, .exponentSign:
                if mode == .exponentMark, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                    mode = .exponentSign
                    break
                }
                guard Self.isDigit(byte) else { return numberFailure("a digit in the exponent", byte, at: base + index) }
                mode = .exponent
            case .literal:
                // Memory safety: `matched` is below the word's length while in this mode.
                guard unsafe byte == literal.utf8Start[matched] else {
                    return fail(.unexpectedCharacter, "'\(literal)'", at: base + index)
                }
                matched += 1
                if matched == literal.utf8CodeUnitCount {
                    if containers.isEmpty {
                        mode = .scalarEnd
                    } else {
                        mode = .afterValue
                    }
                }
            case .scalarEnd:
                if let outcome = scalarEnded(before: byte, at: index, base: base) { return (outcome, index) }
                continue
            }
            index += 1
        }
        return (.needsMore, count)
    }

    /// A value closed just before buffer index `end`: the end of the whole value at the top,
    /// otherwise what follows a value in its container.
    private mutating func valueEnded(at end: Int) -> Outcome? {
        if containers.isEmpty { return .ended(at: end) }
        mode = .afterValue
        return nil
    }

    /// A number or literal ended before `byte` (at buffer index `index`, not consumed): at the
    /// top the value ends there if the byte can end a scalar, as the stream's scanner has it
    /// (`12x` is one bad value: content after the value); inside a container, what follows a value.
    private mutating func scalarEnded(before byte: UInt8, at index: Int, base: Int) -> Outcome? {
        guard containers.isEmpty else {
            mode = .afterValue
            return nil
        }
        if ValueScanner.endsScalar(byte) { return .ended(at: index) }
        return .failed(Failure(kind: .trailingContent, expected: "end of input after the JSON value", offset: base + index))
    }

    /// A number broken at `byte`: at the top, where a byte that ends a scalar ends the value's
    /// text, the parser met the end of that text (said as the byte found, see
    /// `JSONStream.explained`); elsewhere, a byte that cannot come there.
    private func numberFailure(_ expected: String, _ byte: UInt8, at offset: Int) -> (Outcome, next: Int) {
        let kind: JSONSyntaxError.Kind = containers.isEmpty && ValueScanner.endsScalar(byte) ? .unexpectedCharacter : .invalidNumber
        return (.failed(Failure(kind: kind, expected: expected, offset: offset)), 0)
    }

    private func fail(_ kind: JSONSyntaxError.Kind, _ expected: String, at offset: Int) -> (Outcome, next: Int) {
        (.failed(Failure(kind: kind, expected: expected, offset: offset)), 0)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static func hex4(_ unit: UInt16) -> String { TextPosition.hex(UInt32(unit), digits: 4) }
}
