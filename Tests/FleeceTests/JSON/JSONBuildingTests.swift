import Testing
@testable import Fleece

/// Values built in code (literals, `JSON.Array(_:)`, `JSON.Object(_:)`) splice their children's
/// index and text into a new document: they must be indistinguishable from the same value parsed,
/// in text, equality, hashing, lookup and the paths of errors, at any depth.
@Suite("Building JSON values in code")
struct JSONBuildingTests {
    /// The value parsed from `text`, which must be valid JSON of any depth.
    private func parsed(_ text: String) throws -> JSON {
        try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: 100_000))
    }

    /// `value` and `text` parsed are the same value every way that can be observed.
    private func expectSame(_ value: JSON, as text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = try parsed(text)
        #expect(value.text() == reference.text(), sourceLocation: sourceLocation)
        #expect(value.text(.pretty) == reference.text(.pretty), sourceLocation: sourceLocation)
        #expect(value == reference, sourceLocation: sourceLocation)
        #expect(value.hashValue == reference.hashValue, sourceLocation: sourceLocation)
    }

    @Test("flat literals: the text, ==, hash and lookup of the parsed equivalent")
    func flatLiterals() throws {
        let value: JSON = ["id": 7, "price": 12.5, "name": "Ada", "ok": true, "no": false, "none": nil, "tags": ["a", 1, nil], "empty": [:], "list": []]
        try expectSame(value, as: #"{"id":7,"price":12.5,"name":"Ada","ok":true,"no":false,"none":null,"tags":["a",1,null],"empty":{},"list":[]}"#)
        #expect(value.text() == #"{"id":7,"price":12.5,"name":"Ada","ok":true,"no":false,"none":null,"tags":["a",1,null],"empty":{},"list":[]}"#)
        #expect(value["tags"]?[0] == "a")
        #expect(value["empty"] == [:])
        guard case .object(let object) = value else { throw BuildingFailure.notAnObject }
        #expect(object.keys == ["id", "price", "name", "ok", "no", "none", "tags", "empty", "list"])
        #expect(object.key(at: 8) == "list")
        #expect(object.key(at: 9) == "")
        #expect(object.value(at: 9) == .null)
    }

    @Test("strings that need escapes are written escaped and read back unescaped, as keys and values")
    func escapedStrings() throws {
        let value: JSON = ["a\"b": "line\nbreak", "tab\t": ["back\\slash", "/", "caf\u{e9} 😀", "\u{1}"]]
        try expectSame(value, as: #"{"a\"b":"line\nbreak","tab\t":["back\\slash","/","caf\u00e9 😀","\u0001"]}"#)
        #expect(value.text() == #"{"a\"b":"line\nbreak","tab\t":["back\\slash","/","café 😀","\u0001"]}"#)
        #expect(value["a\"b"] == "line\nbreak")
        #expect(value["tab\t"]?[3] == "\u{1}")
        guard case .object(let object) = value else { throw BuildingFailure.notAnObject }
        #expect(object.keys == ["a\"b", "tab\t"])
    }

    /// Found by an outside tester: an override appended to an object's members compared equal
    /// to the intended object, but its text held both members, and `JSONDecoder` (and
    /// `FleeceDecoder`, which reads as it does) took the first.
    @Test("a key given twice keeps its first place and takes its last value, in the text too")
    func duplicateKeys() throws {
        let members: [(key: String, value: JSON)] = [("k", 1), ("other", 2), ("k", 3)]
        let value = JSON.object(JSON.Object(members))
        try expectSame(value, as: #"{"k":3,"other":2}"#)
        #expect(value.text() == #"{"k":3,"other":2}"#)
        #expect(value["k"] == 3)
        guard case .object(let object) = value else { throw BuildingFailure.notAnObject }
        #expect(object.map { $0.key } == ["k", "other"])
        let literal: JSON = ["a": 1, "a": 2]
        #expect(literal.text() == #"{"a":2}"#)
        // Keys are the same when their bytes are: canonically equivalent spellings stay apart,
        // and an object rebuilt from a parsed one's members equals it (the fuzz target's input).
        let spellings = try JSON(parsing: #"{"\u0061": 1, "a": 2, "\u00e9": 3, "e\#u{301}": 4, "\#u{e9}": 5}"#)
        guard case .object(let spelled) = spellings else { throw BuildingFailure.notAnObject }
        let rebuilt = JSON.Object(Array(spelled))
        #expect(JSON.object(rebuilt) == spellings)
        #expect(rebuilt.map(\.key) == ["a", "\u{e9}", "e\u{301}"].map { $0 })
        #expect(JSON.object(rebuilt).text() == #"{"a":2,"é":5,"e\#u{301}":4}"#)
        // Parsed text keeps what it says.
        let parsed = try JSON(parsing: #"{"k":1,"other":2,"k":3}"#)
        guard case .object(let parsedObject) = parsed else { throw BuildingFailure.notAnObject }
        #expect(parsedObject.map { $0.key } == ["k", "other", "k"])
    }

    @Test("parsed subdocuments keep their numbers' spelling and their escapes; whitespace is dropped in the text")
    func parsedSubdocuments() throws {
        let document = try JSON(parsing: "  {\"a\\\"b\" : [1, 2.50, 1E+2, -0, \"x\\n\\u00e9\"] ,\n \"c\": {\"d\": [ ]} }  ")
        let inner = try #require(document["a\"b"])
        let value: JSON = ["first": inner, "whole": document, "number": inner[1] ?? nil, "deep": ["d": document["c"]?["d"] ?? nil]]
        let expected = #"{"first":[1,2.50,1E+2,-0,"x\né"],"whole":{"a\"b":[1,2.50,1E+2,-0,"x\né"],"c":{"d":[]}},"number":2.50,"deep":{"d":[]}}"#
        try expectSame(value, as: expected)
        #expect(value.text() == expected)
        #expect(value["whole"] == document)
        #expect(value["whole"]?.hashValue == document.hashValue)
        #expect(value["first"]?[4] == "x\n\u{e9}")
        #expect(value["whole"]?["a\"b"]?[2] == 100)
        // Equal numbers, whatever their spelling.
        #expect(value["number"] == 2.5)
    }

    @Test("a value built from built values, twice over, is still the parsed value")
    func builtFromBuilt() throws {
        let leaf: JSON = ["x": [1, "two"]]
        let middle: JSON = [leaf, ["y": leaf], leaf]
        let top: JSON = ["m": middle, "again": middle, "n": [middle, [[]], [:]]]
        let leafText = #"{"x":[1,"two"]}"#
        let middleText = "[\(leafText),{\"y\":\(leafText)},\(leafText)]"
        try expectSame(top, as: #"{"m":\#(middleText),"again":\#(middleText),"n":[\#(middleText),[[]],{}]}"#)
        #expect(top["n"]?[0]?[1]?["y"]?["x"]?[1] == "two")
    }

    @Test("2,000 levels of arrays and of objects, 600 of both mixed with parsed values, equal their parsed text")
    func deepValues() throws {
        // Deeper than the parser's default depth limit (512), which building does not apply.
        let levels = 2_000
        var array: JSON = 1
        var object: JSON = "end"
        var mixed: JSON = nil
        let sub = try JSON(parsing: #" [ "s" , {"t": 1.0} ] "#)
        let mixedLevels = 600
        for level in 0..<levels {
            array = [array]
            object = ["k": object]
            if level < mixedLevels {
                mixed = level % 2 == 0 ? ["n": .number(JSON.Number(level)), "sub": sub, "next": mixed] : [mixed, "x"]
            }
        }
        try expectSame(array, as: String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels))
        try expectSame(object, as: String(repeating: #"{"k":"#, count: levels) + #""end""# + String(repeating: "}", count: levels))
        var mixedText = "null"
        for level in 0..<mixedLevels {
            mixedText = level % 2 == 0 ? #"{"n":\#(level),"sub":["s",{"t":1.0}],"next":\#(mixedText)}"# : "[\(mixedText),\"x\"]"
        }
        try expectSame(mixed, as: mixedText)
    }

    @Test("errors in built values name the path from the built root, through parsed subdocuments, and no position")
    func pathsOfErrors() throws {
        let sub = try JSON(parsing: #"{"list": [1, 2, "three"]}"#)
        let value: JSON = ["items": [["id": 1], ["id": "2"]], "sub": sub]
        let wrongID = try #require([String: [[String: Int]]].decode(["items": value["items"] ?? nil]).error)
        #expect(wrongID.path.description == "items[1].id")
        #expect(wrongID.position == nil)
        let inner = try #require(value["sub"]?["list"])
        let wrongElement = try #require([Int].decode(inner).error)
        #expect(wrongElement.path.description == "sub.list[2]")
        #expect(wrongElement.description == #"sub.list[2]: expected Int, found string "three""#)
        #expect(wrongElement.position == nil)
        // Empty containers take a byte each, so the values after them are told apart.
        let empties: JSON = [[1], [], [:]]
        let afterEmpties = try #require([[Int]].decode(empties).error)
        #expect(afterEmpties.path.description == "[2]")
    }

    @Test("a deep built value decodes through the Codable route and reports the path of a failure")
    func codableOnDeepValues() throws {
        var value: JSON = ["leaf": [true]]
        for _ in 0..<200 { value = ["next": value] }
        let error = try #require(Int.decode(deepest(value)).error)
        #expect(error.path.description == String(repeating: "next.", count: 200) + "leaf")
        #expect(try JSONCodableDecoder().decode(Chain.self, from: value).depth == 200)
    }

    /// The innermost `leaf` of a chain of `next` objects.
    private func deepest(_ value: JSON) -> JSON {
        var current = value
        while let next = current["next"] { current = next }
        return current["leaf"] ?? .null
    }
}

/// A chain of `{"next": …}` objects ending in `{"leaf": …}`, decoded without recursion limits.
private struct Chain: Decodable {
    let depth: Int

    private enum Keys: String, CodingKey { case next, leaf }

    init(from decoder: any Decoder) throws {
        var container = try decoder.container(keyedBy: Keys.self)
        var depth = 0
        while container.contains(.next) {
            container = try container.nestedContainer(keyedBy: Keys.self, forKey: .next)
            depth += 1
        }
        _ = try container.decode([Bool].self, forKey: .leaf)
        self.depth = depth
    }
}

private enum BuildingFailure: Error {
    case notAnObject
}
