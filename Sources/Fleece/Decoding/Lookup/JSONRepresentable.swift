/// A value that is, or holds, a ``JSON`` value in which the decode operators can look keys up
/// when it comes decoded: `Decoded<JSON>` on the left of `<|`, `<|?`, `<||`, `<||?`, `<|~`
/// and `<||~`.
///
/// ```swift
/// let user: Decoded<JSON> = json <| "user"
/// let name: Decoded<String> = user <| "name"
/// ```
/// ``JSON`` and ``JSONLookup`` conform. Conform a type of your own that wraps a JSON value to
/// look keys up in a `Decoded` of it the same way.
public protocol JSONRepresentable {
    /// The JSON value keys are looked up in.
    var jsonValue: JSON { get }
}

extension JSON: JSONRepresentable {
    /// The value itself.
    public var jsonValue: JSON { self }
}
