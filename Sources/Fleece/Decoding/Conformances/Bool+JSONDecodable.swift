extension Bool: JSONDecodable {
    /// `true` or `false`; neither `1` nor `"true"`.
    public static func decode(_ json: JSON) -> Decoded<Bool> {
        if case .bool(let bool) = json { return .success(bool) }
        return .failure(.typeMismatch(expected: "Bool", found: json))
    }
}
