/// `[String: T]` dictionaries, decoded member by member from the object instead of through the
/// standard library's keyed-container round trip (which collects `allKeys` and looks each one up).
///
/// Follows both of `JSONDecoder`'s paths: with default keys, the standard library's (the first of
/// repeated keys wins and later ones are not decoded; numeric keys carry an `intValue` in coding
/// paths); with a key strategy, Foundation's own (keys are never converted, every member is decoded
/// and the first of repeated keys kept).
protocol StringKeyedDictionaryDecodable {
    /// The members of `object`, which the decoder is at (its path ends with the dictionary's key).
    static func decodeMembers(from decoder: DocumentDecoder, object: Int) throws -> Self
    /// The value type when it is a scalar the engine converts itself.
    static var scalarValue: ScalarType? { get }
}

extension Dictionary: StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static var scalarValue: ScalarType? { ScalarType(Value.self) }

    static func decodeMembers(from decoder: DocumentDecoder, object: Int) throws -> Self {
        try decoder.members(of: object) { value, location throws in
            try decoder.unwrap(Value.self, value: value, at: location)
        }
    }
}

extension DocumentDecoder {
    /// The members of `object` (which the decoder is at), each value made by `decode` from its
    /// entry and location, as `JSONDecoder` makes a `[String: V]`.
    @inline(__always)
    func members<V>(of object: Int, _ decode: (_ value: Int, _ location: ValueLocation) throws -> V) throws -> [String: V] {
        // Memory safety: `object` is an entry of the decoder's document, and its state is read by
        // the one decode in progress (see `DocumentDecoder.entries` and `DocumentDecoder.value`).
        let entry = unsafe entries[object]
        let decodesRepeatedKeys = !options.keyStrategy.isDefault
        if entry.childCount > 0, keysAreDistinctASCII(firstKey: entry.firstChild, count: entry.childCount) {
            return try distinctMembers(of: entry, intKeys: !decodesRepeatedKeys, decode)
        }
        var result: [String: V] = Dictionary(minimumCapacity: entry.childCount)
        let depth = unsafe steps.count
        for member in 0..<entry.childCount {
            let keyIndex = entry.firstChild &+ 2 &* member
            let key = stringValue(ofEntry: keyIndex)
            // `index(forKey:)` and `updateValue`, not the subscript: where `V` is known at run
            // time only, the subscript's `V?` looked `Optional<V>`'s metadata up on every
            // dictionary (callgrind, social-feed).
            let isRepeat = result.index(forKey: key) != nil
            if isRepeat && !decodesRepeatedKeys { continue }
            let value = try memberValue(named: key, at: keyIndex, depth: depth, intKeys: !decodesRepeatedKeys, decode)
            if !isRepeat { result.updateValue(value, forKey: key) }
        }
        return result
    }

    /// The value of the member whose key entry is `keyIndex` and whose key is `key`, made by
    /// `decode` with the key lent to its path (see `PathStep`), not boxed in an `any CodingKey`
    /// for each member (it is too large to sit inline in one). `intKeys`: whether a key that is
    /// an integer carries its `intValue` in the path.
    @inline(__always)
    private func memberValue<V>(named key: String, at keyIndex: Int, depth: Int, intKeys: Bool,
                                _ decode: (_ value: Int, _ location: ValueLocation) throws -> V) throws -> V {
        // Memory safety: the lent address is used by the nested decode only.
        let memberKey = TextCodingKey(key, intValue: intKeys ? Int(key) : nil)
        return try unsafe withUnsafePointer(to: memberKey) {
            try unsafe decode(keyIndex &+ 1, ValueLocation(depth: depth, key: .lent($0)))
        }
    }

    /// `members(of:_:)` for an object whose keys are ASCII without escapes and all different, so
    /// that their `String`s are all different too (distinct bytes may be equal strings only
    /// outside ASCII, by canonical equivalence): no member is a repeat, so each key and value is
    /// written straight into the dictionary's storage, and the table is built once at the end.
    ///
    /// Member by member, each key cost a lookup (`index(forKey:)`, a hash) before its value and an
    /// insertion after it (`updateValue`, another hash), and both asked the runtime for metadata
    /// of `[String: V]`, `V` being known at run time only: ~2,200 instructions a member of the
    /// social-feed corpus's `[String: MediaSize]` besides decoding the value (callgrind).
    /// `intKeys`: whether keys that are integers carry their `intValue` in the coding path (the
    /// standard library's path, with default keys).
    @inline(__always)
    private func distinctMembers<V>(of object: Entry, intKeys: Bool,
                                    _ decode: (_ value: Int, _ location: ValueLocation) throws -> V) throws -> [String: V] {
        let count = object.childCount
        let depth = unsafe steps.count
        var failure: (any Error)?
        // Memory safety: the closure initializes keys and values `0..<n` together, in order, and
        // returns `n`: all `count` of them, or those before the member that failed.
        let result = unsafe [String: V](_unsafeUninitializedCapacity: count, allowingDuplicates: false) { keys, values in
            for member in 0..<count {
                let keyIndex = object.firstChild &+ 2 &* member
                let key = stringValue(ofEntry: keyIndex)
                do {
                    let value = try memberValue(named: key, at: keyIndex, depth: depth, intKeys: intKeys, decode)
                    unsafe keys.initializeElement(at: member, to: key)
                    unsafe values.initializeElement(at: member, to: value)
                } catch {
                    failure = error
                    return member
                }
            }
            return count
        }
        if let failure { throw failure }
        return result
    }

    /// Whether the `count` keys from key entry `firstKey` on are checked ASCII without escapes,
    /// and all different: then they are different `String`s too. `String`s compare by canonical
    /// equivalence (`"é"` written as U+00E9 and as `e` + U+0301 is one `String`, one key of a
    /// dictionary, and one key to `JSONDecoder`), so keys of different bytes may be equal there.
    ///
    /// Not folded into `keysAreDistinct` as an option: testing a second flag in its loop cost the
    /// lookups that need only the first 17% more instructions in it (callgrind, twitter.json).
    func keysAreDistinctASCII(firstKey: Int, count: Int) -> Bool {
        // Memory safety: the key entries of an object of this document (see `entries`).
        for member in 0..<count {
            let key = unsafe entries[firstKey &+ 2 &* member]
            guard key.isCheckedASCII, !key.hasEscapes else { return false }
        }
        return unsafe entries.keysAreDistinct(firstKey: firstKey, count: count, in: bytes)
    }

    /// The dictionary of scalars `T` is, which `route` found to be `[String: scalar]`, through
    /// code made for each value type: no generic call per member, and no metadata looked up
    /// (`Optional<V>`'s, for `updateValue`, cost ~400 instructions a member where `V` is known
    /// at run time only).
    func decodeScalarDictionary<T>(_ scalar: ScalarType, as type: T.Type, object: Int) throws -> T {
        // Each cast is from a type to itself (`identityCast` asserts it): `scalar` was found from `T`'s value.
        switch scalar {
        case .string: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try string(v) }, to: T.self)
        case .bool: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try bool(v) }, to: T.self)
        case .double: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try floatingPoint(v, as: Double.self) }, to: T.self)
        case .float: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try floatingPoint(v, as: Float.self) }, to: T.self)
        case .int: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int.self) }, to: T.self)
        case .int8: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int8.self) }, to: T.self)
        case .int16: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int16.self) }, to: T.self)
        case .int32: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int32.self) }, to: T.self)
        case .int64: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int64.self) }, to: T.self)
        case .uint: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt.self) }, to: T.self)
        case .uint8: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt8.self) }, to: T.self)
        case .uint16: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt16.self) }, to: T.self)
        case .uint32: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt32.self) }, to: T.self)
        case .uint64: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt64.self) }, to: T.self)
        case .int128: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: Int128.self) }, to: T.self)
        case .uint128: identityCast(try scalarMembers(object) { v throws(ScalarFailure) in try integer(v, as: UInt128.self) }, to: T.self)
        }
    }

    /// `members(of:_:)` for a scalar, converted by `convert`; a failure is reported at the member.
    @inline(__always)
    private func scalarMembers<V>(_ object: Int, _ convert: (Int) throws(ScalarFailure) -> V) throws -> [String: V] {
        try members(of: object) { value, location in
            do throws(ScalarFailure) {
                return try convert(value)
            } catch {
                throw self.error(error, decoding: V.self, value: value, at: location)
            }
        }
    }
}

extension DocumentDecoder {
    /// The dictionary `T` is, which `route` found to be the `[String: V]` type `D`.
    func decodeMembers<D: StringKeyedDictionaryDecodable, T>(of dictionaryType: D.Type, as type: T.Type, object: Int) throws -> T {
        // From a type to itself: `D` was found from `T.self`.
        identityCast(try D.decodeMembers(from: self, object: object), to: T.self)
    }
}
