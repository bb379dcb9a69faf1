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
/// model. Numbers are written as the encoder writes the `Int64`, `UInt64` or `Double` they hold,
/// so `FleeceEncoder` and `JSONEncoder` give the same bytes.
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
