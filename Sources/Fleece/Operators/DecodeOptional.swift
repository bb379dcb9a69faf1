/// Decodes the optional value at `key` of the object `json`: absent or null is nil, and a
/// present value of the wrong type is still an error (it is not silently dropped).
///
/// ```swift
/// let email: Decoded<String?> = json <|? "email"
/// ```
@inlinable
public func <|? <T: JSONDecodable>(json: JSON, key: String) -> Decoded<T?> {
    json.field(key).optional()
}

/// Decodes the optional value at the path `keys`: nil when any key on the way is absent or null.
@inlinable
public func <|? <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<T?> {
    json.field(keys, nullEndsPath: true).optional()
}

/// Decodes the optional value at `key` of a value decoded before.
@inlinable
public func <|? <T: JSONDecodable>(json: Decoded<JSON>, key: String) -> Decoded<T?> {
    json.flatMap { $0.field(key).optional() }
}

/// Decodes the optional value at the path `keys` of a value decoded before.
@inlinable
public func <|? <T: JSONDecodable>(json: Decoded<JSON>, keys: [String]) -> Decoded<T?> {
    json.flatMap { $0.field(keys, nullEndsPath: true).optional() }
}
