import Testing
@testable import Fleece

@Suite("Writing JSON text with sorted keys")
struct SortedKeysWritingTests {
    @Test("every object's members by key, at every depth; arrays keep their order")
    func nested() throws {
        let json = try JSON(parsing: #"{"b": 1, "a": {"d": [{"z": 1, "y": 2}, 3], "c": 3}, "aa": null}"#)
        #expect(json.text(.sortedKeys) == #"{"a":{"c":3,"d":[{"y":2,"z":1},3]},"aa":null,"b":1}"#)
        #expect(json.text([.pretty, .sortedKeys]) == """
            {
              "a": {
                "c": 3,
                "d": [
                  {
                    "y": 2,
                    "z": 1
                  },
                  3
                ]
              },
              "aa": null,
              "b": 1
            }
            """)
        // Without the option, document order, as before.
        #expect(json.text() == #"{"b":1,"a":{"d":[{"z":1,"y":2},3],"c":3},"aa":null}"#)
        #expect(json.text(.compact) == json.text())
        #expect(String(decoding: json.utf8(.sortedKeys), as: UTF8.self) == json.text(.sortedKeys))
        var appended = Array("> ".utf8)
        json.write(.sortedKeys, to: &appended)
        #expect(String(decoding: appended, as: UTF8.self) == "> " + json.text(.sortedKeys))
    }

    @Test("the example of WritingStyle's DocC")
    func docExample() throws {
        let json = try JSON(parsing: #"{"b": 1, "a": {"d": 2, "c": 3}}"#)
        #expect(json.text() == #"{"b":1,"a":{"d":2,"c":3}}"#)
        #expect(json.text(.sortedKeys) == #"{"a":{"c":3,"d":2},"b":1}"#)
        #expect(json.text([.pretty, .sortedKeys]) == "{\n  \"a\": {\n    \"c\": 3,\n    \"d\": 2\n  },\n  \"b\": 1\n}")
    }

    @Test("keys are ordered by their UTF-8 bytes as unescaped, and written as the writer spells them")
    func escapedKeys() throws {
        // \u0062 is "b", \u00e9 is "é" (0xC3 0xA9, after every ASCII byte), \/ is "/".
        let json = try JSON(parsing: #"{"z": 4, "\u00e9": 3, "\u0062": 1, "a\/": 2, "a": 0, "A": 5}"#)
        #expect(json.text(.sortedKeys) == #"{"A":5,"a":0,"a/":2,"b":1,"z":4,"é":3}"#)
    }

    @Test("the order the Codable encoders' .sortedKeys give")
    func sameAsEncoders() throws {
        let json = try JSON(parsing: #"{"z": 4, "\u00e9": [{"y": 1, "\u0078": "\u00e9\/"}], "\u0062": 1, "a\/": 2, "a": 0, "A": 5}"#)
        var encoder = JSONCodableEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(try encoder.encodeToString(json) == json.text(.sortedKeys))
        #expect(json.text(.sortedKeys) == #"{"A":5,"a":0,"a/":2,"b":1,"z":4,"é":[{"x":"é/","y":1}]}"#)
    }

    @Test("members with the same key keep their document order")
    func repeatedKeys() throws {
        let json = try JSON(parsing: #"{"b": 1, "a": 2, "b": 3, "\u0061": 4}"#)
        #expect(json.text(.sortedKeys) == #"{"a":2,"a":4,"b":1,"b":3}"#)
    }

    @Test("a value taken out of a document, values built in code, and JSON5 keys")
    func otherSources() throws {
        let document = try JSON(parsing: #"{"outer": {"y": 1, "x": {"q": 1, "p": 2}}, "other": {"b": 1, "a": 2}}"#)
        let inner = try #require(document["outer"])
        #expect(inner.text(.sortedKeys) == #"{"x":{"p":2,"q":1},"y":1}"#)
        let built: JSON = ["b": 1, "a": ["d": 2, "c": "é\n"], "": true]
        #expect(built.text(.sortedKeys) == #"{"":true,"a":{"c":"é\n","d":2},"b":1}"#)
        // As FleeceDecoder's JSON5 reading keeps them: unquoted, single-quoted and escaped.
        let json5 = try JSON5Parser.parse(
            Array("{b: 1, 'a': 2, \"c\\u0041\": 3, cA0: 4}".utf8), options: JSONParsingOptions(), json5: true,
            assumesTopLevelDictionary: false).root
        #expect(json5.text(.sortedKeys) == #"{"a":2,"b":1,"cA":3,"cA0":4}"#)
    }

    @Test("random documents: the plain method's text with members sorted")
    func randomDocuments() throws {
        var random = RandomJSON(generator: SeededGenerator(state: 0x50_27ED))
        for _ in 0..<500 {
            let built = random.value(depth: 0)
            for text in [SourceRunWritingTests.asciiEscaped(built.text()), built.text(.pretty)] {
                let json = try JSON(parsing: text)
                #expect(json.text(.sortedKeys) == SourceRunWritingTests.reference(json, pretty: false, sortingKeys: true))
                #expect(json.text([.pretty, .sortedKeys]) == SourceRunWritingTests.reference(json, pretty: true, sortingKeys: true))
            }
        }
    }

    @Test("300,000 nested objects out of order are written sorted in constant stack space")
    func deep() throws {
        let depth = 300_000
        var options = JSONParsingOptions()
        options.maximumDepth = depth + 1
        let text = String(repeating: #"{"b":0,"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        let json = try JSON(parsing: text, options: options)
        let expected = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: #","b":0}"#, count: depth)
        #expect(json.text(.sortedKeys) == expected)
    }
}
