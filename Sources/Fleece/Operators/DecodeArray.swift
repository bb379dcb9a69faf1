/// Decodes the required array at `key`: `json <|| "tags"` is `json <| "tags"` for a `[T]`,
/// spelled as in Argo.
@inlinable
public func <|| <T: JSONDecodable>(json: JSON, key: String) -> Decoded<[T]> {
    json.field(key).required()
}

/// Decodes the required array at the path `keys`.
@inlinable
public func <|| <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<[T]> {
    json.field(keys, nullEndsPath: false).required()
}

/// Decodes the required array at `key` of a value decoded before.
@inlinable
public func <|| <T: JSONDecodable>(json: Decoded<JSON>, key: String) -> Decoded<[T]> {
    json.flatMap { $0.field(key).required() }
}

/// Decodes the required array at the path `keys` of a value decoded before.
@inlinable
public func <|| <T: JSONDecodable>(json: Decoded<JSON>, keys: [String]) -> Decoded<[T]> {
    json.flatMap { $0.field(keys, nullEndsPath: false).required() }
}

/// Decodes the optional array at `key`: absent or null is nil; a present array must decode.
@inlinable
public func <||? <T: JSONDecodable>(json: JSON, key: String) -> Decoded<[T]?> {
    json.field(key).optional()
}

/// Decodes the optional array at the path `keys`: nil when any key on the way is absent or null.
@inlinable
public func <||? <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<[T]?> {
    json.field(keys, nullEndsPath: true).optional()
}

/// Decodes the optional array at `key` of a value decoded before.
@inlinable
public func <||? <T: JSONDecodable>(json: Decoded<JSON>, key: String) -> Decoded<[T]?> {
    json.flatMap { $0.field(key).optional() }
}

/// Decodes the optional array at the path `keys` of a value decoded before.
@inlinable
public func <||? <T: JSONDecodable>(json: Decoded<JSON>, keys: [String]) -> Decoded<[T]?> {
    json.flatMap { $0.field(keys, nullEndsPath: true).optional() }
}
