/// How the engine encodes a type, decided once per type and options (asking the runtime
/// whether a type conforms to a protocol costs far more than encoding a small value).
///
/// `@unchecked Sendable`: the payloads are metatypes, which are immutable.
enum EncodingRoute: @unchecked Sendable {
    /// A standard library scalar, written straight away.
    case scalar(ScalarType)
    /// A type the front end's ``CodableEncodingSpecialTypes`` hook encodes (`Date`, `Data`, …).
    case special
    /// `[String: V]`, written member by member without checking for repeated keys.
    case stringKeyedDictionary(any StringKeyedDictionaryEncodable.Type)
    /// Anything else: `value.encode(to: encoder)`.
    case general
}

/// `[String: V]`, whose members the engine writes itself: its keys differ, and `JSONEncoder`
/// does not convert them with the key strategy.
protocol StringKeyedDictionaryEncodable {
    /// Writes the members of `value` (of type `Self`) into the object `object`.
    static func encodeMembers<T>(of value: T, into object: Int32, encoder: TreeEncoder, convertingKeys: Bool) throws
}

extension Dictionary: StringKeyedDictionaryEncodable where Key == String, Value: Encodable {
    static func encodeMembers<T>(of value: T, into object: Int32, encoder: TreeEncoder, convertingKeys: Bool) throws {
        // a cast from a type to itself: the route was found from `T.self`.
        let dictionary = identityCast(value, to: Self.self)
        let tree = encoder.tree
        for (key, member) in dictionary {
            // The coding paths JSONEncoder gives: the standard library's dictionary key (whose
            // `intValue` is the key read as an integer) when Dictionary encodes itself, and a
            // plain text key when JSONEncoder writes the dictionary for a key strategy.
            let codingKey = convertingKeys ? TextCodingKey(key) : TextCodingKey(key, intValue: Int(key))
            let node = try encoder.wrap(member, for: EncodingPathKey(codingKey)) ?? tree.emptyObject()
            tree.setMember(key, to: node, in: object, checkDuplicates: false)
        }
    }
}

extension CodableEncodingOptions {
    /// The route of `type` under these options.
    func route(for type: Any.Type) -> EncodingRoute {
        let id = ObjectIdentifier(type)
        if let known = routes.withLock({ $0[id] }) { return known }
        let route: EncodingRoute
        if let scalar = ScalarType(type) {
            route = .scalar(scalar)
        } else if let specialTypes, specialTypes.encodes(type) {
            route = .special
        } else if let dictionary = type as? any StringKeyedDictionaryEncodable.Type {
            route = .stringKeyedDictionary(dictionary)
        } else {
            route = .general
        }
        routes.withLock { $0[id] = route }
        return route
    }
}
