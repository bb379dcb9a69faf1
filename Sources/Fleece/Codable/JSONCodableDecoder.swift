/// Decodes `Decodable` types from JSON with the standard library alone: Fleece's Codable engine
/// for servers and embedded code that do without Foundation.
///
/// ```swift
/// var decoder = JSONCodableDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let user = try decoder.decode(User.self, from: #"{"user_name": "ada"}"#)
/// ```
/// Values and errors are those of `FleeceDecoder` (and so of Foundation's `JSONDecoder`): Swift's
/// `DecodingError` with the same coding paths, and descriptions that say what was found at which
/// line and column. Foundation's types (`Date`, `Data`, `URL`, `Decimal`) and their strategies
/// are `FleeceDecoder`'s business; here such types decode through their own `init(from:)`.
public struct JSONCodableDecoder: Sendable {
    /// How a type's coding keys are matched with the keys in the JSON.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys match when their text is the same.
        case useDefaultKeys
        /// `snake_case` keys in the JSON are matched as `camelCase`, by `JSONDecoder`'s rule.
        case convertFromSnakeCase
        /// Each JSON key, last in the coding path given, is converted by the closure.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How keys are matched. Default: `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Information handed to every `init(from:)` as `decoder.userInfo`.
    // `Dictionary()`, not `[:]`: this toolchain builds the empty literal through
    // `init(dictionaryLiteral:)` on every new decoder (see `FleeceDecoder.Configuration`).
    public var userInfo = [CodingUserInfoKey: any Sendable]()
    /// Limits for the parser (nesting depth, input size).
    public var parsingOptions = JSONParsingOptions()

    /// A decoder with default keys and no user info.
    public init() {}

    /// Decodes a value of `type` from UTF-8 JSON text.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the ``JSONSyntaxError``
    ///   when the text is not JSON; the `DecodingError` of the first value that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        let document = try DocumentDecoder.parse((bytes as? [UInt8]) ?? Array(bytes), options: parsingOptions)
        return try DocumentDecoder.decodeTopLevel(type, with: DocumentDecoder(root: document, options: engineOptions, userInfo: userInfo))
    }

    /// Decodes a value of `type` from JSON text.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Collection<UInt8>)``.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: Array(text.utf8))
    }

    /// Decodes a value of `type` from an already parsed value, e.g. a part of a larger document.
    ///
    /// ```swift
    /// let items = try JSONCodableDecoder().decode([Item].self, from: envelope["items"] ?? .null)
    /// ```
    /// Errors carry coding paths from `json`; a ``LeniencyReport``'s entries name values from the
    /// document's root (`items[0].qty`), as the functional style's do.
    ///
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws -> T {
        try DocumentDecoder.decodeTopLevel(type, with: DocumentDecoder(json: json, options: engineOptions, userInfo: userInfo))
    }

    var engineOptions: CodableDecodingOptions {
        switch keyDecodingStrategy {
        case .useDefaultKeys: Self.defaultKeys
        case .convertFromSnakeCase: Self.snakeCaseKeys
        case .custom(let convert): CodableDecodingOptions(keyStrategy: .custom(convert))
        }
    }

    private static let defaultKeys = CodableDecodingOptions()
    private static let snakeCaseKeys = CodableDecodingOptions(keyStrategy: .convertFromSnakeCase {
        SnakeCaseKeys.convert($0, capitalize: SnakeCaseKeys.capitalizeWord)
    })
}
