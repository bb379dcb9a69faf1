/// What a key of an object held: nothing, null, or a value. For APIs where the difference
/// matters, such as a PATCH body in which an absent key means "leave it" and null means "clear it".
///
/// ```swift
/// switch try json.wantEither("assignee_id", as: Int.self) {
/// case .absent: break                        // leave the assignee
/// case .null: issue.assigneeID = nil         // unassign
/// case .value(let id): issue.assigneeID = id // assign
/// }
/// ```
public enum JSONField<Value> {
    /// The object has no such key.
    case absent
    /// The key is there with `null`.
    case null
    /// The key is there with a value.
    case value(Value)

    /// The value, or nil when absent or null.
    @inlinable
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// True when the key is not in the object.
    public var isAbsent: Bool {
        if case .absent = self { return true }
        return false
    }
}

extension JSONField: Sendable where Value: Sendable {}
extension JSONField: Equatable where Value: Equatable {}
extension JSONField: Hashable where Value: Hashable {}

extension JSON {
    /// The value at `key` of this object, telling an absent key, a null and a value apart.
    ///
    /// - Throws: ``DecodeError`` when this is not an object or a present, non-null value does
    ///   not decode as `T`.
    @inlinable
    public func wantEither<T: JSONDecodable>(
        _ key: String, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> JSONField<T> {
        try field(key).either(as: T.self, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys`, telling an absent key (any on the way), a null at the end
    /// and a value apart.
    ///
    /// ```swift
    /// switch try patch.wantEither(["shipping", "note"], as: String.self) {
    /// case .absent: break                   // leave the note
    /// case .null: order.shippingNote = nil  // clear it
    /// case .value(let note): order.shippingNote = note
    /// }
    /// ```
    /// - Throws: ``DecodeError`` when a step before the last is not an object (null included:
    ///   `shipping: expected object, found null`), or a present, non-null value does not decode
    ///   as `T`.
    @inlinable
    public func wantEither<T: JSONDecodable>(
        _ keys: [String], as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> JSONField<T> {
        try field(keys, nullEndsPath: false).either(as: T.self, declaredAt: CallSite(file, line)).get()
    }
}

extension FieldLookup {
    /// `wantEither`'s rule: absent, null, or a value that must decode as `T`.
    @inlinable
    func either<T: JSONDecodable>(as type: T.Type, declaredAt declaration: CallSite) -> Decoded<JSONField<T>> {
        switch self {
        case .absent:
            return .success(.absent)
        case .present(.null, _):
            return .success(.null)
        case .present, .failed:
            return required(as: T.self, declaredAt: declaration).map(JSONField.value)
        }
    }
}
