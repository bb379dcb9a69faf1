import Foundation
import FleeceFoundation
import Testing

/// `allowsJSON5` and `assumesTopLevelDictionary`: FleeceDecoder against JSONDecoder, input by input.
@Suite("FleeceDecoder ≡ JSONDecoder: JSON5")
struct JSON5DifferentialTests {
    static let json5 = Strategies(allowsJSON5: true)

    /// A floating-point value compared by what it is: NaNs of the same sign are equal, and zeros
    /// are told apart by sign.
    struct Float64: Decodable, Equatable, CustomStringConvertible {
        var value: Double
        init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
        static func == (lhs: Self, rhs: Self) -> Bool {
            if lhs.value.isNaN || rhs.value.isNaN { return lhs.value.isNaN && rhs.value.isNaN && lhs.value.sign == rhs.value.sign }
            return lhs.value == rhs.value && lhs.value.sign == rhs.value.sign
        }
        var description: String { "\(value)" }
    }

    /// A `Decimal` compared by what it is: NaN equals NaN.
    struct DecimalValue: Decodable, Equatable, CustomStringConvertible {
        var value: Decimal
        init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Decimal.self) }
        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.value.isNaN || rhs.value.isNaN ? lhs.value.isNaN && rhs.value.isNaN : lhs.value == rhs.value
        }
        var description: String { "\(value)" }
    }

    /// Numbers Foundation's JSON5 tests and the JSON5 spec use, and more around each rule.
    static let numbersTexts = [
        "1", "11", "99887766", "-1", "-10", "0", "+0", "-0", "+1", "+10", "0x1F", "0x0000000E", "-0X1f", "+0X1f",
        "1.", "1.e2", "1e2", "1E2", "1e+2", "1E+2", "1e+02", "1E+02", "1e-2", "1E-2", "1e-02", "1E-02",
        "Infinity", "-Infinity", "+Infinity", "NaN", "-NaN", "+NaN", ".1", "-.1", "+.1", "5.", "-5.", ".5e1",
        "5.e-1", "0.", "-.0", "+.0e1", "0e0", "0e5", "-0e5", "0.5", "0x0", "-0x0", "+0x0", "0xff", "0xFFFFFFFFFFFFFFFF",
        "0x7F", "0x80", "0xFF", "-0x80", "1.0e+2", " 0x1F ", "1e-400", "1e400", "-1e400",
        // Zeros with exponents, which JSONDecoder takes as zero or not by a scan of their text.
        "0.e1", "-0.e1", "+0.e1", "0.e0", "0.e-1", "0.e+1", "-0.e5", "+0.e+12", "0.0e1", ".0e1", "+.0e12", "0.00e1", "+0e1", "+0.00e1",
        // Failures.
        "-", "+", "-a", "+a", "-0x", "+0x", "-0x ", "+0x ", "-0xAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFFAFFFFF",
        "0xABC.DEF", "0xABCpD", "1e", "1E", "1e ", "1E ", "+1e ", "+1e", "-1e ", "-1E ", "-Inf", "-Inf       ", "+Inf",
        "+Na", "+Na    ", "-Na", "-infinity", "+infinity", "+NAN", "-NA", "-NAN", "0x2.", "0x2.2", ".e1",
        "0xFFFFFFFFFFFFFFFFFFFFFF", "00", "01", "-01", "0x", "0xG", ".", "1_000", "0x1.8",
        "infinity", "Infinityx", "-Infinityx", "+NaNq", "NaN1", "-NaN.5", "Inf", "NaNa", "1+2", "1-2", "1.2.3", "1ee2", "--1", "+-1", "1e2.5", "1e0x2",
        // C hexadecimal floats, which JSONDecoder reads for integer types only.
        "0x1p3", "0x1P+3", "-0x1p3", "0x1.8p1", "0x1.8", "0x.8p1", "0xp1", "0x1p", "0x1p-1", "0x10p-4", "0xFFFFp48",
    ]

    @Test("numbers, as every number type", arguments: numbersTexts)
    func numbers(text: String) {
        expectSameDecoding(Float64.self, text, Self.json5)
        expectSameDecoding(Int.self, text, Self.json5)
        expectSameDecoding(Int8.self, text, Self.json5)
        expectSameDecoding(UInt.self, text, Self.json5)
        expectSameDecoding(UInt64.self, text, Self.json5)
        expectSameDecoding([Int16].self, "[\(text)]", Self.json5)
        expectSameDecoding([String: UInt32].self, "{n: \(text)}", Self.json5)
        expectSameDecoding(String.self, text, Self.json5)
        expectSameDecoding(DecimalValue.self, text, Self.json5)
        expectSameDecoding([DecimalValue].self, "[\(text), 5]", Self.json5)
    }

    /// Inputs on which `JSONDecoder` itself traps now and then on this toolchain (a precondition
    /// in its JSON5 number validation, reached for some types and buffer layouts), so a
    /// differential test could crash: FleeceDecoder's values, as `JSONDecoder` gives them when it
    /// does not trap, checked directly.
    @Test("numbers JSONDecoder sometimes traps on")
    func foundationSometimesTraps() throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        func decode<T: Decodable>(_ type: T.Type, _ text: String) -> T? { try? decoder.decode(type, from: Data(text.utf8)) }
        #expect(decode(Double.self, "0x8000000000000000") == 9_223_372_036_854_775_808)
        #expect(decode(UInt64.self, "0x8000000000000000") == 9_223_372_036_854_775_808)
        #expect(decode(Int.self, "0x8000000000000000") == nil)
        #expect(decode(Double.self, "-0x8000000000000000") == -9_223_372_036_854_775_808)
        #expect(decode(Int.self, "-0x8000000000000000") == .min)
        #expect(decode(Double.self, "12345678901234567890") == 12_345_678_901_234_567_168)  // the nearest Double, as Foundation reads it
        #expect(decode(UInt64.self, "12345678901234567890") == 12_345_678_901_234_567_890)
        #expect(decode(Int.self, "12345678901234567890") == nil)
        #expect(decode(Int.self, "-9223372036854775808") == .min)
        #expect(decode(Double.self, "-9223372036854775808") == -9_223_372_036_854_775_808)
        #expect(decode(UInt64.self, "9223372036854775807.0") == 9_223_372_036_854_775_807)
        #expect(decode(Int.self, "9223372036854775807.0") == nil)
        #expect(decode(Double.self, "0x10000000000000000") == nil)
        #expect(decode(UInt64.self, "0x10000000000000000") == nil)
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: Data("[0x10000000000000000]".utf8)) }
    }

    @Test("Float from JSON5 numbers", arguments: ["Infinity", "-Infinity", "1.5", ".5", "0x1F", "1e39", "5.e-1", "-0", "+1e-46"])
    func floats(text: String) {
        expectSameDecoding(Float.self, text, Self.json5)
    }

    @Test("NaN decodes as NaN, and -NaN keeps its sign")
    func notANumber() throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        #expect(try decoder.decode(Double.self, from: Data("NaN".utf8)).isNaN)
        #expect(try decoder.decode(Double.self, from: Data("-NaN".utf8)).sign == .minus)
        #expect(try decoder.decode(Float.self, from: Data("+NaN".utf8)).isNaN)
        #expect(try decoder.decode([Double].self, from: Data("[Infinity, -Infinity]".utf8)) == [.infinity, -.infinity])
    }

    /// Strings: quotes, escapes, line continuations, control characters, Unicode.
    static let stringsTexts = [
        #""hi\x20there""#, #""hi\xthere""#, #""hi\x2there""#, #""hi\0there""#, #""hi\x00there""#,
        #""hi\u0000there""#, #""hello\uA""#, #""hello\uA   ""#, #""a\vb""#, #""a\ab""#, #""a\x41b""#,
        #""\uD800""#, #""\uD800\uDC00""#, #""\uDC00""#, #""\uD800x""#, #""\uD83D\uDE00!""#, #""\u0041""#,
        "\"a\tb\"", "'it''s'", #"'it\'s'"#, #"'say "hi"'"#, "\"a\\\nb\"", "\"a\\\r\nb\"", "\"a\\\rb\"",
        "'a\\\nb'", #""a\"#, #""\u00e9""#, "\"é\"", "'é😀'", #""\/\b\f\n\r\t\\\"\'""#, #"'\"'"#, "''", "\"\"",
        "\"unterminated", "'unterminated", "'mixed\"", #""\u{41}""#, "\"a\\\u{2028}b\"", "\"a\u{2028}b\"",
        #""\xff""#, #""\x7F""#, #""\x1F""#, #""\u001F""#, "'\\''", "\"\\\"\"",
    ]

    @Test("strings", arguments: stringsTexts)
    func strings(text: String) {
        expectSameDecoding(String.self, text, Self.json5)
        expectSameDecoding([String: String].self, "{v: \(text)}", Self.json5)
        expectSameDecoding([String].self, "[\(text), 'x',]", Self.json5)
    }

    /// Objects: unquoted keys, comments, line breaks, trailing commas.
    static let objectsTexts = [
        "{v\n : true}", "{v \n : true}", "{ v \n : true,\nv\n:true,}", "{v\r : true}", "{v \r : true}",
        "{ v \r : true,\rv\r:true,}", "{v\r\n : true}", "{v \r\n : true}", "{ v \r\n : true,\r\nv\r\n:true,}",
        "{v// comment \n : true}", "{v // comment \n : true}", "{v/* comment*/ \n : true}", "{v/* comment */\n: true}",
        "{v/* comment */:/*comment*/\ntrue}", "{v// comment \r : true}", "{v // comment \r : true}",
        "{v/* comment*/ \r : true}", "{v/* comment */\r: true}", "{v/* comment */:/*comment*/\rtrue}",
        "{v// comment \r\n : true}", "{v // comment \r\n : true}", "{v/* comment*/ \r\n : true}",
        "{v/* comment */\r\n: true}", "{v/* comment */:/*comment*/\r\ntrue}", "// start with a comment\r\n{v:true}",
        "{a:true}", "{$a:true}", "{_a:true}", "{a1:true}", "{1a:true}", "{é:true}", "{\\u0061b:true}", "{a\\u0062:true}",
        "{a\\x62:true}", "{a-b:true}", "{a b:true}", "{'a':true}", "{\"a\":true,}", "{a:true,,}", "{,}", "{}", "{ }",
        "{a:true b:false}", "{null:true}", "{true:false}", "{a:true}//x", "{a:true}/*x", "{a:true}/x", "/**/{a:true}",
        "{a/**/:true}", "{a:true}/**/", "{a:true}//", "{a:true}/* a ** b */", "{ᾩ:true}", "{a\u{200C}b:true}",
        "{a٣:true}", "{٣a:true}", "{a\u{0301}:true}", "{\u{0301}a:true}", "{a\\u0020b:true}", "{\\u0031:true}",
        "{a:", "{a", "{", "{ ", "{k :", "{k : true", "{k : true\n\n", "{a:true,", "{a:true,}x", "{a:true}}",
        "{a:true]", "{a:tru}", "{a:True}", "{a:nul}", "{a:null}", "{'a':true, \"a\":false}",
        "\u{0B}{a:true}\u{0C}", "{a:true}\u{00A0}", "{a:true} \u{2028}", "{a:\u{FEFF}true}", "\t{\ta\t:\ttrue\t}\t",
        "{\"a\" : /* c */ true // d\n}", "{a: true /* unterminated", "{a: true} /* unterminated", "{a:[true,],}",
        "{a:{b:{c:true,},},}", "[{a:true}]", "{ a: true, \"b\": false, 'c': true, }",
    ]

    @Test("objects", arguments: objectsTexts)
    func objects(text: String) {
        expectSameDecoding([String: Bool].self, text, Self.json5)
        expectSameDecoding([String: Bool?].self, text, Self.json5)
    }

    /// Arrays and top-level values.
    static let arraysTexts = [
        "[", "[ ", "[\n\n", "['hi',", "['hi', ", "['hi',\n", "[]", "[,]", "[1,]", "[1,,]", "[,1]", "[1 2]",
        "['a', \"b\", 'c',]", "[/*x*/]", "[1,/*x*/]", "[1//x\n,2]", "[[1,],[2,],]", "[null, true, false]",
        "['\\u0041', 0x41]", "", " ", "// only a comment", "/* only */", "/* unterminated", "[1] 2", "[1]]",
        "[1]\n// trailing comment", "\u{FEFF}[1]", "[\u{0B}1\u{0C}]", "[NaN, Infinity]", "[+1, -1, .5, 5.]",
    ]

    @Test("arrays and top-level values", arguments: arraysTexts)
    func arrays(text: String) {
        expectSameDecoding([String].self, text, Self.json5)
        expectSameDecoding([Int?].self, text, Self.json5)
        expectSameDecoding([JSONValue].self, text, Self.json5)
    }

    /// Invalid UTF-8 where a key or value would start.
    @Test("invalid UTF-8", arguments: [[0x7B, 0x80], [0x7B, 0xC0], [0x7B, 0xE0, 0x80], [0x7B, 0xF0, 0x80, 0x80],
                                     [0x22, 0xFF, 0x22], [0x27, 0xC3, 0x28, 0x27], [0x7B, 0x61, 0xC3, 0x3A, 0x31, 0x7D]] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        expectSameDecoding([String: Bool].self, data: Data(bytes), Self.json5)
        expectSameDecoding(String.self, data: Data(bytes), Self.json5)
    }

    /// `assumesTopLevelDictionary`, with and without JSON5.
    static let bracelessTexts = [
        "hello: \"world\"", "{hello: \"world\"}", "hello: \"world\", goodbye: \"42\"", "hello: \"world\",",
        "hello: \"world\"   ", "hello: \"world\",  ", "hello: \"world\"  ,  ", "   hello   : \"world\"   ",
        "{hello: \"world\"", "hello: \"world\"}", "hello: \"world\" x ", "hello: \"world\" x", "hello: \"world\"x",
        "", " ", "{ }", "{}", ",", " , ", ", ", "   ,", "\"hello\": \"world\"", "\"hello\": \"world\",", "[\"x\"]",
        "\"fragment\"", "42", "\"a\": \"b\"}", "// c\nhello: 'world'", "\u{FEFF}\"a\": \"b\"", "\u{FEFF}{\"a\": \"b\"}",
        "\"a\": \"b\" \"c\": \"d\"", "\"a\" \"b\"", "\"a\":", "\"a\"", "\n\"a\"\n:\n\"b\"\n,\n\"c\": 1",
    ]

    @Test("assumesTopLevelDictionary", arguments: bracelessTexts)
    func assumedDictionary(text: String) {
        for allowsJSON5 in [false, true] {
            let strategies = Strategies(allowsJSON5: allowsJSON5, assumesTopLevelDictionary: true)
            expectSameDecoding([String: String].self, text, strategies)
            expectSameDecoding([String: JSONValue].self, text, strategies)
            expectSameDecoding(String.self, text, strategies)
            expectSameDecoding([String].self, text, strategies)
        }
    }

    struct HelloGoodbye: Decodable, Equatable {
        let hello: String
        let goodbye: [String: String]
    }

    @Test("assumesTopLevelDictionary with nested objects", arguments: [
        "hello: \"world\", goodbye: {\"hi\":\"there\"}", "hello: \"world\", goodbye: {\"hi\":\"there\"},",
        "hello: \"world\", goodbye: {\"hi\":\"there\",},", "hello: 'world', goodbye: {hi: 'there'} // end",
    ])
    func assumedDictionaryNested(text: String) {
        expectSameDecoding(HelloGoodbye.self, text, Strategies(allowsJSON5: true, assumesTopLevelDictionary: true))
    }

    /// The README example of json5.org, as a model.
    struct ReadmeExample: Decodable, Equatable {
        let unquoted: String
        let singleQuotes: String
        let lineBreaks: String
        let hexadecimal: Int
        let leadingDecimalPoint: Double
        let andTrailing: Double
        let positiveSign: Int
        let trailingComma: String
        let andIn: [String]
        let backwardsCompatible: String
    }

    @Test("the json5.org example")
    func readmeExample() throws {
        let text = """
        // comments
        {
          unquoted: 'and you can quote me on that',
          singleQuotes: 'I can use "double quotes" here',
          lineBreaks: "Look, Mom! \\
        No \\\\n's!",
          hexadecimal: 0xdecaf,
          leadingDecimalPoint: .8675309, andTrailing: 8675309.,
          positiveSign: +1,
          trailingComma: 'in objects', andIn: ['arrays',],
          "backwardsCompatible": "with JSON",
        }
        """
        let decoded = expectSameDecoding(ReadmeExample.self, text, Self.json5)
        guard case .value(let example) = decoded else { return }
        #expect(example.lineBreaks == "Look, Mom! \nNo \\n's!")
        #expect(example.hexadecimal == 0xdecaf)
    }

    @Test("Decimal, Date and Data through JSON5")
    func foundationTypes() {
        var strategies = Self.json5
        strategies.dates = .secondsSince1970
        strategies.data = .base64
        expectSameDecoding([String: Date].self, "{a: 0x10, b: .5, c: +2.5e1,}", strategies)
        expectSameDecoding([String: Data].self, "{a: 'AQID', b: \"AQID\",}", strategies)
        expectSameDecoding([String: Decimal].self, "{a: 1.5, b: .5, c: +1, d: 1., e: 0x10}", strategies)
    }

    @Test("nested too deep", arguments: [511, 512, 513])
    func depth(levels: Int) {
        let text = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        expectSameDecoding(JSONValue.self, text, Self.json5)
    }

    @Test("a syntax error says where, in the JSON5 text")
    func syntaxErrorPosition() throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        do {
            _ = try decoder.decode([String: Int].self, from: Data("{\n  // fine\n  a: 1,\n  b: 2 3,\n}".utf8))
            Issue.record("decoded invalid JSON5")
        } catch DecodingError.dataCorrupted(let context) {
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.kind == .unexpectedCharacter)
            #expect(syntax.line == 4)
            #expect(syntax.column == 8)
            #expect(syntax.offset == 27)
        }
    }

    /// Foundation checks a number's or a string's text only when the value is decoded.
    @Test("malformed values: ignored, and as what they fail when decoded", arguments: [
        "01", "1e", "0x", "+", "-Inf", "'\\x00'", "'x\ty'", "'\\q'", "'\\uD800'", "\"\\u12\"", "'\\u12'",
        "'\\x1'", "\"\\uZZZZ\"", "'\\u0000'", "\"a\\\nb\"", "'\\v'", "0x1p3", "0x2.",
    ])
    func malformedValues(value: String) {
        struct OnlyA: Decodable, Equatable { let a: Int }
        expectSameDecoding(OnlyA.self, "{a: 1, b: \(value)}", Self.json5)
        expectSameDecoding(OnlyA.self, "{a: 1, b: [\(value), \(value)]}", Self.json5)
        expectSameDecoding([String].self, "[\(value)]", Self.json5)
        expectSameDecoding([Bool].self, "[\(value)]", Self.json5)
        expectSameDecoding([Double].self, "[\(value)]", Self.json5)
        expectSameDecoding([Int].self, "[\(value)]", Self.json5)
        expectSameDecoding([Decimal].self, "[\(value)]", Self.json5)
        expectSameDecoding([JSONValue].self, "[\(value)]", Self.json5)
    }

    @Test("malformed values in a key or cut short fail at once", arguments: [
        "{a: 1, 'b\\q': 2}", "{a: 1, b: '\\u00'", "{a: 1, b: '\\", "{a: 1, b: '\\u12'}", "{a: 1, b: '\\x'}",
    ])
    func malformedStructure(text: String) {
        struct OnlyA: Decodable, Equatable { let a: Int }
        expectSameDecoding(OnlyA.self, text, Self.json5)
    }

    @Test("errors after parsing keep JSONDecoder's case and path")
    func decodingErrors() {
        struct Model: Decodable, Equatable { let a: Int; let b: [String] }
        expectSameDecoding(Model.self, "{a: 1.5, b: []}", Self.json5)
        expectSameDecoding(Model.self, "{a: 'x', b: []}", Self.json5)
        expectSameDecoding(Model.self, "{a: 1, b: [1]}", Self.json5)
        expectSameDecoding(Model.self, "{a: 1, b: ['x', null]}", Self.json5)
        expectSameDecoding(Model.self, "{a: 1}", Self.json5)
        expectSameDecoding(Model.self, "{a: Infinity, b: []}", Self.json5)
        expectSameDecoding(Model.self, "{a: NaN, b: []}", Self.json5)
        expectSameDecoding(Model.self, "{a: 0x8000000000000000, b: []}", Self.json5)
    }

    /// Inputs that crash `JSONDecoder` itself on this toolchain (a trap in its number parser): FleeceDecoder
    /// fails with an error instead.
    @Test("inputs JSONDecoder traps on", arguments: ["1e+", "1e-", "-1e+", "1.e-", "-0x8000000000000001"])
    func foundationTraps(text: String) {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: Data(text.utf8)) }
    }
}

/// Any JSON value, for differential tests that only care whether and how a text parses.
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let number = try? container.decode(Double.self) { self = .number(number.isNaN ? 0.123456789 : number) }
        else if let string = try? container.decode(String.self) { self = .string(string) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }
}
