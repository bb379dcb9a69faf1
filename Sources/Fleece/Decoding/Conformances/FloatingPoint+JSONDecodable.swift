extension BinaryFloatingPoint {
    /// The value `convert` gives for a JSON number, when finite: a number too large for the type
    /// (`1e400` for a `Double`) is an error rather than infinity. A string is not a number.
    static func decodeFinite(_ json: JSON, _ convert: (JSON.Number) -> Self) -> Decoded<Self> {
        if case .number(let number) = json {
            let value = convert(number)
            if value.isFinite { return .success(value) }
        }
        return .failure(.floatNotHeld(by: Self.self, found: json))
    }
}

extension Double: JSONDecodable {
    /// The nearest `Double` to a JSON number; too large (`1e400`) is an error, not infinity.
    public static func decode(_ json: JSON) -> Decoded<Double> { decodeFinite(json, \.double) }
}

extension Float: JSONDecodable {
    /// The nearest `Float` to a JSON number (rounded once, from the text); too large (`1e39`) is
    /// an error, not infinity.
    public static func decode(_ json: JSON) -> Decoded<Float> { decodeFinite(json, \.float) }
}
