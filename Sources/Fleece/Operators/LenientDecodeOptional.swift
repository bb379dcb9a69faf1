// The optional lenient operator: `<|?~` reads "optionally, leniently". It is what `<|?` is to
// `<|`: absent or null is nil, and a value that is there must decode, here also from its text.
// The model generator writes it for a field that was a number in one sample, text in another,
// and missing or null in a third.

/// Decode an optional value leniently, accepting it written as text: `json <|?~ "photo_count"`
/// takes `12`, `"12"`, null or no key at all.
infix operator <|?~ : ArgoDecodePrecedence

/// Decodes the optional value at `key` as `T`, or converted from its text: absent or null is nil;
/// `12.2` or `"12.2"` is `12.2` for a `Double`.
///
/// ```swift
/// let count: Decoded<Int?> = json <|?~ "photo_count"   // 12, "12", null or absent
/// ```
/// A conversion is recorded as `.convertedValue` in the ``LeniencyReport`` being collected. A
/// value that is there but is neither a `T` nor text that converts is an error, as for `<|?`.
@inlinable
public func <|?~ <T: JSONDecodable & LosslessStringConvertible>(json: JSON, key: String) -> Decoded<T?> {
    json.field(key).convertedIfPresent()
}

/// Decodes the optional value at the path `keys` as `T`, or converted from its text: nil when any
/// key on the way is absent or null.
@inlinable
public func <|?~ <T: JSONDecodable & LosslessStringConvertible>(json: JSON, keys: [String]) -> Decoded<T?> {
    json.field(keys, nullEndsPath: true).convertedIfPresent()
}

/// Decodes the optional value at `key` of a value decoded before as `T`, or converted from its text.
@inlinable
public func <|?~ <Base: JSONRepresentable, T: JSONDecodable & LosslessStringConvertible>(json: Decoded<Base>, key: String) -> Decoded<T?> {
    json.flatMap { $0.jsonValue.field(key).convertedIfPresent() }
}

extension FieldLookup {
    /// Nil when the key is absent or the value null; otherwise the value as `converted` gives it.
    @inlinable
    func convertedIfPresent<T: JSONDecodable & LosslessStringConvertible>(as type: T.Type = T.self) -> Decoded<T?> {
        switch self {
        case .present(.null, _), .absent:
            return .success(nil)
        case .present, .failed:
            return converted(as: T.self).map(Optional.some)
        }
    }
}
