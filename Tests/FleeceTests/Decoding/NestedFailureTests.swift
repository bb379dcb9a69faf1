import Testing
import Fleece

/// Failures one, two and three arrays deep: the exact path, position and declaring line.
@Suite("Nested failures")
struct NestedFailureTests {
    struct Order: JSONDecodable {
        let items: [Item]
        static func decode(_ json: JSON) -> Decoded<Order> {
            Decoded { try Order(items: json.need("items")) }
        }
    }

    struct Item: JSONDecodable {
        static let partsLine = #line + 5
        static let priceLine = #line + 4
        let price: Int
        let parts: [Part]
        static func decode(_ json: JSON) -> Decoded<Item> {
            Decoded { try Item(price: json.need("price"), parts: json.need("parts")) }
        }
    }

    struct Part: JSONDecodable {
        static let countLine = #line + 4
        let count: Int
        let tags: [Tag]
        static func decode(_ json: JSON) -> Decoded<Part> {
            Decoded { try Part(count: json.need("count"), tags: json.need("tags")) }
        }
    }

    /// Decoded with the operators: its failures name the line that asked for the tags.
    struct Tag: JSONDecodable {
        let name: String
        static func decode(_ json: JSON) -> Decoded<Tag> {
            Tag.init <^> json <| "name"
        }
    }

    func failure(_ text: String) throws -> String {
        try #require(Order.decode(try JSON(parsing: text)).error).description
    }

    @Test("one array deep")
    func oneDeep() throws {
        #expect(try failure("""
            {"items": [
              {"price": 1, "parts": []},
              {"price": "2", "parts": []}
            ]}
            """) == #"items[1].price: expected Int, found string "2" at line 3, column 13 (declared at NestedFailureTests.swift:\#(Item.priceLine))"#)
    }

    @Test("two arrays deep")
    func twoDeep() throws {
        #expect(try failure("""
            {"items": [
              {"price": 1, "parts": []},
              {"price": 2, "parts": [
                {"count": 1, "tags": []},
                {"count": 2.5, "tags": []}
              ]}
            ]}
            """) == #"items[1].parts[1].count: expected Int, found number 2.5 (not a whole number) at line 5, column 15 (declared at NestedFailureTests.swift:\#(Part.countLine))"#)
    }

    @Test("three arrays deep, found by operators: the line that asked for the array")
    func threeDeep() throws {
        #expect(try failure("""
            {"items": [
              {"price": 1, "parts": [
                {"count": 1, "tags": [{"name": "a"}, {"name": "b"}, {"title": "c"}]}
              ]}
            ]}
            """) == #"items[0].parts[0].tags[2].name: missing key "name" in object at line 3, column 57 (declared at NestedFailureTests.swift:\#(Part.countLine))"#)
    }

    @Test("a nested model's value that is not an object names the line that asked for it")
    func notAnObjectNamesTheOuterCall() throws {
        #expect(try failure(#"{"items": [{"price": 1, "parts": "none"}]}"#)
            == #"items[0].parts: expected [Part], found string "none" at line 1, column 34 (declared at NestedFailureTests.swift:\#(Item.partsLine))"#)
        // An element that is not an object: Part's `need("count")` met it, `need("parts")` asked for it.
        #expect(try failure(#"{"items": [{"price": 1, "parts": [{"count": 1, "tags": []}, 7]}]}"#)
            == #"items[0].parts[1]: expected object, found number 7 at line 1, column 61 (declared at NestedFailureTests.swift:\#(Item.partsLine))"#)
        // The root: the call made on it is the only one.
        let root = try #require(Part.decode(.string("x")).error)
        #expect(root.failures.map { $0.declaration?.line } == [Part.countLine])
    }

    struct Home: JSONDecodable, Equatable {
        let city: String
        let zip: String
        static func decode(_ json: JSON) -> Decoded<Home> {
            curry(Home.init) <^> json <| "city" <*> json <| "zip"
        }
    }

    struct Person: JSONDecodable {
        let name: String
        let home: Home
        let homes: [Home]
        static func decode(_ json: JSON) -> Decoded<Person> {
            curry(Person.init) <^> json <| "name" <*> json <| "home" <*> json <|| "homes"
        }
    }

    @Test("a model decoded from a value that is not an object fails once, not once for each of its lookups")
    func notAnObjectOnce() throws {
        let json = try JSON(parsing: #"{"name": "Ada", "home": "Paris", "homes": [1, {"city": "Oslo", "zip": "0150"}, [2], null]}"#)
        let error = try #require(Person.decode(json).error)
        #expect(error.failures.map(\.description) == [
            #"home: expected object, found string "Paris" at line 1, column 25"#,
            "homes[0]: expected object, found number 1 at line 1, column 44",
            "homes[2]: expected object, found array [2] at line 1, column 80",
            "homes[3]: expected object, found null at line 1, column 85",
        ])
        // Failures of different members, and of one member at different places, all stay.
        let both = try #require(Home.decode(try JSON(parsing: #"{"city": 1, "zip": 2}"#)).error)
        #expect(both.failures.count == 2)
        let wide = try #require(Decoded(Home.init, JSON.null <| "city", JSON.null <| "zip").error)
        #expect(wide.failures.count == 1)
    }

    @Test("a missing key at each depth, all in one error")
    func everyDepth() throws {
        #expect(try failure("""
            {"items": [
              {"parts": []},
              {"price": 2, "parts": [
                {"tags": []},
                {"count": 1, "tags": [{"name": 5}]}
              ]}
            ]}
            """) == """
            items[0].price: missing key "price" in object at line 2, column 3 (declared at NestedFailureTests.swift:\(Item.priceLine))
            items[1].parts[0].count: missing key "count" in object at line 4, column 5 (declared at NestedFailureTests.swift:\(Part.countLine))
            items[1].parts[1].tags[0].name: expected String, found number 5 at line 5, column 36 (declared at NestedFailureTests.swift:\(Part.countLine))
            """)
    }
}
