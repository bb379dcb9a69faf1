import Testing
import Fleece

/// `<^>`, `<*>`, `>>-`, `<|>`, `pure`, `curry` and the curry-free `Decoded(make, …)`.
@Suite("Combinators")
struct CombinatorTests {
    struct User: Equatable {
        let id: Int
        let name: String
        let email: String?
    }

    let good: JSON
    let bad: JSON

    init() throws {
        good = try JSON(parsing: #"{"id": 1, "name": "Ada", "email": "ada@example.com"}"#)
        bad = try JSON(parsing: """
            {"id": "one",
             "name": 2,
             "email": false}
            """)
    }

    @Test("<^> maps, <*> applies")
    func mapAndApply() {
        let user = curry(User.init) <^> good <| "id" <*> good <| "name" <*> good <|? "email"
        #expect(user.value == User(id: 1, name: "Ada", email: "ada@example.com"))
        #expect((String.init(describing:) <^> Decoded<Int>.success(3)).value == "3")
        #expect((String.init(describing:) <^> ((good <| "nope") as Decoded<Int>)).error?.reason == .missingKey("nope"))
    }

    @Test("<*> collects the failures of every field, each with its own path")
    func applyCollects() throws {
        let user = curry(User.init) <^> bad <| "id" <*> bad <| "name" <*> bad <|? "email"
        #expect(try #require(user.error).description == """
            id: expected Int, found string "one" at line 1, column 8
            name: expected String, found number 2 at line 2, column 10
            email: expected String, found bool false at line 3, column 11
            """)
        let partly = curry(User.init) <^> good <| "id" <*> bad <| "name" <*> good <|? "email"
        #expect(try #require(partly.error).failures.count == 1)
        let functionFailed = Decoded<(Int) -> Int>.failure(.custom("no function")) <*> Decoded<Int>.success(1)
        #expect(functionFailed.error == .custom("no function"))
    }

    @Test("Decoded(make, …) builds without curry and collects failures the same way")
    func combining() throws {
        let user = Decoded(User.init, good <| "id", good <| "name", good <|? "email")
        #expect(user.value == User(id: 1, name: "Ada", email: "ada@example.com"))
        let failed = Decoded(User.init, bad <| "id", bad <| "name", bad <|? "email")
        let curried = curry(User.init) <^> bad <| "id" <*> bad <| "name" <*> bad <|? "email"
        #expect(failed.error == curried.error)
        #expect(Decoded({ (id: Int) in id + 1 }, good <| "id").value == 2)
        #expect(Decoded({ (id: Int, name: String) in name }, good <| "nope", good <| "name").error?.reason == .missingKey("nope"))
    }

    @Test(">>- continues only after a success")
    func flatMap() {
        let positive: (Int) -> Decoded<Int> = { $0 > 0 ? .success($0) : .failure(.custom("not positive")) }
        #expect((good <| "id" >>- positive).value == 1)
        #expect((good <| "name" >>- positive).error?.reason == .typeMismatch(expected: "Int", found: #"string "Ada""#))
        #expect((pure(0) >>- positive).error == .custom("not positive"))
    }

    @Test(">>- after a lookup gives the failures of its step the path and position of the value")
    func flatMapLocatesItsFailures() throws {
        let json = try JSON(parsing: """
            {"name": "Ada",
             "age": -3,
             "lines": [{"quantity": 1}, {"quantity": -2}],
             "user": {"age": -1}}
            """)
        let nonNegative: (Int) -> Decoded<Int> = { $0 >= 0 ? .success($0) : .failure(.custom("negative")) }
        let age: Decoded<Int> = json <| "age" >>- { $0 >= 0 ? .success($0) : .failure(.custom("negative")) }
        #expect(try #require(age.error).description == "age: negative at line 2, column 9")
        #expect(try #require(age.error).failures
            == [DecodeError.Failure(reason: .custom("negative"), path: [.key("age")],
                                    position: JSONPosition(offset: 24, line: 2, column: 9))])
        let byPath: Decoded<Int> = json <| ["age"] >>- nonNegative
        #expect(try #require(byPath.error).description == "age: negative at line 2, column 9")
        let chained: Decoded<Int> = json <| "user" <| "age" >>- nonNegative
        #expect(try #require(chained.error).description == "user.age: negative at line 4, column 18")
        // A string has no place of its own: the failure made from it gets the lookup's.
        let name: Decoded<String> = json <| "name" >>- { (name: JSON) in .failure(.typeMismatch(expected: "a long name", found: name)) }
        #expect(try #require(name.error).description == #"name: expected a long name, found string "Ada" at line 1, column 10"#)
        // The value not being a `T` fails as `<|` fails, and the step is not called.
        let notAnInt: Decoded<Int> = json <| "name" >>- nonNegative
        #expect(try #require(notAnInt.error).description == #"name: expected Int, found string "Ada" at line 1, column 10"#)
        #expect((json <| "age" >>- { (age: Int) in Decoded<Int>.success(-age) }).value == 3)

        struct Line: JSONDecodable {
            let quantity: Int
            static func decode(_ json: JSON) -> Decoded<Line> {
                Line.init <^> (json <| "quantity" >>- { $0 >= 0 ? .success($0) : .failure(.custom("negative")) })
            }
        }
        let lines: Decoded<[Line]> = json <| "lines"
        #expect(try #require(lines.error).description == "lines[1].quantity: negative at line 3, column 42")
    }

    @Test("<|> takes the first success, and evaluates the alternative only when needed")
    func alternative() {
        let name: Decoded<String> = good <| "nickname" <|> good <| "name"
        #expect(name.value == "Ada")
        var evaluated = false
        func alternativeName() -> Decoded<String> {
            evaluated = true
            return .success("x")
        }
        let first: Decoded<String> = good <| "name" <|> alternativeName()
        #expect(first.value == "Ada")
        #expect(!evaluated)
    }

    @Test("<|> that fails on both sides lists the failures of both, the first side's first")
    func alternativeBothFail() throws {
        let neither: Decoded<String> = good <| "nickname" <|> good <| "handle"
        #expect(try #require(neither.error).description == """
            nickname: missing key "nickname" in object at line 1, column 1
            handle: missing key "handle" in object at line 1, column 1
            """)
        let wrong: Decoded<Int> = bad <| "id" <|> bad <| "email" <|> bad <| "age"
        #expect(try #require(wrong.error).description == """
            id: expected Int, found string "one" at line 1, column 8
            email: expected Int, found bool false at line 3, column 11
            age: missing key "age" in object at line 1, column 1
            """)
        #expect((bad <| "id" <|> good <| "id").value == 1)
    }

    /// Found by an outside tester: over DynamoDB's typed attributes, tried one type key after
    /// another, the value that was there and wrong was listed fourth of nine, after missing keys.
    @Test("<|> lists the failures of values that were there before the missing keys, each in chain order")
    func alternativeListsPresentValuesFirst() throws {
        enum Attribute: JSONDecodable, Equatable {
            case string(String), number(Double), bool(Bool), list([Attribute])
            static func decode(_ json: JSON) -> Decoded<Attribute> {
                (Attribute.string <^> json <| "S") <|> (Attribute.number <^> json <|~ "N")
                    <|> (Attribute.bool <^> json <| "BOOL") <|> (Attribute.list <^> json <|| "L")
            }
        }
        let item = try JSON(parsing: #"{"price": {"N": "1O"}, "tags": {"L": 3, "X": 1}, "ok": {"N": "2.5"}}"#)
        let ok: Decoded<Attribute> = item <| "ok"
        #expect(ok.value == .number(2.5))
        let price: Decoded<Attribute> = item <| "price"
        #expect(try #require(price.error).description == """
            price.N: expected Double, found string "1O" at line 1, column 17
            price.S: missing key "S" in object at line 1, column 11
            price.BOOL: missing key "BOOL" in object at line 1, column 11
            price.L: missing key "L" in object at line 1, column 11
            """)
        let tags: Decoded<Attribute> = item <| "tags"
        #expect(try #require(tags.error).failures.map(\.path.description) == ["tags.L", "tags.S", "tags.N", "tags.BOOL"])
    }

    @Test("pure is a success")
    func pureValue() {
        #expect(pure(3).value == 3)
        let user = curry(User.init) <^> good <| "id" <*> pure("Guest") <*> pure(nil)
        #expect(user.value == User(id: 1, name: "Guest", email: nil))
    }

    @Test("operators group as in Runes and Argo")
    func precedence() {
        // `<|` binds tighter than `<*>`, which binds tighter than `<|>`, which binds tighter than `>>-`.
        let combined = curry({ (a: Int, b: Int) in a + b }) <^> good <| "id" <*> good <| "id"
            <|> pure(0) >>- { Decoded<Int>.success($0 * 10) }
        #expect(combined.value == 20)
    }

    @Test("a hand-curried closure chains as before, and collects failures")
    func handCurried() {
        let make = { (id: Int) in { (name: String) in User(id: id, name: name, email: nil) } }
        #expect((make <^> good <| "id" <*> good <| "name").value == User(id: 1, name: "Ada", email: nil))
        let failed = make <^> bad <| "id" <*> bad <| "name"
        #expect(failed.error?.failures.map(\.path.description) == ["id", "name"])
    }

    @Test("a curried step is also a plain function: apply")
    func curriedApply() {
        let add = curry { (a: Int, b: Int) in a * 10 + b }
        #expect([1, 2].map(add.apply).map { $0(3) } == [13, 23])
        #expect((pure(add) <*> pure(4) <*> pure(5)).value == 45)
    }

    @Test("curry covers 1, 2 and 20 parameters")
    func curryArities() {
        let double = curry({ (a: Int) -> Int in a * 2 })
        #expect(double(4) == 8)
        #expect(curry({ (a: Int, b: String) in "\(a)\(b)" })(1)("x") == "1x")
        let twenty = curry({ (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int,
                              k: Int, l: Int, m: Int, n: Int, o: Int, p: Int, q: Int, r: Int, s: Int, t: Int) in
            [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t].reduce(0, +)
        })
        #expect(twenty(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)(12)(13)(14)(15)(16)(17)(18)(19)(20) == 210)
    }
}
