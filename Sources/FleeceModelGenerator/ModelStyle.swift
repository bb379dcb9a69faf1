/// How the generated models decode.
public enum ModelStyle: String, CaseIterable, Sendable {
    /// `JSONDecodable` conformances with `curry` chains: `curry(Self.init) <^> json <| "id" <*> …`.
    case functional
    /// `Codable` structs with `CodingKeys`, for `FleeceDecoder` and Foundation's `JSONDecoder`.
    case codable
}
