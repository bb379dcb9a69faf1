/// A ``JSONEncodable`` type that is also `Encodable` through its functional
/// ``JSONEncodable/write(to:)``, so that it can sit inside an `Encodable` model, under any encoder.
///
/// Declare the conformance; there is nothing to write:
///
/// ```swift
/// extension Location: EncodableByJSON {}   // Location: JSONEncodable
///
/// struct Place: Encodable { let name: String; let location: Location }
/// let data = try FleeceEncoder().encode(place)  // the same bytes as JSONEncoder().encode(place)
/// ```
///
/// The value is written as its ``JSON`` value, which is then encoded through the encoder's
/// containers (see ``JSON/encode(to:)``): members in the order the type writes them, unless
/// the encoder sorts keys; the encoder's key strategy and pretty-printing apply as to any
/// model. Under `FleeceEncoder` a number keeps the text ``JSONEncodable/write(to:)`` gave it (a
/// `Float` as `JSONEncoder` writes a `Float`, `-0.0` as `-0`); any other encoder is given the
/// `Int64`, `UInt64` or `Double` it holds, so under `JSONEncoder` a `Float` of 2^24 or more
/// (`6.688125e+09`) is written as a `Double` (`6688125000`) and `-0.0` as `0`. Infinity and NaN
/// were written as `null` by `write(to:)` (JSON has no text for them), whatever the encoder's
/// non-conforming float strategy.
public protocol EncodableByJSON: JSONEncodable, Encodable {}

extension EncodableByJSON {
    /// Encodes the value's ``JSON`` through `encoder`'s containers.
    ///
    /// - Throws: what the encoder's containers throw (a non-conforming float's
    ///   `EncodingError.invalidValue`, for example).
    public func encode(to encoder: any Encoder) throws {
        try json().encode(to: encoder)
    }
}
