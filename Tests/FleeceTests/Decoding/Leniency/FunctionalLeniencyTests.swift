import Testing
import Fleece

/// Lossy arrays, convertible values and defaults in the functional and method APIs, and what
/// they record in the LeniencyReport.
@Suite("Leniency in the functional and method APIs")
struct FunctionalLeniencyTests {
    struct Product: JSONDecodable, Equatable {
        let name: String
        static func decode(_ json: JSON) -> Decoded<Product> {
            Product.init <^> json <| "name"
        }
    }

    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"products": [{"name": "a"}, {"name": 7}, {"name": "c"}, "d"],
             "none": null, "text": "x", "price": "12.2", "exact": 12.5, "count": "3",
             "code": 12.50, "flag": true, "bad": "n/a", "likes": "many"}
            """)
    }

    func descriptions(_ report: LeniencyReport) -> [String] {
        report.entries.map { "\($0.action) | \($0.path) | \($0.position.map(String.init(describing:)) ?? "-") | \($0.error.map(String.init(describing:)) ?? "-")" }
    }

    @Test("a lossy array keeps the elements that decode, in order, and reports each one skipped")
    func lossy() throws {
        let (products, report) = LeniencyReport.collecting { (json <||~ "products") as Decoded<[Product]> }
        #expect(products.value == [Product(name: "a"), Product(name: "c")])
        #expect(descriptions(report) == [
            #"skipped element | products[1] | line 1, column 30 | products[1].name: expected String, found number 7 at line 1, column 39"#,
            #"skipped element | products[3] | line 1, column 58 | products[3]: expected object, found string "d" at line 1, column 58"#,
        ])
        let method: [Product] = try json.lossy("products")
        #expect(method == products.value)
        let byPath: [Product] = try json.lossy(["products"])
        #expect(byPath == products.value)
        let chained: Decoded<[Product]> = Decoded<JSON>.success(json) <||~ "products"
        #expect(chained.value == products.value)
        let chainedPath: Decoded<[Product]> = Decoded<JSON>.success(json) <||~ ["products"]
        #expect(chainedPath.value == products.value)
    }

    @Test("a lossy array at the top of a document, and a lossy dictionary: skipped and reported at their index or key")
    func lossyWholeValue() throws {
        let array = try JSON(parsing: #"[{"name": "a"}, {"name": 7}, {"name": "c"}]"#)
        let (products, report) = LeniencyReport.collecting { array.decodeLossily(as: [Product].self) }
        #expect(products.value == [Product(name: "a"), Product(name: "c")])
        #expect(descriptions(report) == [
            #"skipped element | [1] | line 1, column 17 | [1].name: expected String, found number 7 at line 1, column 26"#,
        ])
        let object = try JSON(parsing: #"{"eur": 10, "usd": "n/a"}"#)
        let (prices, pricesReport) = LeniencyReport.collecting { object.decodeLossily(as: [String: Int].self) }
        #expect(prices.value == ["eur": 10])
        #expect(descriptions(pricesReport) == [
            #"skipped element | usd | line 1, column 20 | usd: expected Int, found string "n/a" at line 1, column 20"#,
        ])
        // The other kind at the top is most likely an error body: a failure, not an empty array.
        let errorBody = try JSON(parsing: #"{"message": "Not Found"}"#)
        #expect(errorBody.decodeLossily(as: [Product].self).error?.description == #"expected [Product], found object {"message":"Not Found"} at line 1, column 1"#)
        #expect(array.decodeLossily(as: [String: Int].self).error?.description == #"expected [String: Int], found array [{"name":"a"},{"name":7},{"name":"c"}] at line 1, column 1"#)
        #expect(JSON.string("x").decodeLossily(as: [Product].self).error?.description == #"expected [Product], found string "x""#)
    }

    @Test("with the report on or off, the value is the same")
    func reportOnOrOff() {
        let off: Decoded<[Product]> = json <||~ "products"
        let (on, _) = LeniencyReport.collecting { (json <||~ "products") as Decoded<[Product]> }
        #expect(off.value == on.value)
    }

    @Test("a lossy array that is absent, null or not an array is empty, and reported as a default")
    func lossyDefaults() throws {
        let (values, report) = LeniencyReport.collecting {
            [(json <||~ "missing").value, (json <||~ "none").value, (json <||~ "text").value, (json <||~ ["none", "deeper"]).value]
                as [[Product]?]
        }
        #expect(values == [[], [], [], []])
        #expect(descriptions(report) == [
            "used default | missing | line 1, column 1 | -",
            "used default | none | line 2, column 10 | -",
            #"used default | text | line 2, column 24 | text: expected [Product], found string "x" at line 2, column 24"#,
            "used default | none | line 2, column 10 | -",
        ])
        // A standard element type is named as Swift writes it, not `[Dictionary<String, Int>]`:
        // an array of dictionaries, as its type says, and a dictionary.
        let declared = #line + 1
        let (_, nested) = LeniencyReport.collecting { let _: [[String: Int]]? = try? json.lossy("text", as: [String: Int].self) }
        #expect(descriptions(nested) == [
            #"used default | text | line 2, column 24 | text: expected [[String: Int]], found string "x" at line 2, column 24 (declared at FunctionalLeniencyTests.swift:\#(declared))"#,
        ])
        let declaredDictionary = #line + 1
        let (_, dictionary) = LeniencyReport.collecting { _ = try? json.lossy("text", as: [String: Int].self) }
        #expect(descriptions(dictionary) == [
            #"used default | text | line 2, column 24 | text: expected [String: Int], found string "x" at line 2, column 24 (declared at FunctionalLeniencyTests.swift:\#(declaredDictionary))"#,
        ])
        #expect(throws: DecodeError.self) { try JSON.string("x").lossy("a", as: Int.self) }
        #expect(throws: DecodeError.self) { try json.lossy(["text", "a"], as: Int.self) }
    }

    @Test("a convertible value accepts the value or its text, and reports each conversion")
    func convertible() throws {
        let (values, report) = LeniencyReport.collecting {
            ((json <|~ "price").value, (json <|~ "exact").value, (json <|~ "count").value) as (Double?, Double?, Int?)
        }
        #expect(values.0 == 12.2)
        #expect(values.1 == 12.5)
        #expect(values.2 == 3)
        #expect(descriptions(report) == [
            #"converted value | price | line 2, column 38 | price: expected Double, found string "12.2" at line 2, column 38"#,
            #"converted value | count | line 2, column 70 | count: expected Int, found string "3" at line 2, column 70"#,
        ])
        #expect(try json.convert("price") == 12.2)
        #expect(try json.convert(["count"]) == 3)
        #expect(try json.convert("code") == "12.50")
        #expect(try json.convert("flag") == "true")
        #expect(try json.convert("text") == "x")
        #expect(try json.convert("flag", as: Bool.self))
        #expect((Decoded<JSON>.success(json) <|~ "price").value == 12.2)
        #expect((Decoded<JSON>.success(json) <|~ ["price"]).value == 12.2)
        #expect((json <|~ ["price"]).value == 12.2)
    }

    @Test("text that does not convert fails with the error of the value itself")
    func notConvertible() throws {
        let bad: Decoded<Double> = json <|~ "bad"
        #expect(try #require(bad.error).description == #"bad: expected Double, found string "n/a" at line 3, column 38"#)
        let number: Decoded<Int> = json <|~ "flag"
        #expect(try #require(number.error).description == "flag: expected Int, found bool true at line 3, column 25")
        let absent: Decoded<Int> = json <|~ "missing"
        #expect(absent.error?.reason == .missingKey("missing"))
        let line = #line + 2
        do {
            _ = try json.convert("bad", as: Double.self)
            Issue.record("converted n/a")
        } catch {
            #expect(error.description.hasSuffix("(declared at FunctionalLeniencyTests.swift:\(line))"))
        }
    }

    /// Found by an outside tester: the method API had no optional conversion, and
    /// `let c: Double? = try json.convert("c")` type-checked and threw on null and absent.
    @Test("wantConverted: want's rule for absent and null, convert's for the value, as <|?~")
    func wantConverted() throws {
        let object = try JSON(parsing: #"{"price": "19.99", "exact": 12.5, "none": null, "empty": "", "page": {"size": "20"}, "gone": null}"#)
        let (values, report) = try LeniencyReport.collecting {
            try [object.wantConverted("price", as: Double.self), object.wantConverted("exact"),
                 object.wantConverted("missing"), object.wantConverted("none", allowNull: true),
                 object.wantConverted(["page", "size"]), object.wantConverted(["gone", "size"], allowNull: true),
                 object.wantConverted(["page", "missing"])]
        }
        #expect(values == [19.99, 12.5, nil, nil, 20, nil, nil])
        #expect(report.entries.map(\.action) == [.convertedValue, .convertedValue])
        #expect(report.entries.map(\.path.description) == ["price", "page.size"])
        // Each the same as `<|?~` where both read it.
        for key in ["price", "exact", "missing", "none"] {
            #expect(try object.wantConverted(key, as: Double.self, allowNull: true) == (object <|?~ key).get(), "\(key)")
        }
        #expect(throws: DecodeError.self) { try object.wantConverted("none", as: Double.self) }
        #expect {
            try object.wantConverted("empty", as: Double.self)
        } throws: { error in
            (error as? DecodeError)?.description.hasPrefix(#"empty: expected Double, found string "" (empty text) at line 1, column 58"#) == true
        }
        #expect {
            try object.wantConverted(["gone", "size"], as: Int.self)
        } throws: { error in
            (error as? DecodeError)?.path.description == "gone"
        }
    }

    @Test("a default for an absent, null or wrong value, reported")
    func defaults() throws {
        let (values, report) = try LeniencyReport.collecting {
            try [json.want("missing", default: 1), json.want("none", default: 2), json.want("likes", default: 3),
                 json.want(["none", "deeper"], default: 4), json.want(["count"], default: 5)]
        }
        #expect(values == [1, 2, 3, 4, 5])
        #expect(descriptions(report).count == 5)
        #expect(descriptions(report)[0] == "used default | missing | line 1, column 1 | -")
        #expect(descriptions(report)[1] == "used default | none | line 2, column 10 | -")
        #expect(descriptions(report)[2].hasPrefix(#"used default | likes | line 3, column 54 | likes: expected Int, found string "many" at line 3, column 54 (declared at FunctionalLeniencyTests.swift:"#))
        #expect(try json.want("count", default: "none") == "3")
        #expect(throws: DecodeError.self) { try JSON.null.want("a", default: 0) }
    }

    @Test("a default taken for an absent or null key names the line of the call that asked for it")
    func defaultNamesItsCall() throws {
        let line = #line + 3
        let (values, report) = try LeniencyReport.collecting {
            try (
                [json.want("missing", default: 1), json.want("none", default: 2), json.want(["none", "deeper"], default: 3)],
                json.lossy("missing", as: Product.self), json.lossy("none", as: Product.self))
        }
        #expect(values.0 == [1, 2, 3])
        #expect(report.entries.map(\.description) == [
            "missing: used default at line 1, column 1 (declared at FunctionalLeniencyTests.swift:\(line))",
            "none: used default at line 2, column 10 (declared at FunctionalLeniencyTests.swift:\(line))",
            "none: used default at line 2, column 10 (declared at FunctionalLeniencyTests.swift:\(line))",
            "missing: used default at line 1, column 1 (declared at FunctionalLeniencyTests.swift:\(line + 1))",
            "none: used default at line 2, column 10 (declared at FunctionalLeniencyTests.swift:\(line + 1))",
        ])
        #expect(report.entries.map(\.declaration?.line) == [line, line, line, line + 1, line + 1])
        #expect(report.entries.allSatisfy { $0.declaration?.fileID == "FleeceTests/FunctionalLeniencyTests.swift" })
        // An entry whose error names the line already does not say it twice.
        let (_, wrong) = try LeniencyReport.collecting { try json.want("likes", default: 0) }
        #expect(wrong.entries.map(\.description) == [
            #"likes: used default: expected Int, found string "many" at line 3, column 54 (declared at FunctionalLeniencyTests.swift:\#(#line - 1))"#,
        ])
        #expect(wrong.entries.first?.declaration?.line == #line - 4)
    }

    @Test("leniency in a functional chain")
    func inAChain() throws {
        struct Offer: JSONDecodable, Equatable {
            let price: Double
            let products: [Product]
            let likes: Int
            static func decode(_ json: JSON) -> Decoded<Offer> {
                curry(Offer.init)
                    <^> json <|~ "price"
                    <*> json <||~ "products"
                    <*> Decoded { try json.want("likes", default: 0) }
            }
        }
        let (offer, report) = LeniencyReport.collecting { Offer.decode(json) }
        #expect(offer.value == Offer(price: 12.2, products: [Product(name: "a"), Product(name: "c")], likes: 0))
        #expect(report.entries.map(\.action) == [.convertedValue, .skippedElement, .skippedElement, .usedDefault])
    }
}
