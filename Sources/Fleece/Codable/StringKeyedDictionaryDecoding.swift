/// `[String: T]` dictionaries, decoded member by member from the object instead of through the
/// standard library's keyed-container round trip (which collects `allKeys` and looks each one up).
///
/// Follows both of `JSONDecoder`'s paths: with default keys, the standard library's (the first of
/// repeated keys wins and later ones are not decoded; numeric keys carry an `intValue` in coding
/// paths); with a key strategy, Foundation's own (keys are never converted, every member is decoded
/// and the first of repeated keys kept).
protocol StringKeyedDictionaryDecodable {
    /// The members of `object`, which the decoder is at (its path ends with the dictionary's key).
    static func decodeMembers(from decoder: DocumentDecoder, object: Int) throws -> Self
}

extension Dictionary: StringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static func decodeMembers(from decoder: DocumentDecoder, object: Int) throws -> Self {
        // Memory safety: `object` is an entry of the decoder's document, and its state is read by
        // the one decode in progress (see `DocumentDecoder.entries` and `DocumentDecoder.value`).
        let entry = unsafe decoder.entries[object]
        let decodesRepeatedKeys = !decoder.options.keyStrategy.isDefault
        var result: [String: Value] = Dictionary(minimumCapacity: entry.childCount)
        let depth = unsafe decoder.steps.count
        for member in 0..<entry.childCount {
            let keyIndex = entry.firstChild &+ 2 &* member
            let key = decoder.stringValue(ofEntry: keyIndex)
            // `index(forKey:)` and `updateValue`, not the subscript: in this code, unspecialized
            // for `Value`, the subscript's `Value?` looked `Optional<Value>`'s metadata up on
            // every dictionary (callgrind, social-feed).
            let isRepeat = result.index(forKey: key) != nil
            if isRepeat && !decodesRepeatedKeys { continue }
            // The member's key is lent to its path (see `PathStep`), not boxed in an
            // `any CodingKey` for each member (it is too large to sit inline in one).
            // Memory safety: the lent address is used by the nested decode only.
            let memberKey = TextCodingKey(key, intValue: decodesRepeatedKeys ? nil : Int(key))
            let value = try unsafe withUnsafePointer(to: memberKey) {
                try unsafe decoder.unwrap(Value.self, value: keyIndex &+ 1, at: ValueLocation(depth: depth, key: .lent($0)))
            }
            if !isRepeat { result.updateValue(value, forKey: key) }
        }
        return result
    }
}

extension DocumentDecoder {
    /// The dictionary `T` is, which `route` found to be the `[String: V]` type `D`.
    func decodeMembers<D: StringKeyedDictionaryDecodable, T>(of dictionaryType: D.Type, as type: T.Type, object: Int) throws -> T {
        // From a type to itself: `D` was found from `T.self`.
        identityCast(try D.decodeMembers(from: self, object: object), to: T.self)
    }
}
