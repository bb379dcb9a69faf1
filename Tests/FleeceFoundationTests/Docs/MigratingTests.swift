import Fleece
import FleeceFoundation
import Foundation
import Testing

// The code of Sources/Fleece/Fleece.docc/Migrating.md, kept compiling and true.

enum MigratingArticle {
    struct LineItem: Codable, Equatable {
        var sku: String
        var quantity: Int
    }

    struct Coupon: Codable, Equatable {
        var code: String
    }

    struct Order: Codable {
        var id: Int
        @FailableDecodableArray var items: [LineItem]            // @LossyArray
        @FailableDecodableDictionary var notes: [String: String]  // @LossyDictionary
        @FailableDecodable var coupon: Coupon?                    // @LossyOptional
        @DefaultEmpty var tags: [String]                          // @DefaultEmptyArray
        @DefaultFalse var isGift: Bool                            // @DefaultFalse
        @Default<Pending> var status: String                      // @DefaultCodable<PendingStrategy>
        @Convertible var total: Double                            // @LosslessValue: 12.5 or "12.5"
    }

    enum Pending: DefaultValueProvider {
        static var defaultValue: String { "pending" }
    }

    @propertyWrapper
    struct SecondsSince1970: Codable, Hashable {
        var wrappedValue: Date

        init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

        init(from decoder: any Decoder) throws {
            let seconds = try decoder.singleValueContainer().decode(Double.self)
            wrappedValue = Date(timeIntervalSince1970: seconds)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue.timeIntervalSince1970)
        }
    }

    struct Stamped: Codable, Hashable {
        @SecondsSince1970 var at: Date
    }

    typealias LossyArray = FailableDecodableArray
    typealias LossyDictionary = FailableDecodableDictionary
    typealias LossyOptional = FailableDecodable
    typealias DefaultEmptyArray = DefaultEmpty

    /// A model moved without renaming its wrappers.
    struct Unrenamed: Codable {
        @LossyArray var items: [LineItem]
        @LossyDictionary var notes: [String: String]
        @LossyOptional var coupon: Coupon?
        @DefaultEmptyArray var tags: [String]
    }

    struct User: JSONDecodable {
        let id: Int
        let name: String
        let email: String?
        let tags: [String]

        static func decode(_ json: JSON) -> Decoded<User> {
            curry(User.init)
                <^> json <| "id"
                <*> json <| ["profile", "name"]
                <*> json <|? "email"
                <*> (json <|| "tags" <|> pure([]))
        }
    }

    struct Line: JSONDecodable {
        let quantity: Int

        static func decode(_ json: JSON) -> Decoded<Line> {
            Line.init <^> (json <| "quantity" >>- positive)
        }

        static func positive(_ json: JSON) -> Decoded<Int> {
            Int.decode(json) >>- { $0 > 0 ? .success($0) : .failure(.typeMismatch(expected: "a positive Int", found: json)) }
        }
    }

    class Animal {
        let name: String
        init(name: String) { self.name = name }

        static func decode(_ json: JSON) -> Decoded<Animal> {
            json.decode(discriminator: "kind", .case("dog", as: Dog.self), .case("cat", as: Cat.self))
        }
    }

    final class Dog: Animal, JSONDecodable {
        static func decode(_ json: JSON) -> Decoded<Dog> { (json <| "name").map(Dog.init(name:)) }
    }

    final class Cat: Animal, JSONDecodable {
        static func decode(_ json: JSON) -> Decoded<Cat> { (json <| "name").map(Cat.init(name:)) }
    }
}

@Suite struct MigratingArticleTests {
    typealias Order = MigratingArticle.Order

    @Test("the BetterCodable model decodes its messy order under both decoders, and the report names what was forgiven")
    func betterCodableModel() throws {
        let data = Data("""
            {"id": 1, "items": [{"sku": "A", "quantity": 2},
                {"quantity": 1}],
             "notes": {"gift": "wrap it", "priority": 2}, "coupon": {"code": 7},
             "isGift": "true", "total": "12.5"}
            """.utf8)
        let (order, report) = try LeniencyReport.collecting {
            try FleeceDecoder().decode(Order.self, from: data)
        }
        let foundation = try JSONDecoder().decode(Order.self, from: data)
        for order in [order, foundation] {
            #expect(order.id == 1 && order.items == [MigratingArticle.LineItem(sku: "A", quantity: 2)])
            #expect(order.notes == ["gift": "wrap it"] && order.coupon == nil && order.tags == [])
            #expect(order.isGift == false && order.status == "pending" && order.total == 12.5)
        }
        #expect(report.entries.first?.description == #"items[1]: skipped element: items[1].sku: missing key "sku" in object at line 2, column 5"#)
        #expect(report.entries.map(\.path.description) == ["items[1]", "notes.priority", "coupon", "tags", "isGift", "status", "total"])
    }

    @Test("the table's conversions: a string from a number, a bool from 0 or 1, arrays of converted elements, as both decoders read them")
    func losslessCounterparts() throws {
        struct Sku: Codable { @Convertible var sku: String?; @Convertible var active: Bool }
        struct Ids: Codable { @FailableDecodableArray var ids: [Convertible<Int>] }
        for decode in [{ try FleeceDecoder().decode($0, from: Data($1.utf8)) }, { try JSONDecoder().decode($0, from: Data($1.utf8)) }]
            as [(any Decodable.Type, String) throws -> any Decodable] {
            let sku = try #require(try decode(Sku.self, #"{"sku": 1234, "active": 1}"#) as? Sku)
            #expect(sku.sku == "1234" && sku.active)
            let converted = try #require(try decode([Convertible<Int>].self, #"[1, "2"]"#) as? [Convertible<Int>])
            #expect(converted.map(\.wrappedValue) == [1, 2])
            #expect(throws: DecodingError.self) { try decode([Convertible<Int>].self, #"[1, "x"]"#) }
            let ids = try #require(try decode(Ids.self, #"{"ids": [1, "x", "3"]}"#) as? Ids)
            #expect(ids.ids.map(\.wrappedValue) == [1, 3])
        }
        // Encoded as their own types, not as they came.
        let text = String(decoding: try FleeceEncoder().encode(try FleeceDecoder().decode(Ids.self, from: Data(#"{"ids": ["1"]}"#.utf8))), as: UTF8.self)
        #expect(text == #"{"ids":[1]}"#)
    }

    @Test("the table's differences: an absent dictionary is empty, a nil optional is left out, a string from a number is its text as each decoder has it")
    func tableDifferences() throws {
        struct Notes: Codable { @FailableDecodableDictionary var notes: [String: String] }
        struct Wrapped: Codable { @FailableDecodable var coupon: MigratingArticle.Coupon? }
        struct Code: Codable { @Convertible var code: String }
        for text in ["{}", #"{"notes": null}"#, #"{"notes": [1]}"#] {
            let (notes, report) = try LeniencyReport.collecting { try JSONDecoder().decode(Notes.self, from: Data(text.utf8)) }
            #expect(notes.notes == [:] && report.entries.map(\.action) == [.usedDefault], "\(text)")
        }
        let empty = try JSONDecoder().decode(Wrapped.self, from: Data("{}".utf8))
        #expect(String(decoding: try JSONEncoder().encode(empty), as: UTF8.self) == "{}")
        #expect(String(decoding: try FleeceEncoder().encode(empty), as: UTF8.self) == "{}")
        let sent = Data(#"{"code": 12.50}"#.utf8)
        #expect(try FleeceDecoder().decode(Code.self, from: sent).code == "12.50")
        #expect(try JSONDecoder().decode(Code.self, from: sent).code == "12.5")
        // Named as BetterCodable's, the wrappers behave as Fleece's.
        let unrenamed = try JSONDecoder().decode(MigratingArticle.Unrenamed.self, from: Data(#"{"items": [{"sku": "A", "quantity": 1}, 3], "coupon": 1}"#.utf8))
        #expect(unrenamed.items == [MigratingArticle.LineItem(sku: "A", quantity: 1)] && unrenamed.notes == [:] && unrenamed.coupon == nil && unrenamed.tags == [])
    }

    @Test("a date wrapper of one's own works under both decoders and round-trips")
    func dateWrapper() throws {
        let data = Data(#"{"at": 1700000000.5}"#.utf8)
        let ours = try FleeceDecoder().decode(MigratingArticle.Stamped.self, from: data)
        #expect(ours.at == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(try JSONDecoder().decode(MigratingArticle.Stamped.self, from: data) == ours)
        #expect(try FleeceDecoder().decode(MigratingArticle.Stamped.self, from: FleeceEncoder().encode(ours)) == ours)
    }

    @Test("the Argo model collects every failing field with its path and position")
    func argoModel() throws {
        let good = try JSON(parsing: #"{"id": 7, "profile": {"name": "Ada"}, "email": null}"#)
        let user = try MigratingArticle.User.decode(good).get()
        #expect(user.id == 7 && user.name == "Ada" && user.email == nil && user.tags == [])
        let json = try JSON(parsing: #"{"id": "7", "profile": {}}"#)
        let failed: Decoded<MigratingArticle.User> = MigratingArticle.User.decode(json)
        #expect(failed.error?.description == """
            id: expected Int, found string "7" at line 1, column 8
            profile.name: missing key "name" in object at line 1, column 24
            """)
    }

    @Test("a refused value keeps its path and position")
    func refusedValue() throws {
        let json = try JSON(parsing: """
            {
              "lines": [
                {"quantity": 1},
                {"quantity": -2}
              ]
            }
            """)
        let lines: Decoded<[MigratingArticle.Line]> = json <| "lines"
        #expect(lines.error?.description == "lines[1].quantity: expected a positive Int, found number -2 at line 4, column 18")
    }

    @Test("what changes for code that compiled under Argo: strict types, the error's reason, a truncated Int, an array validated after <|")
    func argoDifferences() throws {
        let json = try JSON(parsing: #"{"id": "6253282", "verified": 1, "port": 80.5, "tags": []}"#)
        // Argo's lenient Int64 and Bool: strict here, and `<|~` converts (and records it).
        let strict: Decoded<Int64> = json <| "id"
        #expect(strict.error?.description == #"id: expected Int64, found string "6253282" at line 1, column 8"#)
        let (converted, report) = LeniencyReport.collecting { () -> (Decoded<Int64>, Decoded<Bool>) in
            (json <|~ "id", json <|~ "verified")
        }
        #expect(converted.0.value == 6_253_282 && converted.1.value == true)
        #expect(report.entries.count == 2)
        // A fraction is no Int; truncating is said in the model.
        let port: Decoded<Int> = json <| "port" >>- { (port: Double) in .success(Int(port)) }
        #expect(port.value == 80)
        // The error is a struct: switch on its reason; `==` compares places too.
        let missing: Decoded<String> = json <| "name"
        guard case .failure(let error) = missing else { Issue.record(); return }
        switch error.reason {
        case .missingKey(let key): #expect(key == "name")
        default: Issue.record("not a missing key")
        }
        #expect(error.reason == .missingKey("name"))
        #expect(error != .missingKey("name"))
        // An array validated after `<|` keeps its place.
        let nonEmpty: ([String]) -> Decoded<[String]> = { $0.isEmpty ? .failure(.custom("no tags")) : .success($0) }
        let tags: Decoded<[String]> = json <| "tags" >>- nonEmpty
        #expect(tags.error?.description == "tags: no tags at line 1, column 56")
    }

    /// A wide model validating optional values, as Argo code does. Its chain is also a guard:
    /// an overload of `>>-` that placed the failures after `<|?` made this chain fail to
    /// type-check (CI's type-check limit catches a slower one).
    struct Stamps: JSONDecodable {
        let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15: String?
        static func checked(_ text: String?) -> Decoded<String?> {
            text == "x" ? .failure(.custom("invalid date \"x\"")) : .success(text)
        }
        static func decode(_ j: JSON) -> Decoded<Stamps> {
            curry(Stamps.init)
                <^> (j <|? "s0" >>- checked) <*> (j <|? "s1" >>- checked) <*> (j <|? "s2" >>- checked)
                <*> (j <|? "s3" >>- checked) <*> (j <|? "s4" >>- checked) <*> (j <|? "s5" >>- checked)
                <*> (j <|? "s6" >>- checked) <*> (j <|? "s7" >>- checked) <*> (j <|? "s8" >>- checked)
                <*> (j <|? "s9" >>- checked) <*> (j <|? "s10" >>- checked) <*> (j <|? "s11" >>- checked)
                <*> (j <|? "s12" >>- checked) <*> (j <|? "s13" >>- checked) <*> (j <|? "s14" >>- checked)
                <*> (j <|? "s15" >>- checked)
        }
    }

    @Test("a step after <|? has no place of its own, and inside a model is given the model's; after <| of an optional type it has the value's")
    func placesAfterOptionalLookups() throws {
        let json = try JSON(parsing: #"{"stamps": {"s0": "2024", "s3": "x"}, "pushed_at": "x"}"#)
        let stamps: Decoded<Stamps> = json <| "stamps"
        #expect(stamps.error?.description == #"stamps: invalid date "x" at line 1, column 12"#)
        #expect(try Stamps.decode(JSON(parsing: #"{"s0": "2024"}"#)).get().s0 == "2024")
        let pushed: Decoded<String?> = json <| "pushed_at" >>- Stamps.checked
        #expect(pushed.error?.description == #"pushed_at: invalid date "x" at line 1, column 52"#)
        let absent: Decoded<String?> = json <| "nope" >>- Stamps.checked
        #expect(absent.error?.reason == .missingKey("nope"))
    }

    @Test("Argo's fromOptional, written with Result")
    func fromOptional() {
        let missing: Int? = nil
        let decoded: Decoded<Int> = missing.map(Decoded.success) ?? .failure(.custom("no count"))
        #expect(decoded.error == .custom("no count"))
        #expect((Optional(3).map(Decoded.success) ?? .failure(.custom("no count"))).value == 3)
    }

    @Test("a class family decodes through its base class")
    func classFamily() throws {
        let json = try JSON(parsing: #"{"animals": [{"kind": "dog", "name": "Rex"}, {"kind": "cat", "name": "Tom"}]}"#)
        let animals = try (json <| "animals").decodeEach(MigratingArticle.Animal.decode).get()
        #expect(animals.map(\.name) == ["Rex", "Tom"])
        #expect(animals[0] is MigratingArticle.Dog && animals[1] is MigratingArticle.Cat)
    }

    @Test("SwiftyJSON's reads, written with Fleece's JSON")
    func swiftyJSON() throws {
        let (edited, report) = try LeniencyReport.collecting { () throws -> JSON in
            let json = try JSON(parsing: #"{"user": {"name": "Ada", "age": "36"}, "items": [{"id": 1}, {"id": 2}]}"#)
            let name = json["user"]?["name"]                                 // "Ada"; nil when absent
            let age = try json.convert(["user", "age"], as: Int.self)        // 36, from "36" (recorded)
            let nickname = try json.want(["user", "nickname"], default: "")  // absent: ""
            var ids: [Int] = []
            if case .array(let items)? = json["items"] {
                ids = try items.map { try $0.need("id", as: Int.self) }      // [1, 2]
            }
            let edited: JSON = ["name": "Ada", "age": age.json(), "ids": ids.json()]
            #expect(name == "Ada")
            #expect(age == 36)
            #expect(nickname == "")
            #expect(ids == [1, 2])
            #expect(json["user"]?["missing"] == nil)
            #expect(json["items"]?[5] == nil)
            return edited
        }
        #expect(edited.text() == #"{"name":"Ada","age":36,"ids":[1,2]}"#)
        #expect(report.entries.map(\.path.description) == ["user.age", "user.nickname"])
    }
}
