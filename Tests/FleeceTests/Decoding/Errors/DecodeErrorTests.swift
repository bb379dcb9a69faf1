import Testing
@testable import Fleece

@Suite("DecodeError")
struct DecodeErrorTests {
    @Test("a failure inside nested arrays names its path from the root and its line and column")
    func nestedPathAndPosition() throws {
        let json = try JSON(parsing: """
            [
              [1, 2],
              [3, [4, "five"]]
            ]
            """)
        let error = try #require([[JSON]].decode(json).flatMap { rows in [Int].decode(rows[1][1]) }.error)
        #expect(error.description == #"[1][1][1]: expected Int, found string "five" at line 3, column 11"#)
        #expect(error.path == JSONPath([.index(1), .index(1), .index(1)]))
        #expect(error.position == JSONPosition(offset: 22, line: 3, column: 11))
        #expect(error.reason == .typeMismatch(expected: "Int", found: #"string "five""#))
    }

    @Test("paths go through object keys, quoting keys a dot would make ambiguous")
    func objectPaths() throws {
        let json = try JSON(parsing: #"{"a": {"b.c": [true, {"d": 1.5}]}}"#)
        let inner = try #require(json["a"]?["b.c"]?[1]?["d"])
        let error = try #require(Int.decode(inner).error)
        #expect(error.description == #"a["b.c"][1].d: expected Int, found number 1.5 (not a whole number) at line 1, column 28"#)
    }

    @Test("a number the type cannot hold says which bound it passed, decided from its exact digits")
    func numberOutOfRange() throws {
        func why<T: JSONDecodable>(_ text: String, as type: T.Type) throws -> String? {
            try #require(T.decode(JSON(parsing: text)).error).failures[0].detail
        }
        #expect(try why("9223372036854775808", as: Int.self) == "more than Int.max")
        #expect(try why("-129", as: Int8.self) == "less than Int8.min")
        #expect(try why("-1", as: UInt.self) == "UInt cannot be negative")
        #expect(try why("-0.5", as: UInt.self) == "not a whole number")
        #expect(try why("1.0000000000000000000001", as: Int.self) == "not a whole number")
        #expect(try Int8.decode(JSON(parsing: "1200e-2")).get() == 12)
        #expect(try why("1201e-2", as: Int8.self) == "not a whole number")
        #expect(try why("256.000e0", as: UInt8.self) == "more than UInt8.max")
        #expect(try why("1e99999999999999999999", as: Int.self) == "more than Int.max")
        #expect(try why("1e-99999999999999999999", as: Int.self) == "not a whole number")
        #expect(try why("-1e400", as: Double.self) == "beyond Double's range")
        // The reason stays a type mismatch, and the error equals one built without the detail,
        // which is printed but not compared.
        let error = try #require(UInt8.decode(JSON(parsing: "300")).error)
        #expect(error.description == "expected UInt8, found number 300 (more than UInt8.max) at line 1, column 1")
        #expect(error == DecodeError([DecodeError.Failure(
            reason: .typeMismatch(expected: "UInt8", found: "number 300"),
            position: JSONPosition(offset: 0, line: 1, column: 1))]))
    }

    @Test("values built in code have paths but no positions")
    func literalsHaveNoPosition() throws {
        let json: JSON = ["list": [1, 2.5]]
        let error = try #require([String: [Int]].decode(json).error)
        #expect(error.description == "list[1]: expected Int, found number 2.5 (not a whole number)")
        #expect(error.position == nil)
    }

    @Test("a failure at the root has no path prefix; strings alone have no position")
    func rootFailure() throws {
        let error = try #require(Int.decode("12a").error)
        #expect(error.description == #"expected Int, found string "12a""#)
        #expect(error.path == .root)
    }

    @Test("excerpts show the kind and a short text of what was found")
    func excerpts() throws {
        #expect(ValueExcerpt.describe("12a") == #"string "12a""#)
        #expect(ValueExcerpt.describe("tab\there") == #"string "tab\there""#)
        #expect(ValueExcerpt.describe(try JSON(parsing: "12.5")) == "number 12.5")
        #expect(ValueExcerpt.describe(true) == "bool true")
        #expect(ValueExcerpt.describe(nil) == "null")
        #expect(ValueExcerpt.describe([1, 2, 3]) == "array [1,2,3]")
        #expect(ValueExcerpt.describe(["a": 1]) == #"object {"a":1}"#)
        let long = String(repeating: "x", count: 100)
        #expect(ValueExcerpt.describe(.string(long)) == "string \"" + String(repeating: "x", count: 39) + "…\"")
        let object = try JSON(parsing: #"{"first":"aaaaaaaaaa","second":"bbbbbbbbbb","third":3,"fourth":4}"#)
        #expect(ValueExcerpt.describe(object) == #"object {"first":"aaaaaaaaaa","second":"bbbbbbbbbb",…}"#)
        let numbers = JSON.array(JSON.Array((0..<1000).map { JSON.number(JSON.Number($0)) }))
        #expect(ValueExcerpt.describe(numbers) == "array [0,1,2,3,4,5,6,7,8,9,10,11,12,13,…]")
        let deep = try JSON(parsing: String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
        #expect(ValueExcerpt.describe(deep) == "array " + String(repeating: "[", count: 32) + "…" + String(repeating: "]", count: 32))
    }

    @Test("an excerpt stays on one line: line separators, C1 controls, DEL and bidi overrides escaped; a flag is never cut in two")
    func excerptsStayOnOneLine() throws {
        #expect(ValueExcerpt.describe("a\u{2028}b\u{2029}c\u{85}d") == #"string "a\u2028b\u2029c\u0085d""#)
        #expect(ValueExcerpt.describe("\u{9B}31m\u{7F}") == #"string "\u009b31m\u007f""#)
        #expect(ValueExcerpt.describe("abc\u{202E}fdp.exe\u{2066}") == #"string "abc\u202efdp.exe\u2066""#)
        #expect(ValueExcerpt.describe(["k\u{2028}": 1]) == #"object {"k\u2028":1}"#)
        #expect(ValueExcerpt.describe("café ✓") == #"string "café ✓""#)
        let flags = String(repeating: "x", count: 38) + "🇫🇷🇫🇷"
        #expect(ValueExcerpt.describe(.string(flags)) == "string \"" + String(repeating: "x", count: 38) + "…\"")
        let json = try JSON(parsing: #"{"v": "a\u2028b"}"#)
        let decoded: Decoded<Bool> = json <| "v"
        let error = try #require(decoded.error)
        #expect(error.description == #"v: expected Bool, found string "a\u2028b" at line 1, column 7"#)
    }

    @Test("a key with a line break or a bidirectional override is quoted and escaped, in a path and as a missing key")
    func keysOnOneLine() throws {
        let json = try JSON(parsing: #"{"a\u2028b": {"c\u202Ed": 1.5}}"#)
        let inner = try #require(json["a\u{2028}b"]?["c\u{202E}d"])
        let error = try #require(Int.decode(inner).error)
        #expect(error.description == #"["a\u2028b"]["c\u202ed"]: expected Int, found number 1.5 (not a whole number) at line 1, column 27"#)
        #expect(DecodeError.Reason.missingKey("a\u{2028}b").description == #"missing key "a\u2028b" in object"#)
    }

    @Test("reasons read as a person would say them")
    func reasons() {
        #expect(DecodeError.Reason.missingKey("photo_count").description == #"missing key "photo_count" in object"#)
        #expect(DecodeError.Reason.typeMismatch(expected: "Int", found: "null").description == "expected Int, found null")
        #expect(DecodeError.Reason.unknownValue(found: #"string "audio""#, known: [#""photo""#, #""video""#]).description
            == #"expected one of "photo", "video", found string "audio""#)
        #expect(DecodeError.Reason.custom("end is before start").description == "end is before start")
    }

    @Test("the full line: path, reason, position, declaration")
    func fullLine() {
        let failure = DecodeError.Failure(
            reason: .typeMismatch(expected: "Int", found: #"string "12a""#),
            path: [.key("places"), .key("place"), .index(3), .key("photo_count")],
            position: JSONPosition(offset: 300, line: 14, column: 22),
            declaration: DecodeError.Declaration(fileID: "Flickr/Place.swift", line: 31))
        #expect(DecodeError([failure]).description
            == #"places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22 (declared at Place.swift:31)"#)
    }

    @Test("several failures: one line each, in order")
    func several() {
        let error = DecodeError.combining([.custom("first"), .missingKey("b"), .custom("third")])
        #expect(error.failures.count == 3)
        #expect(error.description == "first\nb: missing key \"b\" in object\nthird")
        #expect(DecodeError([]).description == "no failures")
    }

    @Test("equality compares reason, path, position and declaration, however the place is stored")
    func equality() throws {
        let json = try JSON(parsing: "[1, 2.5]")
        let error = try #require([Int].decode(json).error)
        let expected = DecodeError([DecodeError.Failure(
            reason: .typeMismatch(expected: "Int", found: "number 2.5"), path: [.index(1)],
            position: JSONPosition(offset: 4, line: 1, column: 5))])
        #expect(error == expected)
        #expect(error != DecodeError([DecodeError.Failure(
            reason: .typeMismatch(expected: "Int", found: "number 2.5"), path: [.index(1)])]))
        #expect(error != DecodeError([DecodeError.Failure(
            reason: .typeMismatch(expected: "Int", found: "number 2.5"), path: [.index(1)],
            position: JSONPosition(offset: 4, line: 1, column: 5), declaration: DecodeError.Declaration(fileID: "A/B.swift", line: 1))]))
        #expect(DecodeError.custom("a") != .custom("b"))
    }

    @Test("a custom error about a value learns its place from the decoder that looked it up")
    func customLocated() throws {
        struct Even: JSONDecodable {
            static func decode(_ json: JSON) -> Decoded<Even> {
                Int.decode(json).flatMap { $0 % 2 == 0 ? .success(Even()) : .failure(.custom("\($0) is odd")) }
            }
        }
        let json = try JSON(parsing: "[2,\n 3]")
        #expect(([Even].decode(json)).error?.description == "[1]: 3 is odd at line 2, column 2")
    }

    @Test("the path to any entry of a document, including beside duplicate and empty containers")
    func paths() throws {
        let json = try JSON(parsing: #"{"a": [], "b": {}, "a": [{}, {"x": [null, [0]]}]}"#)
        guard case .array(let deepest)? = json["a"]?[1]?["x"]?[1] else {
            Issue.record("no array")
            return
        }
        #expect(deepest.document.path(toEntry: deepest.entryIndex) == [.key("a"), .index(1), .key("x"), .index(1)])
        #expect(deepest.document.path(toEntry: deepest.document.rootIndex) == .root)
        #expect(deepest.document.path(toEntry: -1) == .root)
        guard case .object(let empty)? = json["b"] else {
            Issue.record("no object")
            return
        }
        #expect(empty.document.path(toEntry: empty.entryIndex) == [.key("b")])
    }

    @Test("declarations print the file name without the module")
    func declaration() {
        #expect(DecodeError.Declaration(fileID: "Flickr/Place.swift", line: 31).description == "Place.swift:31")
        #expect(DecodeError.Declaration(fileID: "Place.swift", line: 2).description == "Place.swift:2")
    }

    @Test("a failure stays small, so that an array of many failing elements does not take many times its input")
    func failureStaysSmall() throws {
        // 800,000 failing elements of a 3.2 MB array kept 203 MB at 152 bytes a failure; the
        // declaring line, a detail and a place given in code are boxed, and only when present.
        #expect(MemoryLayout<DecodeError.Failure>.stride <= 72)
        let json = try JSON(parsing: #"["a", "b"]"#)
        var failure = try #require([Int].decode(json).error?.failures.last)
        #expect(failure.declaration == nil && failure.detail == nil)
        failure.detail = "why"
        failure.declaration = DecodeError.Declaration(fileID: "App/Item.swift", line: 7)
        var copy = failure
        copy.detail = nil
        #expect(failure.detail == "why" && failure.declaration?.line == 7)
        #expect(copy.detail == nil && copy.declaration?.line == 7)
        #expect(copy.description == #"[1]: expected Int, found string "b" at line 1, column 7 (declared at Item.swift:7)"#)
        copy.declaration = nil
        #expect(copy.description == #"[1]: expected Int, found string "b" at line 1, column 7"#)
        #expect(failure.description == #"[1]: expected Int, found string "b" (why) at line 1, column 7 (declared at Item.swift:7)"#)
    }
}

/// Found by an outside tester: a kept `DecodeError` kept the whole parsed input alive (five
/// errors of a 28 MB response held 424 MB), and `detached()` was not public.
@Suite struct DetachedDecodeErrorTests {
    struct Item: JSONDecodable {
        let id: Int
        static func decode(_ json: JSON) -> Decoded<Item> { Item.init <^> json <| "id" }
    }

    @Test func aDetachedErrorSaysTheSameAndLetsTheDocumentGo() throws {
        weak var document: JSONDocument?
        var kept: DecodeError?
        var attached: String?
        do {
            let json = try JSON(parsing: "{\"items\": [{\"id\": 1},\n {\"id\": \"oops\"}]}")
            if case .object(let object) = json { document = object.document }
            let decoded: Decoded<[Item]> = json <|| "items"
            let error = try #require(decoded.error)
            attached = error.description
            kept = error.detached()
            #expect(kept == error)
        }
        #expect(document == nil)
        #expect(kept?.description == attached)
        #expect(kept?.description == #"items[1].id: expected Int, found string "oops" at line 2, column 9"#)
        #expect(kept?.failures.first?.path.description == "items[1].id")
    }
}
