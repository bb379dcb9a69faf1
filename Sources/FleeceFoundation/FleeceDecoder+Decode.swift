#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FleeceDecoder {
    /// Decodes a value of `type` from JSON text.
    ///
    /// ```swift
    /// let user = try FleeceDecoder().decode(User.self, from: data)
    /// ```
    /// The text may be UTF-8 (with or without a byte-order mark) or, as `JSONDecoder` allows,
    /// UTF-16 or UTF-32.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the ``JSONSyntaxError``
    ///   when the data is not JSON, and the `DecodingError` of the first value that does not fit
    ///   `type` (with `JSONDecoder`'s case and coding path, and the line and column).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, fromUTF8: try Self.utf8Bytes(of: data))
    }

    /// Decodes a value of `type` from UTF-8 JSON text.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, fromUTF8: bytes)
    }

    /// Decodes a value of `type` from an already parsed value, e.g. a part of a larger document.
    ///
    /// ```swift
    /// let envelope = try JSON(parsing: data)
    /// let items = try FleeceDecoder().decode([Item].self, from: envelope["items"] ?? .null)
    /// ```
    /// Errors carry coding paths from `json` (not from the document's root) and positions in the
    /// text `json` was parsed from.
    ///
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws -> T {
        let prepared = prepared
        let decoder = DocumentDecoder(json: json, options: prepared.options, userInfo: prepared.userInfo)
        return try decoder.decodeTopLevel(type)
    }

    private func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: [UInt8]) throws -> T {
        let prepared = prepared
        let document = try DocumentDecoder.parse(bytes, options: prepared.parsingOptions, grammar: prepared.grammar)
        let decoder = DocumentDecoder(root: document, options: prepared.options, userInfo: prepared.userInfo)
        return try decoder.decodeTopLevel(type)
    }
}

extension FleeceDecoder.Configuration {
    /// What the engine needs to know of this configuration.
    var engineOptions: CodableDecodingOptions {
        let keyStrategy: CodableDecodingOptions.KeyStrategy
        switch keyDecodingStrategy {
        case .useDefaultKeys: keyStrategy = .useDefaultKeys
        case .convertFromSnakeCase: keyStrategy = .convertFromSnakeCase(convert: FoundationKeyConversion.fromSnakeCase)
        case .custom(let convert): keyStrategy = .custom(convert)
        @unknown default: keyStrategy = .useDefaultKeys
        }
        var nonConformingFloats: CodableDecodingOptions.NonConformingFloatStrings?
        switch nonConformingFloatDecodingStrategy {
        case .throw: nonConformingFloats = nil
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            nonConformingFloats = .init(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        @unknown default: nonConformingFloats = nil
        }
        return CodableDecodingOptions(
            keyStrategy: keyStrategy, nonConformingFloats: nonConformingFloats,
            specialTypes: FoundationSpecialTypes(dateDecodingStrategy: dateDecodingStrategy, dataDecodingStrategy: dataDecodingStrategy))
    }
}

/// Foundation's rule for snake-case keys beyond ASCII, with Foundation's own `capitalized`.
enum FoundationKeyConversion {
    @Sendable static func fromSnakeCase(_ key: String) -> String {
        SnakeCaseKeys.convert(key) { $0.capitalized }
    }
}
