extension Double: JSONDecodable {
    /// The nearest `Double` to a JSON number. A number too large for a `Double` (`1e400`) is an
    /// error rather than infinity; a string is not a number.
    public static func decode(_ json: JSON) -> Decoded<Double> {
        if case .number(let number) = json {
            let value = number.double
            if value.isFinite { return .success(value) }
        }
        return .failure(.typeMismatch(expected: "Double", found: json))
    }
}

extension Float: JSONDecodable {
    /// The nearest `Float` to a JSON number. A number too large for a `Float` (`1e39`) is an
    /// error rather than infinity; a string is not a number.
    public static func decode(_ json: JSON) -> Decoded<Float> {
        if case .number(let number) = json {
            let value = number.float
            if value.isFinite { return .success(value) }
        }
        return .failure(.typeMismatch(expected: "Float", found: json))
    }
}
