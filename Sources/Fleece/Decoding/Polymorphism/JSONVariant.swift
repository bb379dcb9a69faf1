/// One kind of a polymorphic payload: the discriminator value that names it, and how to decode
/// it as the common `Base` type. Give these to `json.decode(discriminator:_:)`.
///
/// ```swift
/// .case("photo", Media.photo)      // an enum case with a payload
/// .case("circle", as: Circle.self) // a subclass (or conforming type) of Base
/// .case("legacy") { json in Legacy.decode(json).map(Media.legacy) }
/// ```
public struct JSONVariant<Base> {
    /// The discriminator value, as a string.
    public let tag: String
    @usableFromInline let decode: (JSON) -> Decoded<Base>

    @usableFromInline
    init(tag: String, decode: @escaping (JSON) -> Decoded<Base>) {
        self.tag = tag
        self.decode = decode
    }

    /// The variant `tag`, decoded by `decode` from the whole object.
    @inlinable
    public static func `case`(_ tag: String, decode: @escaping (JSON) -> Decoded<Base>) -> JSONVariant {
        JSONVariant(tag: tag, decode: decode)
    }

    /// The variant `tag`: the whole object decoded as `Payload`, then made a `Base` by `make`
    /// (an enum case such as `Media.photo`).
    @inlinable
    public static func `case`<Payload: JSONDecodable>(_ tag: String, _ make: @escaping (Payload) -> Base) -> JSONVariant {
        JSONVariant(tag: tag) { json in Payload.decode(json).map(make) }
    }

    /// The variant `tag`: the whole object decoded as `Payload`, a subclass of `Base` (or a type
    /// conforming to the protocol `Base`), for class families.
    @inlinable
    public static func `case`<Payload: JSONDecodable>(_ tag: String, as type: Payload.Type) -> JSONVariant {
        JSONVariant(tag: tag) { json in
            Payload.decode(json).flatMap { payload in
                if let base = payload as? Base { return .success(base) }
                return .failure(.custom("\(Payload.self) is not a \(Base.self)"))
            }
        }
    }
}
