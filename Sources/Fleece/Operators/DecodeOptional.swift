/// Decodes the optional value at `key` of the object `json`: absent or null is nil, and a
/// present value of the wrong type is still an error (it is not silently dropped).
///
/// ```swift
/// let email: Decoded<String?> = json <|? "email"
/// ```
@inlinable
public func <|? <T: JSONDecodable>(json: JSON, key: String) -> Decoded<T?> {
    json.optionalMember(key)
}

/// Decodes the optional value at the path `keys`: nil when any key on the way is absent or null.
@inlinable
public func <|? <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<T?> {
    json.optionalMember(atPath: keys)
}

/// Decodes the optional value at `key` of a value decoded before (a `Decoded<JSON>`, or of
/// another ``JSONRepresentable``).
@inlinable
public func <|? <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, key: String) -> Decoded<T?> {
    json.flatMap { $0.jsonValue.optionalMember(key) }
}

/// Decodes the optional value at the path `keys` of a value decoded before.
@inlinable
public func <|? <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, keys: [String]) -> Decoded<T?> {
    json.flatMap { $0.jsonValue.field(keys, nullEndsPath: true).optional() }
}

/// Decodes the optional value at `key` of the value the chain reached (`json <| "user" <|? "email"`):
/// nil when the key is absent or that value is null, as with the key path
/// `json <|? ["user", "email"]`; a value on the way that is neither an object nor null fails at
/// its place. The earlier steps of the chain are required: an absent `user` is a missing key.
@inlinable
public func <|? <T: JSONDecodable>(json: Decoded<JSONLookup>, key: String) -> Decoded<T?> {
    json.flatMap { $0.optionalMember(key) }
}

/// Decodes the optional value at the path `keys` of the value the chain reached: nil when any
/// key from there on is absent or null.
@inlinable
public func <|? <T: JSONDecodable>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<T?> {
    json.flatMap { $0.field(keys, nullEndsPath: true).optional() }
}
