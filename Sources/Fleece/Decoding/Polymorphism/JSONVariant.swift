/// One kind of a polymorphic payload: the discriminator value that names it, and how to decode
/// it as the common `Base` type. Give these to `json.decode(discriminator:_:)`, or, for a
/// choice the key makes (FHIR's `value[x]`), to `json.decode(oneOfKeys:)`, where the tag is a
/// key and the variant decodes that member's value.
///
/// ```swift
/// .case("photo", Media.photo)      // an enum case with a payload
/// .case("circle", as: Circle.self) // a subclass (or conforming type) of Base
/// .case("legacy") { json in Legacy.decode(json).map(Media.legacy) }
/// .default { json in (json <| "type").map(Media.unknown) } // any other tag
/// ```
/// A variant is `Sendable`, whatever `Base` is: it holds its tag and a `@Sendable` function, and
/// makes a new `Base` each time it decodes. So a table of variants can be a `static let`, or be
/// handed to another task. The functions given to `case` are `@Sendable` for that reason: an
/// enum case, a type's initializer or a closure that captures nothing (or only `Sendable`
/// values) all are.
public struct JSONVariant<Base>: Sendable {
    /// The discriminator value, as a string (empty for the ``default(decode:)`` variant).
    public let tag: String
    @usableFromInline let decode: @Sendable (JSON) -> Decoded<Base>
    /// Whether this is the ``default(decode:)`` variant, for a tag no other names.
    @usableFromInline let isDefault: Bool

    @usableFromInline
    init(tag: String, isDefault: Bool = false, decode: @escaping @Sendable (JSON) -> Decoded<Base>) {
        self.tag = tag
        self.isDefault = isDefault
        self.decode = decode
    }

    /// The variant for a discriminator value no `case` names, decoded by `decode` from the whole
    /// object: a union a server adds members to (GraphQL's `__typename`) reads a new member as
    /// the app chooses instead of failing. Only an unknown tag comes here: a known one whose
    /// object does not decode fails as its `case` fails, and a discriminator that is absent or
    /// not a string fails as without a default. The ``LeniencyReport`` being collected records
    /// each tag it reads as `.usedDefault` (`items[3].__typename: used default: expected one of
    /// "User", "Bot", found string "Team"`), so that an app learns which tags it does not know.
    ///
    /// ```swift
    /// enum Actor: JSONDecodable {
    ///     case user(User), bot(Bot), unknown(typename: String)
    ///
    ///     static func decode(_ json: JSON) -> Decoded<Actor> {
    ///         json.decode(discriminator: "__typename",
    ///                     .case("User", Actor.user),
    ///                     .case("Bot", Actor.bot),
    ///                     .default { json in (json <| "__typename").map(Actor.unknown) })
    ///     }
    /// }
    /// ```
    @inlinable
    public static func `default`(decode: @escaping @Sendable (JSON) -> Decoded<Base>) -> JSONVariant {
        JSONVariant(tag: "", isDefault: true, decode: decode)
    }

    /// The variant `tag`, decoded by `decode` from the whole object.
    @inlinable
    public static func `case`(_ tag: String, decode: @escaping @Sendable (JSON) -> Decoded<Base>) -> JSONVariant {
        JSONVariant(tag: tag, decode: decode)
    }

    /// The variant `tag`: the whole object decoded as `Payload`, then made a `Base` by `make`
    /// (an enum case such as `Media.photo`).
    @inlinable
    public static func `case`<Payload: JSONVariantPayload>(_ tag: String, _ make: @escaping @Sendable (Payload) -> Base) -> JSONVariant {
        JSONVariant(tag: tag) { json in Payload.decode(json).map(make) }
    }

    /// The variant `tag`: the whole object decoded as `Payload`, a subclass of `Base` (or a type
    /// conforming to the protocol `Base`), for class families.
    @inlinable
    public static func `case`<Payload: JSONVariantPayload>(_ tag: String, as type: Payload.Type) -> JSONVariant {
        JSONVariant(tag: tag) { json in
            Payload.decode(json).flatMap { payload in
                if let base = payload as? Base { return .success(base) }
                return .failure(.custom("\(Payload.self) is not a \(Base.self)"))
            }
        }
    }
}

extension JSONVariant {
    /// The tags of `variants` but the default, quoted as JSON writes them (`"photo"`): what the
    /// errors of a discriminator and of `oneOfKeys` list.
    static func quotedTags(of variants: [JSONVariant]) -> [String] {
        variants.filter { !$0.isDefault }.map { JSON.string($0.tag).text() }
    }
}

#if compiler(>=6.2)
/// A type a variant decodes its payload as: a ``JSONDecodable`` type whose metatype a `@Sendable`
/// function may capture (`SendableMetatype`, which every concrete type is), since a variant's
/// decoding function refers to it.
public typealias JSONVariantPayload = JSONDecodable & SendableMetatype
#else
/// A type a variant decodes its payload as: a ``JSONDecodable`` type.
public typealias JSONVariantPayload = JSONDecodable
#endif
