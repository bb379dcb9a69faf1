/// How the engine decodes a type. Decided once per type and `decode` call, since asking the
/// runtime whether a type conforms to a protocol costs far more than decoding a small value.
enum TypeRoute {
    /// A standard library scalar, converted straight from its entry.
    case scalar(ScalarType)
    /// A type the front end's ``CodableSpecialTypes`` hook decodes (`Date`, `Data`, …).
    case special
    /// `[String: V]`, decoded member by member.
    case stringKeyedDictionary(any StringKeyedDictionaryDecodable.Type)
    /// `[E]`, decoded element by element into storage of the right size.
    case array(any ArrayDecodable.Type)
    /// Anything else: `T(from: decoder)`.
    case general
}

/// The scalar types the containers decode themselves.
enum ScalarType {
    case string, bool, double, float
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

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
        default: return nil
        }
    }
}

/// A small direct-mapped cache of routes by type, owned by one decoder.
struct TypeRouteCache {
    private static let size = 64
    private var types = [ObjectIdentifier?](repeating: nil, count: size)
    private var routes = [TypeRoute](repeating: .general, count: size)

    @inline(__always)
    private static func slot(of type: ObjectIdentifier) -> Int {
        // Metadata pointers are aligned; the bits above the alignment spread well enough.
        Int(truncatingIfNeeded: UInt(bitPattern: type) &>> 4) & (size - 1)
    }

    @inline(__always)
    mutating func route(for type: Any.Type, compute: (Any.Type) -> TypeRoute) -> TypeRoute {
        let id = ObjectIdentifier(type)
        let slot = Self.slot(of: id)
        if types[slot] == id { return routes[slot] }
        let route = compute(type)
        types[slot] = id
        routes[slot] = route
        return route
    }
}

extension DocumentDecoder {
    /// The route of `type`, from the cache or worked out.
    @inline(__always)
    func route(for type: Any.Type) -> TypeRoute {
        routeCache.route(for: type) { type in
            if let scalar = ScalarType(type) { return .scalar(scalar) }
            if let specialTypes = options.specialTypes, specialTypes.decodes(type) { return .special }
            if let dictionary = type as? any StringKeyedDictionaryDecodable.Type { return .stringKeyedDictionary(dictionary) }
            if let array = type as? any ArrayDecodable.Type { return .array(array) }
            return .general
        }
    }

    /// A scalar of the type `T` is, which `route` found to be `scalar`.
    func decodeScalar<T>(_ scalar: ScalarType, as type: T.Type, value: Int, at location: ValueLocation) throws -> T {
        // Each `unsafeBitCast` is from a type to itself: `scalar` was found from `T.self`.
        do throws(ScalarFailure) {
            switch scalar {
            case .string: return unsafeBitCast(try string(value), to: T.self)
            case .bool: return unsafeBitCast(try bool(value), to: T.self)
            case .double: return unsafeBitCast(try floatingPoint(value, as: Double.self), to: T.self)
            case .float: return unsafeBitCast(try floatingPoint(value, as: Float.self), to: T.self)
            case .int: return unsafeBitCast(try integer(value, as: Int.self), to: T.self)
            case .int8: return unsafeBitCast(try integer(value, as: Int8.self), to: T.self)
            case .int16: return unsafeBitCast(try integer(value, as: Int16.self), to: T.self)
            case .int32: return unsafeBitCast(try integer(value, as: Int32.self), to: T.self)
            case .int64: return unsafeBitCast(try integer(value, as: Int64.self), to: T.self)
            case .uint: return unsafeBitCast(try integer(value, as: UInt.self), to: T.self)
            case .uint8: return unsafeBitCast(try integer(value, as: UInt8.self), to: T.self)
            case .uint16: return unsafeBitCast(try integer(value, as: UInt16.self), to: T.self)
            case .uint32: return unsafeBitCast(try integer(value, as: UInt32.self), to: T.self)
            case .uint64: return unsafeBitCast(try integer(value, as: UInt64.self), to: T.self)
            }
        } catch {
            throw self.error(error, decoding: T.self, value: value, at: location)
        }
    }
}
