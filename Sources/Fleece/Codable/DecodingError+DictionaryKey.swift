extension DecodingError {
    /// Whether this is the standard library's error for a member of an `[Int: Value]` dictionary
    /// whose key is not an integer (`Expected Int key but found String key instead.`). Its coding
    /// path ends with that key, as a value's would, but what failed is the key: the place to
    /// name is the key's, not the member's value's.
    var isNonIntegerDictionaryKey: Bool {
        guard case .typeMismatch(let type, let context) = self, type == Int.self else { return false }
        // A prefix: a decoder may have added where (`…, at line 1, column 18.`).
        return context.debugDescription.hasPrefix("Expected Int key but found String key instead")
    }

    /// Whether this is the standard library's error for a member of a dictionary keyed by a
    /// `CodingKeyRepresentable` type whose key names none of its values (`Could not convert key
    /// to type Color`), or the Int-key error above: errors about a key, to be placed at the key.
    var isDictionaryKeyFailure: Bool {
        if isNonIntegerDictionaryKey { return true }
        guard case .dataCorrupted(let context) = self else { return false }
        return context.debugDescription.hasPrefix("Could not convert key to type ")
    }
}
