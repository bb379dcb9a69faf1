/// The text a convertible value is read from, as the `@Convertible` and `@StringConvertible`
/// wrappers read it, so the functional API and the wrappers forgive the same things.
@usableFromInline
enum ConvertibleText {
    /// A string's own text; with `numbersAndBools` (for a `String`), also a number or a bool
    /// written as text. An integer is written in decimal (`1234`, also for `1.0e3`), another
    /// number as Swift writes the nearest `Double` (`12.5` for `12.50`). A number beyond `Double`
    /// (`2e308`) has no such text (it would read `inf`), so it does not convert, as under the
    /// `@StringConvertible` wrapper.
    @usableFromInline
    static func text(of value: JSON, numbersAndBools: Bool) -> String? {
        switch value {
        case .string(let string):
            return string
        case .number(let number) where numbersAndBools:
            if let integer = number.int64 { return String(integer) }
            if let integer = number.uint64 { return String(integer) }
            let double = number.double
            return double.isFinite ? String(double) : nil
        case .bool(let bool) where numbersAndBools:
            return String(bool)
        default:
            return nil
        }
    }
}
