extension DecodeError {
    /// What went wrong in one failure.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The object has no member with this key.
        case missingKey(String)
        /// The value is not of the expected type: `expected` names the type (`"Int"`,
        /// `"[Place]"`, `"object"`), `found` is the kind and a short excerpt of the value
        /// (`string "12a"`, `number 12.5`, `object {"a":1,…}`).
        case typeMismatch(expected: String, found: String)
        /// The value is none of the values allowed (an enum's raw values, the discriminators of a
        /// polymorphic payload): `found` is the excerpt of the value, `known` the allowed values
        /// as written in JSON.
        case unknownValue(found: String, known: [String])
        /// Anything else, in words.
        case custom(String)

        /// `missing key "age" in object`, `expected Int, found string "12a"`,
        /// `expected one of "photo", "video", found string "audio"`, or the custom message.
        public var description: String {
            switch self {
            case .missingKey(let key):
                "missing key \(OneLineText.quoted(key)) in object"
            case .typeMismatch(let expected, let found):
                "expected \(expected), found \(found)"
            case .unknownValue(let found, let known):
                "expected one of \(known.joined(separator: ", ")), found \(found)"
            case .custom(let message):
                message
            }
        }
    }
}
