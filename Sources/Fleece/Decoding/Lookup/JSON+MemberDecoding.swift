/// `json <| "key"`, `json <|? "key"` and the method API's `need("key")` and `want("key")` on an
/// object, the steps of a model's `curry` chain or `init(json:)`, without a `FieldLookup` on the
/// way when the member is there and decodes.
///
/// `field(key).required()` built the member's `JSON`, its `ValueSite` and the `FieldLookup`
/// holding both (the document retained and released twice, the enum copied and destroyed out
/// of line) for every field, though only a failure needs the place. Here a member found is
/// decoded from its entry: a `String`, an integer, a `Double` or a `Bool` read straight from
/// the document, anything else through `T.decode` of its value, and only a failure is given its
/// place. Everything else (not an object, a missing required key, a `JSONLookup` step of a
/// chain, which keeps its place) takes `field(key)` as before, so values and errors are those
/// of `required()` and `optional()`.
extension JSON {
    /// `field(key).required(declaredAt:)`: the member `key` decoded as `T`.
    @inlinable
    func requiredMember<T: JSONDecodable>(_ key: String, as type: T.Type = T.self, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        // `switch`, not `if case`: the object is then borrowed from `self`, where `if case`
        // copied it (a retain and a release of the document per field).
        switch self {
        case .object(let object):
            // The first step of a chain (`json <| "user" <| "name"`) is the member with its
            // place: `decodeMember` gives a `JSONLookup` that.
            guard let entry = object.valueEntryIndex(forKey: key) else { break }
            return object.document.decodeMember(at: entry, as: T.self, declaredAt: declaration)
        default:
            break
        }
        return field(key).required(declaredAt: declaration)
    }

    /// `field(key).wanted(allowNull:declaredAt:)`: the member `key` decoded as `T`, nil when
    /// absent (or null, when `allowNull`).
    @inlinable
    func wantedMember<T: JSONDecodable>(_ key: String, as type: T.Type = T.self, allowNull: Bool, declaredAt declaration: CallSite) -> Decoded<T?> {
        switch self {
        case .object(let object) where T.self != JSONLookup.self:
            guard let entry = object.valueEntryIndex(forKey: key) else { return .success(nil) }
            if allowNull, object.document.isNull(at: entry) { return .success(nil) }
            return object.document.decodeMember(at: entry, as: T.self, declaredAt: declaration)
                .wantedResult(suggestingAllowNullWhen: object.document.isNull(at: entry))
        default:
            return field(key).wanted(allowNull: allowNull, declaredAt: declaration)
        }
    }

    /// `field(key).optional()`: the member `key` decoded as `T`, nil when absent or null.
    @inlinable
    func optionalMember<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) -> Decoded<T?> {
        switch self {
        case .object(let object):
            guard let entry = object.valueEntryIndex(forKey: key), !object.document.isNull(at: entry) else { return .success(nil) }
            switch object.document.decodeMember(at: entry, as: T.self) {
            case .success(let decoded): return .success(decoded)
            case .failure(let error): return .failure(error)
            }
        default:
            return field(key).optional()
        }
    }
}

extension JSON.Object {
    /// The document entry of the value of the last member whose key is `key`, or nil.
    @usableFromInline
    func valueEntryIndex(forKey key: String) -> Int? {
        guard let member = memberIndex(forKey: key) else { return nil }
        return valueEntryIndex(ofMember: member)
    }
}

// Memory safety, for every `unsafe` in this extension: entries are read at indices this
// document's parser recorded (a member's value entry), and read only: see `JSONDocument` for the
// unchecked exclusivity of `entries`.
extension JSONDocument {
    /// The value at `entry`, a member's, decoded as `T`; a failure is given the value's place
    /// (and the declaring line, from the method API), as `FieldLookup.required(declaredAt:)` gives it.
    @inlinable
    func decodeMember<T: JSONDecodable>(at entry: Int, as type: T.Type, declaredAt declaration: CallSite? = nil) -> Decoded<T> {
        if let scalar = scalar(at: entry, as: T.self) { return .success(scalar) }
        // The first step of a chain (`json <| "user" <| "name"`) keeps the member's place.
        if T.self == JSONLookup.self, let lookup = JSONLookup.located(value(at: entry), at: ValueSite(document: self, entry: entry), as: T.self) {
            return .success(lookup)
        }
        switch withValue(at: entry, T.decode) {
        case .success(let decoded): return .success(decoded)
        case .failure(let error): return .failure(locate(error, atEntry: entry, declaredAt: declaration))
        }
    }

    /// The value at `entry` as `T` when `T` is `String`, `Int`, `Int64`, `Double` or `Bool` and
    /// it decodes as `T.decode` decodes it; nil otherwise (`T.decode` then decodes it, or says
    /// why not). Inlinable: specialized for `T`, the type tests fold away and one call remains.
    @inlinable
    func scalar<T>(at entry: Int, as type: T.Type) -> T? {
        if T.self == String.self { return Self.same(decodedString(at: entry), as: T.self) }
        if T.self == Int.self { return Self.same(decodedInt(at: entry), as: T.self) }
        if T.self == Int64.self { return Self.same(decodedInt64(at: entry), as: T.self) }
        if T.self == Double.self { return Self.same(decodedDouble(at: entry), as: T.self) }
        if T.self == Bool.self { return Self.same(decodedBool(at: entry), as: T.self) }
        return nil
    }

    /// `value` as a `T?`, which the caller found to be the same type.
    @inlinable
    static func same<From, T>(_ value: From?, as type: T.Type) -> T? {
        // Memory safety: a bit cast from a type to itself (`scalar(at:as:)` tested `From == T`).
        assert(From.self == T.self, "same from \(From.self) to \(T.self)")
        return unsafe unsafeBitCast(value, to: T?.self)
    }

    /// Whether the value at `entry` is null.
    @inlinable
    func isNull(at entry: Int) -> Bool {
        unsafe entries[entry].kind == .null
    }

    /// `error`, about the value at `entry`, given that place (and the declaring line).
    @usableFromInline
    func locate(_ error: DecodeError, atEntry entry: Int, declaredAt declaration: CallSite? = nil) -> DecodeError {
        error.located(atEntry: entry, of: self, declaredAt: declaration)
    }

    /// A string value, as `String.decode` reads it, or nil.
    @usableFromInline
    func decodedString(at entry: Int) -> String? {
        unsafe entries[entry].kind == .string ? string(at: entry) : nil
    }

    /// An integer in range, exactly, as `Int.decode` reads it, or nil.
    @usableFromInline
    func decodedInt(at entry: Int) -> Int? {
        unsafe entries[entry].kind == .number ? JSON.Number(document: self, entryIndex: entry).integer(as: Int.self) : nil
    }

    /// An integer in range, exactly, as `Int64.decode` reads it, or nil.
    @usableFromInline
    func decodedInt64(at entry: Int) -> Int64? {
        unsafe entries[entry].kind == .number ? JSON.Number(document: self, entryIndex: entry).integer(as: Int64.self) : nil
    }

    /// A `Double` that holds the number, as `Double.decode` reads it, or nil.
    @usableFromInline
    func decodedDouble(at entry: Int) -> Double? {
        guard unsafe entries[entry].kind == .number else { return nil }
        let number = JSON.Number(document: self, entryIndex: entry)
        return number.held(number.double)
    }

    /// `true` or `false`, as `Bool.decode` reads it, or nil.
    @usableFromInline
    func decodedBool(at entry: Int) -> Bool? {
        switch unsafe entries[entry].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }
}
