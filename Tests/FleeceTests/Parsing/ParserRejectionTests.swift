import Testing
@testable import Fleece

/// One rejected input: what kind of error, where, and the exact message.
struct Rejection: CustomTestStringConvertible, Sendable {
    let text: [UInt8]
    let kind: JSONSyntaxError.Kind
    let line: Int
    let column: Int
    let message: String?

    init(_ text: String, _ kind: JSONSyntaxError.Kind, line: Int = 1, column: Int, _ message: String? = nil) {
        self.init(bytes: Array(text.utf8), kind, line: line, column: column, message)
    }

    init(bytes: [UInt8], _ kind: JSONSyntaxError.Kind, line: Int = 1, column: Int, _ message: String? = nil) {
        self.text = bytes
        self.kind = kind
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { String(decoding: text, as: UTF8.self).debugDescription }
}

@Suite("Parser rejects everything else, naming line and column")
struct ParserRejectionTests {
    func check(_ rejection: Rejection) {
        do {
            let json = try JSON(parsing: rejection.text)
            Issue.record("accepted \(rejection.testDescription) as \(json)")
        } catch {
            #expect(error.kind == rejection.kind)
            #expect(error.line == rejection.line)
            #expect(error.column == rejection.column)
            if let message = rejection.message { #expect(error.description == message) }
        }
    }

    @Test("the example from the issue: the wrong closing bracket")
    func wrongBracket() {
        check(Rejection("{\n  \"a\": 1,\n  \"b\": [2, 3]]\n}", .unexpectedCharacter, line: 3, column: 14,
                        "expected ',' or '}' after an object member, found ']' at line 3, column 14 (the '{' at line 1, column 1 is not closed)"))
    }

    @Test("empty and whitespace-only input")
    func empty() {
        check(Rejection("", .emptyInput, column: 1, "expected a JSON value, found end of input at line 1, column 1"))
        check(Rejection(" \n ", .emptyInput, line: 2, column: 2))
    }

    @Test("structure", arguments: [
        Rejection("[1,]", .unexpectedCharacter, column: 4, "expected a JSON value after ',', found ']' at line 1, column 4"),
        Rejection(#"{"a":1,}"#, .unexpectedCharacter, column: 8, "expected a string key after ',', found '}' at line 1, column 8"),
        Rejection("[1 2]", .unexpectedCharacter, column: 4, "expected ',' or ']' after an array element, found '2' at line 1, column 4"),
        Rejection(#"{"a" 1}"#, .unexpectedCharacter, column: 6, "expected ':' after an object key, found '1' at line 1, column 6"),
        Rejection("{1:2}", .unexpectedCharacter, column: 2, "expected a string key or '}', found '1' at line 1, column 2"),
        Rejection("{'a':1}", .unexpectedCharacter, column: 2),
        Rejection("[", .unexpectedEndOfInput, column: 2, "expected a JSON value, found end of input at line 1, column 2 (the '[' at line 1, column 1 is not closed)"),
        Rejection("[1", .unexpectedEndOfInput, column: 3),
        Rejection(#"{"a":1"#, .unexpectedEndOfInput, column: 7),
        Rejection(#"{"a""#, .unexpectedEndOfInput, column: 5),
        Rejection("]", .unexpectedCharacter, column: 1),
        Rejection("[1]]", .trailingContent, column: 4, "expected end of input after the JSON value, found ']' at line 1, column 4"),
        Rejection("1 2", .trailingContent, column: 3),
        Rejection("{} x", .trailingContent, column: 4),
        Rejection("[1]/* comment */", .trailingContent, column: 4),
        Rejection("// comment\n1", .unexpectedCharacter, column: 1),
        Rejection("\u{0C}1", .unexpectedCharacter, column: 1, "expected a JSON value, found control character U+000C at line 1, column 1"),
        Rejection("\u{A0}1", .unexpectedCharacter, column: 1),
        Rejection("tru", .unexpectedEndOfInput, column: 4),
        Rejection("trUe", .unexpectedCharacter, column: 3, "expected 'true', found 'U' at line 1, column 3"),
        Rejection("nul", .unexpectedEndOfInput, column: 4),
        // Literals are first compared four bytes at once; a mismatch anywhere is still found exactly.
        Rejection("falsE", .unexpectedCharacter, column: 5, "expected 'false', found 'E' at line 1, column 5"),
        Rejection("[fals]", .unexpectedCharacter, column: 6, "expected 'false', found ']' at line 1, column 6"),
        Rejection("fals", .unexpectedEndOfInput, column: 5),
        Rejection("[nulL]", .unexpectedCharacter, column: 5, "expected 'null', found 'L' at line 1, column 5"),
        Rejection("[truex]", .unexpectedCharacter, column: 6, "expected ',' or ']' after an array element, found 'x' at line 1, column 6"),
        Rejection("NaN", .unexpectedCharacter, column: 1),
        Rejection("Infinity", .unexpectedCharacter, column: 1),
        Rejection("undefined", .unexpectedCharacter, column: 1),
    ])
    func structure(_ rejection: Rejection) { check(rejection) }

    @Test("the number grammar", arguments: [
        Rejection("01", .invalidNumber, column: 2),
        Rejection("-01", .invalidNumber, column: 3),
        Rejection("+1", .unexpectedCharacter, column: 1),
        Rejection(".5", .unexpectedCharacter, column: 1),
        Rejection("1.", .unexpectedEndOfInput, column: 3),
        Rejection("1.e5", .invalidNumber, column: 3, "expected a digit after '.', found 'e' at line 1, column 3"),
        Rejection("1e", .unexpectedEndOfInput, column: 3),
        Rejection("1e+", .unexpectedEndOfInput, column: 4),
        Rejection("1ea", .invalidNumber, column: 3),
        Rejection("-", .unexpectedEndOfInput, column: 2),
        Rejection("-a", .invalidNumber, column: 2),
        Rejection("0x1F", .trailingContent, column: 2),
        Rejection("[1.5.]", .unexpectedCharacter, column: 5),
        Rejection("[-Infinity]", .invalidNumber, column: 3),
    ])
    func numbers(_ rejection: Rejection) { check(rejection) }

    @Test("strings: escapes, surrogates, control characters", arguments: [
        Rejection(#""abc"#, .unexpectedEndOfInput, column: 5),
        Rejection(#""\x""#, .invalidEscape, column: 3),
        Rejection(#""\u12G4""#, .invalidEscape, column: 6),
        Rejection(#""\u12""#, .invalidEscape, column: 6),
        Rejection(#""\"#, .unexpectedEndOfInput, column: 3),
        Rejection(#""\ud83d""#, .loneSurrogate, column: 8),
        Rejection(#""\ud83dx""#, .loneSurrogate, column: 8),
        Rejection(#""\ud83d\u0041""#, .loneSurrogate, column: 8),
        Rejection(#""\ude00""#, .loneSurrogate, column: 2),
        Rejection("\"a\tb\"", .controlCharacterInString, column: 3,
                  "expected no unescaped control character in a string (escape it as \\u0009), found a tab (U+0009) at line 1, column 3"),
        Rejection("\"a\nb\"", .controlCharacterInString, column: 3),
        Rejection("[\"é\u{1}\"]", .controlCharacterInString, column: 4),
    ])
    func strings(_ rejection: Rejection) { check(rejection) }

    @Test("invalid UTF-8: stray, overlong, surrogate, beyond U+10FFFF, truncated", arguments: [
        Rejection(bytes: [0x22, 0x80, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xC0, 0xAF, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xC1, 0xBF, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xFF, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xE2, 0x82, 0x22], .invalidUTF8, column: 2),
        Rejection(bytes: [0x22, 0xE2, 0x82], .unexpectedEndOfInput, column: 3),
        Rejection(bytes: [0x22, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41, 0x41, 0xFE, 0x22], .invalidUTF8, column: 10),
    ])
    func invalidUTF8(_ rejection: Rejection) { check(rejection) }

    @Test("the character found is shown on one line and visible: a line break, a bidirectional override, a second byte-order mark or a combining mark is escaped", arguments: [
        Rejection("[1, \u{2028}]", .unexpectedCharacter, column: 5, #"expected a JSON value after ',', found '\u2028' (U+2028) at line 1, column 5"#),
        Rejection("[1, \u{85}]", .unexpectedCharacter, column: 5, #"expected a JSON value after ',', found '\u0085' (U+0085) at line 1, column 5"#),
        Rejection("[1, \u{202E}]", .unexpectedCharacter, column: 5, #"expected a JSON value after ',', found '\u202e' (U+202E) at line 1, column 5"#),
        Rejection("[1,\u{FEFF}2]", .unexpectedCharacter, column: 4, #"expected a JSON value after ',', found '\ufeff' (U+FEFF) at line 1, column 4"#),
        Rejection("[1,\u{301}]", .unexpectedCharacter, column: 4, #"expected a JSON value after ',', found '\u0301' (U+0301) at line 1, column 4"#),
        // Text that shows as itself is kept.
        Rejection("[1, é]", .unexpectedCharacter, column: 5, "expected a JSON value after ',', found 'é' (U+00E9) at line 1, column 5"),
        Rejection("[1, 😀]", .unexpectedCharacter, column: 5, "expected a JSON value after ',', found '😀' (U+1F600) at line 1, column 5"),
    ])
    func foundOnOneLine(_ rejection: Rejection) { check(rejection) }

    @Test("UTF-16 input is not UTF-8")
    func utf16() {
        check(Rejection(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], .unexpectedCharacter, column: 1))
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() {
        check(Rejection("{\"é😀\": tru}", .unexpectedCharacter, column: 11))
        check(Rejection("[\n\"€\",\n\"€\" x]", .unexpectedCharacter, line: 3, column: 5))
    }

    @Test("nesting deeper than the limit is an error, never a stack overflow")
    func tooDeep() throws {
        check(Rejection(String(repeating: "[", count: 513), .tooDeep(limit: 512), column: 513,
                        "expected at most 512 nested arrays and objects, found '[' at line 1, column 513"))
        check(Rejection(String(repeating: "{\"a\":", count: 600), .tooDeep(limit: 512), column: 512 * 5 + 1))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: deep) }
        var options = JSONParsingOptions()
        options.maximumDepth = 2
        #expect(try JSON(parsing: "[[1]]", options: options) == [[1]])
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[[[1]]]", options: options) }
    }

    @Test("a size limit is a clear error")
    func tooLarge() {
        var options = JSONParsingOptions()
        options.maximumInputSize = 4
        #expect(throws: JSONSyntaxError(kind: .tooLarge(limit: 4), expected: "at most 4 bytes of input", found: "5 bytes",
                                        offset: 0, line: 1, column: 1)) {
            try JSON(parsing: "[1,2]", options: options)
        }
    }

    @Test("a lone high surrogate: the error is at what follows it")
    func loneHighSurrogateFound() {
        let expected = #"a low surrogate escape (\uDC00-\uDFFF) after the high surrogate \uD800"#
        #expect(throws: JSONSyntaxError(kind: .loneSurrogate, expected: expected, found: "'x'", offset: 15, line: 1, column: 16)) {
            try JSON(parsing: #"{"k": "ab\ud800x"}"#)
        }
        #expect(throws: JSONSyntaxError(kind: .loneSurrogate, expected: expected, found: "'\"'", offset: 13, line: 1, column: 14)) {
            try JSON(parsing: #"{"k": "\ud800"}"#)
        }
        #expect(throws: JSONSyntaxError(kind: .loneSurrogate, expected: expected, found: "'\\'", offset: 13, line: 1, column: 14)) {
            try JSON(parsing: #"{"k": "\ud800\n"}"#)
        }
    }

    @Test("a byte-order mark alone, or not at the start, is not a value")
    func byteOrderMarkElsewhere() {
        check(Rejection(bytes: [0xEF, 0xBB, 0xBF], .emptyInput, column: 1))
        check(Rejection(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x31], .unexpectedCharacter, column: 2))
    }
}
