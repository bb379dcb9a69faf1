/// The text a convertible value is read from, as the `@Convertible` and `@StringConvertible`
/// wrappers read it, so the functional API and the wrappers forgive the same things.
enum ConvertibleText {
    /// A string's own text for any type; for a `String`, also a number or a bool written as text.
    /// An integer is written in decimal (`1234`, also for `1.0e3`), another number as Swift writes
    /// the nearest `Double` (`12.5` for `12.50`).
    static func text<T>(of value: JSON, for type: T.Type) -> String? {
        switch value {
        case .string(let string):
            return string
        case .number(let number) where T.self == String.self:
            if let integer = number.int64 { return String(integer) }
            if let integer = number.uint64 { return String(integer) }
            return String(number.double)
        case .bool(let bool) where T.self == String.self:
            return String(bool)
        default:
            return nil
        }
    }
}
