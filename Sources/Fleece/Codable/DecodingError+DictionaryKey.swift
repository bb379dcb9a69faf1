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
}
