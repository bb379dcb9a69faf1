/// A step in the middle of a lookup chain: the value a key led to, together with where that
/// value is in its document.
///
/// In `json <| "user" <| "name"`, the first `<|` decodes `user` as a `JSONLookup`, so that the
/// second knows where `user` was and fails exactly as the key path `json <| ["user", "name"]`
/// does, with the path, line and column of `user`:
///
/// ```swift
/// // {"user": "Ada"}
/// let name: Decoded<String> = json <| "user" <| "name"
/// // user: expected object, found string "Ada" at line 1, column 10
/// ```
/// (A string, a bool or null carries no place of its own, so a plain `Decoded<JSON>` in the
/// middle of a chain could not say where it was.) You rarely name this type: the operators pick
/// it for the middle steps of a chain by themselves, and every decode operator (`<|`, `<|?`,
/// `<||`, `<||?`, `<|~`, `<||~`) takes a `Decoded<JSONLookup>` on its left, as does `>>-`, which
/// gives the failures of its step the value's place (`json <| "age" >>- nonNegative`).
///
/// Decoded directly (`JSONLookup.decode(json)`, or as an element of an array) it has no place
/// beyond its value's own, and a chain goes on from it as from a `Decoded<JSON>`.
public struct JSONLookup: Sendable {
    /// The value the key led to.
    public let jsonValue: JSON
    /// Where the value is, when a key lookup found it.
    @usableFromInline
    let site: ValueSite?

    @usableFromInline
    init(_ value: JSON, at site: ValueSite?) {
        self.jsonValue = value
        self.site = site
    }
}

extension JSONLookup: JSONDecodable, JSONRepresentable {
    /// Any value, with no place beyond its own; a key lookup (`json <| "user"`) adds the place.
    public static func decode(_ json: JSON) -> Decoded<JSONLookup> {
        .success(JSONLookup(json, at: nil))
    }
}

extension JSONLookup {
    /// The value at `site` as a `T` when `T` is `JSONLookup`: how a key lookup keeps the place
    /// of the value it found for the next step of a chain. Nil for any other `T`, which is then
    /// decoded as usual (for a specialized `T` the check costs nothing).
    @inlinable
    static func located<T>(_ value: JSON, at site: ValueSite, as type: T.Type) -> T? {
        guard T.self == JSONLookup.self else { return nil }
        return JSONLookup(value, at: site) as? T
    }

    /// `field(key, nullEndsPath: false).required()`, the next step of a chain
    /// (`json <| "user" <| "name"`): in an object, the member found is decoded from its entry, as
    /// `json <| "name"` decodes it, without a `FieldLookup` on the way (its failure gets its own
    /// place, the same as through the site); a value that is not an object fails at its place.
    @inlinable
    func requiredMember<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) -> Decoded<T> {
        switch jsonValue {
        case .object: jsonValue.requiredMember(key)
        default: field(key, nullEndsPath: false).required()
        }
    }

    /// The value decoded as `T`, then `transform`: `>>-` after a key lookup. The failures of
    /// either step that have no place yet (a `.custom` failure, one about a string) are given
    /// this value's, as a lookup's own failures are; only a failure pays for it.
    @inlinable
    func flatMap<T: JSONDecodable, U>(_ transform: (T) -> Decoded<U>) -> Decoded<U> {
        guard let site else { return T.decode(jsonValue).flatMap(transform) }
        let value: T
        if let lookup = JSONLookup.located(jsonValue, at: site, as: T.self) {
            value = lookup
        } else {
            switch site.document.decodeMember(at: site.entry, as: T.self) {
            case .success(let decoded): value = decoded
            case .failure(let error): return .failure(error)
            }
        }
        switch transform(value) {
        case .success(let transformed): return .success(transformed)
        case .failure(let error): return .failure(site.locate(error, declaredAt: nil))
        }
    }

    /// `field(key, nullEndsPath: true).optional()`, as ``requiredMember(_:as:)`` is `required()`.
    @inlinable
    func optionalMember<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) -> Decoded<T?> {
        switch jsonValue {
        case .object: jsonValue.optionalMember(key)
        default: field(key, nullEndsPath: true).optional()
        }
    }

    /// Looks `key` up in this value: a null here ends the path when `nullEndsPath`, and a value
    /// that is not an object fails at this value's place, as a step of a key path does.
    @usableFromInline
    func field(_ key: String, nullEndsPath: Bool) -> FieldLookup {
        guard let site else { return jsonValue.field(key) }
        return FieldLookup.present(jsonValue, site).field(key, nullEndsPath: nullEndsPath)
    }

    /// Follows the path `keys` from this value, as ``field(_:nullEndsPath:)-(String,_)`` does each step.
    @usableFromInline
    func field(_ keys: [String], nullEndsPath: Bool) -> FieldLookup {
        guard let site else { return jsonValue.field(keys, nullEndsPath: nullEndsPath) }
        return FieldLookup.present(jsonValue, site).field(keys, nullEndsPath: nullEndsPath)
    }
}
