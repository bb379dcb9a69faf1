import Testing
@testable import Fleece

/// The JSON5 parser writes a strict JSON copy of the text and indexes that: checked here on the
/// copy, the flags, and the positions of syntax errors in the original text.
@Suite("JSON5 parser")
struct JSON5ParserTests {
    static func parse(_ text: String, assumesTopLevelDictionary: Bool = false, json5: Bool = true) throws(JSONSyntaxError) -> JSONDocument {
        try JSON5Parser.parse(Array(text.utf8), options: JSONParsingOptions(), json5: json5, assumesTopLevelDictionary: assumesTopLevelDictionary)
    }

    @Test("the copy is strict JSON, and the index reads it as JSON(parsing:) would", arguments: [
        ("{a: 1, 'b': 'x\"y', \"c\": [+1, .5, 5., 0x1F, -0x0,], // c\n d: /* d */ null,}",
         #"{"a":1,"b":"x\"y","c":[1,0.5,5,31,0],"d":null}"#),
        ("['\\x41\\u00e9\\'', \"a\\\nb\", 'tab\\t']", #"["Aé'","a\u000Ab","tab\u0009"]"#),
        ("[true, false, null, Infinity, -NaN]", "[true,false,null,Infinity,-NaN]"),
        ("{$_a1: {}, é: [], a\\u0062: 0}", #"{"$_a1":{},"é":[],"a\\u0062":0}"#),
        ("\u{FEFF}\u{0B}[\u{0C}]", "[]"),
    ])
    func copy(text: String, json: String) throws {
        let document = try Self.parse(text)
        #expect(String(decoding: document.bytes, as: UTF8.self) == json)
        #expect(document.hasSourceText == false)
        if !json.contains("Infinity") {
            #expect(document.root == (try JSON(parsing: json)))
        }
    }

    @Test("runs of spaces of every length, eight at a time and the rest, before tokens, comments and the end")
    func spaceRuns() throws {
        for length in 0...19 {
            let spaces = String(repeating: " ", count: length)
            let text = "{\n\(spaces)a:\(spaces)[\(spaces)1,\n\(spaces)'x'\(spaces)// c\n\(spaces)],\(spaces)\t"
                + "\(spaces)b: /* d */\(spaces)2\(spaces)}\(spaces)"
            let document = try Self.parse(text)
            #expect(String(decoding: document.bytes, as: UTF8.self) == #"{"a":[1,"x"],"b":2}"#, "\(length) spaces")
            // An error after a run is at the byte after it.
            #expect(throws: JSONSyntaxError.self) { try Self.parse("[\(spaces)1,\(spaces)?]") }
            do {
                _ = try Self.parse("[\(spaces)1,\(spaces)?]")
            } catch {
                #expect(error.column == 2 * length + 4, "\(length) spaces")
            }
        }
    }

    @Test("flags: hexadecimal, non-finite, malformed numbers and strings")
    func flags() throws {
        let document = try Self.parse("[0x10, Infinity, 01, '\\q', 16]")
        let root = document.entries[document.rootIndex]
        let tags = (0..<root.childCount).map { document.entries[root.firstChild + $0].tag }
        #expect(tags.count == 5)
        #expect(tags[0] & Entry.Flags.hexadecimal != 0)
        #expect(tags[1] & Entry.Flags.nonFinite != 0)
        #expect(tags[2] & Entry.Flags.malformedNumber != 0)
        #expect(tags[3] & Entry.Flags.malformedString != 0)
        #expect(tags[4] & Entry.Flags.json5Special == 0)
    }

    @Test("in JSON's grammar the index points into the input, malformed values and all")
    func mirrorsJSON() throws {
        let text = "{\"a\": [1, 2.5e1, \"x\\/y\", true, null, {}], \"b\": 01, \"c\": \"\\q\", \"d\": 1.}"
        let document = try Self.parse(text, json5: false)
        #expect(document.bytes == Array(text.utf8))
        #expect(document.hasSourceText)
        #expect(document.root["a"] == [1, 25, "x/y", true, nil, [:]])
        if case .number = document.root["b"] {} else { Issue.record("b is not a number entry") }
        let a = document.entries[document.entries[document.rootIndex].firstChild + 1]
        #expect(a.offset == 6)
        #expect(try Self.parse(#""k": "v""#, assumesTopLevelDictionary: true, json5: false).root == ["k": "v"])
        #expect(throws: JSONSyntaxError.self) { try Self.parse("{'a': 1}", json5: false) }
        #expect(throws: JSONSyntaxError.self) { try Self.parse("[1,]", json5: false) }
        #expect(throws: JSONSyntaxError.self) { try Self.parse("[+1]", json5: false) }
        #expect(throws: JSONSyntaxError.self) { try Self.parse("[1] // c", json5: false) }
    }

    @Test("an object without braces")
    func braceless() throws {
        #expect(try Self.parse("a: 1, b: [2],", assumesTopLevelDictionary: true).root == ["a": 1, "b": [2]])
        #expect(try Self.parse("  // nothing\n", assumesTopLevelDictionary: true).root == [:])
        #expect(try Self.parse(#""a": 1"#, assumesTopLevelDictionary: true, json5: false).root == ["a": 1])
        #expect(throws: JSONSyntaxError.self) { try Self.parse("a: 1}", assumesTopLevelDictionary: true) }
        #expect(throws: JSONSyntaxError.self) { try Self.parse("a: 1", assumesTopLevelDictionary: true, json5: false) }
    }

    @Test("syntax errors name the place in the JSON5 text", arguments: [
        ("[1 2]", JSONSyntaxError.Kind.unexpectedCharacter, 1, 4),
        ("{\n  a: 1,\n  b c\n}", .unexpectedCharacter, 3, 5),
        // At the end, where `*/` is missing (the message names the comment's start).
        ("[1, /* open", .unexpectedEndOfInput, 1, 12),
        ("{1a: 1}", .unexpectedCharacter, 1, 2),
        ("'abc", .unexpectedEndOfInput, 1, 5),
        // At the first byte that is no hexadecimal digit.
        ("['\\u12']", .invalidEscape, 1, 7),
        ("", .emptyInput, 1, 1),
        ("[,]", .unexpectedCharacter, 1, 2),
        ("{'a\\q': 1}", .invalidEscape, 1, 5),
        ("[1] x", .trailingContent, 1, 5),
    ])
    func errors(text: String, kind: JSONSyntaxError.Kind, line: Int, column: Int) {
        do {
            _ = try Self.parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test("nesting is limited as in the strict parser")
    func depth() throws {
        let options = JSONParsingOptions(maximumDepth: 3)
        #expect(throws: JSONSyntaxError.self) { try JSON5Parser.parse(Array("[[[[]]]]".utf8), options: options, assumesTopLevelDictionary: false) }
        #expect(try JSON5Parser.parse(Array("[[[]]]".utf8), options: options, assumesTopLevelDictionary: false).root == [[[]]])
    }
}

@Suite("Parser: trailing commas only when the options allow them")
struct TrailingCommaParsingTests {
    static let allowing = JSONParsingOptions(allowsTrailingCommas: true)

    @Test("allowed", arguments: [("[1,]", "[1]"), (#"{"a":1,}"#, #"{"a":1}"#), ("[[],{},]", "[[],{}]"), ("[1 , \n]", "[1]"),
                                 (#"{"a":[{"b":[1,],},],}"#, #"{"a":[{"b":[1]}]}"#)])
    func allowed(text: String, json: String) throws {
        #expect(try JSON(parsing: text, options: Self.allowing) == JSON(parsing: json))
    }

    @Test("still rejected", arguments: ["[,]", "{,}", "[1,,]", #"{"a":1,,}"#, "[1,", "[,1]", #"{"a":1,]"#, "[1,}"])
    func rejected(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text, options: Self.allowing) }
    }

    @Test("rejected by default, at the closing bracket")
    func strictByDefault() {
        #expect(JSONParsingOptions().allowsTrailingCommas == false)
        do {
            _ = try JSON(parsing: #"{"a": [1, 2,], "b": 3}"#)
            Issue.record("parsed a trailing comma")
        } catch {
            #expect(error.kind == .unexpectedCharacter)
            #expect(error.column == 13)
        }
    }
}
