/// How the engine decodes a type. Decided once per type, since asking the runtime whether a
/// type conforms to a protocol costs far more than decoding a small value (thousands of
/// instructions when the answer is no).
///
/// `@unchecked Sendable`: the payloads are metatypes, which are immutable.
enum TypeRoute: @unchecked Sendable {
    /// A standard library scalar, converted straight from its entry.
    case scalar(ScalarType)
    /// An optional standard library scalar (`Int?`, `String?`, …) decoded as a value, as the
    /// elements of `[Double?]` and the values of `[String: Int?]` are: nil for null, else the
    /// scalar. Through `Optional`'s own `init(from:)`, each took ~1,200 instructions, most of
    /// them the runtime's metadata lookups for the generic `Optional<Wrapped>`.
    case optionalScalar(ScalarType)
    /// A type the front end's ``CodableSpecialTypes`` hook decodes (`Date`, `Data`, …).
    case special
    /// `[String: V]`, decoded member by member.
    case stringKeyedDictionary(any StringKeyedDictionaryDecodable.Type)
    /// `[String: V]` of a scalar `V`: the same, with code made for `V`.
    case scalarDictionary(ScalarType)
    /// `Set<String>` or `Set<Int>`, element by element, with code made for the element.
    case scalarSet(ScalarSetElement)
    /// `[E]`, decoded element by element into storage of the right size.
    case array(any ArrayDecodable.Type)
    /// `[E]` of a scalar `E`: the same, with code made for `E` (no generic element calls).
    case scalarArray(ScalarType)
    /// Anything else: `T(from: decoder)`.
    case general
    /// Not how a value decodes: the maker of a coding-key type's keyed containers, a
    /// `KeyedContainerMaker<Key>` (see there). A coding-key type that is also decoded as a value
    /// (rare) finds its value's route worked out again each time.
    case keyedContainerMaker(AnyObject)
}

/// The scalar types the containers decode themselves.
enum ScalarType {
    case string, bool, double, float
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    case int128, uint128

    init?(_ type: Any.Type) {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): self = .string
        case ObjectIdentifier(Int.self): self = .int
        case ObjectIdentifier(Double.self): self = .double
        case ObjectIdentifier(Bool.self): self = .bool
        case ObjectIdentifier(Int64.self): self = .int64
        case ObjectIdentifier(UInt64.self): self = .uint64
        case ObjectIdentifier(Float.self): self = .float
        case ObjectIdentifier(Int32.self): self = .int32
        case ObjectIdentifier(UInt32.self): self = .uint32
        case ObjectIdentifier(UInt.self): self = .uint
        case ObjectIdentifier(Int16.self): self = .int16
        case ObjectIdentifier(UInt16.self): self = .uint16
        case ObjectIdentifier(Int8.self): self = .int8
        case ObjectIdentifier(UInt8.self): self = .uint8
        case ObjectIdentifier(Int128.self): self = .int128
        case ObjectIdentifier(UInt128.self): self = .uint128
        default: return nil
        }
    }

    /// The scalar type of which `type` is the array (`Double` for `[Double]`), or nil.
    init?(arrayOf type: Any.Type) {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier([String].self): self = .string
        case ObjectIdentifier([Int].self): self = .int
        case ObjectIdentifier([Double].self): self = .double
        case ObjectIdentifier([Bool].self): self = .bool
        case ObjectIdentifier([Int64].self): self = .int64
        case ObjectIdentifier([UInt64].self): self = .uint64
        case ObjectIdentifier([Float].self): self = .float
        case ObjectIdentifier([Int32].self): self = .int32
        case ObjectIdentifier([UInt32].self): self = .uint32
        case ObjectIdentifier([UInt].self): self = .uint
        case ObjectIdentifier([Int16].self): self = .int16
        case ObjectIdentifier([UInt16].self): self = .uint16
        case ObjectIdentifier([Int8].self): self = .int8
        case ObjectIdentifier([UInt8].self): self = .uint8
        case ObjectIdentifier([Int128].self): self = .int128
        case ObjectIdentifier([UInt128].self): self = .uint128
        default: return nil
        }
    }

    /// The scalar type of which `type` is the optional (`Int` for `Int?`), or nil.
    init?(optional type: Any.Type) {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String?.self): self = .string
        case ObjectIdentifier(Int?.self): self = .int
        case ObjectIdentifier(Double?.self): self = .double
        case ObjectIdentifier(Bool?.self): self = .bool
        case ObjectIdentifier(Int64?.self): self = .int64
        case ObjectIdentifier(UInt64?.self): self = .uint64
        case ObjectIdentifier(Float?.self): self = .float
        case ObjectIdentifier(Int32?.self): self = .int32
        case ObjectIdentifier(UInt32?.self): self = .uint32
        case ObjectIdentifier(UInt?.self): self = .uint
        case ObjectIdentifier(Int16?.self): self = .int16
        case ObjectIdentifier(UInt16?.self): self = .uint16
        case ObjectIdentifier(Int8?.self): self = .int8
        case ObjectIdentifier(UInt8?.self): self = .uint8
        case ObjectIdentifier(Int128?.self): self = .int128
        case ObjectIdentifier(UInt128?.self): self = .uint128
        default: return nil
        }
    }
}

/// The routes found by the decoders of one configuration, handed from each decode call to the
/// next, so that decoding many small documents does not work the routes out again each time.
final class TypeRouteStore: Sendable {
    private let cache = Locked(TypeRouteCache())

    /// The store of configurations without special types.
    static let withoutSpecialTypes = TypeRouteStore()

    func load() -> TypeRouteCache { cache.withLock { $0 } }

    /// Keeps `routes` when they add to what is stored (another call may have stored in between:
    /// either set is right, the latest wins).
    func store(_ routes: TypeRouteCache) {
        guard routes.changed else { return }
        var routes = routes
        routes.markStored()
        cache.withLock { [routes] in $0 = routes }
    }
}

// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
extension DocumentDecoder {
    /// The route of `type`, from this decoder's cache or worked out.
    @inline(__always)
    func route(for type: Any.Type) -> TypeRoute {
        cachedRoute(for: type) { computeRoute(for: $0) }
    }

    /// The route of a type met for the first time. Out of line: inlined, its read of the optional
    /// special types was copied on every lookup, hits included.
    @inline(never)
    func computeRoute(for type: Any.Type) -> TypeRoute {
        if let scalar = ScalarType(type) { return .scalar(scalar) }
        if let element = ScalarSetElement(type) { return .scalarSet(element) }
        if let specialTypes = options.specialTypes, specialTypes.decodes(type) { return .special }
        if let scalar = ScalarType(optional: type) { return .optionalScalar(scalar) }
        return SharedTypeRoutes.route(for: type)
    }
    /// The optional scalar `T` is, which `route` found to be `optionalScalar`: nil for null, as
    /// `Optional`'s `init(from:)` gives it (through `decodeNil()`), else the scalar, failing as
    /// the scalar fails (`Int`, not `Int?`, is the type its errors name, as there).
    func decodeOptionalScalar<T>(_ scalar: ScalarType, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        // Each cast is from a type to itself, as in `decodeScalar`.
        switch scalar {
        case .string: return identityCast(try optional(scalar, as: String.self, value: value, at: location), to: T.self)
        case .bool: return identityCast(try optional(scalar, as: Bool.self, value: value, at: location), to: T.self)
        case .double: return identityCast(try optional(scalar, as: Double.self, value: value, at: location), to: T.self)
        case .float: return identityCast(try optional(scalar, as: Float.self, value: value, at: location), to: T.self)
        case .int: return identityCast(try optional(scalar, as: Int.self, value: value, at: location), to: T.self)
        case .int8: return identityCast(try optional(scalar, as: Int8.self, value: value, at: location), to: T.self)
        case .int16: return identityCast(try optional(scalar, as: Int16.self, value: value, at: location), to: T.self)
        case .int32: return identityCast(try optional(scalar, as: Int32.self, value: value, at: location), to: T.self)
        case .int64: return identityCast(try optional(scalar, as: Int64.self, value: value, at: location), to: T.self)
        case .uint: return identityCast(try optional(scalar, as: UInt.self, value: value, at: location), to: T.self)
        case .uint8: return identityCast(try optional(scalar, as: UInt8.self, value: value, at: location), to: T.self)
        case .uint16: return identityCast(try optional(scalar, as: UInt16.self, value: value, at: location), to: T.self)
        case .uint32: return identityCast(try optional(scalar, as: UInt32.self, value: value, at: location), to: T.self)
        case .uint64: return identityCast(try optional(scalar, as: UInt64.self, value: value, at: location), to: T.self)
        case .int128: return identityCast(try optional(scalar, as: Int128.self, value: value, at: location), to: T.self)
        case .uint128: return identityCast(try optional(scalar, as: UInt128.self, value: value, at: location), to: T.self)
        }
    }

    /// `S?` from `value`: nil for null, else `decodeScalar`'s `S`.
    @inline(__always)
    private func optional<S>(_ scalar: ScalarType, as type: S.Type, value: Int, at location: ValueLocation) throws -> S? {
        kind(value) == .null ? nil : try decodeScalar(scalar, as: type, value: value, at: location)
    }

    /// A scalar of the type `T` is, which `route` found to be `scalar`.
    func decodeScalar<T>(_ scalar: ScalarType, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        // Each cast is from a type to itself (`identityCast` asserts it): `scalar` was found from `T.self`.
        do throws(ScalarFailure) {
            switch scalar {
            case .string: return identityCast(try string(value), to: T.self)
            case .bool: return identityCast(try bool(value), to: T.self)
            case .double: return identityCast(try floatingPoint(value, as: Double.self), to: T.self)
            case .float: return identityCast(try floatingPoint(value, as: Float.self), to: T.self)
            case .int: return identityCast(try integer(value, as: Int.self), to: T.self)
            case .int8: return identityCast(try integer(value, as: Int8.self), to: T.self)
            case .int16: return identityCast(try integer(value, as: Int16.self), to: T.self)
            case .int32: return identityCast(try integer(value, as: Int32.self), to: T.self)
            case .int64: return identityCast(try integer(value, as: Int64.self), to: T.self)
            case .uint: return identityCast(try integer(value, as: UInt.self), to: T.self)
            case .uint8: return identityCast(try integer(value, as: UInt8.self), to: T.self)
            case .uint16: return identityCast(try integer(value, as: UInt16.self), to: T.self)
            case .uint32: return identityCast(try integer(value, as: UInt32.self), to: T.self)
            case .uint64: return identityCast(try integer(value, as: UInt64.self), to: T.self)
            case .int128: return identityCast(try integer(value, as: Int128.self), to: T.self)
            case .uint128: return identityCast(try integer(value, as: UInt128.self), to: T.self)
            }
        } catch {
            throw self.error(error, decoding: T.self, value: value, at: location)
        }
    }
}

/// The routes that do not depend on a decoder's options, shared by every decoder of the process,
/// so that each type's conformances are looked up once.
enum SharedTypeRoutes {
    private static let routes = Locked<[ObjectIdentifier: TypeRoute]>([:])

    static func route(for type: Any.Type) -> TypeRoute {
        let id = ObjectIdentifier(type)
        if let known = routes.withLock({ $0[id] }) { return known }
        let route: TypeRoute
        // Only an `Array` or a `Dictionary` can conform: other types are not asked (see
        // `StandardCollectionKind`).
        if StandardCollectionKind.type(type, mayBe: .dictionary), let dictionary = type as? any StringKeyedDictionaryDecodable.Type {
            route = dictionary.scalarValue.map(TypeRoute.scalarDictionary) ?? .stringKeyedDictionary(dictionary)
        } else if StandardCollectionKind.type(type, mayBe: .array), let array = type as? any ArrayDecodable.Type {
            route = array.scalarElement.map(TypeRoute.scalarArray) ?? .array(array)
        } else {
            route = .general
        }
        routes.withLock { $0[id] = route }
        return route
    }
}
