/// How the engine encodes a type, decided once per type and options (asking the runtime
/// whether a type conforms to a protocol costs far more than encoding a small value).
///
/// `@unchecked Sendable`: the payloads are metatypes, which are immutable, and makers, which are
/// too (and `Sendable`).
// Memory safety: `@safe` because the one unsafe payload, a maker's unmanaged reference, is to a
// maker that lives as long as the process (`KeyedEncodingContainerMaker.shared()`).
@safe enum EncodingRoute: @unchecked Sendable {
    /// A standard library scalar, written straight away.
    case scalar(ScalarType)
    /// An optional standard library scalar encoded as a value (`[Double?]`'s elements): `null`
    /// or the scalar, as `Optional`'s own `encode(to:)` writes them, without its sub-encoder and
    /// generic calls.
    case optionalScalar(ScalarType)
    /// An array of a standard library scalar (`[Double]`, `[String]`, …), written element by
    /// element without `Array`'s own `encode(to:)`: its unkeyed container (a box allocated for
    /// each array) and a generic call and route lookup for each element were 15% of encoding
    /// GeoJSON's coordinate pairs (callgrind, geo).
    case scalarArray(ScalarType)
    /// A ``JSON`` value under the default keys, built into the tree node by node
    /// (`TreeEncoder.wrapJSON`) without its `encode(to:)`: a keyed container (a box allocated
    /// for each object), a `String` key and a dynamic cast for each member, which made a GeoJSON
    /// feature's `properties` encode at 2.25× `JSONEncoder`'s speed where models reach 5× (an
    /// outside tester's).
    case json
    /// A type the front end's ``CodableEncodingSpecialTypes`` hook encodes (`Date`, `Data`, …).
    case special
    /// `[String: V]`, written member by member without checking for repeated keys.
    case stringKeyedDictionary(any StringKeyedDictionaryEncodable.Type)
    /// Anything else: `value.encode(to: encoder)`.
    case general
    /// Not how a value encodes: the maker of a coding-key type's keyed containers, a
    /// `KeyedEncodingContainerMaker<Key>` (see there), kept in an encoding tree's routes and
    /// alive as long as the process. A coding-key type that is also encoded as a value (rare) is
    /// encoded as `general`.
    case keyedContainerMaker(Unmanaged<AnyObject>)
}

extension EncodingRoute: CachedRoute {
    static var unset: EncodingRoute { .general }
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
            let node: Int32?
            if convertingKeys {
                // JSONEncoder writes this dictionary at its encoder's path without the
                // dictionary's own key, but each member at that path plus the member's key, even
                // a member that is a dictionary in turn: `["a": ["b": x]]` puts x at a/b, and
                // `{"list": [["a": x]]}` puts it at list/a (Foundation's own suite checks the first).
                node = try encoder.withSubEncoder(for: EncodingPathKey(TextCodingKey(key))) { try $0.wrap(member, for: .none) }
            } else {
                node = try encoder.wrap(member, for: EncodingPathKey(TextCodingKey(key, intValue: Int(key))))
            }
            tree.setMember(key, to: node ?? tree.emptyObject(), in: object, checkDuplicates: false)
        }
    }
}

extension EncodingSettings {
    /// The route of `type` under these settings.
    func route(for type: Any.Type) -> EncodingRoute {
        let id = ObjectIdentifier(type)
        if let known = routes.withLock({ $0[id] }) { return known }
        let route: EncodingRoute
        if let scalar = ScalarType(type) {
            route = .scalar(scalar)
        } else if let scalar = ScalarType(optional: type) {
            route = .optionalScalar(scalar)
        } else if let scalar = ScalarType(arrayOf: type) {
            route = .scalarArray(scalar)
        } else if type == JSON.self, keyStrategy.isDefault {
            // Under another key strategy the members' keys are converted as a keyed
            // container's are: `JSON.encode(to:)` does that.
            route = .json
        } else if let specialTypes, specialTypes.encodes(type) {
            route = .special
        } else if StandardCollectionKind.type(type, mayBe: .dictionary), let dictionary = type as? any StringKeyedDictionaryEncodable.Type {
            route = .stringKeyedDictionary(dictionary)
        } else {
            route = .general
        }
        routes.withLock { $0[id] = route }
        return route
    }
}
