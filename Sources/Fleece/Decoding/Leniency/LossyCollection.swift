/// A collection that `<||~` reads leniently, keeping what decodes: an array or a set, whose
/// elements that fail are skipped, or a dictionary (`[String: Value]`, or keyed by another
/// ``JSONObjectKey``), whose members that fail are.
///
/// ```swift
/// curry(Shop.init)
///     <^> json <||~ "products" // [Product]: the products that decode
///     <*> json <||~ "prices"   // [String: Int]: the prices that decode
/// ```
/// One operator for both, told apart by the type the chain asks for; each skipped element or
/// member is recorded in the ``LeniencyReport`` being collected. Fleece's arrays, sets and
/// dictionaries are the only conformances.
public protocol LossyCollection {
    /// The collection at `lookup`, leniently: Fleece's conformances only.
    static func decodeLossily(_ lookup: LossyLookup) -> Decoded<Self>
}

/// Where `<||~` looked (Fleece's own: a ``LossyCollection``'s conformance reads it).
public struct LossyLookup: Sendable {
    @usableFromInline let field: FieldLookup
    /// Whether the lookup is of the value a decode started from (``JSON/decodeLossily(as:)``),
    /// where a value of the other kind is a failure rather than an empty default: a top-level
    /// object where an array was wanted is most likely an error body.
    @usableFromInline let isWholeValue: Bool

    @usableFromInline
    init(_ field: FieldLookup, isWholeValue: Bool = false) {
        self.field = field
        self.isWholeValue = isWholeValue
    }
}

extension Array: LossyCollection where Element: JSONDecodable {
    /// The elements that decode, in order; as `json.lossy("products")` reads them.
    @inlinable
    public static func decodeLossily(_ lookup: LossyLookup) -> Decoded<[Element]> {
        lookup.field.lossy(otherKindFails: lookup.isWholeValue)
    }
}

extension Set: LossyCollection where Element: JSONDecodable {
    /// The elements that decode, as a set; as `json.lossy("tags", as: Set<String>.self)`
    /// reads them.
    @inlinable
    public static func decodeLossily(_ lookup: LossyLookup) -> Decoded<Set<Element>> {
        lookup.field.lossySet(as: Element.self, otherKindFails: lookup.isWholeValue)
    }
}

extension Dictionary: LossyCollection where Key: JSONObjectKey, Value: JSONDecodable {
    /// The members whose keys are `Key`s and whose values decode; as `json.lossy("prices")`
    /// reads them.
    @inlinable
    public static func decodeLossily(_ lookup: LossyLookup) -> Decoded<[Key: Value]> {
        lookup.field.lossyMembers(otherKindFails: lookup.isWholeValue)
    }
}

extension JSON {
    /// Decodes the elements of this array that decode, skipping those that fail: the lossy array
    /// of a response that is an array at the top (GitHub's issues, a Mastodon timeline), which
    /// `json.lossy("key")` and `<||~` reach only at a key. For a dictionary, the members of this
    /// object whose keys and values decode.
    ///
    /// ```swift
    /// // [{"number": 1, "title": "a"}, {"number": "two"}, {"number": 3, "title": "c"}]
    /// let issues = try json.decodeLossily(as: [Issue].self).get() // issues 1 and 3
    /// ```
    /// Each skipped element is recorded as `.skippedElement` in the ``LeniencyReport`` being
    /// collected, with its path (`[1]`), position and error.
    ///
    /// A value of another kind (an object where an array is asked for: most likely an error
    /// body) is a failure, not an empty collection.
    @inlinable
    public func decodeLossily<C: LossyCollection>(as type: C.Type = C.self) -> Decoded<C> {
        let site: ValueSite
        switch self {
        case .array(let array): site = ValueSite(document: array.document, entry: array.entryIndex)
        case .object(let object): site = ValueSite(document: object.document, entry: object.entryIndex)
        default: return .failure(.typeMismatch(expected: TypeName.of(C.self), found: self))
        }
        return C.decodeLossily(LossyLookup(.present(self, site), isWholeValue: true))
    }
}
