/// A ``JSONDecodable`` type that is also `Decodable` through its functional ``JSONDecodable/decode(_:)``,
/// so that it can sit inside a `Decodable` model, under any decoder.
///
/// Declare the conformance; there is nothing to write:
///
/// ```swift
/// struct Location: JSONDecodable { … static func decode(_ json: JSON) -> Decoded<Location> { … } }
/// extension Location: DecodableByJSON {}
///
/// struct Place: Decodable { let name: String; let location: Location }
/// let place = try FleeceDecoder().decode(Place.self, from: data) // or JSONDecoder
/// ```
///
/// The value is read as a ``JSON`` value (under `FleeceDecoder` and ``JSONCodableDecoder`` a
/// view of the input, under another decoder rebuilt from its containers) and handed to
/// ``JSONDecodable/decode(_:)``. Under a key strategy its keys are converted, as the `Decodable`
/// models around it see theirs and as `JSONDecoder` gives them (`lastSeen` for `last_seen`):
/// the type reads the same keys under every decoder, so write its lookups with the converted
/// names, or decode it without the strategy.
///
/// A failure becomes the `DecodingError` the coding world expects: `keyNotFound` for a
/// missing key, `typeMismatch` for a value of the wrong kind where a standard type was expected
/// (`valueNotFound` for null), as `JSONDecoder` throws them, `dataCorrupted` otherwise, with the
/// coding path from the top-level value down
/// to the failing value (`places`, `place`, `Index 3`, `location`, `lat`), and a
/// `debugDescription` that names that path and, when the input is at hand, its line and column:
/// `places.place[3].location.lat: expected Double, found string "x" at line 14, column 22`.
/// The ``DecodeError`` itself is the context's `underlyingError`, with every failure.
public protocol DecodableByJSON: JSONDecodable, Decodable {}

extension DecodableByJSON {
    /// Decodes the value as a ``JSON`` value, then with ``JSONDecodable/decode(_:)``.
    ///
    /// - Throws: what reading a ``JSON`` value throws; `DecodingError.keyNotFound`,
    ///   `.typeMismatch`, `.valueNotFound` or `.dataCorrupted` when ``JSONDecodable/decode(_:)``
    ///   fails (see ``DecodableByJSON``).
    public init(from decoder: any Decoder) throws {
        let json = try JSON(from: decoder)
        switch Self.decodeRecordingFromTheRoot(json, decoder: decoder) {
        case .success(let value): self = value
        case .failure(let error): throw error.decodingError(codingPath: decoder.codingPath, decoding: json)
        }
    }
}

extension DecodableByJSON {
    /// ``JSONDecodable/decode(_:)``, with what a ``LeniencyReport`` records placed from the root
    /// of the input: under another decoder than Fleece's, `json` is a copy of the value rebuilt
    /// from the decoder's containers, and its paths start at the value, so they get the
    /// decoder's coding path before them. (Under Fleece's decoders `json` is a view of the input,
    /// whose paths start at the input's root already.)
    static func decodeRecordingFromTheRoot(_ json: JSON, decoder: any Decoder) -> Decoded<Self> {
        guard documentDecoder(decoder) == nil, !decoder.codingPath.isEmpty, LeniencyReport.isCollecting else { return decode(json) }
        return LeniencyReport.placingEntries(below: JSONPath(codingPath: decoder.codingPath)) { decode(json) }
    }
}
