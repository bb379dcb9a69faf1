/// Decodes the required value at `key` of the object `json`.
///
/// Absent is an error (`missing key "id" in object at line 3, column 5`), and so is a value that
/// does not decode as `T`. An optional `T` (`String?`) accepts null but still needs the key; for
/// "absent or null is nil" use `<|?`.
///
/// ```swift
/// let id: Decoded<Int> = json <| "id"
/// ```
@inlinable
public func <| <T: JSONDecodable>(json: JSON, key: String) -> Decoded<T> {
    json.field(key).required()
}

/// Decodes the required value at the path `keys` from `json`: `json <| ["user", "id"]`.
@inlinable
public func <| <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<T> {
    json.field(keys, nullEndsPath: false).required()
}

/// Decodes the required value at `key` of a value decoded before, so that lookups chain:
/// `json <| "places" <| "place"`. A failure on the left stays a failure.
@inlinable
public func <| <T: JSONDecodable>(json: Decoded<JSON>, key: String) -> Decoded<T> {
    json.flatMap { $0.field(key).required() }
}

/// Decodes the required value at the path `keys` of a value decoded before.
@inlinable
public func <| <T: JSONDecodable>(json: Decoded<JSON>, keys: [String]) -> Decoded<T> {
    json.flatMap { $0.field(keys, nullEndsPath: false).required() }
}
