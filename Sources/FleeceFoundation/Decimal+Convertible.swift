import Fleece
import Foundation

/// `@Convertible var price: Decimal` decodes `"12.50"` as 12.50, under `FleeceDecoder` and
/// `JSONDecoder` alike: decimal number text, by the rule `Double` converts by (`+1.5`, `.5`,
/// `007`; not `NaN`, `1.5abc` or `" 1"`), whose value a `Decimal` holds (not `1e400`).
/// `Decimal(string:)` alone would read `"1.5abc"` as 1.5, the digits it could before the rest.
extension Decimal: ConvertibleFromDecimalText {
    package static func converted(fromDecimalText text: String) -> Decimal? {
        guard ConvertibleText.isDecimalNumberText(text) else { return nil }
        return Decimal(string: text)
    }
}
