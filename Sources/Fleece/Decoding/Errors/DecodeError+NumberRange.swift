extension DecodeError {
    /// The error for a JSON number that the integer type `type` cannot hold exactly: a type
    /// mismatch, as for any value that does not do, which also says why, since
    /// `expected Int, found number 9223372036854775808` alone reads like a wrong kind of value:
    /// `(more than Int.max)`, `(less than Int8.min)`, `(UInt cannot be negative)` or
    /// `(not a whole number)`.
    ///
    /// Built only when decoding fails; a value that is not a number gets the plain mismatch.
    static func integerNotHeld<T: FixedWidthInteger>(by type: T.Type, found: JSON) -> DecodeError {
        let name = String(describing: type)
        var error = typeMismatch(expected: name, found: found)
        guard case .number(let number) = found else { return error }
        let (isNegative, isWhole) = unsafe number.withText(Self.signAndWholeness)
        error.failures[0].detail = if !isWhole {
            "not a whole number"
        } else if isNegative {
            T.isSigned ? "less than \(name).min" : "\(name) cannot be negative"
        } else {
            "more than \(name).max"
        }
        return error
    }

    /// The error for a JSON number that `type` (`Decimal`, through `ConvertibleFromDecimalText`)
    /// did not take, saying why as the type does: `(beyond Decimal's range)`, `(more significant
    /// digits than a Decimal holds (38))`. A number it holds exactly was refused by
    /// `FleeceDecoder`, which reads as `JSONDecoder` does (`Decimal(string:)`), and says so.
    private static func decimalNotHeld(by type: any ConvertibleFromDecimalText.Type, found: JSON) -> DecodeError {
        let name = String(describing: type)
        var error = typeMismatch(expected: name, found: found)
        guard case .number(let number) = found else { return error }
        error.failures[0].detail = type.whyNotConverted(fromDecimalText: number.text)
            ?? "a spelling JSONDecoder does not read as \(name) either"
        return error
    }

    /// The error for a JSON number that the floating-point type `type` cannot hold: a type
    /// mismatch that says `(beyond Double's range)` for a magnitude too large (`1e400`), or
    /// `(too close to 0 for Double)` for a number that is not zero but would be 0 (`1e-400`).
    /// `FleeceDecoder` also refuses a zero as `JSONDecoder` does (`0e1`, `-0.0e60`), saying
    /// `(a 0 with an exponent that JSONDecoder refuses too)`, and JSON5's hexadecimal integers that
    /// the type does not hold exactly (`0xFFFFFFFFFFFFFFFF`), saying so.
    static func floatNotHeld<T: BinaryFloatingPoint>(by type: T.Type, found: JSON) -> DecodeError {
        let name = String(describing: type)
        var error = typeMismatch(expected: name, found: found)
        guard case .number(let number) = found else { return error }
        // Too small when the value is below 1 in magnitude: 0.d₁d₂… × 10^p with p ≤ 0. A zero
        // fails only in `FleeceDecoder`, which refuses the zeros `JSONDecoder` refuses: `0e1` is
        // not "too close to 0" (found by an outside tester). The same test as the Codable
        // error's description, so that both sentences agree.
        // JSON5's hexadecimal is refused when inexact, whatever its magnitude (found by an outside
        // tester: `(beyond Double's range)`).
        let why = number.isJSON5Hexadecimal ? .hexadecimal : unsafe number.withText { text in
            if unsafe FoundationZeroScan.isRefusedZero(text) { return NumberMagnitude.zero }
            return switch unsafe DecimalShape(text).pointPosition {
            case .small(let position): position <= 0 ? .belowOne : .large
            case .large(let negative, _): negative ? .belowOne : .large
            }
        }
        error.failures[0].detail = switch why {
        case .zero: "a 0 with an exponent that JSONDecoder refuses too"
        case .hexadecimal: "a hexadecimal integer that \(name) does not hold exactly, which JSONDecoder refuses too"
        case .belowOne: "too close to 0 for \(name)"
        case .large: "beyond \(name)'s range"
        }
        return error
    }

    /// ``integerNotHeld(by:found:)`` or ``floatNotHeld(by:found:)`` for a type known only at
    /// run time, as a Codable engine knows the type a number did not fit; for any other type,
    /// the plain mismatch.
    package static func numberNotHeld(by type: Any.Type, found: JSON) -> DecodeError {
        if let integer = type as? any FixedWidthInteger.Type { return integerNotHeld(by: integer, found: found) }
        if let float = type as? any BinaryFloatingPoint.Type { return floatNotHeld(by: float, found: found) }
        // A `Decimal` says why too (found by an outside tester: `1e400` said no more than
        // `expected Decimal, found number 1e400`).
        if let decimal = type as? any ConvertibleFromDecimalText.Type { return decimalNotHeld(by: decimal, found: found) }
        return typeMismatch(expected: String(describing: type), found: found)
    }

    /// The sign of a number's text, and whether its value is whole, decided exactly from the
    /// digits: `1.0000000000000000000001` is not whole, though its nearest `Double` is; `1e999` is.
    // Memory safety: `text` is lent by `withText` for the call, and its digits are read within it.
    private static func signAndWholeness(of text: UnsafeBufferPointer<UInt8>) -> (isNegative: Bool, isWhole: Bool) {
        // The value is 0.d₁d₂…dₙ × 10^p: whole when no digit is left after the point.
        let shape = unsafe DecimalShape(text)
        let digitCount = unsafe shape.digits(in: text).count
        let isWhole = switch shape.pointPosition {
        case .small(let position): position >= Int64(digitCount)
        case .large(let negative, _): !negative
        }
        return (unsafe text.first == UInt8(ascii: "-"), isWhole)
    }
}

extension JSON.Number {
    /// True for a JSON5 hexadecimal integer (`0xFF`): within 64 bits the parser records it in
    /// decimal, so its text alone does not tell (a `Double` refuses it unless exact, as in
    /// `JSONDecoder`); beyond them its text is kept as written.
    fileprivate var isJSON5Hexadecimal: Bool {
        guard let document else { return false }
        // Memory safety: the number's own entry, which its document holds.
        let entry = unsafe document.entries[Int(truncatingIfNeeded: slot)]
        if entry.tag & Entry.Flags.hexadecimal != 0 { return true }
        return unsafe entry.tag & Entry.Flags.malformedNumber != 0 && withText { unsafe JSON5Scalars.isHexadecimalInteger($0) }
    }
}

/// Why a float did not hold a number, for ``DecodeError/floatNotHeld(by:found:)``.
private enum NumberMagnitude { case zero, belowOne, large, hexadecimal }
