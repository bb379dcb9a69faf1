import Testing
@testable import Fleece

/// `json <| "key"`, `json <|? "key"`, their key path forms (`json <| ["o", "key"]`) and the steps
/// of a chain (`json <| "o" <| "key"`, JSONLookup.swift) decode a member found straight from its
/// entry (JSON+MemberDecoding.swift, JSON+PathMemberDecoding.swift); `FieldLookup`
/// (`field(_:nullEndsPath:)` then `required()` or `optional()`) is the general path they stand
/// for. All must give the same values and the same errors (reason, path, position), for every
/// kind of value under every type the fast path reads, and for the others.
@Suite("Member decoding")
struct JSONMemberDecodingTests {
    /// Members of every kind, numbers at and past the limits, in an object large enough for
    /// hinted lookups, and nested.
    static let text = """
        {"s": "Ada", "e": "caf\\u00e9 \\"q\\"", "long": "a string longer than fifteen bytes", "empty": "",
         "i": 7, "neg": -42, "big": 9223372036854775807, "over": 9223372036854775808, "frac": 2.5,
         "exp": 1e2, "huge": 1e400, "d": 0.1, "t": true, "f": false, "n": null, "a": ["x", "y"],
         "o": {"s": "inner", "i": 1, "n": null, "a": [1, 2], "t": true, "d": 1.5},
         "ints": [1, 2.5, 3], "s": "last"}
        """

    let json: JSON
    /// The same members as the value of `"root"` in an outer object, where `FieldLookup` reads
    /// each through the general path, and `outer <| ["root", key]` and `outer <| "root" <| key`
    /// through the fast ones.
    let outer: JSON

    init() throws {
        json = try JSON(parsing: Self.text)
        outer = try JSON(parsing: #"{"root": "# + Self.text + "}")
    }

    static let keys = ["s", "e", "long", "empty", "i", "neg", "big", "over", "frac", "exp", "huge", "d", "t", "f",
                       "n", "a", "o", "ints", "missing"]

    /// `<|` and `<|?` by key against the key path forms, for `T`, over every key.
    func expectSame<T: JSONDecodable & Equatable>(_ type: T.Type, in json: JSON, sourceLocation: SourceLocation = #_sourceLocation) {
        for key in Self.keys {
            let byKey: Decoded<T> = json <| key
            let byPath: Decoded<T> = json <| [key]
            #expect(byKey == byPath, "\(T.self) <| \(key)", sourceLocation: sourceLocation)
            let optionalByKey: Decoded<T?> = json <|? key
            let optionalByPath: Decoded<T?> = json <|? [key]
            #expect(optionalByKey == optionalByPath, "\(T.self) <|? \(key)", sourceLocation: sourceLocation)
            // The errors' text too: path, reason, line and column.
            #expect(byKey.error?.description == byPath.error?.description, sourceLocation: sourceLocation)
            #expect(optionalByKey.error?.description == optionalByPath.error?.description, sourceLocation: sourceLocation)
        }
    }

    /// The key path and chain forms against the general path, in `outer`, for `T`, over every key.
    func expectSameAsGeneral<T: JSONDecodable & Equatable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        for key in Self.keys {
            let general: Decoded<T> = outer.field("root").field(key, nullEndsPath: false).required()
            let optionalGeneral: Decoded<T?> = outer.field("root").field(key, nullEndsPath: true).optional()
            let byPath: Decoded<T> = outer <| ["root", key]
            let byChain: Decoded<T> = outer <| "root" <| key
            for (form, decoded) in [("<| [root, \(key)]", byPath), ("<| root <| \(key)", byChain)] {
                #expect(decoded == general, "\(T.self) \(form)", sourceLocation: sourceLocation)
                #expect(decoded.error?.description == general.error?.description, "\(T.self) \(form)", sourceLocation: sourceLocation)
            }
            let optionalByPath: Decoded<T?> = outer <|? ["root", key]
            let optionalByChain: Decoded<T?> = outer <| "root" <|? key
            for (form, decoded) in [("<|? [root, \(key)]", optionalByPath), ("<| root <|? \(key)", optionalByChain)] {
                #expect(decoded == optionalGeneral, "\(T.self) \(form)", sourceLocation: sourceLocation)
                #expect(decoded.error?.description == optionalGeneral.error?.description, "\(T.self) \(form)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("scalars read from the entry: the same values and errors as the general path")
    func scalars() throws {
        expectSame(String.self, in: json)
        expectSame(Int.self, in: json)
        expectSame(Int64.self, in: json)
        expectSame(Double.self, in: json)
        expectSame(Bool.self, in: json)
        guard case .object(let inner)? = json["o"] else { throw DecodeError.custom("no inner object") }
        expectSame(String.self, in: .object(inner))
        expectSame(Int.self, in: .object(inner))
        expectSame(Double.self, in: .object(inner))
        expectSameAsGeneral(String.self)
        expectSameAsGeneral(Int.self)
        expectSameAsGeneral(Int64.self)
        expectSameAsGeneral(Double.self)
        expectSameAsGeneral(Bool.self)
    }

    @Test("other types through their decode: the same values and errors")
    func otherTypes() {
        expectSame(Int8.self, in: json)
        expectSame(UInt.self, in: json)
        expectSame(Float.self, in: json)
        expectSame(String?.self, in: json)
        expectSame(Int?.self, in: json)
        expectSame([String].self, in: json)
        expectSame([Int].self, in: json)
        expectSame(JSON.self, in: json)
        expectSame(Inner.self, in: json)
        expectSameAsGeneral(Int8.self)
        expectSameAsGeneral(Float.self)
        expectSameAsGeneral(Int?.self)
        expectSameAsGeneral([String].self)
        expectSameAsGeneral([Int].self)
        expectSameAsGeneral(JSON.self)
        expectSameAsGeneral(Inner.self)
    }

    @Test("key paths: the last of repeated keys, null or a non-object on the way, an empty path")
    func keyPaths() throws {
        let json = try JSON(parsing: #"{"a": {"b": 1}, "a": {"b": 2, "n": null, "s": "x", "d": {"e": "deep"}}}"#)
        #expect((json <| ["a", "b"]).value == 2)
        #expect((json <| ["a", "d", "e"]).value == "deep")
        #expect((json <|? ["a", "n", "e"]).value == .some(String?.none))
        #expect((json <|? ["a", "missing", "e"]).value == .some(String?.none))
        let throughNull: Decoded<String> = json <| ["a", "n", "e"]
        #expect(throughNull.error?.description == "a.n: expected object, found null at line 1, column 36")
        let throughString: Decoded<String> = json <| ["a", "s", "e"]
        #expect(throughString.error?.description == #"a.s: expected object, found string "x" at line 1, column 47"#)
        let wrongType: Decoded<Int> = json <| ["a", "d", "e"]
        #expect(wrongType.error?.description == #"a.d.e: expected Int, found string "deep" at line 1, column 63"#)
        let emptyPath: Decoded<Int> = json <| [String]()
        #expect(emptyPath.error == .custom("empty key path"))
        #expect(try json.need(["a", "d", "e"]) == "deep")
        #expect(try json.want(["a", "n"], as: String.self, allowNull: true) == nil)
        #expect(try json.want(["a", "missing"], as: String.self) == nil)
        #expect(throws: DecodeError.self) { try json.want(["a", "n"], as: String.self) }
    }

    @Test("exact values and errors of the fast path")
    func exactValues() throws {
        #expect((json <| "s").value == "last")  // the last of two members "s"
        #expect((json <| "e").value == "caf\u{E9} \"q\"")
        #expect((json <| "long").value == "a string longer than fifteen bytes")
        #expect((json <| "empty").value == "")
        #expect((json <| "i").value == 7)
        #expect((json <| "neg").value == Int64(-42))
        #expect((json <| "big").value == Int.max)
        #expect((json <| "exp").value == 100)
        #expect((json <| "d").value == 0.1)
        #expect((json <| "t").value == true)
        #expect((json <| "f").value == false)
        #expect((json <|? "n").value == .some(Int?.none))
        #expect((json <|? "missing").value == .some(String?.none))
        let over: Decoded<Int> = json <| "over"
        #expect(try #require(over.error).description == "over: expected Int, found number 9223372036854775808 (more than Int.max) at line 2, column 58")
        let frac: Decoded<Int> = json <| "frac"
        #expect(try #require(frac.error).description == "frac: expected Int, found number 2.5 (not a whole number) at line 2, column 87")
        let huge: Decoded<Double?> = json <|? "huge"
        #expect(try #require(huge.error).description.hasPrefix("huge: expected Double, found number 1e400 (beyond Double's range) at line 3"))
        let text: Decoded<Bool> = json <| "s"
        #expect(try #require(text.error).description.hasPrefix(#"s: expected Bool, found string "last" at line 5"#))
        let missing: Decoded<String> = json <| "missing"
        #expect(try #require(missing.error).description == #"missing: missing key "missing" in object at line 1, column 1"#)
        let notObject: Decoded<String> = JSON.string("x") <| "s"
        #expect(notObject.error != nil)
        #expect(notObject == (JSON.string("x") <| ["s"]))
    }

    @Test("a chain collects every failure, each with its place, as before")
    func chainFailures() throws {
        let pair: Decoded<Pair> = curry(Pair.init) <^> json <| "frac" <*> json <| "t" <*> json <|? "s"
        let pairByPath: Decoded<Pair> = curry(Pair.init) <^> json <| ["frac"] <*> json <| ["t"] <*> json <|? ["s"]
        #expect(pair == pairByPath)
        #expect(try #require(pair.error).failures.count == 3)
    }

    @Test("JSONLookup steps keep their place: a non-object on the way fails where it is")
    func lookupSteps() throws {
        let city: Decoded<String> = json <| "s" <| "city"
        #expect(city == (json <| ["s", "city"]))
        #expect(try #require(city.error).description.hasPrefix("s: expected object, found string"))
        #expect((json <| "o" <| "s").value == "inner")
    }
}

/// The nested object, through its own chain.
private struct Inner: JSONDecodable, Equatable {
    let s: String
    let i: Int
    let a: [Int]

    static func decode(_ json: JSON) -> Decoded<Inner> {
        curry(Inner.init) <^> json <| "s" <*> json <| "i" <*> json <|| "a"
    }
}

private struct Pair: JSONDecodable, Equatable {
    let number: Int
    let flag: String
    let name: Int?

    static func decode(_ json: JSON) -> Decoded<Pair> {
        curry(Pair.init) <^> json <| "frac" <*> json <| "t" <*> json <|? "s"
    }
}
