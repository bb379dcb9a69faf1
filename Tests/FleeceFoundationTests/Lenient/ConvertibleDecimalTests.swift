import Fleece
import FleeceFoundation
import Foundation
import Testing

/// `@Convertible var price: Decimal` converts a price sent as text (`"12.50"`), exactly (never
/// through `Double`), under `FleeceDecoder` and `JSONDecoder` alike, by the decimal rule the
/// floating-point types use. `Decimal` is not `LosslessStringConvertible`, so before this nothing
/// converted: `"12.50"` failed as a type mismatch.
@Suite("Convertible Decimal")
struct ConvertibleDecimalTests {
    struct Price: Decodable { @Convertible var amount: Decimal }
    struct MaybePrice: Decodable { @Convertible var amount: Decimal? }

    static func data(_ text: String) -> Data { Data(#"{"amount": "\#(text)"}"#.utf8) }

    static let converted: [(text: String, value: String)] = [
        ("12.50", "12.5"), ("0.1", "0.1"), ("-3", "-3"), ("+1.5", "1.5"), (".5", "0.5"), ("5.", "5"),
        ("007", "7"), ("1E5", "100000"), ("-0", "0"),
        ("1234567890.123456789012345678", "1234567890.123456789012345678"),
    ]

    @Test("decimal text converts exactly, under FleeceDecoder and JSONDecoder", arguments: converted)
    func convertsDecimalText(text: String, value: String) throws {
        let expected = try #require(Decimal(string: value))
        #expect(try FleeceDecoder().decode(Price.self, from: Self.data(text)).amount == expected)
        #expect(try JSONDecoder().decode(Price.self, from: Self.data(text)).amount == expected)
        #expect(try FleeceDecoder().decode(MaybePrice.self, from: Self.data(text)).amount == expected)
    }

    @Test("every digit is kept: 2^53 + 1, which a Double on the way would make 2^53")
    func noDoubleOnTheWay() throws {
        let amount = try FleeceDecoder().decode(Price.self, from: Self.data("9007199254740993")).amount
        #expect(amount == Decimal(9_007_199_254_740_993 as UInt64))
        #expect(amount - 1 == Decimal(9_007_199_254_740_992 as UInt64))
    }

    static let rejected = ["1.5abc", " 1.5", "1.5 ", "NaN", "Infinity", "0x10", "1e400", "", "n/a", "1,5"]

    @Test("other text fails as a type mismatch at the member, or is nil for an optional", arguments: rejected)
    func rejectsOtherText(text: String) throws {
        for decode in [{ try FleeceDecoder().decode(Price.self, from: $0) }, { try JSONDecoder().decode(Price.self, from: $0) }] as [(Data) throws -> Price] {
            do {
                let price = try decode(Self.data(text))
                Issue.record("\(text.debugDescription) converted to \(price.amount)")
            } catch DecodingError.typeMismatch(let type, let context) {
                #expect(ObjectIdentifier(type) == ObjectIdentifier(Decimal.self))
                #expect(context.codingPath.map(\.stringValue) == ["amount"])
            }
        }
        #expect(try FleeceDecoder().decode(MaybePrice.self, from: Self.data(text)).amount == nil)
        #expect(try JSONDecoder().decode(MaybePrice.self, from: Self.data(text)).amount == nil)
    }

    @Test("a conversion and a replacement are reported; a number is not")
    func reported() throws {
        let text = Data(#"[{"amount": "19.99"}, {"amount": 5}, {"amount": "free"}]"#.utf8)
        let (prices, report) = try LeniencyReport.collecting { try FleeceDecoder().decode([MaybePrice].self, from: text) }
        #expect(prices.map(\.amount) == [Decimal(string: "19.99"), 5, nil])
        #expect(report.entries.map { "\($0.path) \($0.action)" } == ["[0].amount converted value", "[2].amount replaced with nil"])
    }

    /// Found by an outside tester: under `JSONDecoder` the entry ended in `converted value: `,
    /// since `JSONDecoder`'s error for a `Decimal` that is text says nothing in its context.
    @Test("under JSONDecoder, a conversion's entry says what the forgiven error was about")
    func reportedUnderJSONDecoder() throws {
        let (price, report) = try LeniencyReport.collecting { try JSONDecoder().decode(Price.self, from: Self.data("19.99")) }
        #expect(price.amount == Decimal(string: "19.99"))
        #expect(report.entries.map(\.description) == ["amount: converted value: type mismatch: expected Decimal"])
    }

    @Test("under JSONCodableDecoder, which knows no Decimal, a number and its text are read, every digit")
    func coreDecoderReadsNumbers() throws {
        let decoder = JSONCodableDecoder()
        for (json, value) in [("12.50", "12.5"), ("-0.1", "-0.1"), ("9007199254740993", "9007199254740993"), ("1E5", "100000"),
                              (#""12.50""#, "12.5"), (#""9007199254740993""#, "9007199254740993")] {
            let expected = try #require(Decimal(string: value))
            let text = #"{"amount": \#(json)}"#
            #expect(try decoder.decode(Price.self, from: text).amount == expected, "\(json)")
            #expect(try decoder.decode(MaybePrice.self, from: text).amount == expected, "\(json)")
        }
        #expect(try decoder.decode(MaybePrice.self, from: #"{"amount": null}"#).amount == nil)
        #expect(try decoder.decode(MaybePrice.self, from: #"{"amount": "n/a"}"#).amount == nil)
        // A number read is not a conversion: nothing is reported.
        let (prices, report) = try LeniencyReport.collecting { try decoder.decode([MaybePrice].self, from: #"[{"amount": 1.25}, {"amount": "2.5"}]"#) }
        #expect(prices.map(\.amount) == [Decimal(string: "1.25"), Decimal(string: "2.5")])
        #expect(report.entries.map { "\($0.path) \($0.action)" } == ["[1].amount converted value"])
    }

    /// Found by an outside tester: `01.10` read 1.1 with nothing reported, where a plain
    /// `Decimal` (and `JSONDecoder`) refuse a number JSON does not allow.
    @Test("a malformed number is refused, as a plain Decimal refuses it", arguments: ["01.10", "-.1", "1.", "1.e5", "00", "-01"])
    func malformedNumbers(token: String) throws {
        let text = Data(#"{"amount": \#(token)}"#.utf8)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Price.self, from: text) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Price.self, from: text) }
        struct Plain: Decodable { var amount: Decimal }
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Plain.self, from: text) }
        // Optional, it is nil and reported, as a string that does not convert is.
        let (price, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(MaybePrice.self, from: text) }
        #expect(price.amount == nil)
        #expect(report.entries.map { "\($0.path) \($0.action)" } == ["amount replaced with nil"])
    }
}
