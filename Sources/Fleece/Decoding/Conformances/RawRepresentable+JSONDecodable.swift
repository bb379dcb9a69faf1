extension JSONDecodable where Self: RawRepresentable, RawValue: JSONDecodable {
    /// An enum (or other raw-representable type) from its raw value: declare the conformance and
    /// this is the decoding.
    ///
    /// ```swift
    /// enum Size: String, JSONDecodable { case small, large }
    /// ```
    /// A raw value of the right type that is no case is an error naming it; for a `CaseIterable`
    /// type the error lists the allowed values too.
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<Self> {
        RawValue.decode(json).flatMap { raw in
            if let value = Self(rawValue: raw) { return .success(value) }
            return .failure(.typeMismatch(expected: TypeName.of(Self.self), found: json))
        }
    }
}

extension JSONDecodable where Self: RawRepresentable & CaseIterable, RawValue: JSONDecodable {
    /// An enum from its raw value; an unknown raw value is an error listing the known ones:
    /// `expected one of "small", "large", found string "huge"`.
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<Self> {
        RawValue.decode(json).flatMap { raw in
            if let value = Self(rawValue: raw) { return .success(value) }
            return .failure(.unknownValue(json, known: allCases.map { RawValueText.jsonText(of: $0.rawValue) }))
        }
    }
}

/// How allowed raw values are written in errors: as JSON would write them.
@usableFromInline
enum RawValueText {
    @usableFromInline
    static func jsonText(of value: some Any) -> String {
        if let string = value as? String { return JSON.string(string).text() }
        if let character = value as? Character { return JSON.string(String(character)).text() }
        return String(describing: value)
    }
}
