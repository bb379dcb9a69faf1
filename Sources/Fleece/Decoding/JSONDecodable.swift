/// A type that can be decoded from a ``JSON`` value, in the functional style of Argo.
///
/// Conform by writing ``decode(_:)`` with the operators, with the method API, or both:
///
/// ```swift
/// struct Place { let url: String; let timezone: String; let photoCount: String; let name: String? }
///
/// extension Place: JSONDecodable {
///     static func decode(_ json: JSON) -> Decoded<Place> {
///         curry(Place.init)
///             <^> json <| "place_url"
///             <*> json <| "timezone"
///             <*> json <| "photo_count"
///             <*> json <|? "woe_name"
///     }
/// }
///
/// let places: Decoded<[Place]> = json <| "places" <| "place"
/// ```
///
/// The standard types conform: `String`, `Bool`, every fixed-width integer (exactly: `12.5` or a
/// value out of range is an error, never truncated), `Double`, `Float`, ``JSON`` itself, and
/// arrays, sets, optionals and dictionaries of decodable types (keyed by `String`, `Int` or
/// another ``JSONObjectKey``). An enum with a decodable raw value conforms by declaring it:
/// `enum Kind: String, JSONDecodable { … }`.
public protocol JSONDecodable {
    /// Decodes a value from `json`, or says why it cannot.
    static func decode(_ json: JSON) -> Decoded<Self>
}

extension JSON {
    /// Decodes this value as `T`.
    ///
    /// ```swift
    /// let places = json.decode(as: [Place].self)
    /// let place = try json.decode(as: Place.self).get() // throws the DecodeError
    /// ```
    @inlinable
    public func decode<T: JSONDecodable>(as type: T.Type = T.self) -> Decoded<T> {
        T.decode(self)
    }
}
