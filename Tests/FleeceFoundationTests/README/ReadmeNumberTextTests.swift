import Foundation
import FleeceFoundation
import Testing

/// The README's sentence on `Decimal` and a number's text (found by an outside tester, whose
/// FHIR `1.50` came back `1.5`): `Decimal` keeps no trailing zero; a `JSON` field keeps the text,
/// and Fleece writes it back as it came.
@Suite struct ReadmeNumberTextTests {
    struct Quantity: Codable {
        @Convertible var price: Decimal
        var value: JSON
    }

    @Test func aDecimalKeepsNoTrailingZeroAndAJSONNumberKeepsItsText() throws {
        let quantity = try FleeceDecoder().decode(Quantity.self, from: Data(#"{"price": "12.50", "value": 1.50}"#.utf8))
        #expect(quantity.price == Decimal(string: "12.5") && "\(quantity.price)" == "12.5")
        #expect(String(decoding: try FleeceEncoder().encode(quantity), as: UTF8.self) == #"{"price":12.5,"value":1.50}"#)
    }
}
