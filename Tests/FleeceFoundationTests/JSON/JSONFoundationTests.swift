import Foundation
import FleeceFoundation
import Testing

@Suite("JSON and Foundation objects")
struct JSONFoundationTests {
    static let text = #"""
    {"user": {"name": "Ada", "admin": true, "id": 18446744073709551615, "balance": -12.5, "tags": ["a", null],
     "big": 123456789012345678901234567890, "small": -9223372036854775808, "ratio": 0.1, "zero": 0, "off": false}}
    """#

    @Test("JSONSerialization output converts to the value JSON(parsing:) gives")
    func fromJSONSerialization() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.text.utf8))
        let converted = try JSON(object)
        let parsed = try JSON(parsing: Self.text)
        #expect(converted == parsed)
        #expect(converted["user"]?["admin"] == .bool(true))
        #expect(converted["user"]?["off"] == .bool(false))
        #expect(converted["user"]?["zero"] == 0)
        if case .number(let id)? = converted["user"]?["id"] { #expect(id.uint64 == .max) } else { Issue.record("id") }
        if case .number(let big)? = converted["user"]?["big"] { #expect(big.text == "123456789012345678901234567890") } else { Issue.record("big") }
    }

    @Test("fragments and Swift's own values")
    func swiftValues() throws {
        #expect(try JSON(JSONSerialization.jsonObject(with: Data("3".utf8), options: .fragmentsAllowed)) == 3)
        // Through `Any`: `JSON(true)` with a literal is the literal itself, not a conversion.
        func convert(_ value: Any) throws -> JSON { try JSON(value) }
        #expect(try convert(NSNull()) == .null)
        #expect(try convert(true) == .bool(true))
        #expect(try convert(1) == 1)
        #expect(try convert(Int8(-3)) == -3)
        #expect(try convert(UInt64.max).text() == "18446744073709551615")
        #expect(try convert(Float(0.1)).text() == "0.1")
        #expect(try convert(0.1).text() == "0.1")
        #expect(try convert(Decimal(string: "12.50") ?? 0).text() == "12.5")
        #expect(try JSON(["b": 1, "a": [true, "x"]] as [String: Any]).text() == #"{"a":[true,"x"],"b":1}"#)
        #expect(try JSON([1, nil, 3] as [Int?]).text() == "[1,null,3]")
        #expect(try JSON(Optional<String>.none as Any) == .null)
    }

    @Test("values without a JSON form are named with their path")
    func failures() {
        #expect(throws: JSONConversionError(path: [.key("when"), .index(1)], typeName: "Date", reason: "JSON has no such value")) {
            try JSON(["when": [1, Date(timeIntervalSince1970: 0)]] as [String: Any])
        }
        #expect(throws: JSONConversionError(path: [.index(0)], typeName: "Double", reason: "inf is not a finite number")) {
            try JSON([Double.infinity])
        }
        #expect(throws: JSONConversionError(path: [.key("m")], typeName: "Dictionary<Int, Int>", reason: "object keys must be strings")) {
            try JSON(["m": [1: 2]] as [String: Any])
        }
        let error = JSONConversionError(path: [.key("events"), .index(2), .key("when")], typeName: "Date", reason: "JSON has no such value")
        #expect(error.description == "cannot convert Date at events[2].when to JSON: JSON has no such value")
    }

    @Test("back to Foundation objects, and to Data")
    func toFoundation() throws {
        let json = try JSON(parsing: Self.text)
        let object = try #require(json.foundationObject as? [String: Any])
        let again = try JSON(object)
        #expect(again == json)
        let data = json.data()
        #expect(try JSON(parsing: data) == json)
        let small: JSON = ["a": 1]
        #expect(String(decoding: small.data(.pretty), as: UTF8.self) == "{\n  \"a\": 1\n}")
        let serialized = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSON(parsing: serialized) == json)
    }

    /// Found by an outside tester: numbers of more than 17 digits became `Double`s, which
    /// `JSONSerialization` reads as `NSDecimalNumber`s with every digit, so the value did not
    /// come back.
    @Test("numbers of more than 17 digits keep them, as JSONSerialization reads them")
    func longDecimals() throws {
        let text = #"{"amount": 12345678901234567.5, "pi": 3.141592653589793238462643383279, "rate": 0.1000000000000000055511151231257827, "short": 2.5, "exp": 1.23456789012345678e5}"#
        let json = try JSON(parsing: text)
        let ours = try #require(json.foundationObject as? [String: Any])
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((ours["amount"] as? NSDecimalNumber)?.stringValue == "12345678901234567.5")
        #expect(ours["short"] is Double && !(ours["short"] is NSDecimalNumber))
        for key in ["amount", "pi", "rate", "short", "exp"] {
            #expect(type(of: ours[key] as Any) == type(of: theirs[key] as Any), "\(key)")
            #expect("\(ours[key] as Any)" == "\(theirs[key] as Any)", "\(key)")
        }
        #expect(try JSON(ours) == json)
    }

    /// Found by an outside tester (maps): `-0.0` lost its sign, and a `Float` `NSNumber` was
    /// written as the `Double` it widens to (`0.10000000149011612`).
    @Test("negative zero and Float numbers, as JSONSerialization writes them")
    func signedZeroAndFloats() throws {
        let text = #"{"c": [-0.0, -0, 0, -0e3, 1.5]}"#
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        let ours = try JSONSerialization.data(withJSONObject: try JSON(parsing: text).foundationObject, options: options)
        let theirs = try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: Data(text.utf8)), options: options)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
        let floats: [String: Any] = ["j": NSNumber(value: Float(0.1)), "l": NSNumber(value: Float(48.856613)), "k": Float(0.1)]
        #expect(try JSON(floats) == JSON(parsing: #"{"j": 0.1, "l": 48.856613, "k": 0.1}"#))
        let serialized = try JSONSerialization.data(withJSONObject: floats, options: options)
        #expect(try JSON(floats) == JSON(parsing: serialized))
    }

    /// Found by an outside tester porting SwiftyJSON code: `JSON(["user": userJSON])` failed
    /// with `cannot convert JSON at user to JSON`, and `JSON(data)` did not say what to do.
    @Test("Fleece's own values are taken as they are; Data is said to be text to parse")
    func ownValues() throws {
        let user: JSON = ["name": "Ada", "tags": ["a"]]
        guard case .object(let object) = user, case .array(let tags)? = user["tags"] else {
            Issue.record("not an object")
            return
        }
        let number = try #require(JSON.Number("12.50"))
        let built = try JSON(["user": user, "object": object, "tags": tags, "price": number, "n": 1] as [String: Any])
        #expect(built == [
            "n": 1, "object": ["name": "Ada", "tags": ["a"]], "price": 12.50, "tags": ["a"], "user": ["name": "Ada", "tags": ["a"]],
        ])
        #expect(built["price"]?.text() == "12.50")
        #expect(try JSON(user) == user)
        #expect(throws: JSONConversionError(path: [.key("body")], typeName: "Data",
                                            reason: "it is JSON text to parse with JSON(parsing:), not a value to convert")) {
            try JSON(["body": Data("{}".utf8)] as [String: Any])
        }
        #expect(throws: JSONConversionError(path: [.key("avatar")], typeName: "Data",
                                            reason: "bytes have no JSON form: put them in as a base64 string (data.base64EncodedString())")) {
            try JSON(["name": "avatar.png", "avatar": Data([0x89, 0x50, 0x4E, 0x47])] as [String: Any])
        }
        #expect(object.description == #"{"name":"Ada","tags":["a"]}"#)
        #expect("\(tags)" == #"["a"]"#)
    }

    @Test("nested and empty containers come out as JSONSerialization gives them")
    func nestedContainers() throws {
        let text = #"{"a": [], "b": {}, "c": [[], [{}], [1, [2.5, [-3]]]], "d": {"e": {"f": null, "g": [true, false, "x"]}}}"#
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        let ours = try JSONSerialization.data(withJSONObject: try JSON(parsing: text).foundationObject, options: options)
        let theirs = try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: Data(text.utf8)), options: options)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
        #expect(String(decoding: ours, as: UTF8.self) == #"{"a":[],"b":{},"c":[[],[{}],[1,[2.5,[-3]]]],"d":{"e":{"f":null,"g":[true,false,"x"]}}}"#)
        #expect(try JSON(parsing: "[]").foundationObject as? [Any] != nil)
        #expect(try JSON(parsing: "7").foundationObject as? Int == 7)
    }

    /// Found by an outside tester: the conversion recursed, and a document parsed with a raised
    /// depth limit overflowed the stack at 5,000 levels.
    @Test("a document nested 10,000 deep converts without recursion")
    func deepDocument() throws {
        let levels = 5_000
        let text = String(repeating: #"{"a": ["#, count: levels) + "1" + String(repeating: "]}", count: levels)
        let json = try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: 2 * levels))
        var value: Any = json.foundationObject
        var depth = 0
        while true {
            if let object = value as? [String: Any], object.count == 1, let inner = object["a"] {
                value = inner
            } else if let array = value as? [Any], array.count == 1 {
                value = array[0]
            } else {
                break
            }
            depth += 1
        }
        #expect(depth == 2 * levels)
        #expect(value as? Int == 1)
        // And back: the conversion to `JSON` recursed too, overflowing the stack at 4,000
        // levels, each level copied into the one above (found by another outside tester).
        #expect(try JSON(json.foundationObject) == json)
        let deepError = try #require(throws: JSONConversionError.self) {
            try JSON(["a": [["b": [1, Date(timeIntervalSince1970: 0)]]]] as [String: Any])
        }
        #expect(deepError.path.description == "a[0].b[1]")
    }

    @Test("a duplicate key's last value, as JSONSerialization takes it")
    func duplicateKeys() throws {
        let text = #"{"a": 1, "b": {"c": true}, "a": 2}"#
        let object = try #require(try JSON(parsing: text).foundationObject as? [String: Any])
        let serialized = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["a"] as? Int == 2)
        #expect(serialized["a"] as? Int == 2)
        #expect(object.count == 2)
    }
}
