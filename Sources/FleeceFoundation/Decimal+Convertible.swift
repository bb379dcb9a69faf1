import Fleece
import Foundation

/// `@Convertible var price: Decimal` decodes `"12.50"` as 12.50, under `FleeceDecoder` and
/// `JSONDecoder` alike: decimal number text, by the rule `Double` converts by (`+1.5`, `.5`,
/// `007`; not `NaN`, `1.5abc` or `" 1"`), whose value a `Decimal` holds exactly (not `1e400`,
/// nor 40 significant digits, which `Decimal(string:)` would cut to 38 without a word; see
/// `ExactDecimalText`). `Decimal(string:)` alone would also read `"1.5abc"` as 1.5, the digits it
/// could before the rest.
extension Decimal: ConvertibleFromDecimalText {
    package static func converted(fromDecimalText text: String) -> Decimal? {
        guard ConvertibleText.isDecimalNumberText(text), case .exact(let value) = ExactDecimalText.read(text) else { return nil }
        return value
    }

    package static func whyNotConverted(fromDecimalText text: String) -> String? {
        guard ConvertibleText.isDecimalNumberText(text) else { return nil }
        return ExactDecimalText.whyNotRead(text)
    }
}
