extension JSON {
    /// The elements of the array at `key` that decode, in order, skipping those that fail: the
    /// method API's lossy array (the `@FailableDecodableArray` of Codable models).
    ///
    /// ```swift
    /// // {"products": [{"name": "a"}, {"name": 7}, {"name": "c"}]}
    /// let products: [Product] = try json.lossy("products") // a and c
    /// ```
    /// Nothing is dropped silently: each skipped element is recorded as `.skippedElement` in the
    /// ``LeniencyReport`` being collected, with its path, position and error. An absent key, null
    /// or a value that is not an array gives `[]`, recorded as `.usedDefault`.
    ///
    /// - Throws: ``DecodeError`` only when this value is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable>(
        _ key: String, as type: Element.Type = Element.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Element] {
        try field(key).lossy(declaredAt: CallSite(file, line)).get()
    }

    /// The lossy array at the path `keys`; an absent key on the way gives `[]` too.
    ///
    /// ```swift
    /// let products: [Product] = try json.lossy(["catalog", "products"])
    /// ```
    /// - Throws: ``DecodeError`` when a step of the way is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable>(
        _ keys: [String], as type: Element.Type = Element.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Element] {
        try field(keys, nullEndsPath: true).lossy(declaredAt: CallSite(file, line)).get()
    }

    /// The lossy array at `key`, with `as:` naming the array's type as `need(_:as:)`
    /// does: `lossy("given", as: [String].self)` reads what `lossy("given", as: String.self)`
    /// reads. (A lossy array of arrays says so by its type: `let rows: [[Int]] = try
    /// json.lossy("rows", as: [Int].self)`.)
    ///
    /// - Throws: ``DecodeError`` only when this value is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable>(
        _ key: String, as type: [Element].Type, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Element] {
        try field(key).lossy(declaredAt: CallSite(file, line)).get()
    }

    /// The lossy array at the path `keys`, with `as:` naming the array's type.
    ///
    /// ```swift
    /// let given = try json.lossy(["names", "given"], as: [String].self) // the strings
    /// ```
    /// - Throws: ``DecodeError`` when a step of the way is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable>(
        _ keys: [String], as type: [Element].Type, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Element] {
        try field(keys, nullEndsPath: true).lossy(declaredAt: CallSite(file, line)).get()
    }

    /// The members of the object at `key` whose values decode, skipping those that fail: the
    /// method API's lossy dictionary (the `@FailableDecodableDictionary` of Codable models).
    ///
    /// ```swift
    /// // {"prices": {"eur": 10, "usd": "n/a", "gbp": 9}}
    /// let prices: [String: Int] = try json.lossy("prices") // eur and gbp
    /// ```
    /// Each skipped member is recorded as `.skippedElement` in the ``LeniencyReport`` being
    /// collected, at its key (`prices.usd`). An absent key, null or a value that is not an
    /// object gives `[:]`, recorded as `.usedDefault`. With duplicate keys, the last member that
    /// decodes is kept. The type to read is the one asked for: `[String: Value]` here, an
    /// array with the same call where `[Element]` is asked for. Keys of another
    /// ``JSONObjectKey`` type are read too (`[Int: Value]`, `[Currency: Value]`): a member whose
    /// key names none is skipped and recorded as well. `as:` names the dictionary's type when
    /// nothing else does: `json.lossy("prices", as: [String: Int].self)`.
    ///
    /// - Throws: ``DecodeError`` only when this value is not an object.
    @inlinable
    public func lossy<Key: JSONObjectKey, Value: JSONDecodable>(
        _ key: String, as type: [Key: Value].Type = [Key: Value].self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Key: Value] {
        try field(key).lossyMembers(declaredAt: CallSite(file, line)).get()
    }

    /// The lossy dictionary at the path `keys`; an absent key on the way gives `[:]` too.
    ///
    /// ```swift
    /// let prices: [String: Int] = try json.lossy(["offer", "prices"])
    /// ```
    /// - Throws: ``DecodeError`` when a step of the way is not an object.
    @inlinable
    public func lossy<Key: JSONObjectKey, Value: JSONDecodable>(
        _ keys: [String], as type: [Key: Value].Type = [Key: Value].self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [Key: Value] {
        try field(keys, nullEndsPath: true).lossyMembers(declaredAt: CallSite(file, line)).get()
    }

    /// The elements of the array at `key` that decode, as a set, skipping and recording those
    /// that fail as the lossy array does (`<||~` reads a `Set` the same way).
    ///
    /// ```swift
    /// // {"tags": ["swift", 1, "json", "swift"]}
    /// let tags: Set<String> = try json.lossy("tags")   // ["swift", "json"]; 1 is reported
    /// ```
    /// An absent key, null or a value that is not an array gives an empty set, recorded as
    /// `.usedDefault`.
    ///
    /// - Throws: ``DecodeError`` only when this value is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable & Hashable>(
        _ key: String, as type: Set<Element>.Type = Set<Element>.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Set<Element> {
        try field(key).lossySet(as: Element.self, declaredAt: CallSite(file, line)).get()
    }

    /// The lossy set at the path `keys`; an absent key on the way gives an empty set too.
    ///
    /// ```swift
    /// let tags: Set<String> = try json.lossy(["post", "tags"])
    /// ```
    /// - Throws: ``DecodeError`` when a step of the way is not an object.
    @inlinable
    public func lossy<Element: JSONDecodable & Hashable>(
        _ keys: [String], as type: Set<Element>.Type = Set<Element>.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> Set<Element> {
        try field(keys, nullEndsPath: true).lossySet(as: Element.self, declaredAt: CallSite(file, line)).get()
    }

    /// The value at `key` as `T`, or converted from its text: `12.2` or `"12.2"` for a `Double`,
    /// `"3"` for an `Int`, and for a `String` also a number or bool (`12` gives `"12"`). The
    /// `@Convertible` and `@StringConvertible` of Codable models.
    ///
    /// ```swift
    /// let price: Double = try json.convert("price")
    /// ```
    /// Text converts as `T(text)` reads it, except for a `Double` or `Float`, which takes only
    /// decimal number text whose value it holds (`"12.5"`, `"+1.5"`, `".5"`, `"1e3"`; not
    /// `"NaN"`, `"inf"`, `"0x1p3"` or `"1e400"`: see ``Convertible``). A number for a `String` is
    /// its text as sent (`1.10` gives `"1.10"`). Each conversion is recorded as `.convertedValue` in the ``LeniencyReport`` being collected.
    ///
    /// - Throws: ``DecodeError`` when the key is absent, or the value is neither a `T` nor text
    ///   that converts (the error is the one for the value itself: `expected Double, found string "n/a"`).
    @inlinable
    public func convert<T: JSONDecodable & LosslessStringConvertible>(
        _ key: String, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try convertedMember(key, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys` as `T`, or converted from its text.
    ///
    /// ```swift
    /// let count: Int = try json.convert(["stats", "photo_count"]) // 12 or "12"
    /// ```
    /// - Throws: ``DecodeError`` when a key is absent or the value does not convert.
    @inlinable
    public func convert<T: JSONDecodable & LosslessStringConvertible>(
        _ keys: [String], as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try field(keys, nullEndsPath: false).converted(declaredAt: CallSite(file, line)).get()
    }

    /// The array at `key`, each element as `T` or converted from its text as `convert`
    /// converts one value: `["2.35", 48.85]` gives `[2.35, 48.85]` (the `[Convertible<Double>]`
    /// of Codable models, BetterCodable's `@LosslessArray`).
    ///
    /// ```swift
    /// // {"coordinates": ["2.35", 48.85]}
    /// let position = try json.convertEach("coordinates", as: Double.self)
    /// ```
    /// Each conversion is recorded as `.convertedValue` at the element's path in the
    /// ``LeniencyReport`` being collected.
    ///
    /// - Throws: ``DecodeError`` when the key is absent, the value is not an array, or elements
    ///   neither decode nor convert, each named with its index (`coordinates[1]: expected
    ///   Double, found string "n/a"`).
    @inlinable
    public func convertEach<T: JSONDecodable & LosslessStringConvertible>(
        _ key: String, as type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> [T] {
        try field(key).convertedElements(declaredAt: CallSite(file, line)).get()
    }

    /// The value at `key` as `T` or converted from its text, as ``convert(_:as:file:line:)-(String,_,_,_)``
    /// reads it, or nil when the key is absent: ``want(_:as:allowNull:file:line:)-(String,_,_,_,_)`` that
    /// converts, the `<|?~` of the functional API.
    ///
    /// ```swift
    /// // {"price": "19.99", "compare_at_price": null}
    /// let compareAt: Double? = try json.wantConverted("compare_at_price", allowNull: true)   // nil
    /// let price: Double? = try json.wantConverted("price")                                   // 19.99
    /// ```
    /// As with `want`, a null is an error unless `allowNull` is true. Text that does not convert
    /// (`""`, `"n/a"`) is an error, as for `<|?~`; `@Convertible var price: Double?` reads it as
    /// nil instead, reported (the Leniency article says why the two differ).
    ///
    /// - Throws: ``DecodeError`` when this is not an object, the value is null (and `allowNull`
    ///   is false), or it is neither a `T` nor text that converts.
    @inlinable
    public func wantConverted<T: JSONDecodable & LosslessStringConvertible>(
        _ key: String, as type: T.Type = T.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T? {
        try field(key).wantedConverted(allowNull: allowNull, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys` as `T` or converted from its text, or nil when a key on the
    /// way is absent (or, with `allowNull`, a value on the way is null).
    ///
    /// ```swift
    /// let count: Int? = try json.wantConverted(["stats", "photo_count"])
    /// ```
    /// - Throws: ``DecodeError`` when a step is not an object, a null is met (and `allowNull` is
    ///   false), or the value is neither a `T` nor text that converts.
    @inlinable
    public func wantConverted<T: JSONDecodable & LosslessStringConvertible>(
        _ keys: [String], as type: T.Type = T.self, allowNull: Bool = false,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T? {
        try field(keys, nullEndsPath: allowNull).wantedConverted(allowNull: allowNull, declaredAt: CallSite(file, line)).get()
    }

    /// The value at `key` as `T`, or `defaultValue` when the key is absent, the value null or not
    /// a `T`: the `@Default` of Codable models.
    ///
    /// ```swift
    /// let likes = try json.want("likes", default: 0)
    /// ```
    /// Each default taken is recorded as `.usedDefault` in the ``LeniencyReport`` being
    /// collected, with the error when the value was there but wrong.
    ///
    /// - Throws: ``DecodeError`` only when this value is not an object.
    @inlinable
    public func want<T: JSONDecodable>(
        _ key: String, default defaultValue: @autoclosure () -> T,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try field(key).defaulted(to: defaultValue, declaredAt: CallSite(file, line)).get()
    }

    /// The value at the path `keys`, or `defaultValue` when a key on the way is absent or null,
    /// or the value is not a `T`.
    ///
    /// ```swift
    /// let likes = try json.want(["stats", "likes"], default: 0)
    /// ```
    /// - Throws: ``DecodeError`` when a step of the way is not an object.
    @inlinable
    public func want<T: JSONDecodable>(
        _ keys: [String], default defaultValue: @autoclosure () -> T,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(DecodeError) -> T {
        try field(keys, nullEndsPath: true).defaulted(to: defaultValue, declaredAt: CallSite(file, line)).get()
    }
}
