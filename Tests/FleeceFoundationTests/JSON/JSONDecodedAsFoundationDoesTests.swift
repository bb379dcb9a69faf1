import Foundation
import FleeceFoundation
import Testing

/// `JSON` decoded by `FleeceDecoder` is the value `JSONDecoder` decodes, where a view of the
/// document would not be: repeated keys (the first member counts), key strategies, absent members.
@Suite("JSON decoded by FleeceDecoder as JSONDecoder decodes it")
struct JSONDecodedAsFoundationDoesTests {
    /// The value both decoders give for `text`, which must be equal.
    func decodedByBoth(_ text: String, keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys) throws -> JSON {
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = keys
        let fleece = FleeceDecoder()
        fleece.keyDecodingStrategy = keys
        let expected = try foundation.decode(JSON.self, from: Data(text.utf8))
        let decoded = try fleece.decode(JSON.self, from: Data(text.utf8))
        #expect(decoded == expected)
        return decoded
    }

    @Test("An object that repeats a key keeps its first member, at any depth, in document order")
    func repeatedKeys() throws {
        let text = #"{"a":1,"b":{"x":1},"a":2,"b":{"y":2},"c":[{"k":1,"k":2},{"k":[3],"j":0,"k":4}]}"#
        let decoded = try decodedByBoth(text)
        #expect(decoded["a"] == 1)
        #expect(decoded["b"] == ["x": 1])
        #expect(decoded["c"] == [["k": 1], ["k": [3], "j": 0]])
        // JSON's own lookup gives the last member: the parsed document still has both.
        #expect(try JSON(parsing: text)["a"] == 2)
        let written = String(decoding: try FleeceEncoder().encode(decoded), as: UTF8.self)
        #expect(written == #"{"a":1,"b":{"x":1},"c":[{"k":1},{"k":[3],"j":0}]}"#)
    }

    @Test("A key spelled with escapes repeats the same key spelled without them")
    func escapedRepeatedKey() throws {
        let decoded = try decodedByBoth(#"{"k":"first","\u006b":"second","\u006B2":1,"k2":2}"#)
        #expect(decoded == ["k": "first", "k2": 1])
        guard case .object(let object) = decoded else { Issue.record("not an object"); return }
        #expect(object.count == 2)
    }

    @Test("Keys that are one String (canonically equivalent: é as U+00E9 and as e + U+0301) repeat, as in JSONDecoder")
    func canonicallyEquivalentKeys() throws {
        // Different bytes and lengths, which the check of keys by their bytes alone tells apart.
        let decoded = try decodedByBoth("{\"0061\": 1, \"e\u{301}\": 3, \"a\": 2, \"\u{e9}\": 5}")
        guard case .object(let object) = decoded else { Issue.record("not an object"); return }
        #expect(object.count == 3)
        #expect(decoded["e\u{301}"] == 3)
        #expect(Array(object.keys).map { Array($0.utf8) } == [Array("0061".utf8), [0x65, 0xCC, 0x81], [0x61]])
    }

    @Test("Values kept from a copy keep their text: numbers as written, strings with their escapes read")
    func copiedValuesKeepText() throws {
        let decoded = try FleeceDecoder().decode(JSON.self, from: Data(#"{"n":1.50,"n":2,"s":"a\/b\u00e9","big":123456789012345678901}"#.utf8))
        guard case .number(let number)? = decoded["n"] else { Issue.record("no number"); return }
        #expect(number.text == "1.50")
        #expect(decoded["s"] == "a/bé")
        guard case .number(let big)? = decoded["big"] else { Issue.record("no number"); return }
        #expect(big.text == "123456789012345678901")
    }

    @Test("A field of type JSON in a model gets the first member of a repeated key")
    func fieldOfAModel() throws {
        struct Envelope: Decodable { let kind: String; let payload: JSON }
        let text = #"{"kind":"k","payload":{"description":"first","type":"object","description":"second"}}"#
        let fleece = try FleeceDecoder().decode(Envelope.self, from: Data(text.utf8))
        let foundation = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        #expect(fleece.payload == foundation.payload)
        #expect(fleece.payload["description"] == "first")
    }

    @Test("Without repeated keys, the value is the document's own: equal to the parsed value, text kept")
    func viewWithoutRepeats() throws {
        let text = #"{"a":[1.50,{"b":null}],"c":"d"}"#
        let decoded = try decodedByBoth(text)
        #expect(decoded == (try JSON(parsing: text)))
        #expect(String(decoding: try FleeceEncoder().encode(decoded), as: UTF8.self) == text)
    }

    @Test("A repeated key deep in a document nested 500 levels is found and dropped, without recursion")
    func deepRepeatedKey() throws {
        let depth = 500
        let text = String(repeating: #"{"a":"#, count: depth) + #"{"k":1,"k":2}"# + String(repeating: "}", count: depth)
        let decoded = try FleeceDecoder().decode(JSON.self, from: Data(text.utf8))
        var value: JSON? = decoded
        for _ in 0 ..< depth { value = value?["a"] }
        #expect(value == ["k": 1])
        guard case .object(let innermost)? = value else { Issue.record("no object"); return }
        #expect(innermost.count == 1)
    }

    @Test("Under convertFromSnakeCase, keys are converted at every depth, the first of two that convert alike kept")
    func snakeCaseKeys() throws {
        let text = #"{"user_id":1,"nested_obj":{"deep_key":[{"x_y":2}]},"a_b":3,"aB":4,"n":1.50}"#
        let decoded = try decodedByBoth(text, keys: .convertFromSnakeCase)
        #expect(decoded == ["userId": 1, "nestedObj": ["deepKey": [["xY": 2]]], "aB": 3, "n": 1.5])
        guard case .number(let number)? = decoded["n"] else { Issue.record("no number"); return }
        #expect(number.text == "1.50")
    }

    @Test("Under a custom key strategy, every key goes through it with its coding path")
    func customKeys() throws {
        struct Key: CodingKey {
            var stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        let upper: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            Key(stringValue: "\(path.count):" + (path.last?.stringValue.uppercased() ?? ""))
        }
        let decoded = try decodedByBoth(#"{"a":{"b":[{"c":1}]},"d":2}"#, keys: .custom(upper))
        #expect(decoded == ["1:A": ["2:B": [["4:C": 1]]], "1:D": 2])
    }

    @Test("superDecoder(forKey:) of a key the object lacks decodes as null, as under JSONDecoder")
    func absentMember() throws {
        struct Model: Decodable {
            let value: JSON
            enum CodingKeys: String, CodingKey { case missing }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                value = try JSON(from: try container.superDecoder(forKey: .missing))
            }
        }
        let data = Data(#"{"present":1}"#.utf8)
        #expect(try FleeceDecoder().decode(Model.self, from: data).value == .null)
        #expect(try JSONDecoder().decode(Model.self, from: data).value == .null)
    }

    @Test("The first number JSON cannot hold is the first in document order, whatever the objects' sizes")
    func firstNumberNotJSONInDocumentOrder() throws {
        let fleece = FleeceDecoder()
        fleece.allowsJSON5 = true
        // Objects over eight members take another path to their keys (a set): both are covered.
        let wide = (0 ..< 12).map { "m\($0): \($0)" }.joined(separator: ", ")
        for text in ["{z: [1, {y: NaN}], a: Infinity}", "{\(wide), z: [1, {y: NaN}], a: Infinity}",
                     "{z: {q: 1, q: NaN, r: [Infinity]}}"] {
            let outcome = Self.outcome { try fleece.decode(JSON.self, from: Data(text.utf8)) }
            #expect(outcome == (text.contains("q:") ? #"dataCorrupted at ["z", "r", "Index 0"]"# : #"dataCorrupted at ["z", "Index 1", "y"]"#))
        }
    }

    @Test("A number JSON cannot hold at the bottom of 400 levels fails at its full path")
    func deepNumberNotJSON() throws {
        let depth = 200   // an object and an array each: 400 levels
        let text = String(repeating: #"{"a":[0,"#, count: depth) + "01" + String(repeating: "]}", count: depth)
        let expected = "dataCorrupted at \(Array(repeating: ["a", "Index 1"], count: depth).flatMap { $0 })"
        #expect(Self.outcome { try FleeceDecoder().decode(JSON.self, from: Data(text.utf8)) } == expected)
        #expect(Self.outcome { try JSONDecoder().decode(JSON.self, from: Data(text.utf8)) } == expected)
    }

    /// The case and coding path of a `DecodingError`, or the value: what both decoders must agree on.
    static func outcome(_ decode: () throws -> JSON) -> String {
        do {
            return "value \(try decode().description.count)"
        } catch DecodingError.dataCorrupted(let context) {
            return "dataCorrupted at \(context.codingPath.map(\.stringValue))"
        } catch {
            return "\(error)"
        }
    }

    @Test("A number JSON cannot hold (Infinity, NaN, 01, 1., a bad escape) fails as under JSONDecoder, at its path", arguments: [
        (#"{"n": NaN}"#, true), ("[Infinity]", true), ("[-Infinity]", true), ("[1, 01]", true), ("01", true),
        (#"{"a":{"b":[2, 01]}}"#, true), (#"{"a": [1.]}"#, true), (#"{x: 0x10, y: +1, z: .5, w: 5.}"#, true),
        ("[1, 01]", false), (#"{"a": [1.]}"#, false), (#"{"s": "\x41"}"#, false), (#"{"a":{"b":[2, 01]}}"#, false),
        // The first in document order counts, below containers before it and beside others.
        ("[[[], {a: 1}], [2, {b: [NaN, Infinity]}], -Infinity]", true), (#"[[1, [2, 01]], 01.]"#, false),
        // A later member of a repeated key is not decoded, so its number does not fail.
        (#"{"k":[0],"k":[01],"j":{"x":[5, {"y":01}]}}"#, false), (#"{"k":[0],"k":[01]}"#, false),
    ])
    func numbersJSONCannotHold(text: String, json5: Bool) throws {
        let fleece = FleeceDecoder()
        fleece.allowsJSON5 = json5
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = json5
        let data = Data(text.utf8)
        let ours = Self.outcome { try fleece.decode(JSON.self, from: data) }
        #expect(ours == Self.outcome { try foundation.decode(JSON.self, from: data) })
        if let decoded = try? fleece.decode(JSON.self, from: data) {
            // What decodes is JSON: its text parses back to the same value.
            #expect(try JSON(parsing: decoded.description) == decoded)
        }
    }
}

/// `JSON` under `.convertFromSnakeCase` is built in one walk (it went through the containers,
/// about 30 times as long: found by an outside tester): the same value, keys and errors as
/// before, and as `JSONDecoder` gives.
@Suite("JSON decoded under convertFromSnakeCase in one walk")
struct SnakeCaseJSONTests {
    func decoders(json5: Bool = false) -> (FleeceDecoder, JSONDecoder) {
        let fleece = FleeceDecoder()
        fleece.keyDecodingStrategy = .convertFromSnakeCase
        fleece.allowsJSON5 = json5
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        foundation.allowsJSON5 = json5
        return (fleece, foundation)
    }

    @Test func keysKeepTheDocumentsOrderAndTheFirstOfThoseThatConvertAlike() throws {
        // Twelve members take the set of keys seen; the nested object, the search of `keys`.
        let wide = (0 ..< 12).map { #""key_\#($0)": \#($0)"# }.joined(separator: ", ")
        let text = #"{\#(wide), "key_3": "again", "keyThree": 3, "nested_value": {"b_c": 1, "bC": 2, "x": [{"y_z": []}, {}]}}"#
        let (fleece, foundation) = decoders()
        let decoded = try fleece.decode(JSON.self, from: Data(text.utf8))
        #expect(decoded == (try foundation.decode(JSON.self, from: Data(text.utf8))))
        guard case .object(let object) = decoded else { Issue.record("not an object"); return }
        #expect(Array(object.keys) == (0 ..< 12).map { "key\($0)" } + ["keyThree", "nestedValue"])
        #expect(decoded["key3"] == 3)
        #expect(decoded["nestedValue"] == ["bC": 1, "x": [["yZ": []], [:]]])
        #expect(object.count == 14)
    }

    @Test func aModelsJSONMemberUnderSnakeCase() throws {
        struct Envelope: Decodable, Equatable { let eventKind: String; let payload: JSON }
        let text = #"{"event_kind": "push", "payload": {"head_commit": {"author_name": "ada", "added_files": ["a.swift"]}, "size": 1.50}}"#
        let (fleece, foundation) = decoders()
        let ours = try fleece.decode(Envelope.self, from: Data(text.utf8))
        #expect(ours == (try foundation.decode(Envelope.self, from: Data(text.utf8))))
        #expect(ours.payload == ["headCommit": ["authorName": "ada", "addedFiles": ["a.swift"]], "size": 1.5])
        guard case .number(let size)? = ours.payload["size"] else { Issue.record("no number"); return }
        #expect(size.text == "1.50")
    }

    @Test func aNumberJSONCannotHoldFailsAtItsPath() {
        let (fleece, foundation) = decoders(json5: true)
        for text in ["{some_key: [1, {other_key: NaN}]}", "{a_b: 1, a_b: NaN, c: [Infinity]}"] {
            let data = Data(text.utf8)
            let ours = JSONDecodedAsFoundationDoesTests.outcome { try fleece.decode(JSON.self, from: data) }
            #expect(ours == JSONDecodedAsFoundationDoesTests.outcome { try foundation.decode(JSON.self, from: data) }, "\(text)")
            #expect(ours.hasPrefix("dataCorrupted"), "\(text)")
        }
    }

    @Test func aDocumentNested2000DeepTakesNoNativeStack() throws {
        let depth = 2_000
        let text = String(repeating: #"{"a_b":["#, count: depth) + "1" + String(repeating: "]}", count: depth)
        let (fleece, _) = decoders()
        var options = fleece.parsingOptions
        options.maximumDepth = 2 * depth + 1
        fleece.parsingOptions = options
        var value: JSON? = try fleece.decode(JSON.self, from: Data(text.utf8))
        for _ in 0 ..< depth { value = value?["aB"]?[0] }
        #expect(value == 1)
    }
}
