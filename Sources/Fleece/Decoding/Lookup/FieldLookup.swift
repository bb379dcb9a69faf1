/// Where a key, or a path of keys, led: the shared first step of every operator and method that
/// decodes a member, so they all treat absence, null and non-objects alike.
enum FieldLookup {
    /// The key is there; `value` may be null. `entry` is the value's entry in `document`, the
    /// place errors about the value are given.
    case present(JSON, entry: Int, document: JSONDocument)
    /// `object` has no member `key`.
    case absent(key: String, object: JSON.Object)
    /// A step of the way was not an object.
    case failed(DecodeError)
}

extension JSON {
    /// Looks `key` up in this value, which must be an object.
    func field(_ key: String) -> FieldLookup {
        guard case .object(let object) = self else {
            return .failed(.typeMismatch(expected: "object", found: self))
        }
        guard let member = object.memberIndex(forKey: key) else {
            return .absent(key: key, object: object)
        }
        let entry = object.valueEntryIndex(ofMember: member)
        return .present(object.document.value(at: entry), entry: entry, document: object.document)
    }

    /// Follows `keys` from this value. When `nullEndsPath`, a null met on the way ends the walk
    /// as a present null (for the optional forms, which give nil); otherwise it is an error
    /// like any other non-object on the way. An empty path is the value itself.
    func field(_ keys: [String], nullEndsPath: Bool) -> FieldLookup {
        guard let first = keys.first else { return .failed(.custom("empty key path")) }
        var lookup = field(first)
        for key in keys.dropFirst() {
            guard case .present(let value, let entry, let document) = lookup else { return lookup }
            if nullEndsPath, case .null = value { return lookup }
            lookup = value.field(key)
            if case .failed(let error) = lookup {
                return .failed(error.located(atEntry: entry, of: document))
            }
        }
        return lookup
    }
}

extension FieldLookup {
    /// The value decoded as `T`; absence is a missing-key error.
    func required<T: JSONDecodable>(as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        switch self {
        case .present(let value, let entry, let document):
            return T.decode(value).mapError { $0.located(atEntry: entry, of: document, declaredAt: declaration) }
        case .absent(let key, let object):
            return .failure(.missingKey(key, in: object, declaredAt: declaration))
        case .failed(let error):
            return .failure(error.declared(at: declaration))
        }
    }

    /// The value decoded as `T`, or nil when the key is absent or the value null.
    func optional<T: JSONDecodable>(as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T?> {
        switch self {
        case .present(.null, _, _), .absent:
            return .success(nil)
        case .present(let value, let entry, let document):
            return T.decode(value).map(Optional.some)
                .mapError { $0.located(atEntry: entry, of: document, declaredAt: declaration) }
        case .failed(let error):
            return .failure(error.declared(at: declaration))
        }
    }
}

extension DecodeError {
    /// `key` is missing from `object`: the failure's place is the object.
    static func missingKey(_ key: String, in object: JSON.Object, declaredAt declaration: CallSite? = nil) -> DecodeError {
        DecodeError(failure: Failure(
            reason: .missingKey(key), location: .entry(object.document, object.entryIndex), declaration: declaration?.location))
    }
}
