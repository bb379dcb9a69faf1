import Fleece

extension Indirect: JSONDecodable where Wrapped: JSONDecodable {
    /// Decodes exactly as the wrapped value does, as the `Decodable` conformance does.
    public static func decode(_ json: JSON) -> Decoded<Indirect> {
        Wrapped.decode(json).map(Indirect.init)
    }
}
