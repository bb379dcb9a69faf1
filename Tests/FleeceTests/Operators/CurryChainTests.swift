import Testing
import Fleece

/// What a natural `curry(T.init) <^> … <*> …` chain does beyond WideModelTests: lenient
/// operators mixed in, the failures of every kind of field collected in order, and `Curried`
/// written by hand.
@Suite("curry chains")
struct CurryChainTests {
    struct Listing: Equatable {
        let id: Int, title: String, price: Double, stock: Int?, tags: [String]
        let views: Int, rating: Double?, sizes: [Int], owner: String, active: Bool
        let score: Int, note: String?, weight: Double, limit: Int?, city: String
    }

    static func decode(_ json: JSON) -> Decoded<Listing> {
        curry(Listing.init)
            <^> json <| "id"
            <*> json <| "title"
            <*> json <|~ "price"
            <*> json <|?~ "stock"
            <*> json <|| "tags"
            <*> json <|~ "views"
            <*> json <|? "rating"
            <*> json <||~ "sizes"
            <*> json <| ["owner", "name"]
            <*> json <| "active"
            <*> json <|~ "score"
            <*> json <|? "note"
            <*> json <| "weight"
            <*> json <|?~ "limit"
            <*> json <| "city"
    }

    @Test("a 15-field chain mixing <|, <|?, <||, <|~, <|?~ and <||~ (lossy: a bad element skipped) decodes every field")
    func mixedOperators() throws {
        let json = try JSON(parsing: """
            {"id": 7, "title": "Lamp", "price": "12.5", "stock": "3", "tags": ["a", "b"], "views": "120",
             "rating": 4.5, "sizes": ["big", 2], "owner": {"name": "Ada"}, "active": true, "score": 9,
             "weight": 0.25, "limit": null, "city": "Oslo"}
            """)
        let expected = Listing(id: 7, title: "Lamp", price: 12.5, stock: 3, tags: ["a", "b"], views: 120, rating: 4.5,
                               sizes: [2], owner: "Ada", active: true, score: 9, note: nil, weight: 0.25,
                               limit: nil, city: "Oslo")
        #expect(Self.decode(json).value == expected)
    }

    @Test("the chain reports every failing field, in field order, lenient ones included")
    func failuresCollected() throws {
        let json = try JSON(parsing: """
            {"id": "x", "title": "Lamp", "price": "cheap", "stock": "3", "tags": ["a"], "views": 1,
             "sizes": [], "owner": {}, "active": true, "score": 9, "weight": 1, "city": 5}
            """)
        let error = try #require(Self.decode(json).error)
        #expect(error.failures.map(\.path.description) == ["id", "price", "owner.name", "city"])
    }

    @Test("Curried written by hand still chains with <^> and <*>, and collects failures")
    func handWrittenCurried() throws {
        let add = Curried { (a: Int) in Curried { (b: Int) in a * 10 + b } }
        let json = try JSON(parsing: #"{"a": 4, "b": 2, "c": "x"}"#)
        #expect((add <^> json <| "a" <*> json <| "b").value == 42)
        let failed = add <^> json <| "c" <*> json <| "d"
        #expect(failed.error?.failures.map(\.path.description) == ["c", "d"])
        let plain: (Int) -> Curried<Int, Int> = add.apply
        #expect(plain(1)(2) == 12)
    }
}
