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
    json.requiredMember(key)
}

/// Decodes the required value at the path `keys` from `json`: `json <| ["user", "id"]`.
@inlinable
public func <| <T: JSONDecodable>(json: JSON, keys: [String]) -> Decoded<T> {
    json.requiredMember(atPath: keys)
}

/// Decodes the required value at `key` of a value decoded before (a `Decoded<JSON>`, or of
/// another ``JSONRepresentable``). A failure on the left stays a failure.
///
/// ```swift
/// let user: Decoded<JSON> = json <| "user"
/// let name: Decoded<String> = user <| "name"
/// ```
@inlinable
public func <| <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, key: String) -> Decoded<T> {
    json.flatMap { $0.jsonValue.requiredMember(key) }
}

/// Decodes the required value at the path `keys` of a value decoded before.
@inlinable
public func <| <Base: JSONRepresentable, T: JSONDecodable>(json: Decoded<Base>, keys: [String]) -> Decoded<T> {
    json.flatMap { $0.jsonValue.field(keys, nullEndsPath: false).required() }
}

/// Decodes the required value at `key` of the value the chain reached, so that lookups chain:
/// `json <| "places" <| "place"`. The steps before the last decode as ``JSONLookup``, which
/// keeps their places: a value on the way that is not an object fails at its place, exactly as
/// with the key path `json <| ["places", "place"]`, and a failure earlier in the chain stays.
@inlinable
public func <| <T: JSONDecodable>(json: Decoded<JSONLookup>, key: String) -> Decoded<T> {
    json.flatMap { $0.requiredMember(key) }
}

/// Decodes the required value at the path `keys` of the value the chain reached:
/// `json <| "user" <| ["address", "city"]`.
@inlinable
public func <| <T: JSONDecodable>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<T> {
    json.flatMap { $0.field(keys, nullEndsPath: false).required() }
}
