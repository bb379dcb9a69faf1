/// A dictionary that keeps the members whose values decode and leaves out the ones that fail.
///
/// ```swift
/// struct Order: Codable {
///     @FailableDecodableDictionary var attributes: [String: String]
/// }
/// // {"attributes": {"gift_note": "hi", "priority": 2}}  →  ["gift_note": "hi"]
/// ```
/// Each member left out is recorded as `.skippedElement` in the ``LeniencyReport`` being
/// collected, with its path (`attributes.priority`), position (under `FleeceDecoder`) and error.
/// A missing key, `null` or a value that is not an object gives an empty dictionary, recorded
/// as `.usedDefault`. Keys are read as `Dictionary` reads them: a `String` key as it is written
/// (no key strategy applies to it), an `Int` key from its digits, any other
/// `CodingKeyRepresentable` key from its coding key; a key the type cannot be made from leaves
/// its member out too. Works under `FleeceDecoder` and
/// Foundation's `JSONDecoder` alike.
@propertyWrapper
public struct FailableDecodableDictionary<Key: Hashable & CodingKeyRepresentable, Value: Decodable> {
    /// The members whose keys and values decoded.
    public var wrappedValue: [Key: Value]

    /// Wraps `wrappedValue`.
    public init(wrappedValue: [Key: Value]) {
        self.wrappedValue = wrappedValue
    }
}

extension FailableDecodableDictionary: Decodable {
    /// Decodes the members that can be decoded; never throws.
    public init(from decoder: any Decoder) throws {
        do {
            wrappedValue = try Key.self == String.self ? Self.stringKeyedMembers(decoder) : Self.members(decoder)
        } catch {
            wrappedValue = [:]
            let isNull = (try? decoder.singleValueContainer().decodeNil()) ?? false
            LenientDecoding.record(.usedDefault, at: decoder, error: isNull ? nil : error)
        }
    }

    /// `String` keys as `[String: Value]` reads them: through the decoder's own dictionary
    /// decoding, which leaves the keys as they are under a key strategy (`JSONDecoder`'s and
    /// `FleeceDecoder`'s alike), each value decoded on its own.
    private static func stringKeyedMembers(_ decoder: any Decoder) throws -> [Key: Value] {
        let decoded = try decoder.singleValueContainer().decode([String: Member].self)
        var members: [Key: Value] = [:]
        members.reserveCapacity(decoded.count)
        for (text, member) in decoded {
            if let value = member.value, let key = Key(codingKey: MemberKey(stringValue: text)) { members[key] = value }
        }
        return members
    }

    /// Other keys as `Dictionary` reads them: from the keys of a keyed container (the key
    /// strategy applies, as it does for `Dictionary`), each made a `Key` from its coding key.
    /// A key spelled otherwise than an earlier one that reads as the same `Key` (`"03"` after
    /// `"3"`, for an `Int`) is left out and recorded, where `Dictionary` keeps one value of the
    /// two without a word.
    private static func members(_ decoder: any Decoder) throws -> [Key: Value] {
        let container = try decoder.container(keyedBy: MemberKey.self)
        let memberKeys = container.allKeys
        var members: [Key: Value] = [:]
        members.reserveCapacity(memberKeys.count)
        var spellings: [Key: String] = [:]
        for memberKey in memberKeys {
            guard let key = Key(codingKey: memberKey) else {
                let notAKey = DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: container.codingPath + [memberKey],
                    debugDescription: "The key \"\(memberKey.stringValue)\" is not \(article(of: Key.self))."))
                LenientDecoding.record(.skippedElement, forKey: memberKey, in: container, error: notAKey, atKey: true)
                continue
            }
            if let earlier = spellings[key], earlier != memberKey.stringValue {
                let collision = DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: container.codingPath + [memberKey],
                    debugDescription: "The " + collisionSentence(memberKey.stringValue, earlier, "\(Key.self)") + "."))
                LenientDecoding.record(.skippedElement, forKey: memberKey, in: container, error: collision, atKey: true)
                continue
            }
            // The value records its own failure, at its own decoder: looking the key up again
            // for its position was quadratic in FleeceDecoder (100,000 members, half failing: 6 s).
            if let value = try container.decode(Member.self, forKey: memberKey).value {
                members[key] = value
                spellings[key] = memberKey.stringValue
            }
        }
        return members
    }

    /// `an Int`, `a UInt8`: "an" before a vowel letter, near enough for type names.
    private static func article(of type: Any.Type) -> String {
        let name = "\(type)"
        return (name.first.map { "AEIOUaeiou".contains($0) } == true ? "an " : "a ") + name
    }

    /// A member's value, or nil (recorded) when it does not decode.
    private struct Member: Decodable {
        let value: Value?

        init(from decoder: any Decoder) {
            do {
                value = try decoder.singleValueContainer().decode(Value.self)
            } catch {
                value = nil
                LenientDecoding.record(.skippedElement, at: decoder, error: error, decoding: Value.self)
            }
        }
    }

    /// Any member's key: its text, and its number when the text is one (as `Dictionary`'s own
    /// key, so that `Int` keys are made from it).
    struct MemberKey: CodingKey {
        let stringValue: String
        let intValue: Int?

        init(stringValue: String) {
            self.stringValue = stringValue
            self.intValue = Int(stringValue)
        }

        init(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }
}

extension FailableDecodableDictionary: Encodable where Key: Encodable, Value: Encodable {
    /// Encodes the members as `Dictionary` encodes them.
    public func encode(to encoder: any Encoder) throws {
        // Through a single-value container: a `[String: V]`'s keys are then written as they
        // are under a key strategy, as the plain dictionary's are (and as they were read).
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension FailableDecodableDictionary: Equatable where Value: Equatable {}
extension FailableDecodableDictionary: Hashable where Value: Hashable {}
extension FailableDecodableDictionary: Sendable where Key: Sendable, Value: Sendable {}

extension KeyedDecodingContainer {
    /// A missing key or `null` gives an empty dictionary (recorded as `.usedDefault`).
    public func decode<MemberKey, Value>(
        _ type: FailableDecodableDictionary<MemberKey, Value>.Type, forKey key: Key
    ) throws -> FailableDecodableDictionary<MemberKey, Value> {
        if let decoded = try decodeIfPresent(type, forKey: key) { return decoded }
        LenientDecoding.record(.usedDefault, forKey: key, in: self)
        return FailableDecodableDictionary(wrappedValue: [:])
    }
}
