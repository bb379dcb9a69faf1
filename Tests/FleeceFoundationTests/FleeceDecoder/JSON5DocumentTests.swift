import Foundation
import FleeceFoundation
import Testing

/// Whole documents of the kinds Foundation's JSON5 tests read: JSON5 written by people, plain JSON
/// read with JSON5 on, and `JSONEncoder` output read back.
@Suite("FleeceDecoder ≡ JSONDecoder: JSON5 documents")
struct JSON5DocumentTests {
    struct Package: Codable, Equatable {
        var name: String
        var version: String
        var description: String
        var keywords: [String]
        var scripts: [String: String]
        var dependencies: [String: String]
        var private_: Bool?
        var contributors: [String]?

        enum CodingKeys: String, CodingKey {
            case name, version, description, keywords, scripts, dependencies, contributors
            case private_ = "private"
        }
    }

    static let package = """
    // A package manifest, as people write it in JSON5.
    {
      name: 'fleece',
      version: '1.0.0-beta.1',
      description: "JSON in Swift, \\
    quickly",
      keywords: ['json', "json5", 'codable',],
      scripts: {
        test: 'swift test --filter "JSON5"',   // quotes of the other kind inside
        'build:release': "swift build -c release",
      },
      /* no dependencies
         yet */
      dependencies: {},
      private: true,
      contributors: [
        'Ada \\'the first\\' Lovelace',
        "Grace\\tHopper",
        'Ünïcödé \\u00e9\\x41 😀',
      ],
    }
    """

    /// The description of what decoding `text` into `[Int]` with `allowsJSON5` set to `json5` throws.
    static func failure(_ text: String, json5: Bool) -> String {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = json5
        do {
            _ = try decoder.decode([Int].self, from: Data(text.utf8))
            return "decoded"
        } catch DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context) {
            return "\(context.codingPath.map(\.stringValue)) \(context.debugDescription) \(context.underlyingError.map { "\($0)" } ?? "")"
        } catch {
            return "\(error)"
        }
    }

    @Test("JSON read with JSON5 on fails where and as it fails with JSON5 off, line and column included")
    func plainJSONErrorsUnderJSON5() {
        let mismatch = "[1,\n 2, \"three\"]"
        #expect(Self.failure(mismatch, json5: true) == Self.failure(mismatch, json5: false))
        #expect(Self.failure(mismatch, json5: true).contains("at line 2, column 5."))
        expectSameDecoding([Int].self, mismatch, Strategies(allowsJSON5: true))
    }

    @Test("JSON5 that reads as JSON until its end (a comment, a trailing comma, a quote of the other kind) is read as JSON5",
          arguments: ["[1, 2, 3] // done", "[1, 2, 3,]", "[1, 2, 3, +4]", "{\"a\": [1, 2], 'b': 3}", "[1, 2, 3] /* open"])
    func json5AfterJSON(text: String) {
        expectSameDecoding(JSONValue.self, text, Strategies(allowsJSON5: true))
        expectSameDecoding([String: [Int]].self, text, Strategies(allowsJSON5: true))
        expectSameDecoding([Int].self, text, Strategies(allowsJSON5: true))
    }

    @Test("JSON with the escape \\u0000, which JSONDecoder refuses in JSON5, anywhere; and the text \\\\u0000, which it takes",
          arguments: [#"["a\u0000"]"#, #"{"k\u0000": [1]}"#, #"[["x", "\n\u0000"]]"#, #"["a\\u0000"]"#, #"{"\\u0000": [2]}"#, #"["\\\u0000"]"#])
    func escapedNULUnderJSON5(text: String) {
        expectSameDecoding(JSONValue.self, text, Strategies(allowsJSON5: true))
        expectSameDecoding([String: [Int]].self, text, Strategies(allowsJSON5: true))
    }

    @Test("a hand-written manifest")
    func manifest() {
        expectSameDecoding(Package.self, Self.package, Strategies(allowsJSON5: true))
        expectSameDecoding([String: JSONValue].self, Self.package, Strategies(allowsJSON5: true))
    }

    static let plainJSON = #"""
    [
        "JSON Test Pattern pass1",
        {"object with 1 member":["array with 1 element"]},
        {},
        [],
        -42,
        true,
        false,
        null,
        {
            "integer": 1234567890,
            "real": -9876.543210,
            "e": 0.123456789e-12,
            "E": 1.234567890E+34,
            "":  23456789012E66,
            "zero": 0,
            "one": 1,
            "space": " ",
            "quote": "\"",
            "backslash": "\\",
            "controls": "\b\f\n\r\t",
            "slash": "/ & \/",
            "alpha": "abcdefghijklmnopqrstuvwyz",
            "digit": "0123456789",
            "0123456789": "digit",
            "special": "`1~!@#$%^&*()_+-={':[,]}|;.</>?",
            "hex": "\u0123\u4567\u89AB\uCDEF\uabcd\uef4A",
            "true": true,
            "null": null,
            "array":[  ],
            "object":{  },
            "url": "http://www.JSON.org/",
            "comment": "// /* <!-- --",
            "# -- --> */": " ",
            " s p a c e d " :[1,2 , 3

    ,

    4 , 5        ,          6           ,7        ],"compact":[1,2,3,4,5,6,7],
            "jsontext": "{\"object with 1 member\":[\"array with 1 element\"]}",
            "quotes": "&#34; \u0022 %22 0x22 034 &#x22;",
            "\/\\\"\uCAFE\uBABE\uAB98\uFCDE\ubcda\uef4A\b\f\n\r\t`1~!@#$%^&*()_+-=[]{}|;:',./<>?"
    : "A key can be any string"
        },
        0.5 ,98.6
    ,
    99.44
    ,

    1066,
    1e1,
    0.1e1,
    1e-1,
    1e00,2e+00,2e-00
    ,"rosebud"]
    """#

    @Test("plain JSON with JSON5 on and off, in every encoding", arguments: [String.Encoding.utf8, .utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian])
    func plainJSON(encoding: String.Encoding) {
        let data = Self.plainJSON.data(using: encoding) ?? Data()
        expectSameDecoding(JSONValue.self, data: data, Strategies(allowsJSON5: true))
        expectSameDecoding(JSONValue.self, data: data)
    }

    @Test("JSONEncoder's output, plain and pretty, read back with JSON5 on")
    func roundTrip() throws {
        let value = try JSONDecoder().decode(Package.self, from: Data(#"{"name":"a/b","version":"1","description":"\u00e9\n","keywords":[],"scripts":{"t":"x"},"dependencies":{},"contributors":["😀"]}"#.utf8))
        for formatting in [JSONEncoder.OutputFormatting(), [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(value)
            expectSameDecoding(Package.self, data: data, Strategies(allowsJSON5: true))
            let decoder = FleeceDecoder()
            decoder.allowsJSON5 = true
            #expect(try decoder.decode(Package.self, from: data) == value)
        }
    }

    @Test("the JSON5 spec's kinds of text", arguments: [
        "/**\n * A JavaDoc-like block comment.\n * With asterisks inside.\n **/\ntrue", "true /* after */", "/* before */ true",
        "// before\ntrue", "true // after", "[\n  true, /* between */\n  false\n]", "[true // after an element\n]",
        "{\n  // the value has an escaped CR\n  a: 'line 1 \\\rline 2'\n}", "{a: 'line 1 \\\r\nline 2'}", "{a: 'line 1 \\\nline 2'}",
        "{\r\n  // CRLF comment\r\n  a: 'b'\r\n}", "{\r  // CR comment\r  a: 'b'\r}", "{ while: true, if: false, null: true }",
        "{ ümlåût: 'that\\'s not really an ümlaüt, but this is' }", "{ \\u0073ig\\u006eal: 'a key with escapes' }",
        "0xC8e4", "1e0x4", "1e2.3", "-098", "0o123", "0123", "-0123", "+0123", "00", "-0", "+0", "-0x0", ".", "0x",
        "[true false]", "[,null]", "[,]", "{ 10twenty: 'ten twenty' }", "{ -a: 1 }", "{ a-b: 1 }", "{ ,a: 1 }", "{ , }",
        "{ a: 1 b: 2 }", "'foo\nbar'", "\"foo\\\nbar\"", "", "// only\n", "/* only */", "/* unterminated",
        "{\"a\": true, \"a\": false}", "{a: 1,}", "[1,]",
    ])
    func spec(text: String) {
        expectSameDecoding(JSONValue.self, text, Strategies(allowsJSON5: true))
        expectSameDecoding(JSONValue.self, text)
        expectSameDecoding(UInt.self, text, Strategies(allowsJSON5: true))
        expectSameDecoding(Int.self, text, Strategies(allowsJSON5: true))
        // (Values of one type only: which failing member JSONDecoder reports first depends on hashing.)
        expectSameDecoding([String: JSONValue].self, text, Strategies(allowsJSON5: true))
        expectSameDecoding([String: Bool].self, text, Strategies(allowsJSON5: true))
    }

    /// Looks keys `k0`…`k(n-1)` up, in that order, through one keyed container.
    struct ManyKeys: Decodable, Equatable {
        static let count = 40
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        var values: [Int?]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            values = try (0..<Self.count).map { try container.decodeIfPresent(Int.self, forKey: Key(stringValue: "k\($0)")) }
        }
    }

    /// Keys are read in place from the text (`DocumentDecoder.keyText`): unquoted, quoted both
    /// ways, escaped, after values of every kind, in small and large objects, in and out of order.
    @Test("unquoted and quoted keys through keyed containers, small and large objects", arguments: [3, 12, 33, 40])
    func keysInPlace(count: Int) {
        let values = ["1", "'s'", "[1, [2]]", "{k0: 1}", "null", "true", "2.5", "0x10"]
        let members = (0..<count).reversed().map { index -> String in
            let key: String
            switch index % 4 {
            case 0: key = "k\(index)"
            case 1: key = "'k\(index)'"
            case 2: key = "\"k\(index)\""
            default: key = "\\u006b\(index)"
            }
            return "\(key): \(index), x\(index): \(values[index % values.count])"
        }
        let text = "{" + members.joined(separator: ", ") + "}"
        expectSameDecoding(ManyKeys.self, text, Strategies(allowsJSON5: true))
    }
}
