/// A type whose values are the keys of a JSON object, so that a dictionary keyed by it decodes
/// from an object and encodes to one: `String`, `Int` (as its digits: `{"7": "July"}` is an
/// `[Int: String]`, as `JSONDecoder` reads it), and an enum with `String` or `Int` raw values
/// that declares it.
///
/// ```swift
/// enum Currency: String, JSONObjectKey { case eur, usd }
///
/// // {"prices": {"eur": 10, "usd": 11}}
/// let prices: [Currency: Int] = try json.need("prices")
/// let months: [Int: String] = try json.need("months")   // {"months": {"1": "January"}}
/// ```
/// A key that names no value of the type (`"gbp"` for `Currency`, `"x"` for an `Int`) fails
/// its member as a value that does not decode does, with the member's path and the key's
/// position (`prices.gbp: expected Currency key, found string "gbp" at line 3, column 5`); a
/// lossy dictionary leaves the member out and reports it.
///
/// `JSONEncoder` writes a dictionary keyed by an enum as an object only when the enum is
/// `CodingKeyRepresentable`, and otherwise as an array of keys and values in turn
/// (`["eur", 10, "usd", 11]`); an enum meant for both declares both.
public protocol JSONObjectKey: Hashable {
    /// The key that `text` names, or nil when it names none.
    init?(jsonObjectKey text: String)
    /// The key's text in a JSON object.
    var jsonObjectKey: String { get }
}

extension String: JSONObjectKey {
    /// The text itself.
    @inlinable public init?(jsonObjectKey text: String) { self = text }
    /// The text itself.
    @inlinable public var jsonObjectKey: String { self }
}

extension Int: JSONObjectKey {
    /// The integer that `text` spells as `Int(text)` reads it (`"7"`, `"-7"`), as `JSONDecoder`
    /// reads the keys of an `[Int: Value]`.
    @inlinable public init?(jsonObjectKey text: String) { self.init(text) }
    /// The integer's digits.
    @inlinable public var jsonObjectKey: String { String(self) }
}

extension JSONObjectKey where Self: RawRepresentable, RawValue: JSONObjectKey {
    /// The value whose raw value `text` names: an enum with `String` or `Int` raw values
    /// conforms by declaring it.
    @inlinable public init?(jsonObjectKey text: String) {
        guard let rawValue = RawValue(jsonObjectKey: text) else { return nil }
        self.init(rawValue: rawValue)
    }

    /// The raw value's text.
    @inlinable public var jsonObjectKey: String { rawValue.jsonObjectKey }
}

extension DecodeError {
    /// The failure of a member whose key, `text`, names no `Key` (`expected Int key, found
    /// string "x"`), to be placed at the key (its path is the member's).
    @usableFromInline
    static func keyMismatch(_ text: String, expected: Any.Type) -> DecodeError {
        .typeMismatch(expected: TypeName.of(expected) + " key", found: .string(text))
    }
}
