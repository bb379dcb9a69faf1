/// A keyed container: members of one object node. Its coding path is its encoder's plus the keys
/// of the nested containers that led to it.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: Int32
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }

    /// The key as written, after the key strategy.
    @inline(__always)
    private func converted(_ key: some CodingKey) -> String {
        switch encoder.context.settings.keyStrategy {
        case .useDefaultKeys: key.stringValue
        case .convertToSnakeCase(let convert): SnakeCaseKeys.toSnakeCase(key.stringValue, nonASCII: convert)
        case .custom(let convert): convert(codingPath + [key]).stringValue
        }
    }

    @inline(__always)
    private func set(_ node: Int32, _ key: Key) {
        encoder.tree.setMember(memberKey(key, EncodingPathKey(key)), to: node, in: object)
    }

    /// The key's text in the tree: remembered from an earlier member for a key of a trivial enum
    /// type (a `CodingKeys` enum) unless a custom strategy converts it, otherwise converted and
    /// stored. A struct key is asked every time (see `EnumKeyType`): it is never remembered, so
    /// never found.
    @inline(__always)
    private func memberKey(_ key: Key, _ path: EncodingPathKey) -> EncodingTree.MemberKey {
        let tree = encoder.tree
        guard encoder.context.remembersKeys, let identity = path.trivialIdentity else {
            return tree.storeKey(converted(key))
        }
        if let known = tree.knownKey(type: identity.type, bits: identity.bits) { return known }
        let stored = tree.storeKey(converted(key))
        if EnumKeyType.isEnum(Key.self) { tree.remember(stored, type: identity.type, bits: identity.bits) }
        return stored
    }

    mutating func encodeNil(forKey key: Key) throws { set(encoder.wrapNull(), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(encoder.wrapBool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(encoder.wrapString(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try encoder.wrapDouble(value, for: EncodingPathKey(key)), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try encoder.wrapFloat(value, for: EncodingPathKey(key)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    // The standard library's defaults for these two throw "has not implemented support";
    // JSONEncoder writes them as numbers, as every other integer.
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(encoder.wrapInteger(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let path = EncodingPathKey(key)
        let node = try encoder.wrap(value, for: path) ?? encoder.tree.emptyObject()
        encoder.tree.setMember(memberKey(key, path), to: node, in: object)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = nestedNode(.object, forKey: key)
        return encoder.keyedContainer(keyedBy: keyType, object: nested, nestedPath: nestedPath + [key])
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: encoder, array: nestedNode(.array, forKey: key), nestedPath: nestedPath + [key])
    }

    /// The container at `key`: the one there already when it is of the kind asked for (as
    /// `JSONEncoder` reuses it), otherwise a new one in its place.
    private func nestedNode(_ kind: EncodingTree.Node.Kind, forKey key: Key) -> Int32 {
        // Memory safety: reads the tree's `nodes` in its encode call (see `EncodingTree.nodes`).
        let tree = encoder.tree
        let name = memberKey(key, EncodingPathKey(key))
        if let existing = tree.member(name, in: object) {
            if kind == .array, unsafe tree.nodes[Int(existing)].kind == .run { tree.expandRun(existing) }
            if unsafe tree.nodes[Int(existing)].kind == kind { return existing }
            tree.replaceValue(of: existing, with: tree.container(kind))
            return existing
        }
        let nested = tree.container(kind)
        tree.setMember(name, to: nested, in: object, checkDuplicates: false)
        return nested
    }

    mutating func superEncoder() -> any Encoder {
        TreeReferencingEncoder(encoder, key: SuperCodingKey(), reference: .object(object, key: converted(SuperCodingKey())))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeReferencingEncoder(encoder, key: key, reference: .object(object, key: converted(key)))
    }
}

/// The key `superEncoder()` encodes at: `"super"`.
struct SuperCodingKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    init?(intValue: Int) { nil }
}

/// An unkeyed container: elements of one array node.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: Int32
    let nestedPath: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }

    // Memory safety: reads the tree's `nodes` in its encode call (see `EncodingTree.nodes`).
    var count: Int { unsafe Int(encoder.tree.nodes[Int(array)].count) }

    @inline(__always)
    private func append(_ node: Int32) { encoder.tree.append(node, to: array) }

    mutating func encodeNil() throws { append(encoder.wrapNull()) }
    mutating func encode(_ value: Bool) throws { append(encoder.wrapBool(value)) }
    mutating func encode(_ value: String) throws { append(encoder.wrapString(value)) }
    mutating func encode(_ value: Double) throws { append(try encoder.wrapDouble(value, for: EncodingPathKey(IndexCodingKey(count)))) }
    mutating func encode(_ value: Float) throws { append(try encoder.wrapFloat(value, for: EncodingPathKey(IndexCodingKey(count)))) }
    mutating func encode(_ value: Int) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: Int8) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: Int16) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: Int32) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: Int64) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt8) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt16) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt32) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt64) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: Int128) throws { append(encoder.wrapInteger(value)) }
    mutating func encode(_ value: UInt128) throws { append(encoder.wrapInteger(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let node = try encoder.wrap(value, for: EncodingPathKey(IndexCodingKey(count))) ?? encoder.tree.emptyObject()
        append(node)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let index = count
        let nested = encoder.tree.container(.object)
        append(nested)
        return encoder.keyedContainer(keyedBy: keyType, object: nested, nestedPath: nestedPath + [IndexCodingKey(index)])
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        let nested = encoder.tree.container(.array)
        append(nested)
        return TreeUnkeyedContainer(encoder: encoder, array: nested, nestedPath: nestedPath + [IndexCodingKey(index)])
    }

    mutating func superEncoder() -> any Encoder {
        TreeReferencingEncoder(encoder, key: IndexCodingKey(count), reference: .array(array, index: count))
    }
}
