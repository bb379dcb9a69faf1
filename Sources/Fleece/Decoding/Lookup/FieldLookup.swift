/// Where a key, or a path of keys, led: the shared first step of every operator and method that
/// decodes a member, so they all treat absence, null and non-objects alike.
///
/// The generic steps (`required`, `optional`) are inlinable so that a model's module specializes
/// them for its field types: no generic metadata is looked up per field. Everything about places
/// and errors stays behind non-inlinable calls made only on failure.
@usableFromInline
enum FieldLookup: Sendable {
    /// The key is there; the value may be null. `site` is where the value is in its document.
    case present(JSON, ValueSite)
    /// `object` has no member `key`.
    case absent(key: String, object: JSON.Object)
    /// A step of the way was not an object.
    case failed(DecodeError)
}

/// Where a looked-up value is: its entry in its document, the place errors about it are given.
@usableFromInline
struct ValueSite: Sendable {
    @usableFromInline let document: JSONDocument
    @usableFromInline let entry: Int

    @usableFromInline
    init(document: JSONDocument, entry: Int) {
        self.document = document
        self.entry = entry
    }

    /// `error`, about the value here, given this place (and the declaring line of the method API).
    @usableFromInline
    func locate(_ error: DecodeError, declaredAt declaration: CallSite?) -> DecodeError {
        error.located(atEntry: entry, of: document, declaredAt: declaration)
    }
}

extension JSON {
    /// Looks `key` up in this value, which must be an object.
    @usableFromInline
    func field(_ key: String) -> FieldLookup {
        guard case .object(let object) = self else {
            var notAnObject = DecodeError.typeMismatch(expected: "object", found: self)
            notAnObject.failures[0].isOfReceiver = true
            return .failed(notAnObject)
        }
        guard let member = object.memberIndex(forKey: key) else {
            return .absent(key: key, object: object)
        }
        let entry = object.valueEntryIndex(ofMember: member)
        return .present(object.document.value(at: entry), ValueSite(document: object.document, entry: entry))
    }

    /// Follows `keys` from this value. When `nullEndsPath`, a null met on the way ends the walk
    /// as a present null (for the optional forms, which give nil); otherwise it is an error
    /// like any other non-object on the way.
    @usableFromInline
    func field(_ keys: [String], nullEndsPath: Bool) -> FieldLookup {
        guard let first = keys.first else { return .failed(.custom("empty key path")) }
        return field(first).field(steps: keys.dropFirst(), nullEndsPath: nullEndsPath)
    }
}

extension FieldLookup {
    /// Looks `key` up in the value this lookup led to, as the next step of a key path or of a
    /// chain (`json <| "user" <| "name"`). A step that is not an object fails at the place of
    /// the value it stopped at (`user: expected object, found string "Ada" at line 1, column 10`).
    /// An absent key or a failure stays as it is, and so does a null when `nullEndsPath`.
    @usableFromInline
    func field(_ key: String, nullEndsPath: Bool) -> FieldLookup {
        guard case .present(let value, let site) = self else { return self }
        if nullEndsPath, case .null = value { return self }
        let next = value.field(key)
        if case .failed(var error) = next {
            // A step of the way, inside the value the call was made on: the call's own line.
            for index in error.failures.indices { error.failures[index].isOfReceiver = false }
            return .failed(site.locate(error, declaredAt: nil))
        }
        return next
    }

    /// Follows the path `keys` from the value this lookup led to: the next steps of a chain
    /// (`json <| "user" <| ["address", "city"]`). An empty path is an error, as for ``JSON``.
    @usableFromInline
    func field(_ keys: [String], nullEndsPath: Bool) -> FieldLookup {
        guard case .present = self else { return self }
        guard !keys.isEmpty else { return .failed(.custom("empty key path")) }
        return field(steps: keys[...], nullEndsPath: nullEndsPath)
    }

    /// Takes the steps `keys` one by one, as ``field(_:nullEndsPath:)-(String,_)`` does.
    func field(steps keys: ArraySlice<String>, nullEndsPath: Bool) -> FieldLookup {
        var lookup = self
        for key in keys {
            guard case .present = lookup else { break }
            lookup = lookup.field(key, nullEndsPath: nullEndsPath)
        }
        return lookup
    }
}

extension FieldLookup {
    /// The value decoded as `T`; absence is a missing-key error.
    @inlinable
    func required<T: JSONDecodable>(as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        switch self {
        case .present(let value, let site):
            // The middle step of a chain (`json <| "user" <| "name"`) keeps the place of `user`.
            if let lookup = JSONLookup.located(value, at: site, as: T.self) { return .success(lookup) }
            switch T.decode(value) {
            case .success(let decoded): return .success(decoded)
            case .failure(let error): return .failure(site.locate(error, declaredAt: declaration))
            }
        case .absent, .failed:
            return .failure(notPresentError(declaredAt: declaration))
        }
    }

    /// The value decoded as `T`, or nil when the key is absent or the value null.
    @inlinable
    func optional<T: JSONDecodable>(as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T?> {
        switch self {
        case .present(.null, _), .absent:
            return .success(nil)
        case .present(let value, let site):
            switch T.decode(value) {
            case .success(let decoded): return .success(decoded)
            case .failure(let error): return .failure(site.locate(error, declaredAt: declaration))
            }
        case .failed:
            return .failure(notPresentError(declaredAt: declaration))
        }
    }

    /// The error of an absent key, or of a failed walk, with the declaring line.
    @usableFromInline
    func notPresentError(declaredAt declaration: CallSite?) -> DecodeError {
        switch self {
        case .absent(let key, let object): .missingKey(key, in: object, declaredAt: declaration)
        case .failed(let error): error.declared(at: declaration)
        case .present: .custom("present")
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
