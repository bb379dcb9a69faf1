/// The text a convertible value is read from, as the `@Convertible` and `@StringConvertible`
/// wrappers read it, so the functional API and the wrappers forgive the same things.
@usableFromInline
enum ConvertibleText {
    /// A string's own text; with `numbersAndBools` (for a `String`), also a number or a bool
    /// written as text. A number is its text as the JSON has it (`12.50` stays `12.50`,
    /// `1e400` stays `1e400`; see ``JSON/Number/text``), never a value reread through `Double`.
    @usableFromInline
    static func text(of value: JSON, numbersAndBools: Bool) -> String? {
        switch value {
        case .string(let string):
            return string
        case .number(let number) where numbersAndBools:
            return number.text
        case .bool(let bool) where numbersAndBools:
            return String(bool)
        default:
            return nil
        }
    }
}
