// `Int128` and `UInt128`: the containers' own `decode` for them (the standard library's defaults
// throw "Decoder has not implemented support for Int128"). Each forwards to the generic path,
// where the type's route is the scalar one, so the values and errors are those of the other
// integers: `JSONDecoder`'s, range checks included. `decodeIfPresent` is left to the standard
// library's defaults, which call these, as `JSONDecoder` leaves it (at the end of an unkeyed
// container they return nil without moving on, unlike the other types' `decodeIfPresent`).

extension DocumentDecoder {
    package func decode(_ type: Int128.Type) throws -> Int128 { try decodeAnyScalar(type) }
    package func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeAnyScalar(type) }

    /// Calls the generic `decode`, which a call with a concrete 128-bit type would not choose.
    private func decodeAnyScalar<T: Decodable>(_ type: T.Type) throws -> T { try decode(type) }
}

extension DocumentKeyedContainer {
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decodeAny(type, forKey: key) }

    private func decodeAny<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(type, forKey: key) }
}

extension DocumentUnkeyedContainer {
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try decodeAny(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeAny(type) }

    private mutating func decodeAny<T: Decodable>(_ type: T.Type) throws -> T { try decode(type) }
}
