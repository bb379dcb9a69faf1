import Fleece
import Foundation
import Testing

/// The lenient property wrappers under both decoders: Fleece's engine (here through
/// `JSONCodableDecoder`; `FleeceDecoder` is tested in FleeceFoundationTests) and Foundation's
/// `JSONDecoder`. Same values under both; positions only under Fleece.
@Suite("Lenient property wrappers")
struct LenientWrapperTests {
    enum Decoder: CaseIterable, CustomStringConvertible {
        case fleece, foundation

        func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
            switch self {
            case .fleece: try JSONCodableDecoder().decode(type, from: json)
            case .foundation: try JSONDecoder().decode(type, from: Data(json.utf8))
            }
        }

        var knowsPositions: Bool { self == .fleece }
        var description: String { self == .fleece ? "Fleece" : "JSONDecoder" }
    }

    struct Image: Codable, Hashable, Sendable {
        var url: String
        var width: Int?
    }

    struct Product: Codable, Hashable, Sendable {
        var name: String
        @FailableDecodable var image: Image?
        @Convertible var price: Double
        @StringConvertible var code: String
        @Default<Zero> var stock: Int
        @DefaultEmpty var tags: [String]
        @DefaultFalse var featured: Bool
    }

    struct Catalog: Codable, Hashable, Sendable {
        @FailableDecodableArray var products: [Product]
    }

    static let catalog = """
    {"products": [
    {"name": "ok", "image": {"url": "u", "width": 1}, "price": 9.5, "code": "A1", "stock": 3, "tags": ["t"], "featured": true},
    {"name": "lenient", "image": {"url": 7}, "price": "12.25", "code": 1234, "stock": null, "featured": "yes"},
    {"name": 7},
    {"name": "partial", "image": null, "price": 1, "code": true, "tags": null}
    ]}
    """

    static let expectedProducts = [
        Product(name: "ok", image: Image(url: "u", width: 1), price: 9.5, code: "A1", stock: 3, tags: ["t"], featured: true),
        Product(name: "lenient", image: nil, price: 12.25, code: "1234", stock: 0, tags: [], featured: false),
        Product(name: "partial", image: nil, price: 1, code: "true", stock: 0, tags: [], featured: false),
    ]

    @Test("every wrapper forgives, and the report names each act", arguments: Decoder.allCases)
    func catalogWithReport(decoder: Decoder) throws {
        let (catalog, report) = try LeniencyReport.collecting { try decoder.decode(Catalog.self, Self.catalog) }
        #expect(catalog.products == Self.expectedProducts)

        let expected: [(LeniencyReport.Entry.Action, String, (Int, Int)?, Bool)] = [
            (.replacedWithNil, "products[1].image", (3, 30), true),
            (.convertedValue, "products[1].price", (3, 51), true),
            (.convertedValue, "products[1].code", (3, 68), true),
            (.usedDefault, "products[1].stock", (3, 83), false),
            (.usedDefault, "products[1].tags", (3, 1), false),
            (.usedDefault, "products[1].featured", (3, 101), true),
            (.skippedElement, "products[2]", (4, 1), true),
            (.convertedValue, "products[3].code", (5, 56), true),
            (.usedDefault, "products[3].stock", (5, 1), false),
            (.usedDefault, "products[3].tags", (5, 70), false),
            (.usedDefault, "products[3].featured", (5, 1), false),
        ]
        try #require(report.entries.count == expected.count, "\(report.entries.map(\.description))")
        for (entry, (action, path, position, hasError)) in zip(report.entries, expected) {
            #expect(entry.action == action, "\(entry)")
            #expect(entry.path.description == path)
            #expect((entry.error != nil) == hasError, "\(entry)")
            if decoder.knowsPositions, let (line, column) = position {
                #expect(entry.position?.line == line && entry.position?.column == column, "\(entry)")
            } else {
                #expect(entry.position == nil)
            }
        }
    }

    @Test("the report on or off gives the same value", arguments: Decoder.allCases)
    func sameValueWithoutReport(decoder: Decoder) throws {
        let plain = try decoder.decode(Catalog.self, Self.catalog)
        let (reported, _) = try LeniencyReport.collecting { try decoder.decode(Catalog.self, Self.catalog) }
        #expect(plain == reported)
        #expect(plain.products == Self.expectedProducts)
    }

    @Test("the errors forgiven are the decoders' own", arguments: Decoder.allCases)
    func forgivenErrors(decoder: Decoder) throws {
        let (_, report) = try LeniencyReport.collecting { try decoder.decode(Catalog.self, Self.catalog) }
        let skipped = try #require(report.entries.first { $0.action == .skippedElement })
        guard case .typeMismatch(let type, let context)? = skipped.error as? DecodingError else {
            Issue.record("\(String(describing: skipped.error))")
            return
        }
        #expect("\(type)" == "String")
        #expect(JSONPath(codingPath: context.codingPath).description == "products[2].name")
    }

    @Test("@FailableDecodable: value, failure, null, missing; reads through", arguments: Decoder.allCases)
    func failable(decoder: Decoder) throws {
        struct Holder: Decodable {
            @FailableDecodable var image: Image?
            var plain: FailableDecodable<Image>
        }
        let good = try decoder.decode(Holder.self, #"{"image": {"url": "a"}, "plain": {"url": "b", "width": 2}}"#)
        #expect(good.image == Image(url: "a"))
        #expect(good.$image.url == "a")
        #expect(good.$image.width == nil)
        #expect(good.plain.url == "b")
        #expect(good.plain.width == 2)
        let bad = try decoder.decode(Holder.self, #"{"image": [], "plain": {"width": 2}}"#)
        #expect(bad.image == nil && bad.plain.wrappedValue == nil && bad.plain.url == nil)
        let absent = try decoder.decode(Holder.self, #"{"image": null}"#)
        #expect(absent.image == nil && absent.plain.wrappedValue == nil)
        let (_, report) = try LeniencyReport.collecting { try decoder.decode(Holder.self, #"{"image": null}"#) }
        #expect(report.isEmpty, "null and absent are no failures")
        #expect(try decoder.decode([FailableDecodable<Int>].self, #"[1, "2", null]"#).map(\.wrappedValue) == [1, nil, nil])
    }

    @Test("@FailableDecodableArray keeps order; missing, null or not an array is empty", arguments: Decoder.allCases)
    func failableArray(decoder: Decoder) throws {
        struct Numbers: Decodable { @FailableDecodableArray var values: [Int] }
        #expect(try decoder.decode(Numbers.self, #"{"values": [1, "x", 2, null, 3.5, 4, {}]}"#).values == [1, 2, 4])
        #expect(try decoder.decode(Numbers.self, #"{"values": []}"#).values == [])
        for json in [#"{}"#, #"{"values": null}"#, #"{"values": {"a": 1}}"#, #"{"values": "1,2"}"#] {
            let (numbers, report) = try LeniencyReport.collecting { try decoder.decode(Numbers.self, json) }
            #expect(numbers.values == [])
            #expect(report.entries.map(\.action) == [.usedDefault], "\(json)")
            #expect(report.entries.first?.path.description == "values")
            #expect((report.entries.first?.error != nil) == json.contains("1"), "the error is kept when there was a value")
        }
        let (_, report) = try LeniencyReport.collecting { try decoder.decode(Numbers.self, #"{"values": [1, "x", 2, null]}"#) }
        #expect(report.entries.map(\.path.description) == ["values[1]", "values[3]"])
        #expect(report.entries.map(\.position?.column) == (decoder.knowsPositions ? [16, 24] : [nil, nil]))
    }

    @Test("@Convertible takes the value or its text, and fails on other text", arguments: Decoder.allCases)
    func convertible(decoder: Decoder) throws {
        struct Offer: Decodable {
            @Convertible var price: Double
            @Convertible var count: Int
            @Convertible var available: Bool
        }
        let offer = try decoder.decode(Offer.self, #"{"price": "12.5", "count": "3", "available": "true"}"#)
        #expect(offer.price == 12.5 && offer.count == 3 && offer.available)
        let plain = try decoder.decode(Offer.self, #"{"price": 1e1, "count": 4, "available": false}"#)
        #expect(plain.price == 10 && plain.count == 4 && !plain.available)
        #expect(throws: DecodingError.self) { try decoder.decode(Offer.self, #"{"price": "n/a", "count": 1, "available": true}"#) }
        #expect(throws: DecodingError.self) { try decoder.decode(Offer.self, #"{"price": 1, "count": "1.5", "available": true}"#) }
        #expect(throws: DecodingError.self) { try decoder.decode(Offer.self, #"{"count": 1, "available": true}"#) }
        do {
            _ = try decoder.decode(Offer.self, #"{"price": null, "count": 1, "available": true}"#)
            Issue.record("null is no price")
        } catch DecodingError.valueNotFound(_, let context) {
            #expect(JSONPath(codingPath: context.codingPath).description == "price")
        }
    }

    struct Discount: Codable, Equatable {
        @Convertible var rate: Double?
        @Convertible var count: Int?
    }

    @Test("@Convertible of an optional: absent and null are nil, text converts, a bad value is nil and reported",
          arguments: Decoder.allCases)
    func convertibleOptional(decoder: Decoder) throws {
        let json = #"[{"rate": 0.5, "count": "3"}, {"rate": "0.25"}, {"rate": null, "count": null}, {"rate": "n/a", "count": [1]}, {"rate": true, "count": false}]"#
        let (discounts, report) = try LeniencyReport.collecting { try decoder.decode([Discount].self, json) }
        #expect(discounts == [
            Discount(rate: 0.5, count: 3), Discount(rate: 0.25, count: nil), Discount(rate: nil, count: nil),
            Discount(rate: nil, count: nil), Discount(rate: nil, count: nil),
        ])
        let expected: [(LeniencyReport.Entry.Action, String, Int)] = [
            (.convertedValue, "[0].count", 25),
            (.convertedValue, "[1].rate", 40),
            (.replacedWithNil, "[3].rate", 89),
            (.replacedWithNil, "[3].count", 105),
            (.replacedWithNil, "[4].rate", 120),
            (.replacedWithNil, "[4].count", 135),
        ]
        try #require(report.entries.count == expected.count, "\(report.entries.map(\.description))")
        for (entry, (action, path, column)) in zip(report.entries, expected) {
            #expect(entry.action == action, "\(entry)")
            #expect(entry.path.description == path)
            #expect(entry.position?.column == (decoder.knowsPositions ? column : nil), "\(entry)")
            // The error forgiven is the one of the wrapped type itself, as for the non-optional wrapper.
            guard case .typeMismatch(let type, let context)? = entry.error as? DecodingError else {
                Issue.record("\(entry)")
                continue
            }
            #expect("\(type)" == (path.hasSuffix("rate") ? "Double" : "Int"))
            #expect(JSONPath(codingPath: context.codingPath).description == path)
        }
        if decoder == .fleece {
            #expect(report.entries.map(\.description) == [
                #"[0].count: converted value: Expected to decode Int but found a string "3" instead, at line 1, column 25."#,
                #"[1].rate: converted value: Expected to decode Double but found a string "0.25" instead, at line 1, column 40."#,
                #"[3].rate: replaced with nil: Expected to decode Double but found a string "n/a" instead, at line 1, column 89."#,
                "[3].count: replaced with nil: Expected to decode Int but found an array instead, at line 1, column 105.",
                "[4].rate: replaced with nil: Expected to decode Double but found bool true instead, at line 1, column 120.",
                "[4].count: replaced with nil: Expected to decode Int but found bool false instead, at line 1, column 135.",
            ])
        }
    }

    @Test("@Convertible of an optional: unkeyed values, memberwise values, and nil left out when encoding",
          arguments: Decoder.allCases)
    func convertibleOptionalElsewhere(decoder: Decoder) throws {
        let values = try decoder.decode([Convertible<Int?>].self, #"["7", null, 8, "x", 9.5]"#)
        #expect(values.map(\.wrappedValue) == [7, nil, 8, nil, nil])
        let absent = try decoder.decode(Discount.self, "{}")
        #expect(absent.rate == nil && absent.count == nil)
        let (_, report) = try LeniencyReport.collecting { try decoder.decode(Discount.self, #"{"rate": null}"#) }
        #expect(report.isEmpty, "null and absent are no failures")
        let encoded = String(decoding: try JSONEncoder().encode(Discount(rate: nil, count: 3)), as: UTF8.self)
        #expect(encoded == #"{"count":3}"#)
        #expect(try decoder.decode(Discount.self, encoded) == Discount(rate: nil, count: 3))
    }

    @Test("@StringConvertible: a number's text as sent under Fleece, its value written under JSONDecoder", arguments: Decoder.allCases)
    func stringConvertible(decoder: Decoder) throws {
        let texts = try decoder.decode([StringConvertible].self,
            #"["a", 12, -7, 12.50, 1.0e3, 18446744073709551615, 1e300, true, false, "\u00e9"]"#)
        let numbers = decoder == .fleece
            ? ["12", "-7", "12.50", "1.0e3", "18446744073709551615", "1e300"]
            : ["12", "-7", "12.5", "1000", "18446744073709551615", "1e+300"]
        #expect(texts.map(\.wrappedValue) == ["a"] + numbers + ["true", "false", "é"])
        #expect(throws: DecodingError.self) { try decoder.decode(StringConvertible.self, "null") }
        #expect(throws: DecodingError.self) { try decoder.decode(StringConvertible.self, "[1]") }
    }

    @Test("@StringConvertible: at the edges, the text as sent under Fleece, integers as JSONDecoder reads them", arguments: Decoder.allCases)
    func stringConvertibleEdges(decoder: Decoder) throws {
        let wrapped = try decoder.decode([StringConvertible].self, "[12345678901234567.5, -9223372036854775808.0, 1e-400]")
        #expect(wrapped.map(\.wrappedValue) == (decoder == .fleece
            ? ["12345678901234567.5", "-9223372036854775808.0", "1e-400"]
            : ["12345678901234567", "-9.223372036854776e+18", "0"]))
        let json = try JSON(parsing: #"{"a": 12345678901234567.5, "b": -9223372036854775808.0, "c": 1e-400}"#)
        let exact: [String] = try ["a", "b", "c"].map { key in try (json <|~ key).get() }
        #expect(exact == ["12345678901234567.5", "-9223372036854775808.0", "1e-400"])
    }

    enum Unknown: DefaultValueProvider {
        static var defaultValue: String { "unknown" }
    }

    @Test("@Default: absent, null and wrong values take the default", arguments: Decoder.allCases)
    func defaults(decoder: Decoder) throws {
        struct Settings: Codable, Equatable {
            @Default<Zero> var retries: Int
            @Default<Zero> var ratio: Double
            @Default<Empty> var names: Set<String>
            @Default<Empty> var title: String
            @Default<Empty> var limits: [String: Int]
            @DefaultTrue var enabled: Bool
            @Default<Unknown> var role: String
        }
        let empty = try decoder.decode(Settings.self, "{}")
        #expect(empty == Settings(retries: 0, ratio: 0, names: [], title: "", limits: [:], enabled: true, role: "unknown"))
        let full = try decoder.decode(Settings.self,
            #"{"retries": 3, "ratio": 0.5, "names": ["a"], "title": "t", "limits": {"x": 1}, "enabled": false, "role": "admin"}"#)
        #expect(full == Settings(retries: 3, ratio: 0.5, names: ["a"], title: "t", limits: ["x": 1], enabled: false, role: "admin"))
        let (wrong, report) = try LeniencyReport.collecting {
            try decoder.decode(Settings.self, #"{"retries": "3", "ratio": null, "enabled": 1, "role": "x"}"#)
        }
        #expect(wrong == Settings(retries: 0, ratio: 0, names: [], title: "", limits: [:], enabled: true, role: "x"))
        #expect(report.entries.map(\.path.description) == ["retries", "ratio", "names", "title", "limits", "enabled"])
        #expect(report.entries.map { $0.error != nil } == [true, false, false, false, false, true])
    }

    @Test("wrapped models encode back to what they decoded from", arguments: Decoder.allCases)
    func roundTrip(decoder: Decoder) throws {
        let catalog = try decoder.decode(Catalog.self, Self.catalog)
        let encoded = try JSONEncoder().encode(catalog)
        let again = try decoder.decode(Catalog.self, String(decoding: encoded, as: UTF8.self))
        #expect(again == catalog)
        let text = String(decoding: try JSONEncoder().encode(Self.expectedProducts[1]), as: UTF8.self)
        #expect(!text.contains("image"), "a nil @FailableDecodable leaves its key out")
    }
}
