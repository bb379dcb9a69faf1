import Foundation
import FleeceFoundation
import Testing

/// `JSONDecoder` reads trailing commas; `FleeceDecoder` reads them too unless `requiresStrictJSON`
/// is set, and `JSON(parsing:)` stays strict unless its options allow them.
@Suite("FleeceDecoder ≡ JSONDecoder: what it reads beyond RFC 8259")
struct TrailingCommaTests {
    static let texts = [
        "[true,]", #"{"a":true,}"#, "[true , ]", "[true,\n]", #"{"a":[true,],}"#, #"[{"a":true,},]"#, "[[],]", "[{},]",
        "[,]", "{,}", "[true,,]", #"{"a":true,,}"#, "[,true]", #"{,"a":true}"#, "[true,", #"{"a":true,"#,
        "[true]", #"{"a":true}"#, "true", "[true,]]", "[true,}", #"{"a":true,]"#,
    ]

    @Test("trailing commas and their neighbours", arguments: texts)
    func trailingCommas(text: String) {
        expectSameDecoding([Bool].self, text)
        expectSameDecoding([String: Bool].self, text)
        expectSameDecoding([String: [Bool]].self, text)
        expectSameDecoding([[String: Bool]].self, text)
        expectSameDecoding(JSONValue.self, text)
    }

    /// What else `JSONDecoder` might read beyond the RFC: none of it, as FleeceDecoder.
    static let beyondTheRFC = [
        "\u{0B}[1]", "[1]\u{0C}", "\u{00A0}[1]", "[1,\u{00A0}2]", "\u{FEFF}[1]", "[1]\u{FEFF}", "[1]//c", "/*c*/[1]",
        "['a']", "[01]", "[+1]", "[.5]", "[5.]", "[0x10]", "[NaN]", "[Infinity]", "[-Infinity]", "{a:1}", "[1 2]",
        "[\"a\\x41\"]", "[\"a\\'\"]", "[\"a\\\nb\"]", "[\"\\u0000\"]", "[\"\\uD800\"]", "[\"a\tb\"]", "[nul]", "",
        " ", "\n", "1 2", "[1]\0", "\0[1]", "[1]\n\n", "\r\n[1]\r\n", "\t[1]",
    ]

    @Test("other texts beyond RFC 8259", arguments: beyondTheRFC)
    func beyondRFC(text: String) {
        expectSameDecoding([JSONValue].self, text)
        expectSameDecoding([String].self, text)
    }

    /// `JSONDecoder` checks a number's or a string's text only when the value is decoded.
    @Test("malformed values: ignored, and as what they fail when decoded", arguments: [
        "01", "-01", "00", "1.", "1.e5", "1e", "1E+", "-", "--1", "1-2", "1+", "1.2.3", "-.5", "\"\\x41\"", "\"\\'\"",
        "\"a\tb\"", "\"\\uD800\"", "\"\\uDC00x\"", "\"\\uD800\\u0041\"", "\"\\q\"", "\"\\uZZZZ\"", "\"\\u0000\"",
        // `\x` is no escape in JSON (JSON5 only), so its two digits are not looked for.
        "\"\\x\"", "\"\\x4\"", "\"a\\x\"", "\"\\x\\\"\"",
    ])
    func malformedValues(value: String) {
        struct OnlyA: Decodable, Equatable { let a: Int }
        expectSameDecoding(OnlyA.self, #"{"a": 1, "b": \#(value)}"#)
        expectSameDecoding(OnlyA.self, #"{"a": 1, "b": [\#(value), {"c": \#(value)}]}"#)
        expectSameDecoding([String].self, "[\(value)]")
        expectSameDecoding([Bool].self, "[\(value)]")
        expectSameDecoding([Double].self, "[\(value)]")
        expectSameDecoding([Int].self, "[\(value)]")
        expectSameDecoding([Decimal].self, "[\(value)]")
        expectSameDecoding([JSONValue].self, "[\(value)]")
    }

    /// (In a key, invalid UTF-8 fails the parse: `JSONDecoder` would find it only when decoding keys.)
    @Test("invalid UTF-8 in and around strings", arguments: [
        [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], [0x5B, 0xFF, 0x5D],
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],
    ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        expectSameDecoding([String].self, data: Data(bytes))
        expectSameDecoding([Int].self, data: Data(bytes))
        expectSameDecoding([String: Int].self, data: Data(bytes))
    }

    @Test("errors in text read past a malformed value, or without braces, still say where")
    func positions() throws {
        struct OnlyA: Decodable { let a: Int }
        let decoder = FleeceDecoder()
        do {
            _ = try decoder.decode(OnlyA.self, from: Data("{\"b\": 01,\n \"a\": \"x\"}".utf8))
            Issue.record("decoded a string as Int")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription.hasSuffix("at line 2, column 7."))
        } catch {
            Issue.record("unexpected \(error)")
        }
        decoder.assumesTopLevelDictionary = true
        do {
            _ = try decoder.decode(OnlyA.self, from: Data("\"a\": \"x\"".utf8))
            Issue.record("decoded a string as Int")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription.hasSuffix("at line 1, column 6."))
        } catch {
            Issue.record("unexpected \(error)")
        }
        // Without JSON5, what is missing is a JSON value.
        let syntax = try #require(throws: DecodingError.self) { try decoder.decode(OnlyA.self, from: Data(#""a": 1, "b": ]"#.utf8)) }
        guard case .dataCorrupted(let context) = syntax else { Issue.record("\(syntax)"); return }
        #expect("\(context.underlyingError.map { "\($0)" } ?? "")" == "expected a JSON value, found ']' at line 1, column 14")
    }

    @Test("requiresStrictJSON rejects trailing commas", arguments: ["[true,]", #"{"a":true,}"#, #"{"a":[true,]}"#])
    func strict(text: String) throws {
        let decoder = FleeceDecoder()
        #expect(decoder.requiresStrictJSON == false)
        #expect(try decoder.decode(JSONValue.self, from: Data(text.utf8)) != .null)
        decoder.requiresStrictJSON = true
        do {
            _ = try decoder.decode(JSONValue.self, from: Data(text.utf8))
            Issue.record("strict decoder read \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.kind == .unexpectedCharacter)
            #expect(syntax.offset == text.utf8.count - (text.hasSuffix("]}") ? 2 : 1))
        }
        // JSON5 allows them whatever the strictness.
        decoder.allowsJSON5 = true
        #expect(try decoder.decode(JSONValue.self, from: Data(text.utf8)) != .null)
    }

    @Test("requiresStrictJSON rejects a malformed value no type reads, with JSON(parsing:)'s error", arguments: [
        (#"{"a":1,"x":01}"#, "expected no leading zero in a number ('.', 'e' or the number's end after '0'), found '1' at line 1, column 13"),
        (#"{"a":1,"x":1.}"#, "expected a digit after '.', found '}' at line 1, column 14"),
        (#"{"a":1,"x":-}"#, "expected a digit after '-', found '}' at line 1, column 13"),
        (#"{"a":1,"x":"\ud800"}"#, nil),
        (#"{"a":1,"x":"\x41"}"#, nil),
        (#"{"a":1,"x":1e}"#, nil),
    ])
    func strictValues(text: String, message: String?) throws {
        struct OnlyA: Decodable, Equatable { var a: Int }
        let decoder = FleeceDecoder()
        #expect(try decoder.decode(OnlyA.self, from: Data(text.utf8)) == OnlyA(a: 1))
        decoder.requiresStrictJSON = true
        let parsed = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        if let message { #expect(parsed.description == message) }
        do {
            _ = try decoder.decode(OnlyA.self, from: Data(text.utf8))
            Issue.record("strict decoder read \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect(context.underlyingError as? JSONSyntaxError == parsed)
        }
        // Under assumesTopLevelDictionary too.
        decoder.assumesTopLevelDictionary = true
        #expect(throws: DecodingError.self) { try decoder.decode(OnlyA.self, from: Data(text.utf8)) }
        decoder.requiresStrictJSON = false
        #expect(try decoder.decode(OnlyA.self, from: Data(text.utf8)) == OnlyA(a: 1))
    }

    @Test("JSON(parsing:) is strict unless the options allow trailing commas")
    func parsingOption() throws {
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[1,]") }
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: #"{"a":1,}"#) }
        let options = JSONParsingOptions(allowsTrailingCommas: true)
        #expect(try JSON(parsing: "[1,]", options: options) == [1])
        #expect(try JSON(parsing: #"{"a":[1,],}"#, options: options) == ["a": [1]])
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[,]", options: options) }
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: "[1,,]", options: options) }
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: #"{"a":1,,}"#, options: options) }
    }

    @Test("a trailing comma that the strict parser rejects is reported where it is")
    func strictError() {
        do {
            _ = try JSON(parsing: "[\n  1,\n  2,\n]")
            Issue.record("parsed a trailing comma")
        } catch {
            #expect(error.kind == .unexpectedCharacter)
            #expect(error.line == 4)
            #expect(error.column == 1)
        }
    }
}
