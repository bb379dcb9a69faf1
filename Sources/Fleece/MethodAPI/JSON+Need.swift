extension JSON {
    /// The value at `key` of this object, decoded as `T`: the method API's required field.
    ///
    /// ```swift
    /// extension Person: JSONDecodable {
    ///     static func decode(_ json: JSON) -> Decoded<Person> {
    ///         Decoded { try Person(name: json.need("name"), age: json.need("age")) }
    ///     }
    /// }
    /// ```
    /// - Throws: ``DecodeError`` when this is not an object, the key is absent, or the value does
    ///   not decode as `T`. The error names this call's file and line:
    ///   `age: expected Int, found string "12a" at line 3, column 10 (declared at Person.swift:12)`.
    @inlinable
    public func need<T: JSONDecodable>(
        _ key: String, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try requiredMember(key, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys` (`["user", "address", "city"]`), decoded as `T`.
    ///
    /// Prefer it to a chain of calls (`json.need("user", as: JSON.self).need("name")`): a
    /// string, bool or null returned in the middle carries no place of its own, so the next call
    /// could not say where it was, while the key path fails at the place of the step that went
    /// wrong (`user: expected object, found string "Ada" at line 1, column 10`).
    ///
    /// ```swift
    /// let city: String = try json.need(["user", "address", "city"])
    /// ```
    /// - Throws: ``DecodeError`` when a key on the way is absent or not an object, or the value
    ///   does not decode as `T`.
    @inlinable
    public func need<T: JSONDecodable>(
        _ keys: [String], as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try requiredMember(atPath: keys, declaredAt: CallSite(file, line)).get()
    }
}
