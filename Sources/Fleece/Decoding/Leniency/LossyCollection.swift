/// A collection that `<||~` reads leniently, keeping what decodes: an array, whose elements
/// that fail are skipped, or a `[String: Value]` dictionary, whose members that fail are.
///
/// ```swift
/// curry(Shop.init)
///     <^> json <||~ "products" // [Product]: the products that decode
///     <*> json <||~ "prices"   // [String: Int]: the prices that decode
/// ```
/// One operator for both, told apart by the type the chain asks for; each skipped element or
/// member is recorded in the ``LeniencyReport`` being collected. Fleece's arrays and
/// dictionaries are the only conformances.
public protocol LossyCollection {
    /// The collection at `lookup`, leniently: Fleece's conformances only.
    static func decodeLossily(_ lookup: LossyLookup) -> Decoded<Self>
}

/// Where `<||~` looked (Fleece's own: a ``LossyCollection``'s conformance reads it).
public struct LossyLookup: Sendable {
    @usableFromInline let field: FieldLookup

    @usableFromInline
    init(_ field: FieldLookup) {
        self.field = field
    }
}

extension Array: LossyCollection where Element: JSONDecodable {
    /// The elements that decode, in order; as `json.lossy("products")` reads them.
    @inlinable
    public static func decodeLossily(_ lookup: LossyLookup) -> Decoded<[Element]> {
        lookup.field.lossy()
    }
}

extension Dictionary: LossyCollection where Key == String, Value: JSONDecodable {
    /// The members whose values decode; as `json.lossy("prices")` reads them.
    @inlinable
    public static func decodeLossily(_ lookup: LossyLookup) -> Decoded<[String: Value]> {
        lookup.field.lossyMembers()
    }
}
