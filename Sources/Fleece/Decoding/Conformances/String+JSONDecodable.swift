extension String: JSONDecodable {
    /// A JSON string. A number or a bool is not a string (see `json.convert(_:)`
    /// to accept them written as text).
    public static func decode(_ json: JSON) -> Decoded<String> {
        if case .string(let string) = json { return .success(string) }
        return .failure(.typeMismatch(expected: "String", found: json))
    }
}
