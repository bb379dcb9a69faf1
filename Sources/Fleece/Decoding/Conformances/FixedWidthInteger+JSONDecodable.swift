extension FixedWidthInteger {
    /// A JSON number that is an integer in this type's range, exactly: `12.5`, `1e40` for `Int`
    /// or `300` for `UInt8` is an error, never truncated or wrapped. `1e2` and `12.0` are 100 and 12.
    /// A string is not a number.
    static func decodeExactly(_ json: JSON) -> Decoded<Self> {
        if case .number(let number) = json, let value = number.integer(as: Self.self) {
            return .success(value)
        }
        return .failure(.integerNotHeld(by: Self.self, found: json))
    }
}

extension Int: JSONDecodable {
    /// An integer in range, exactly (see `FixedWidthInteger.decodeExactly`).
    public static func decode(_ json: JSON) -> Decoded<Int> { decodeExactly(json) }
}

extension Int8: JSONDecodable {
    /// An integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<Int8> { decodeExactly(json) }
}

extension Int16: JSONDecodable {
    /// An integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<Int16> { decodeExactly(json) }
}

extension Int32: JSONDecodable {
    /// An integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<Int32> { decodeExactly(json) }
}

extension Int64: JSONDecodable {
    /// An integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<Int64> { decodeExactly(json) }
}

extension UInt: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt> { decodeExactly(json) }
}

extension UInt8: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt8> { decodeExactly(json) }
}

extension UInt16: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt16> { decodeExactly(json) }
}

extension UInt32: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt32> { decodeExactly(json) }
}

extension UInt64: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt64> { decodeExactly(json) }
}

extension Int128: JSONDecodable {
    /// An integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<Int128> { decodeExactly(json) }
}

extension UInt128: JSONDecodable {
    /// A non-negative integer in range, exactly.
    public static func decode(_ json: JSON) -> Decoded<UInt128> { decodeExactly(json) }
}
