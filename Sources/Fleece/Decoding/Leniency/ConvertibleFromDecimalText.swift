/// A type outside the standard library that `@Convertible` converts from decimal number text,
/// though it is not `LosslessStringConvertible`: FleeceFoundation's `Decimal`, so that a price
/// sent as `"12.50"` decodes. Package-only: the core module cannot name `Decimal` (it imports no
/// Foundation), and users have `LosslessStringConvertible` for their own types.
package protocol ConvertibleFromDecimalText {
    /// `text` as this type when it is decimal number text (see `ConvertibleText.isDecimalNumberText(_:)`)
    /// whose value the type holds exactly; nil otherwise.
    static func converted(fromDecimalText text: String) -> Self?

    /// Why decimal number text did not convert, in the words of a number range error
    /// (`beyond Decimal's range`); nil when it converts or is not decimal number text.
    static func whyNotConverted(fromDecimalText text: String) -> String?
}
