extension Dictionary: JSONDecodable where Key: JSONObjectKey, Value: JSONDecodable {
    /// A JSON object whose every member value decodes as `Value`, keyed by its key as `Key`
    /// (`String`, `Int` or an enum of yours: see ``JSONObjectKey``); with duplicate keys the last
    /// wins. Two keys spelled differently that read as one `Key` (`"3"` and `"03"` for an `Int`)
    /// fail at the second, rather than lose a value. When members fail, the error lists each of
    /// them with its key.
    @inlinable
    public static func decode(_ json: JSON) -> Decoded<[Key: Value]> {
        // A `switch`, not `guard case`: the object is then borrowed from `json`, not copied.
        switch json {
        case .object(let object): return decodeMembers(of: object)
        default: return .failure(.typeMismatch(expected: TypeName.of([Key: Value].self), found: json))
        }
    }

    /// Every member's value decoded as `Value`, each lent to `Value.decode` (see
    /// `JSONDocument.withValue(at:_:)`), or every failure.
    @inlinable
    static func decodeMembers(of object: JSON.Object) -> Decoded<[Key: Value]> {
        var dictionary: [Key: Value] = [:]
        dictionary.reserveCapacity(object.count)
        var error: DecodeError?
        var spellings = KeySpellings<Key>()
        for member in 0..<object.count {
            let text = object.key(at: member)
            guard let key = Key(jsonObjectKey: text) else {
                object.collect(.keyMismatch(text, expected: Key.self), ofKeyOfMember: member, into: &error)
                continue
            }
            switch object.document.withValue(at: object.valueEntryIndex(ofMember: member), Value.decode) {
            case .success(let value):
                guard error == nil else { continue }
                if dictionary.updateValue(value, forKey: key) != nil,
                   let collision = spellings.collision(of: key, spelled: text, at: member, in: object) {
                    object.collect(collision, ofKeyOfMember: member, into: &error)
                    continue
                }
                spellings.note(key, spelled: text)
            case .failure(let failure):
                object.collect(failure, ofMember: member, into: &error)
            }
        }
        if let error { return .failure(error) }
        return .success(dictionary)
    }
}
