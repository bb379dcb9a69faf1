import Fleece
import Testing

/// The examples of the method API's key-path overloads (`need(["user", "address", "city"])`,
/// `lossy(["catalog", "products"])`, …), as their doc comments write them, on one document.
@Suite("Method API: the key-path overloads' doc examples")
struct KeyPathDocExampleTests {
    struct Product: JSONDecodable, Equatable {
        let name: String
        static func decode(_ json: JSON) -> Decoded<Product> { Decoded { try Product(name: json.need("name")) } }
    }

    let json: JSON = [
        "user": ["address": ["city": "Lyon"]],
        "catalog": ["products": [["name": "a"], ["name": 7], ["name": "c"]]],
        "names": ["given": ["Ada", 1, "Grace"]],
        "post": ["tags": ["swift", "swift", "json"]],
        "offer": ["prices": ["eur": 10, "usd": "n/a"]],
        "stats": ["photo_count": "12", "likes": "many"],
    ]

    @Test func theExamplesReadWhatTheirCommentsSay() throws {
        let city: String = try json.need(["user", "address", "city"])
        #expect(city == "Lyon")
        let missing: String? = try json.want(["user", "phone", "number"]) // nil without an address
        #expect(missing == nil)
        let products: [Product] = try json.lossy(["catalog", "products"])
        #expect(products == [Product(name: "a"), Product(name: "c")])
        let given = try json.lossy(["names", "given"], as: [String].self) // the strings
        #expect(given == ["Ada", "Grace"])
        let tags: Set<String> = try json.lossy(["post", "tags"])
        #expect(tags == ["swift", "json"])
        let prices: [String: Int] = try json.lossy(["offer", "prices"])
        #expect(prices == ["eur": 10])
        let count: Int = try json.convert(["stats", "photo_count"]) // 12 or "12"
        #expect(count == 12)
        let wanted: Int? = try json.wantConverted(["stats", "photo_count"])
        #expect(wanted == 12)
        let likes = try json.want(["stats", "likes"], default: 0)
        #expect(likes == 0)
    }
}
