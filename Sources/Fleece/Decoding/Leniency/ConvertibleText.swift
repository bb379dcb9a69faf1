/// The text a convertible value is read from, as the `@Convertible` and `@StringConvertible`
/// wrappers read it, so the functional API and the wrappers forgive the same things.
/// Package-visible for `value(_:as:)`, which FleeceModelGenerator asks of a sample's strings.
@usableFromInline
package enum ConvertibleText {
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

extension ConvertibleText {
    /// A value that did not decode as `T`, converted as `@Convertible` converts it: from its
    /// text (see `text(of:numbersAndBools:)` and `value(_:as:)`), or, for a `Bool`, from the
    /// whole number 0 or 1 (`1`, `1.0`, `1e0`: what `Int` reads), as BetterCodable's
    /// `@LosslessBoolValue` reads it. Nil when it does not convert.
    @usableFromInline
    static func converted<T: LosslessStringConvertible>(_ value: JSON, as type: T.Type) -> T? {
        if T.self == Bool.self, case .number = value {
            switch Int.decode(value) {
            case .success(0): return JSONDocument.same(false, as: T.self)
            case .success(1): return JSONDocument.same(true, as: T.self)
            default: return nil
            }
        }
        guard let text = text(of: value, numbersAndBools: T.self == String.self) else { return nil }
        return self.value(text, as: T.self)
    }

    /// `text` converted to `T` as every lenient conversion converts it (`<|~`, `convert`,
    /// `@Convertible`): `T(text)`, except for a floating-point `T`, which takes only decimal
    /// number text whose value it holds. That is an optional sign (`-` or `+`), digits with an
    /// optional decimal point and digits on at least one side of it (`12`, `-12.5`, `.5`, `5.`,
    /// `007`), and an optional exponent (`1e3`, `1E-3`); no whitespace. `Double(text)`'s other
    /// forms (`nan`, `inf`, `-Infinity`, hexadecimal `0x1p3`) do not convert, and neither does a
    /// number the type cannot hold, as for a JSON number: beyond its largest finite value
    /// (`1e400` for a `Double`) or too close to zero for anything but 0 (`1e-400`).
    ///
    /// Inlinable: specialized for `T`, the type tests fold away. A `Double` or `Float` is read
    /// by the parser's own conversion, without allocating.
    @inlinable
    package static func value<T: LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? {
        if T.self == Double.self { return JSONDocument.same(double(text), as: T.self) }
        if T.self == Float.self { return JSONDocument.same(float(text), as: T.self) }
        // Unspecialized (`@Convertible` under `JSONDecoder`), the common types are told by a
        // pointer comparison, before the conformance check (a runtime lookup).
        if T.self == Int.self || T.self == Int64.self || T.self == Bool.self || T.self == String.self { return T(text) }
        if T.self is any BinaryFloatingPoint.Type { return otherFloatingPoint(text, as: T.self) }
        // `Character(text)` is not failable, though it satisfies a failable requirement: it
        // traps on text that is not one character (`"ab"`, `""`), text the input chooses.
        if T.self == Character.self, text.count != 1 { return nil }
        return T(text)
    }

    /// Whether `text` is decimal number text as the lenient conversions take it: an optional
    /// sign, digits with an optional decimal point (`12`, `-12.5`, `.5`, `5.`, `007`) and an
    /// optional exponent; no whitespace, no `NaN`, `inf` or hexadecimal. The rule `Double`
    /// and `Float` convert by (`value(_:as:)`), and `Decimal` with FleeceFoundation.
    package static func isDecimalNumberText(_ text: String) -> Bool {
        var utf8 = text
        // Memory safety: the UTF-8 is lent to the check for the call.
        return utf8.withUTF8 { unsafe NumberConversion.decimalTextIsZero($0) } != nil
    }

    /// `value(_:as:)` for a `Double`.
    @usableFromInline
    static func double(_ text: String) -> Double? {
        var text = text
        // Memory safety: the UTF-8 is lent to the conversion for the call.
        return text.withUTF8 { unsafe NumberConversion.decimalDouble($0) }
    }

    /// `value(_:as:)` for a `Float`.
    @usableFromInline
    static func float(_ text: String) -> Float? {
        var text = text
        // Memory safety: the UTF-8 is lent to the conversion for the call.
        return text.withUTF8 { unsafe NumberConversion.decimalFloat($0) }
    }

    /// `value(_:as:)` for another floating-point type (`Float16`, `CGFloat`): the text is
    /// checked to be decimal number text, converted by `T(text)`, and the value checked as for
    /// `Double`.
    @usableFromInline
    static func otherFloatingPoint<T: LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? {
        var utf8 = text
        // Memory safety: the UTF-8 is lent to the check for the call.
        guard let isZero = utf8.withUTF8({ unsafe NumberConversion.decimalTextIsZero($0) }),
              let value = T(text), let floatingPoint = value as? any FloatingPoint,
              floatingPoint.isFinite, isZero || !floatingPoint.isZero else { return nil }
        return value
    }
}
