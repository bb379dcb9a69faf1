// The lenient operators: `~` reads "leniently". Both record what they forgave in the
// LeniencyReport being collected, as the method API's `convert` and `lossy` do.

/// Decodes the value at `key` as `T`, or converted from its text: `json <|~ "price"` takes `12.2`
/// or `"12.2"` for a `Double`; a `String` also takes a number or bool (see `json.convert(_:)`).
@inlinable
public func <|~ <T: JSONDecodable & LosslessStringConvertible>(json: JSON, key: String) -> Decoded<T> {
    json.convertedMember(key)
}

/// Decodes the value at the path `keys` as `T`, or converted from its text.
@inlinable
public func <|~ <T: JSONDecodable & LosslessStringConvertible>(json: JSON, keys: [String]) -> Decoded<T> {
    json.field(keys, nullEndsPath: false).converted()
}

/// Decodes the value at `key` of a value decoded before as `T`, or converted from its text.
@inlinable
public func <|~ <Base: JSONRepresentable, T: JSONDecodable & LosslessStringConvertible>(json: Decoded<Base>, key: String) -> Decoded<T> {
    json.flatMap { $0.jsonValue.convertedMember(key) }
}

/// Decodes the value at the path `keys` of a value decoded before as `T`, or converted from its text.
@inlinable
public func <|~ <Base: JSONRepresentable, T: JSONDecodable & LosslessStringConvertible>(json: Decoded<Base>, keys: [String]) -> Decoded<T> {
    json.flatMap { $0.jsonValue.field(keys, nullEndsPath: false).converted() }
}

/// Decodes the elements of the array at `key` that decode, skipping those that fail:
/// `json <||~ "products"` for a `[Product]` (see `json.lossy(_:)`); for a `[String: Price]`, the
/// members of the object that decode. Absent, null or of the other kind gives an empty one.
@inlinable
public func <||~ <C: LossyCollection>(json: JSON, key: String) -> Decoded<C> {
    C.decodeLossily(LossyLookup(json.field(key)))
}

/// Decodes the elements of the array at the path `keys` that decode, skipping those that fail.
@inlinable
public func <||~ <C: LossyCollection>(json: JSON, keys: [String]) -> Decoded<C> {
    C.decodeLossily(LossyLookup(json.field(keys, nullEndsPath: true)))
}

/// Decodes the elements of the array at `key` of a value decoded before, skipping those that fail.
@inlinable
public func <||~ <Base: JSONRepresentable, C: LossyCollection>(json: Decoded<Base>, key: String) -> Decoded<C> {
    json.flatMap { C.decodeLossily(LossyLookup($0.jsonValue.field(key))) }
}

/// Decodes the elements of the array at the path `keys` of a value decoded before, skipping
/// those that fail.
@inlinable
public func <||~ <Base: JSONRepresentable, C: LossyCollection>(json: Decoded<Base>, keys: [String]) -> Decoded<C> {
    json.flatMap { C.decodeLossily(LossyLookup($0.jsonValue.field(keys, nullEndsPath: true))) }
}

/// Decodes the value at `key` of the value the chain reached as `T`, or converted from its text
/// (`json <| "offer" <|~ "price"`), failing as the key path `json <|~ ["offer", "price"]` does.
@inlinable
public func <|~ <T: JSONDecodable & LosslessStringConvertible>(json: Decoded<JSONLookup>, key: String) -> Decoded<T> {
    json.flatMap { $0.field(key, nullEndsPath: false).converted() }
}

/// Decodes the value at the path `keys` of the value the chain reached as `T`, or converted from its text.
@inlinable
public func <|~ <T: JSONDecodable & LosslessStringConvertible>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<T> {
    json.flatMap { $0.field(keys, nullEndsPath: false).converted() }
}

/// Decodes the elements that decode of the array at `key` of the value the chain reached,
/// skipping those that fail; that value being null gives `[]`, as with a key path.
@inlinable
public func <||~ <C: LossyCollection>(json: Decoded<JSONLookup>, key: String) -> Decoded<C> {
    json.flatMap { C.decodeLossily(LossyLookup($0.field(key, nullEndsPath: true))) }
}

/// Decodes the elements that decode of the array at the path `keys` of the value the chain
/// reached, skipping those that fail.
@inlinable
public func <||~ <C: LossyCollection>(json: Decoded<JSONLookup>, keys: [String]) -> Decoded<C> {
    json.flatMap { C.decodeLossily(LossyLookup($0.field(keys, nullEndsPath: true))) }
}

