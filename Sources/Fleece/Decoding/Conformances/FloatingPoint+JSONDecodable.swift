extension BinaryFloatingPoint {
    /// The value `convert` gives for a JSON number, when it holds the number: a number too
    /// large for the type (`1e400` for a `Double`) is an error rather than infinity, and one too
    /// close to zero (`1e-400`) an error rather than 0, as under `FleeceDecoder` and
    /// `JSONDecoder`. A string is not a number.
    static func decodeHeld(_ json: JSON, _ convert: (JSON.Number) -> Self) -> Decoded<Self> {
        if case .number(let number) = json, let value = number.held(convert(number)) {
            return .success(value)
        }
        return .failure(.floatNotHeld(by: Self.self, found: json))
    }
}

extension JSON.Number {
    /// `value`, this number converted to a floating-point type, when it holds the number: nil
    /// for infinity (the magnitude too large) and for 0 from a number that is not zero (too
    /// small). What every functional and method-API read of a `Double` or `Float` keeps.
    @inlinable @inline(__always)
    func held<T: BinaryFloatingPoint>(_ value: T) -> T? {
        guard value.isFinite else { return nil }
        return value != 0 || isZero ? value : nil
    }

    /// `held(_:)` for a `Double`, as the fast paths for members and arrays read one: finite and
    /// not zero, the common case, in one unsigned compare of the magnitude's bits (the generic
    /// form's two tests cost geo's coordinates ~5 instructions each).
    @inlinable @inline(__always)
    func held(_ value: Double) -> Double? {
        let magnitude = value.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        if magnitude &- 1 < 0x7FEF_FFFF_FFFF_FFFF { return value }
        return magnitude == 0 && isZero ? value : nil
    }

    /// Whether the number is zero, however written (`0`, `-0.0`, `0e7`): asked only of numbers
    /// that converted to 0, to tell them from those too small for the type.
    @usableFromInline
    var isZero: Bool {
        guard document != nil else { return slot == 0 }
        // A zero has no significant digit (see `DecimalShape`).
        return unsafe withText { unsafe DecimalShape($0).endOfDigits == 0 }
    }
}

extension Double: JSONDecodable {
    /// The nearest `Double` to a JSON number; too large (`1e400`) or too close to zero
    /// (`1e-400`) is an error, not infinity or 0.
    public static func decode(_ json: JSON) -> Decoded<Double> { decodeHeld(json, \.double) }
}

extension Float: JSONDecodable {
    /// The nearest `Float` to a JSON number (rounded once, from the text); too large (`1e39`)
    /// or too close to zero (`1e-50`) is an error, not infinity or 0.
    public static func decode(_ json: JSON) -> Decoded<Float> { decodeHeld(json, \.float) }
}
