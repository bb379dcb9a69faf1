import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/Leniency.md, kept compiling and true.

enum LeniencyArticle {
    struct Product: JSONDecodable {
        let name: String
        let price: Double
        let stock: Int

        static func decode(_ json: JSON) -> Decoded<Product> {
            curry(Product.init)
                <^> json <| "name"
                <*> json <|~ "price"                               // 12.5 or "12.5"
                <*> Decoded { try json.want("stock", default: 0) }  // absent, null or wrong: 0
        }
    }

    struct Catalog: JSONDecodable {
        let products: [Product]
        let discounts: [String: Double]
        static func decode(_ json: JSON) -> Decoded<Catalog> {
            curry(Catalog.init)
                <^> json <||~ "products"                           // bad elements left out
                <*> json <||~ "discounts"                          // bad members left out
        }
    }

    struct Offer: Codable {
        var name: String
        @Convertible var price: Double
        @Default<Zero> var stock: Int
    }

    struct Offers: Codable {
        @FailableDecodableArray var offers: [Offer]
    }
}

@Suite struct LeniencyArticleTests {
    typealias Catalog = LeniencyArticle.Catalog

    @Test func theReportListsEverythingForgivenAndTheValueIsTheSame() throws {
        let json = try JSON(parsing: """
            {"products": [{"name": "a", "price": "12.5", "stock": 3},
                          {"name": 7, "price": 1, "stock": 1},
                          {"name": "c", "price": 3, "stock": null}],
             "discounts": {"spring": 0.1, "summer": "n/a"}}
            """)
        let (catalog, report) = LeniencyReport.collecting { Catalog.decode(json) }
        #expect(catalog.value?.products.map(\.name) == ["a", "c"])
        #expect(catalog.value?.products.map(\.price) == [12.5, 3])
        #expect(catalog.value?.products.map(\.stock) == [3, 0])
        #expect(catalog.value?.discounts == ["spring": 0.1])
        var printed = ""
        for entry in report.entries { print(entry, to: &printed) }
        #expect(printed == """
            products[0].price: converted value: expected Double, found string "12.5" at line 1, column 38
            products[1]: skipped element: products[1].name: expected String, found number 7 at line 2, column 24
            products[2].stock: used default at line 3, column 50 (declared at LeniencyTests.swift:16)
            discounts.summer: skipped element: expected Double, found string "n/a" at line 4, column 41

            """)
        #expect(Catalog.decode(json).value?.products.map(\.name) == ["a", "c"])
    }

    /// The article's detached task, with its own `Catalog`: a newcomer found the snippet, then
    /// written for a `Decodable` model, did not compile with the article's functional one.
    @Test func aDetachedTaskCollectsInsideItself() async throws {
        let json = try JSON(parsing: #"{"products": [{"name": 7, "price": 1}], "discounts": {"all": 0.5}}"#)
        let (catalog, report) = await Task.detached {
            LeniencyReport.collecting { Catalog.decode(json) }
        }.value
        #expect(catalog.value?.products.isEmpty == true)
        #expect(catalog.value?.discounts == ["all": 0.5])
        #expect(report.entries.map(\.description) == [
            "products[0].stock: used default at line 1, column 15 (declared at LeniencyTests.swift:16)",
            "products[0]: skipped element: products[0].name: expected String, found number 7 at line 1, column 24",
        ])
    }

    /// The article's row for a bad optional value read as nil, in the functional and method
    /// styles: a default of nil, reported, where `<|? … <|> pure(nil)` reports nothing.
    @Test func aDefaultOfNilIsTheFailableOptionalOfTheFunctionalAndMethodStyles() throws {
        struct Image: JSONDecodable, Equatable {
            let url: String
            static func decode(_ json: JSON) -> Decoded<Image> { Image.init <^> json <| "url" }
        }
        struct Post: JSONDecodable {
            let image: Image?
            static var wantLine: Int { (#line) + 2 }
            static func decode(_ json: JSON) -> Decoded<Post> {
                Post.init <^> Decoded { try json.want("image", default: Image?.none) }
            }
        }
        let json = try JSON(parsing: #"[{"image": {"url": "a"}}, {"image": {"url": 7}}, {"image": "x"}]"#)
        let (posts, report) = LeniencyReport.collecting { [Post].decode(json) }
        #expect(try posts.get().map(\.image) == [Image(url: "a"), nil, nil])
        #expect(report.entries.map(\.action) == [.usedDefault, .usedDefault])
        #expect(report.entries.map(\.path.description) == ["[1].image", "[2].image"])
        #expect(report.entries.first?.error.map { "\($0)" } == "[1].image.url: expected String, found number 7 at line 1, column 45 (declared at LeniencyTests.swift:\(Post.wantLine))")
        // The method style, the same.
        let (image, methodReport) = try LeniencyReport.collecting { try json[1]?.want("image", default: Image?.none) }
        #expect(image == .some(nil))
        #expect(methodReport.entries.map(\.action) == [.usedDefault])
        // `<|> pure(nil)` forgives as much, and reports nothing.
        let (silent, silentReport) = LeniencyReport.collecting { (json[1] ?? .null) <|? "image" <|> pure(nil) as Decoded<Image?> }
        #expect(silent.value == .some(nil))
        #expect(silentReport.entries.isEmpty)
    }

    @Test func theTableFormsOfAnArrayOfConvertedValuesReadTheSame() throws {
        let json = try JSON(parsing: #"{"at": ["2.35", 48.85]}"#)
        let functional: Decoded<[Double]> = Decoded { try json.convertEach("at", as: Double.self) }
        #expect(functional.value == [2.35, 48.85])
        #expect(try json.convertEach("at", as: Double.self) == [2.35, 48.85])
        let codable = try JSONCodableDecoder().decode([String: [Convertible<Double>]].self, from: Array(#"{"at": ["2.35", 48.85]}"#.utf8))
        #expect(codable["at"]?.map(\.wrappedValue) == [2.35, 48.85])
    }

    @Test func theWrappersDecodeUnderTheCoreCodableDecoder() throws {
        let bytes = Array(#"{"offers": [{"name": "a", "price": "2.5"}, {"name": 1, "price": 1}]}"#.utf8)
        let offers = try JSONCodableDecoder().decode(LeniencyArticle.Offers.self, from: bytes)
        #expect(offers.offers.map(\.name) == ["a"])
        #expect(offers.offers.map(\.price) == [2.5])
        #expect(offers.offers.map(\.stock) == [0])
    }
}
