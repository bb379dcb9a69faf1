/// A `Decodable` type that is also ``JSONDecodable`` through its `init(from:)`, so that it can
/// sit inside a functional chain (the operators, `json.need("key")`, `Decoded { }`).
///
/// Declare the conformance; there is nothing to write:
///
/// ```swift
/// struct Location: Decodable { let lat: Double; let lon: Double }
/// extension Location: JSONDecodableByCodable {}
///
/// extension Place: JSONDecodable {
///     static func decode(_ json: JSON) -> Decoded<Place> {
///         Decoded { try Place(name: json.need("name"), location: json.need("location")) }
///     }
/// }
/// ```
///
/// The value is decoded with Fleece's Codable engine (``JSONCodableDecoder`` with default keys)
/// in place, from the ``JSON`` value's own document. A `DecodingError` becomes a
/// ``DecodeError`` whose path runs from the root of the document, through the chain's keys
/// and on through the `Decodable` type's coding path (`places.place[3].location.lat`), with the
/// failing value's line and column: `keyNotFound` is ``DecodeError/Reason/missingKey(_:)``,
/// `typeMismatch` and `valueNotFound` are ``DecodeError/Reason/typeMismatch(expected:found:)``,
/// and any other error a ``DecodeError/Reason/custom(_:)`` failure with its description.
///
/// The engine knows no Foundation: a `URL`, `Data`, `Decimal` or `Date` inside the type is read
/// in its own Codable form (a `URL` as `{"relative": …}`), not as `JSONDecoder` writes it, and a
/// URL's string fails with `expected object`. Such a type decodes as `JSONDecoder` would with
/// FleeceFoundation's `FleeceDecoder`, which reads a ``JSON`` value too
/// (`try FleeceDecoder().decode(Meta.self, from: json)`), or by a `decode(_:)` of its own.
public protocol JSONDecodableByCodable: Decodable, JSONDecodable {}

extension JSONDecodableByCodable {
    /// Decodes the value with its `init(from:)`, through Fleece's Codable engine.
    public static func decode(_ json: JSON) -> Decoded<Self> {
        do {
            return .success(try JSONCodableDecoder().decode(Self.self, from: json))
        } catch let error as DecodingError {
            return .failure(DecodeError(error, decoding: json))
        } catch let error as DecodeError {
            return .failure(error)
        } catch {
            return .failure(.custom(String(describing: error)))
        }
    }
}
