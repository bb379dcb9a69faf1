/// How the Codable engine decodes: everything a front end (`FleeceDecoder`, `JSONCodableDecoder`)
/// configures. Made once per `decode` call and shared by every container of that call.
package struct CodableDecodingOptions: Sendable {
    /// How the document's keys are matched with a model's keys.
    package enum KeyStrategy: Sendable {
        /// A model key matches a document key with the same text.
        case useDefaultKeys
        /// A document key is converted from `snake_case` to `camelCase` before matching, as
        /// `JSONDecoder` converts it. ASCII keys are converted on the fly while comparing; other
        /// keys are handed to `convert`, which must implement the same rule for all of Unicode.
        case convertFromSnakeCase(convert: @Sendable (String) -> String)
        /// Each document key is given, at the end of the coding path, to the closure, whose
        /// answer's `stringValue` is matched with the model's keys.
        case custom(@Sendable ([any CodingKey]) -> any CodingKey)

        var isDefault: Bool {
            if case .useDefaultKeys = self { return true }
            return false
        }
    }

    /// The strings that stand for infinity and NaN when a float is decoded from a JSON string.
    package struct NonConformingFloatStrings: Sendable {
        package var positiveInfinity: String
        package var negativeInfinity: String
        package var nan: String

        package init(positiveInfinity: String, negativeInfinity: String, nan: String) {
            self.positiveInfinity = positiveInfinity
            self.negativeInfinity = negativeInfinity
            self.nan = nan
        }
    }

    package var keyStrategy: KeyStrategy = .useDefaultKeys
    /// nil: a float must be a JSON number.
    package var nonConformingFloats: NonConformingFloatStrings? = nil
    /// Decoders for types the engine does not know (Foundation's `Date`, `Data`, `URL`, `Decimal`).
    package var specialTypes: (any CodableSpecialTypes)? = nil

    package init() {}
}

/// A hook that decodes types the engine leaves to a front end, with that front end's strategies.
package protocol CodableSpecialTypes: Sendable {
    /// Whether this hook decodes `type`; asked once per type and `decode` call.
    func decodes(_ type: Any.Type) -> Bool

    /// The value of `type`, one of those ``decodes(_:)`` accepts.
    /// - Throws: a `DecodingError` built with `value`'s helpers.
    func decode<T: Decodable>(_ type: T.Type, from value: CodableValue) throws -> T
}
