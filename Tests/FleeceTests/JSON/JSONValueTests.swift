import Testing
@testable import Fleece

@Suite("The JSON value")
struct JSONValueTests {
    @Test("pattern matching works as users expect")
    func patternMatching() throws {
        let json = try JSON(parsing: #"{"name": "Ada", "tags": ["x"], "age": 36, "ok": true, "none": null}"#)
        guard case .object(let object) = json else {
            Issue.record("not an object")
            return
        }
        if case .string(let name)? = object["name"] { #expect(name == "Ada") } else { Issue.record("name") }
        if case .array(let tags)? = object["tags"] { #expect(tags.count == 1) } else { Issue.record("tags") }
        if case .number(let age)? = object["age"] { #expect(age.int == 36) } else { Issue.record("age") }
        if case .bool(let ok)? = object["ok"] { #expect(ok) } else { Issue.record("ok") }
        if case .null? = object["none"] {} else { Issue.record("none") }
        #expect(object["missing"] == nil)
        #expect(json["tags"]?[0] == "x")
        #expect(json["tags"]?[1] == nil)
    }

    @Test("an object keeps document order")
    func objectOrder() throws {
        guard case .object(let object) = try JSON(parsing: #"{"z":1,"a":2,"m":3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object.map(\.key) == ["z", "a", "m"])
        #expect(object.map(\.value) == [1, 2, 3])
        #expect(object[1].key == "a")
        #expect(!object.isEmpty)
    }

    @Test("keys with escapes are found by their unescaped text")
    func escapedKeys() throws {
        let json = try JSON(parsing: #"{"a\"b":1,"caf\u00e9":2,"\ud83d\ude00":3}"#)
        #expect(json["a\"b"] == 1)
        #expect(json["café"] == 2)
        #expect(json["😀"] == 3)
        guard case .object(let object) = json else { return }
        #expect(object.keys == ["a\"b", "café", "😀"])
    }

    @Test("small objects: keys of one length told apart by their first byte or a later one, escaped, empty, duplicated")
    func smallObjectKeysOfOneLength() throws {
        let json = try JSON(parsing: #"{"id":1,"ts":2,"ms":3,"ok":4,"ia":5,"":6,"\u0069d":7,"ab":8,"ab":9,"aé":10}"#)
        #expect(json["ts"] == 2)
        #expect(json["ms"] == 3)
        #expect(json["ok"] == 4)
        #expect(json["ia"] == 5)
        #expect(json[""] == 6)
        // The escaped key is "id" too, and later: the last one wins.
        #expect(json["id"] == 7)
        #expect(json["ab"] == 9)
        #expect(json["aé"] == 10)
        // Same length and first byte as present keys, but no such key.
        #expect(json["ib"] == nil)
        #expect(json["oj"] == nil)
        #expect(json["a"] == nil)
        #expect(json["idx"] == nil)
        guard case .object(let empty) = try JSON(parsing: "{}") else { return }
        #expect(empty.memberIndex(forKey: "") == nil)
    }

    @Test("large objects: hashed lookup finds every key and the last duplicate")
    func largeObjects() throws {
        var text = "{"
        for index in 0..<500 { text += "\"key\(index)\":\(index)," }
        text += #""key7":"last","caf\u00e9":"escaped"}"#
        let json = try JSON(parsing: text)
        for index in stride(from: 0, to: 500, by: 37) where index != 7 {
            #expect(json["key\(index)"] == .number(JSON.Number(index)))
        }
        #expect(json["key7"] == "last")
        #expect(json["café"] == "escaped")
        #expect(json["key500"] == nil)
        guard case .object(let object) = json else { return }
        #expect(object.count == 502)
    }

    @Test("an array is a random-access collection from 0")
    func arrays() throws {
        guard case .array(let items) = try JSON(parsing: #"[1, "two", [3], {"four": 4}, null]"#) else {
            Issue.record("not an array")
            return
        }
        #expect(items.startIndex == 0)
        #expect(items.count == 5)
        #expect(items[1] == "two")
        #expect(items[2] == [3])
        #expect(items[3] == ["four": 4])
        #expect(items.last == .null)
        let lastTwo: [JSON] = Array(items.reversed().prefix(2))
        #expect(lastTwo == [nil, ["four": 4]])
        #expect(items[9] == .null)
    }

    @Test("literals build the values they spell")
    func literals() throws {
        let json: JSON = ["id": 1, "tags": ["a"], "email": nil, "price": 12.5, "ok": false]
        #expect(json == (try JSON(parsing: #"{"id":1,"tags":["a"],"email":null,"price":12.5,"ok":false}"#)))
        #expect(json["email"] == .null)
        #expect(json.text() == #"{"id":1,"tags":["a"],"email":null,"price":12.5,"ok":false}"#)
        #expect(JSON(floatLiteral: .infinity) == .null)
    }

    @Test("objects are equal whatever the order, not whatever the values")
    func objectEquality() throws {
        let a = try JSON(parsing: #"{"a":1,"b":[true,null]}"#)
        let b = try JSON(parsing: #"{"b":[true,null],"a":1.0}"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try JSON(parsing: #"{"a":1,"b":[null,true]}"#)))
        #expect(a != (try JSON(parsing: #"{"a":1}"#)))
        #expect(a != (try JSON(parsing: #"{"a":1,"b":[true,null],"c":1}"#)))
        #expect(try JSON(parsing: #"{"a":1,"a":2}"#) == ["a": 2])
        #expect(Set([a, b]).count == 1)
    }

    @Test("JSON.Object and JSON.Array compare and hash as the JSON values they are")
    func containerEquality() throws {
        guard case .object(let left) = try JSON(parsing: #"{"a":[1,2],"b":{"c":null}}"#),
              case .object(let right) = try JSON(parsing: #"{"b":{"c":null},"a":[1.0,2e0]}"#),
              case .object(let other) = try JSON(parsing: #"{"a":[2,1],"b":{"c":null}}"#),
              case .array(let first)? = left["a"], case .array(let second)? = right["a"], case .array(let reversed)? = other["a"]
        else { Issue.record("not parsed as expected"); return }
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        #expect(left != other)
        #expect(Set([left, right, other]).count == 2)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != reversed)
        #expect(Set([first, second, reversed]).count == 2)
    }

    @Test("values of different kinds are never equal")
    func kinds() {
        let values: [JSON] = [["a": 1], [1], "1", 1, true, nil]
        for (i, left) in values.enumerated() {
            for (j, right) in values.enumerated() { #expect((left == right) == (i == j)) }
        }
        #expect(values.map(\.kindName) == ["object", "array", "string", "number", "bool", "null"])
    }
}

@Suite("JSON.Number")
struct JSONNumberTests {
    func number(_ text: String) throws -> JSON.Number {
        let parsed = try JSON(parsing: text)
        guard case .number(let number) = parsed else { throw Failure.notANumber(text) }
        return number
    }

    enum Failure: Error { case notANumber(String) }

    @Test("integers only when the value is an integer in range")
    func integers() throws {
        #expect(try number("1e2").int64 == 100)
        #expect(try number("12.5").int64 == nil)
        #expect(try number("1e400").int64 == nil)
        #expect(try number("18446744073709551616").int64 == nil)
        #expect(try number("18446744073709551615").uint64 == UInt64.max)
        #expect(try number("-9223372036854775808").int64 == Int64.min)
        #expect(try number("9223372036854775807").int == Int.max)
        #expect(try number("-1").uint64 == nil)
        #expect(try number("255").integer(as: UInt8.self) == 255)
        #expect(try number("256").integer(as: UInt8.self) == nil)
        #expect(try number("-128").integer(as: Int8.self) == -128)
        #expect(try number("12").isWrittenAsInteger)
        #expect(try !number("12.0").isWrittenAsInteger)
    }

    @Test("doubles are the nearest value; the text is kept")
    func doubles() throws {
        #expect(try number("0.1").double == 0.1)
        #expect(try number("-2.5e-3").double == -0.0025)
        #expect(try number("1e400").double == .infinity)
        #expect(try number("-1e400").double == -.infinity)
        #expect(try number("3.4028235e38").float == Float.greatestFiniteMagnitude)
        #expect(try number("123456789012345678901234567890").text == "123456789012345678901234567890")
    }

    @Test("equal by value, however written", arguments: [
        ("1", "1.0"), ("1", "1e0"), ("100", "1e2"), ("0.05", "5e-2"), ("10e-1", "1"), ("0", "-0"),
        ("0", "0.000e5"), ("-1.50", "-15e-1"), ("123456789012345678901234567890", "1.2345678901234567890123456789e29"),
    ])
    func equalNumbers(left: String, right: String) throws {
        #expect(try number(left) == number(right))
        #expect(try number(left).hashValue == number(right).hashValue)
    }

    @Test("different values are different, even when their Doubles agree", arguments: [
        ("1", "-1"), ("1", "10"), ("0.1", "0.10000000000000001"), ("1e2", "1e3"), ("12", "1.2"),
    ])
    func differentNumbers(left: String, right: String) throws {
        #expect(try number(left) != number(right))
    }

    @Test("numbers built in code")
    func built() {
        #expect(JSON.Number(42).text == "42")
        #expect(JSON.Number(-7 as Int8).int64 == -7)
        #expect(JSON.Number(12.5)?.text == "12.5")
        #expect(JSON.Number(Double.nan) == nil)
        #expect(JSON.Number("12.50")?.text == "12.50")
        #expect(JSON.Number("0x1F") == nil)
        #expect(JSON.Number(" 1") == nil)
    }

    @Test("a Float is written as its own shortest text, not the widened Double's")
    func builtFromFloat() {
        let reading: Float = 0.1
        #expect(JSON.Number(reading)?.text == "0.1")
        #expect(JSON.Number(Double(reading))?.text == "0.10000000149011612")
        #expect(JSON.Number(Float(100))?.text == "100")
        #expect(JSON.Number(Float(-0.0))?.text == "-0")
        #expect(JSON.Number(Float.greatestFiniteMagnitude)?.text == "3.4028235e+38")
        #expect(JSON.Number(Float.leastNonzeroMagnitude)?.text == "1e-45")
        #expect(JSON.Number(Float.infinity) == nil)
        #expect(JSON.Number(-Float.nan) == nil)
        #expect(JSON.Number(reading)?.float == reading)
    }
}
