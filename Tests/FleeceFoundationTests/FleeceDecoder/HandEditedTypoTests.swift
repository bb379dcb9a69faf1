import Foundation
import FleeceFoundation
import Testing

/// Typos people make in files they edit by hand (a tool's settings), read by `FleeceDecoder` as
/// `JSONDecoder` reads them: each syntax error names the place of the mistake, not a place the
/// reading stumbled over later.
@Suite("FleeceDecoder: syntax errors at the typo in hand-edited files")
struct HandEditedTypoTests {
    struct Config: Decodable {
        var name: String?
        var port: Int?
        var enabled: Bool?
        var servers: [Server]?
    }

    struct Server: Decodable {
        var host: String?
    }

    /// The syntax error `FleeceDecoder` (with `allowsJSON5` set to `json5`) throws for `text`.
    static func syntaxError(_ text: String, json5: Bool = false) throws -> JSONSyntaxError {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = json5
        do {
            _ = try decoder.decode(Config.self, from: Data(text.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            return try #require(context.underlyingError as? JSONSyntaxError)
        }
        Issue.record("decoded")
        throw CancellationError()
    }

    @Test("a closing quote left out is reported where the string's line ends", arguments: [false, true])
    func closingQuoteLeftOut(json5: Bool) throws {
        // JSON is read by the strict parser first, whose message it is; JSON5 by its own parser.
        let expected = json5 ? #"expected '"' to close the string"# : #"expected no unescaped control character in a string (escape it as \u000A)"#
        let middle = try Self.syntaxError("{\n  \"name\": \"svc,\n  \"port\": 8080,\n  \"enabled\": true\n}", json5: json5)
        #expect(middle.description == expected + ", found a line break (U+000A) at line 2, column 16")
        // The last member: the string runs on to the end of the text.
        let last = try Self.syntaxError("{\n  \"port\": 8080,\n  \"name\": \"svc\n}\n", json5: json5)
        #expect(last.description == expected + ", found a line break (U+000A) at line 3, column 15")
        // In an array of objects.
        let inArray = try Self.syntaxError("{\n  \"servers\": [\n    {\"host\": \"a},\n    {\"host\": \"b\"}\n  ]\n}", json5: json5)
        #expect(inArray.description == expected + ", found a line break (U+000A) at line 3, column 18")
    }

    @Test("a string that runs on past a line break, then a later mistake elsewhere: the later one")
    func laterMistakeKeepsItsPlace() throws {
        // JSONDecoder reads a raw line break in a string no model decodes; the missing comma
        // after `1` is the error.
        let error = try Self.syntaxError("{\n  \"note\": \"two\nlines\",\n  \"port\": 1\n  \"name\": \"x\"\n}")
        #expect(error.line == 5)
        #expect(error.column == 3)
        #expect(error.expected == "',' or '}' after an object member")
    }

    @Test("JSON5: a single-quoted string left open is reported where its line ends")
    func json5StringLeftOpen() throws {
        let error = try Self.syntaxError("{\n  name: 'abc,\n  port: 1,\n  enabled: true\n}", json5: true)
        #expect(error.description == #"expected "'" to close the string, found a line break (U+000A) at line 2, column 14"#)
    }

    @Test("JSON5: a string left open at a short escape is reported where its line ends")
    func json5StringLeftOpenAtEscape() throws {
        let expected = #"expected "'" to close the string, found a line break (U+000A) at line 2, column "#
        // The line break is among the four bytes the escape skips.
        let inEscape = try Self.syntaxError("{\n  name: 'a\\u0\n  port: 1\n}", json5: true)
        #expect(inEscape.description == expected + "14")
        // The text ends before the escape's four bytes.
        let atEnd = try Self.syntaxError("{\n  a: 'x\\u0\n", json5: true)
        #expect(atEnd.description == expected + "11")
    }

    @Test("the container left open is named where it is in the file as written, JSON and JSON5", arguments: [false, true])
    func unclosedContainer(json5: Bool) throws {
        let comment = json5 ? "// settings\n" : ""
        let error = try Self.syntaxError(comment + "{\n  \"name\": \"svc\",\n  \"servers\": [\n    {\"host\": \"a\"}\n}", json5: json5)
        let line = json5 ? 4 : 3
        #expect(error.unclosedContainer?.line == line)
        #expect(error.unclosedContainer?.column == 14)
        #expect(error.description.hasSuffix("(the '[' at line \(line), column 14 is not closed)"))
    }

    @Test("a top-level object without braces (assumesTopLevelDictionary) is never named")
    func bracelessObject() throws {
        let decoder = FleeceDecoder()
        decoder.assumesTopLevelDictionary = true
        do {
            _ = try decoder.decode(Config.self, from: Data("\"name\": \"svc\",\n\"port\":".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            let error = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(error.kind == .unexpectedEndOfInput)
            #expect(error.unclosedContainer == nil)
        }
    }

    @Test("JSON5: a short escape names the byte that is no digit, where it is")
    func json5ShortEscape() throws {
        let unicode = try Self.syntaxError("{\n  name: 'a\\u00e'\n}", json5: true)
        #expect(unicode.description == #"expected 4 hexadecimal digits in the escape, found a single quote at line 2, column 16"#)
        let hex = try Self.syntaxError("{\n  name: 'a\\x4'\n}", json5: true)
        #expect(hex.description == #"expected 2 hexadecimal digits in the escape, found a single quote at line 2, column 14"#)
    }

    @Test("JSON5: a comment left open is reported at the end, naming where it starts")
    func json5CommentLeftOpen() throws {
        let error = try Self.syntaxError("{\n  port: 1 /* oops\n}", json5: true)
        #expect(error.description == "expected '*/' to close the comment at line 2, column 11, found end of input at line 3, column 2")
    }
}

@Suite("FleeceDecoder: JSON5 words without quotes")
struct JSON5UnquotedWordTests {
    struct Settings: Decodable {
        var name: String?
        var enabled: Bool?
    }

    @Test("a word that starts as Infinity or NaN do is named as a word that needs quotes", arguments: [
        ("{\n  name: Nginx\n}", "name", "Expected to decode String but found the unquoted word Nginx instead, at line 2, column 9."),
        ("{\n  enabled: No\n}", "enabled", "Expected to decode Bool but found the unquoted word No instead, at line 2, column 12."),
        ("{\n  name: Ignored\n}", "name", "Expected to decode String but found the unquoted word Ignored instead, at line 2, column 9."),
    ])
    func unquotedWord(text: String, key: String, message: String) throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        do {
            _ = try decoder.decode(Settings.self, from: Data(text.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == [key])
            #expect(context.debugDescription == message)
        }
    }

    @Test("as JSONDecoder: a document whose unquoted word no model reads still decodes")
    func unreadWordDecodes() throws {
        struct Other: Decodable { var port: Int }
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let text = Data("{ name: Nginx, port: 80 }".utf8)
        #expect(try decoder.decode(Other.self, from: text).port == 80)
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = true
        #expect(try foundation.decode(Other.self, from: text).port == 80)
    }
}

@Suite("JSON(parsing:) on a file saved as UTF-16")
struct UTF16FileTests {
    @Test("the error says the text is UTF-16, with the mark's byte order", arguments: [
        ("utf16LittleEndian", "bytes 0xFF 0xFE, little-endian"), ("utf16BigEndian", "bytes 0xFE 0xFF, big-endian"),
    ])
    func utf16(encodingName: String, order: String) throws {
        let encoding: String.Encoding = encodingName == "utf16LittleEndian" ? .utf16LittleEndian : .utf16BigEndian
        let mark: [UInt8] = encodingName == "utf16LittleEndian" ? [0xFF, 0xFE] : [0xFE, 0xFF]
        let text = mark + Array(try #require("{\"port\": 1}".data(using: encoding)))
        #expect {
            _ = try JSON(parsing: text)
        } throws: { error in
            "\(error)" == "expected a JSON value, found UTF-16's byte-order mark (\(order); the text is UTF-16, not UTF-8) at line 1, column 1"
        }
        // FleeceDecoder reads it, as JSONDecoder does.
        struct Config: Decodable { var port: Int }
        #expect(try FleeceDecoder().decode(Config.self, from: Data(text)).port == 1)
    }

    /// Found by an outside tester: without a byte-order mark, the message named the first NUL
    /// and nothing else. `[\0]` and the like, not UTF-16, are said as before.
    @Test("without a byte-order mark, the first NUL says the text looks like UTF-16 or UTF-32")
    func utf16WithoutMark() throws {
        let hint = "control character U+0000 (the text looks like UTF-16 or UTF-32 without a byte-order mark, not UTF-8)"
        let cases: [(String.Encoding, String)] = [
            (.utf16LittleEndian, "expected a string key or '}', found \(hint) at line 1, column 2"),
            (.utf16BigEndian, "expected a JSON value, found \(hint) at line 1, column 1"),
            (.utf32LittleEndian, "expected a string key or '}', found \(hint) at line 1, column 2"),
        ]
        for (encoding, message) in cases {
            let text = Array(try #require("{\"port\": 1}".data(using: encoding)))
            #expect(throws: JSONSyntaxError.self) { _ = try JSON(parsing: text) }
            do { _ = try JSON(parsing: text) } catch { #expect("\(error)" == message) }
        }
        do { _ = try JSON(parsing: [UInt8]("[\u{0}]".utf8)) } catch {
            #expect("\(error)" == "expected a JSON value, found control character U+0000 at line 1, column 2")
        }
    }
}
