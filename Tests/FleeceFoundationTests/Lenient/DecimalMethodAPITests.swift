import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Found by an outside tester: `Decimal`, which `@Convertible` reads in Codable models, could
/// not be used in the functional or method styles (`json.convert("price", as: Decimal.self)`
/// did not compile), so WooCommerce's `"price": "19.99"` pushed those users to `Double`.
@Suite struct DecimalMethodAPITests {
    static let text = #"{"price": "19.99", "regular": 21.5, "big": 9007199254740993, "sale": "", "none": null, "bad": "19.99 EUR", "nested": {"amount": "0.10"}}"#

    @Test func aNumberIsADecimalEveryDigit() throws {
        let json = try JSON(parsing: Self.text)
        #expect(try json.need("regular") as Decimal == Decimal(string: "21.5"))
        #expect(try json.need("big") as Decimal == Decimal(string: "9007199254740993"))
        let decoded: Decoded<Decimal> = json <| "regular"
        #expect(decoded.value == Decimal(string: "21.5"))
        // Text is not a number for `<|` and `need`, as for `Double`.
        let text: Decoded<Decimal> = json <| "price"
        #expect(text.error?.description == #"price: expected Decimal, found string "19.99" at line 1, column 11"#)
    }

    /// Found by outside testers: `1e400` said no more than `expected Decimal, found number 1e400`,
    /// where `Double` says why.
    @Test func aNumberOutOfRangeSaysWhy() throws {
        let json = try JSON(parsing: #"{"huge": 1e400, "tiny": -1e-400}"#)
        let huge: Decoded<Decimal> = json <| "huge"
        #expect(huge.error?.description == "huge: expected Decimal, found number 1e400 (beyond Decimal's range) at line 1, column 10")
        let tiny: Decoded<Decimal> = json <| "tiny"
        #expect(tiny.error?.description == "tiny: expected Decimal, found number -1e-400 (too close to 0 for Decimal) at line 1, column 25")
        struct Amount: Decodable { var huge: Decimal }
        let error = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(Amount.self, from: Data(json.text().utf8)) }
        #expect(FleeceDecoder.message(for: error) == "huge: expected Decimal, found number 1e400 (beyond Decimal's range) at line 1, column 9")
    }

    @Test func convertReadsANumberOrItsTextAndReportsTheConversion() throws {
        let json = try JSON(parsing: Self.text)
        let (price, report) = try LeniencyReport.collecting { try json.convert("price", as: Decimal.self) }
        #expect(price == Decimal(string: "19.99"))
        #expect(report.entries.map(\.action) == [.convertedValue])
        #expect(report.entries.map(\.path.description) == ["price"])
        #expect(try json.convert("regular", as: Decimal.self) == Decimal(string: "21.5"))
        #expect(try json.convert(["nested", "amount"], as: Decimal.self) == Decimal(string: "0.10"))
        let declared = #line + 1
        let error = try #require(throws: DecodeError.self) { try json.convert("bad", as: Decimal.self) }
        #expect(error.description == #"bad: expected Decimal, found string "19.99 EUR" at line 1, column 95 (declared at DecimalMethodAPITests.swift:\#(declared))"#)
        #expect(throws: DecodeError.self) { try json.convert("missing", as: Decimal.self) }
        // In a functional chain.
        struct Product: JSONDecodable {
            let name: String
            let price: Decimal
            static func decode(_ json: JSON) -> Decoded<Product> {
                curry(Product.init) <^> json <| "name" <*> Decoded { try json.convert("price", as: Decimal.self) }
            }
        }
        let product = try Product.decode(JSON(parsing: #"{"name": "a", "price": "0.30"}"#)).get()
        #expect(product.price == Decimal(string: "0.30"))
    }

    @Test func wantConvertedIsNilForAnAbsentKeyOrAnAllowedNull() throws {
        let json = try JSON(parsing: Self.text)
        #expect(try json.wantConverted("price", as: Decimal.self) == Decimal(string: "19.99"))
        #expect(try json.wantConverted("missing", as: Decimal.self) == nil)
        #expect(try json.wantConverted("none", as: Decimal.self, allowNull: true) == nil)
        #expect(throws: DecodeError.self) { try json.wantConverted("none", as: Decimal.self) }
        #expect(throws: DecodeError.self) { try json.wantConverted("sale", as: Decimal.self) }
        #expect(try json.wantConverted(["nested", "amount"], as: Decimal.self) == Decimal(string: "0.10"))
        #expect(try json.wantConverted(["nested", "other"], as: Decimal.self) == nil)
        #expect(try json.wantConverted(["none", "amount"], as: Decimal.self, allowNull: true) == nil)
    }

    @Test func anOrderBooksPlacesAndArraysConvertEveryDigit() throws {
        let json = try JSON(parsing: #"{"bids": [["43125.67000000", "0.50000000"], [43125.1, "2"]], "fills": ["4.00000000", 431.5], "bad": ["1", "n/a"]}"#)
        let (bids, report) = try LeniencyReport.collecting {
            try json.need("bids", as: [JSON].self).map { bid in
                [try bid.convert(0, as: Decimal.self), try bid.convert(1, as: Decimal.self)]
            }
        }
        let exactly = { (text: String) in Decimal(string: text) ?? Decimal.nan }
        #expect(bids == [[exactly("43125.67000000"), exactly("0.5")], [exactly("43125.1"), 2]])
        #expect(report.entries.map(\.path.description) == ["bids[0][0]", "bids[0][1]", "bids[1][1]"])
        #expect(try json.convertEach("fills", as: Decimal.self) == [4, exactly("431.5")])
        let error = try #require(throws: DecodeError.self) { try json.convertEach("bad", as: Decimal.self) }
        #expect(error.failures.map(\.path.description) == ["bad[1]"])
        #expect(error.reason == .typeMismatch(expected: "Decimal", found: #"string "n/a""#))
        let past = try #require(throws: DecodeError.self) { try #require(json["fills"]).convert(2, as: Decimal.self) }
        #expect(past.path.description == "fills[2]")
    }
}
