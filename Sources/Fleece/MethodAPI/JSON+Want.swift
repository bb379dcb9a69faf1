extension JSON {
    /// The value at `key` of this object, decoded as `T`, or nil when the key is absent: the
    /// method API's optional field.
    ///
    /// A null is an error unless `allowNull` is true, so that a server sending `null` where the
    /// contract says "absent or a value" is noticed; pass `allowNull: true` to read null as nil.
    ///
    /// ```swift
    /// let email: String? = try json.want("email")
    /// let nickname: String? = try json.want("nickname", allowNull: true)
    /// ```
    /// - Throws: ``DecodeError`` when this is not an object, the value is null (and `allowNull`
    ///   is false), or it does not decode as `T`.
    @inlinable
    public func want<T: JSONDecodable>(
        _ key: String, as type: T.Type = T.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T? {
        try wantedMember(key, allowNull: allowNull, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys`, or nil when a key on the way is absent.
    ///
    /// ```swift
    /// let city: String? = try json.want(["user", "address", "city"]) // nil without an address
    /// ```
    /// - Throws: ``DecodeError`` when a step is not an object, a null is met (and `allowNull` is
    ///   false), or the value does not decode as `T`.
    @inlinable
    public func want<T: JSONDecodable>(
        _ keys: [String], as type: T.Type = T.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T? {
        try wantedMember(atPath: keys, allowNull: allowNull, declaredAt: CallSite(file, line)).get()
    }
}

extension FieldLookup {
    /// `want`'s rule: absent is nil, null is nil only when allowed, any other value must decode.
    @inlinable
    func wanted<T: JSONDecodable>(allowNull: Bool, declaredAt declaration: CallSite) -> Decoded<T?> {
        // A null that is not allowed fails as `T` fails on null: "expected Int, found null",
        // with the way out: "(pass allowNull: true to read null as nil)".
        if isNilWhenWanted(allowNull: allowNull) { return .success(nil) }
        return required(as: T.self, declaredAt: declaration).wantedResult(suggestingAllowNullWhen: mayBeNullAllowed)
    }

    /// `wantConverted`'s rule: `want`'s, with the value converted as `converted` converts it.
    @inlinable
    func wantedConverted<T: JSONDecodable & LosslessStringConvertible>(allowNull: Bool, declaredAt declaration: CallSite) -> Decoded<T?> {
        if isNilWhenWanted(allowNull: allowNull) { return .success(nil) }
        return converted(as: T.self, declaredAt: declaration).wantedResult(suggestingAllowNullWhen: mayBeNullAllowed)
    }

    /// Whether `allowNull` could make a failure of this nil: a null value, or a lookup that
    /// failed on the way (a null there ends a path with `allowNull`).
    @inlinable
    var mayBeNullAllowed: Bool {
        switch self {
        case .present(.null, _), .failed: true
        case .present, .absent: false
        }
    }

    /// Whether `want` reads this as nil: an absent key, or a null when allowed.
    @inlinable
    func isNilWhenWanted(allowNull: Bool) -> Bool {
        switch self {
        case .absent: true
        case .present(.null, _): allowNull
        case .present, .failed: false
        }
    }
}
