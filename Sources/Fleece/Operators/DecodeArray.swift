/// Decodes the required array at `key`: `json <|| "tags"` is `json <| "tags"` for a `[T]`,
/// spelled as in Argo.
@inlinable
public func <|| <T: JSONDecodable>(json: JSON, key: String) -> Decoded<[T]> {
    json.requiredMember(key)
}

/// Decodes the required array at the path `keys`.
@inlinable
public func <|| <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<[T]> {
    json.requiredMember(atPath: keys)
}

/// Decodes the required array at `key` of a value decoded before (see ``JSONRepresentable``).
@inlinable
public func <|| <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, key: String) -> Decoded<[T]> {
    json.flatMap { $0.jsonValue.requiredMember(key) }
}

/// Decodes the required array at the path `keys` of a value decoded before.
@inlinable
public func <|| <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, keys: [String]) -> Decoded<[T]> {
    json.flatMap { $0.jsonValue.field(keys, nullEndsPath: false).required() }
}

/// Decodes the optional array at `key`: absent or null is nil; a present array must decode.
@inlinable
public func <||? <T: JSONDecodable>(json: JSON, key: String) -> Decoded<[T]?> {
    json.optionalMember(key)
}

/// Decodes the optional array at the path `keys`: nil when any key on the way is absent or null.
@inlinable
public func <||? <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<[T]?> {
    json.optionalMember(atPath: keys)
}

/// Decodes the optional array at `key` of a value decoded before (see ``JSONRepresentable``).
@inlinable
public func <||? <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, key: String) -> Decoded<[T]?> {
    json.flatMap { $0.jsonValue.optionalMember(key) }
}

/// Decodes the optional array at the path `keys` of a value decoded before.
@inlinable
public func <||? <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, keys: [String]) -> Decoded<[T]?> {
    json.flatMap { $0.jsonValue.field(keys, nullEndsPath: true).optional() }
}

/// Decodes the required array at `key` of the value the chain reached (`json <| "user" <|| "tags"`),
/// failing as the key path `json <|| ["user", "tags"]` does.
@inlinable
public func <|| <T: JSONDecodable>(json: Decoded<JSONLookup>, key: String) -> Decoded<[T]> {
    json.flatMap { $0.field(key, nullEndsPath: false).required() }
}

/// Decodes the required array at the path `keys` of the value the chain reached.
@inlinable
public func <|| <T: JSONDecodable>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<[T]> {
    json.flatMap { $0.field(keys, nullEndsPath: false).required() }
}

/// Decodes the optional array at `key` of the value the chain reached: nil when the key is
/// absent or that value is null, as with the key path `json <||? ["user", "tags"]`.
@inlinable
public func <||? <T: JSONDecodable>(json: Decoded<JSONLookup>, key: String) -> Decoded<[T]?> {
    json.flatMap { $0.field(key, nullEndsPath: true).optional() }
}

/// Decodes the optional array at the path `keys` of the value the chain reached: nil when any
/// key from there on is absent or null.
@inlinable
public func <||? <T: JSONDecodable>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<[T]?> {
    json.flatMap { $0.field(keys, nullEndsPath: true).optional() }
}
