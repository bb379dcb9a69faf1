/// `json <| ["user", "name"]`, `json <|? [...]`, `need([...])` and `want([...])`: a key path walked
/// from object to object by their entries, and the value at its end decoded as a member is
/// (`JSONDocument.decodeMember(at:as:declaredAt:)`), without a `FieldLookup` per step.
///
/// `field(keys, nullEndsPath:)` made each step's `JSON` value and place and the lookup holding
/// them: two retains and releases of the document per key. Here only a path that leads through
/// objects to a value is walked this way; anything else (a key absent, a step that is null or not
/// an object, an empty path, not an object at the start) takes `field(keys, nullEndsPath:)` as
/// before, so values and errors are its own.
extension JSON {
    /// `field(keys, nullEndsPath: false).required(declaredAt:)`: the value at the path decoded as `T`.
    @inlinable
    func requiredMember<T: JSONDecodable>(atPath keys: [String], as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        switch self {
        case .object(let object) where T.self != JSONLookup.self:
            guard let entry = object.valueEntryIndex(forPath: keys) else { break }
            return object.document.decodeMember(at: entry, as: T.self, declaredAt: declaration)
        default:
            break
        }
        return field(keys, nullEndsPath: false).required(declaredAt: declaration)
    }

    /// `field(keys, nullEndsPath: true).optional()`: the value at the path decoded as `T`, nil when
    /// a key is absent or a value on the way or at the end is null.
    @inlinable
    func optionalMember<T: JSONDecodable>(atPath keys: [String], as type: T.Type = T.self) -> Decoded<T?> {
        switch self {
        case .object(let object):
            guard let entry = object.valueEntryIndex(forPath: keys) else { break }
            if object.document.isNull(at: entry) { return .success(nil) }
            switch object.document.decodeMember(at: entry, as: T.self) {
            case .success(let decoded): return .success(decoded)
            case .failure(let error): return .failure(error)
            }
        default:
            break
        }
        return field(keys, nullEndsPath: true).optional()
    }

    /// `field(keys, nullEndsPath: allowNull).wanted(allowNull:declaredAt:)`: the value at the path
    /// decoded as `T`, nil when a key is absent (or a value on the way or at the end null, when
    /// `allowNull`). Without `allowNull`, a null on the way is a step that is not an object
    /// (`user: expected object, found null`), not a value that is not `T`.
    @inlinable
    func wantedMember<T: JSONDecodable>(atPath keys: [String], as type: T.Type = T.self, allowNull: Bool, declaredAt declaration: CallSite) -> Decoded<T?> {
        switch self {
        case .object(let object) where T.self != JSONLookup.self:
            guard let entry = object.valueEntryIndex(forPath: keys) else { break }
            if allowNull, object.document.isNull(at: entry) { return .success(nil) }
            return object.document.decodeMember(at: entry, as: T.self, declaredAt: declaration)
                .wantedResult(suggestingAllowNullWhen: object.document.isNull(at: entry))
        default:
            break
        }
        return field(keys, nullEndsPath: allowNull).wanted(allowNull: allowNull, declaredAt: declaration)
    }
}

extension JSON.Object {
    /// The document entry of the value at the end of `keys`, each key looked up (the last of
    /// repeated keys, as `field(_:)` finds it) in the object the previous one led to; nil when
    /// the path is empty, a key is absent, or a value before the last is not an object.
    @usableFromInline
    func valueEntryIndex(forPath keys: [String]) -> Int? {
        // Memory safety: reads the kind of entries this document's parser recorded (a member's
        // value entry).
        guard let lastKey = keys.last else { return nil }
        var objectEntry = entryIndex
        for key in keys.dropLast() {
            guard let entry = JSON.Object(document: document, entryIndex: objectEntry).valueEntryIndex(forKey: key),
                  unsafe document.entries[entry].kind == .object else { return nil }
            objectEntry = entry
        }
        return JSON.Object(document: document, entryIndex: objectEntry).valueEntryIndex(forKey: lastKey)
    }
}
