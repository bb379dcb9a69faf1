extension JSON: JSONDecodable {
    /// Any value, as it is: how a chain reaches into nested objects (`json <| "places" <| "place"`).
    public static func decode(_ json: JSON) -> Decoded<JSON> {
        .success(json)
    }
}

extension JSON.Number: JSONDecodable {
    /// A number as it is written, every digit kept: for values that must come back as they
    /// came (`1.50` stays `1.50` when written again, where a `Double` or `Decimal` gives `1.5`).
    ///
    /// ```swift
    /// let value: JSON.Number = try json.need("value")   // {"value": 1.50}
    /// value.text                                         // "1.50"
    /// ```
    ///
    /// - Returns: a failure (`expected number, found string "1.50"`) for anything but a number.
    public static func decode(_ json: JSON) -> Decoded<JSON.Number> {
        if case .number(let number) = json { return .success(number) }
        return .failure(.typeMismatch(expected: "number", found: json))
    }
}
