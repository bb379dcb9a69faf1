/// How the Codable engine decodes: everything a front end (`FleeceDecoder`, `JSONCodableDecoder`)
/// configures. Immutable; a front end makes one per configuration and shares it by reference
/// between calls (with the routes its decoders have worked out, see ``TypeRouteStore``).
package final class CodableDecodingOptions: Sendable {
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

    package let keyStrategy: KeyStrategy
    /// nil: a float must be a JSON number.
    package let nonConformingFloats: NonConformingFloatStrings?
    /// Decoders for types the engine does not know (Foundation's `Date`, `Data`, `URL`, `Decimal`).
    package let specialTypes: (any CodableSpecialTypes)?
    /// How each type is decoded under these options, as decoders have found out.
    let routes: TypeRouteStore

    package init(keyStrategy: KeyStrategy = .useDefaultKeys, nonConformingFloats: NonConformingFloatStrings? = nil,
                 specialTypes: (any CodableSpecialTypes)? = nil) {
        self.keyStrategy = keyStrategy
        self.nonConformingFloats = nonConformingFloats
        self.specialTypes = specialTypes
        // Without a hook, a type's route depends on the type alone: one store serves all.
        self.routes = specialTypes == nil ? TypeRouteStore.withoutSpecialTypes : TypeRouteStore()
    }
}

/// A hook that decodes types the engine leaves to a front end, with that front end's strategies.
package protocol CodableSpecialTypes: Sendable {
    /// Whether this hook decodes `type`; asked once per type and `decode` call.
    func decodes(_ type: Any.Type) -> Bool

    /// The value of `type`, one of those ``decodes(_:)`` accepts.
    /// - Throws: a `DecodingError` built with `value`'s helpers.
    func decode<T: Decodable>(_ type: T.Type, from value: CodableValue) throws -> T
}
