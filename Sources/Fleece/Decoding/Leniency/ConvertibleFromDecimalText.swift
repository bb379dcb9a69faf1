/// A type outside the standard library that `@Convertible` converts from decimal number text,
/// though it is not `LosslessStringConvertible`: FleeceFoundation's `Decimal`, so that a price
/// sent as `"12.50"` decodes. Package-only: the core module cannot name `Decimal` (it imports no
/// Foundation), and users have `LosslessStringConvertible` for their own types.
package protocol ConvertibleFromDecimalText {
    /// `text` as this type when it is decimal number text (see `isDecimalNumberText(_:)`)
    /// whose value the type holds; nil otherwise.
    static func converted(fromDecimalText text: String) -> Self?
}

extension ConvertibleFromDecimalText {
    /// Whether `text` is decimal number text as the lenient conversions take it: an optional
    /// sign, digits with an optional decimal point (`12`, `-12.5`, `.5`, `5.`, `007`) and an
    /// optional exponent; no whitespace, no `NaN`, `inf` or hexadecimal. The rule `Double`
    /// and `Float` convert by (`ConvertibleText.value(_:as:)`).
    package static func isDecimalNumberText(_ text: String) -> Bool {
        var utf8 = text
        // Memory safety: the UTF-8 is lent to the check for the call.
        return utf8.withUTF8 { unsafe NumberConversion.decimalTextIsZero($0) } != nil
    }
}
