import Foundation
import Testing
import FleeceFoundation

// The README's "Codable, faster" and "Lenient decoding" sections, kept compiling and true.

struct ReadmeFeed: Codable, Equatable {
    var userName: String
    var postedAt: Date
}

struct ReadmeImage: Codable, Equatable, Hashable, Sendable {
    var url: String
}

struct ReadmeProduct: Codable, Equatable {
    var name: String
    @FailableDecodable var image: ReadmeImage?
    @Convertible var price: Double
    @StringConvertible var code: String
    @Default<Zero> var stock: Int
    @DefaultEmpty var tags: [String]
}

struct ReadmeCatalog: Codable, Equatable {
    @FailableDecodableArray var products: [ReadmeProduct]
}

struct ReadmeOrder: Codable { @FailableDecodableDictionary var notes: [String: String] }   // bad members skipped

enum ReadmeUnknown: DefaultValueProvider { static var defaultValue: String { "unknown" } }
struct ReadmePlace: Codable {
    var name: String
    @Default<ReadmeUnknown> var timezone: String      // absent, null or wrong: "unknown"
    @Default<False> var isCapital: Bool
}

@Suite("README: Codable and lenient decoding")
struct ReadmeCodableExamplesTests {
    @Test("a default provider of one's own")
    func defaultProviders() throws {
        let data = Data(#"[{"name": "Paris"}, {"name": "Oslo", "timezone": null, "isCapital": true}, {"name": "Rome", "timezone": 1}]"#.utf8)
        for places in [try FleeceDecoder().decode([ReadmePlace].self, from: data), try JSONDecoder().decode([ReadmePlace].self, from: data)] {
            #expect(places.map(\.timezone) == ["unknown", "unknown", "unknown"])
            #expect(places.map(\.isCapital) == [false, true, false])
        }
        let kept = try FleeceDecoder().decode(ReadmePlace.self, from: Data(#"{"name": "Lima", "timezone": "America/Lima"}"#.utf8))
        #expect(kept.timezone == "America/Lima")
    }

    @Test("a lossy dictionary keeps the members that decode")
    func lossyDictionary() throws {
        let data = Data(#"{"notes": {"gift": "wrap it", "priority": 2}}"#.utf8)
        for order in [try FleeceDecoder().decode(ReadmeOrder.self, from: data), try JSONDecoder().decode(ReadmeOrder.self, from: data)] {
            #expect(order.notes == ["gift": "wrap it"])
        }
    }

    @Test("FleeceDecoder is configured like JSONDecoder")
    func fleeceDecoder() throws {
        let data = Data(#"{"user_name": "ada", "posted_at": "2026-11-21T15:17:00Z"}"#.utf8)
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let feed = try decoder.decode(ReadmeFeed.self, from: data)
        #expect(feed.userName == "ada")
        #expect(feed.postedAt == Date(timeIntervalSince1970: 1_795_274_220))
    }

    @Test("errors add what was found and where")
    func errors() throws {
        struct Place: Decodable { var photoCount: Int }
        let data = Data("{\n\"photoCount\": \"12a\"}".utf8)
        do {
            _ = try FleeceDecoder().decode(Place.self, from: data)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["photoCount"])
            #expect(context.debugDescription == #"Expected to decode Int but found a string "12a" instead, at line 2, column 15."#)
        }
    }

    @Test("the wrappers forgive, and the report says what")
    func lenient() throws {
        let data = Data("""
            {"products": [
              {"name": "Tea", "image": {"url": 7}, "price": "12.2", "code": 1234, "stock": null},
              {"name": 7},
              {"name": "Cup", "price": 3, "code": "A7", "stock": 5, "tags": ["x"]}
            ]}
            """.utf8)
        let (catalog, report) = try LeniencyReport.collecting {
            try FleeceDecoder().decode(ReadmeCatalog.self, from: data)
        }
        #expect(catalog.products.map(\.name) == ["Tea", "Cup"])
        #expect(catalog.products[0].image == nil)
        #expect(catalog.products[0].price == 12.2)
        #expect(catalog.products[0].code == "1234")
        #expect(catalog.products[0].stock == 0)
        #expect(catalog.products[1].tags == ["x"])
        #expect(report.entries.map(\.path.description) == [
            "products[0].image", "products[0].price", "products[0].code", "products[0].stock", "products[0].tags", "products[1]",
        ])
        #expect(report.entries.last?.description
                == "products[1]: skipped element: products[1].name: Expected to decode String but found number 7 instead, at line 3, column 12.")
        // The same value without a report.
        #expect(try FleeceDecoder().decode(ReadmeCatalog.self, from: data) == catalog)
    }
}

@Suite("README: the leniency report, as printed")
struct ReadmeLeniencyReportTests {
    @Test("the README's catalog gives the README's five lines")
    func reportLines() throws {
        typealias Catalog = ReadmeCatalog
        let data = Data("""
            {"products": [
              {"name": "Tea", "image": {"url": 7}, "price": "12.2", "code": 1234, "stock": 3},
              {"name": 7}
            ]}
            """.utf8)
        let (catalog, report) = try LeniencyReport.collecting {
            try FleeceDecoder().decode(Catalog.self, from: data)
        }
        var printed = ""
        for entry in report.entries { print(entry, to: &printed) }
        #expect(printed == """
            products[0].image: replaced with nil: products[0].image.url: Expected to decode String but found number 7 instead, at line 2, column 36.
            products[0].price: converted value: Expected to decode Double but found a string "12.2" instead, at line 2, column 49.
            products[0].code: converted value: Expected to decode String but found number 1234 instead, at line 2, column 65.
            products[0].tags: used default at line 2, column 3
            products[1]: skipped element: products[1].name: Expected to decode String but found number 7 instead, at line 3, column 12.

            """)
        #expect(catalog.products.map(\.name) == ["Tea"])
        #expect(catalog.products.first?.stock == 3)
    }
}
