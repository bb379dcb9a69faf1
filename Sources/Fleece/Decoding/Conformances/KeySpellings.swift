/// How a dictionary tells two members whose keys read as one key (`"3"`, `"03"` and `"+3"` all
/// read as the `Int` 3) from a duplicate key (`"3"` twice, where the last wins as JSON readers
/// agree): the later such member is not decoded into the dictionary but fails, or, in a lossy
/// dictionary, is left out and reported. An outside tester's `[Int: String]` kept one value of
/// three and said nothing.
///
/// The spellings are kept only from the first time a key comes back, so that a dictionary
/// whose keys are all distinct (nearly every one) pays a test of nil per member.
@usableFromInline
struct KeySpellings<Key: JSONObjectKey> {
    @usableFromInline var texts: [Key: String]?

    @inlinable init() {}

    /// Notes that the member with `key` was read from `text` (once spellings are kept).
    @inlinable
    mutating func note(_ key: Key, spelled text: String) {
        texts?[key] = text
    }

    /// For the member at `member`, whose key `key` (read from `text`) an earlier member's key
    /// read as too: nil when the earlier one is spelled the same (a duplicate key), or else the
    /// failure of this member's key, which names both spellings and how to keep both values.
    @usableFromInline
    mutating func collision(of key: Key, spelled text: String, at member: Int, in object: JSON.Object) -> DecodeError? {
        if texts == nil {
            var earlier: [Key: String] = [:]
            for position in 0..<member {
                let spelling = object.key(at: position)
                if let read = Key(jsonObjectKey: spelling) { earlier[read] = spelling }
            }
            texts = earlier
        }
        guard let earlier = texts?[key], earlier != text else { return nil }
        let type = TypeName.of(Key.self)
        return .custom(collisionSentence(text, earlier, type))
    }
}

/// Why a member whose key reads as an earlier member's is not decoded, `FleeceDecoder`'s lenient
/// dictionaries say it too: `key "03" and the key "3" before it both read as the same Int, so
/// one of their values would be lost: decode the object as [String: …] to keep both`.
func collisionSentence(_ text: String, _ earlier: String, _ type: String) -> String {
    #"key "\#(text)" and the key "\#(earlier)" before it both read as the same \#(type), "#
        + #"so one of their values would be lost: decode the object as [String: …] to keep both"#
}
