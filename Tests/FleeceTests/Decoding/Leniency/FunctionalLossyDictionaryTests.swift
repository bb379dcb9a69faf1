import Testing
import Fleece

/// The lossy dictionary of the functional and method APIs (`<||~` and `lossy` where
/// `[String: T]` is asked for): the members that decode kept, each other one reported at its key.
@Suite("Lossy dictionaries in the functional and method APIs")
struct FunctionalLossyDictionaryTests {
    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"prices": {"eur": 10, "usd": "n/a", "gbp": 9, "chf": null},
             "none": null, "text": "x", "list": [1],
             "twice": {"a": 1, "a": "one", "b": "two", "b": 2}}
            """)
    }

    func descriptions(_ report: LeniencyReport) -> [String] {
        report.entries.map { "\($0.action) | \($0.path) | \($0.position.map(String.init(describing:)) ?? "-") | \($0.error.map(String.init(describing:)) ?? "-")" }
    }

    @Test("the members whose values decode are kept, each other one skipped and reported at its key")
    func keepsWhatDecodes() throws {
        let (prices, report) = LeniencyReport.collecting { (json <||~ "prices") as Decoded<[String: Int]> }
        #expect(prices.value == ["eur": 10, "gbp": 9])
        #expect(descriptions(report) == [
            #"skipped element | prices.usd | line 1, column 31 | prices.usd: expected Int, found string "n/a" at line 1, column 31"#,
            "skipped element | prices.chf | line 1, column 55 | prices.chf: expected Int, found null at line 1, column 55",
        ])
        let method: [String: Int] = try json.lossy("prices")
        #expect(method == prices.value)
        let byPath: [String: Int] = try json.lossy(["prices"])
        #expect(byPath == prices.value)
        let chained: Decoded<[String: Int]> = Decoded<JSON>.success(json) <||~ "prices"
        #expect(chained.value == prices.value)
        let chainedPath: Decoded<[String: Int]> = Decoded<JSON>.success(json) <||~ ["prices"]
        #expect(chainedPath.value == prices.value)
        let optional: [String: Int?] = try json.lossy("prices")
        let withNull: [String: Int?] = ["eur": 10, "gbp": 9, "chf": Int?.none]
        #expect(optional == withNull)
    }

    @Test("with the report off, the value is the same")
    func reportOff() {
        let off: Decoded<[String: Int]> = json <||~ "prices"
        #expect(off.value == ["eur": 10, "gbp": 9])
    }

    @Test("absent, null or not an object is empty, and reported as a default")
    func defaults() throws {
        let (values, report) = LeniencyReport.collecting {
            [(json <||~ "missing").value, (json <||~ "none").value, (json <||~ "text").value,
             (json <||~ "list").value, (json <||~ ["none", "deeper"]).value] as [[String: Int]?]
        }
        #expect(values == [[:], [:], [:], [:], [:]])
        #expect(descriptions(report) == [
            "used default | missing | line 1, column 1 | -",
            "used default | none | line 2, column 10 | -",
            #"used default | text | line 2, column 24 | text: expected [String: Int], found string "x" at line 2, column 24"#,
            "used default | list | line 2, column 37 | list: expected [String: Int], found array [1] at line 2, column 37",
            "used default | none | line 2, column 10 | -",
        ])
        #expect(throws: DecodeError.self) { let _: [String: Int] = try JSON.string("x").lossy("a") }
        #expect(throws: DecodeError.self) { let _: [String: Int] = try json.lossy(["text", "a"]) }
    }

    @Test("with a key twice, the last member that decodes is kept and the other reported")
    func duplicateKeys() {
        let (twice, report) = LeniencyReport.collecting { (json <||~ "twice") as Decoded<[String: Int]> }
        #expect(twice.value == ["a": 1, "b": 2])
        #expect(report.entries.map { "\($0.path)" } == ["twice.a", "twice.b"])
    }

    @Test("in a chain, beside a lossy array, each reached through the chain")
    func inAChain() throws {
        struct Shop: JSONDecodable, Equatable {
            let prices: [String: Int]
            let list: [Int]
            let nested: [String: Int]
            static func decode(_ json: JSON) -> Decoded<Shop> {
                curry(Shop.init)
                    <^> json <||~ "prices"
                    <*> json <||~ "list"
                    <*> json <| "outer" <||~ "prices"
            }
        }
        let outer = try JSON(parsing: #"{"prices": {"a": 1, "b": false}, "list": [1, "2"], "outer": {"prices": {"c": 3}}}"#)
        let (shop, report) = LeniencyReport.collecting { Shop.decode(outer) }
        #expect(shop.value == Shop(prices: ["a": 1], list: [1], nested: ["c": 3]))
        #expect(report.entries.map { "\($0.path)" } == ["prices.b", "list[1]"])
        let absent = try JSON(parsing: #"{"outer": null}"#)
        #expect(Shop.decode(absent).value == Shop(prices: [:], list: [], nested: [:]))
    }
}
