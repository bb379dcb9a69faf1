extension Optional: JSONDecodable where Wrapped: JSONDecodable {
    /// `null` is nil; any other value must decode as `Wrapped`.
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<Wrapped?> {
        if case .null = json { return .success(nil) }
        return Wrapped.decode(json).map(Optional.some)
    }
}
