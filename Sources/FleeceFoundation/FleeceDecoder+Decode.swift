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
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the `JSONSyntaxError`
    ///   when the data is not JSON, and the `DecodingError` of the first value that does not fit
    ///   `type` (with `JSONDecoder`'s case and coding path, and the line and column).
    @inlinable
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        // Inlinable, so that the caller's module specializes the decode for `T` (see
        // `RecordDecoder.decode(_:refilled:)`). The usual text (UTF-8, parsed by the strict parser
        // into the spare document) is parsed by `parsedText(_:)`, which is not generic; any other
        // (the first call, other encodings, JSON5, text the strict parser refuses) takes `decodeText`.
        guard let parsed = parsedText(data) else { return try decodeText(type, from: data) }
        defer { parkEngine(parsed.engine) }
        return try parsed.engine.decoder.decode(type, refilled: parsed.document)
    }

    /// An engine and its spare document filled with `data`, parsed; nil (the engine parked again)
    /// when `data` is not UTF-8 or takes the one-off path of `RecordDecoder` (see
    /// `RecordDecoder.refilledDocument(with:options:grammar:)`).
    @usableFromInline
    func parsedText(_ data: Data) -> (engine: SpareEngine, document: JSONDocument)? {
        let engine = takeEngine()
        // One visit to Data's storage, in a closure that is not generic: specialized here, it
        // makes no generic call into Foundation.
        @inline(__always) func refill(_ raw: UnsafeRawBufferPointer) -> JSONDocument? {
            guard Self.nonUTF8Encoding(of: raw) == nil else { return nil }
            return unsafe engine.decoder.refilledDocument(with: raw.assumingMemoryBound(to: UInt8.self),
                                                          options: engine.parsingOptions, grammar: engine.grammar)
        }
        let document: JSONDocument?
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Through the span, Data's storage takes two dynamic exclusivity checks rather than
            // `withUnsafeBytes`' three (~90 instructions a call fewer; callgrind, event-log records).
            document = data.bytes.withUnsafeBytes(refill)
        } else {
            document = data.withUnsafeBytes(refill)
        }
        guard let document else {
            parkEngine(engine)
            return nil
        }
        return (engine, document)
    }

    /// ``decode(_:from:)-(_,Data)`` for any text: UTF-8 parsed from Data's own storage, copied once
    /// into the engine's document; other encodings transcoded first.
    @usableFromInline
    func decodeText<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        // (No `T?` here: in this generic code each use of `Optional<T>` looked its metadata up,
        // ~650 instructions a call.)
        do {
            return try withEngine { engine in
                try data.withUnsafeBytes { raw in
                    guard Self.nonUTF8Encoding(of: raw) == nil else { throw NotUTF8() }
                    return try unsafe engine.decoder.decode(type, fromUTF8: raw.assumingMemoryBound(to: UInt8.self),
                                                            options: engine.parsingOptions, grammar: engine.grammar)
                }
            }
        } catch is NotUTF8 {
            return try decode(type, fromUTF8: try Self.utf8Bytes(of: data))
        }
    }

    /// Thrown out of `Data.withUnsafeBytes` for text to transcode first.
    private struct NotUTF8: Error {}

    /// Decodes a value of `type` from JSON text in any collection of bytes: `[UInt8]`,
    /// `ArraySlice<UInt8>`, `UnsafeBufferPointer<UInt8>`, a `ByteBuffer`'s readable bytes…
    ///
    /// ```swift
    /// let user = try FleeceDecoder().decode(User.self, from: body[start...])
    /// ```
    /// The bytes are read as the same bytes in `Data` are: UTF-8 (with or without a byte-order
    /// mark) or, as `JSONDecoder` allows, UTF-16 or UTF-32, told apart by their first four bytes.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        if let data = bytes as? Data { return try decode(type, from: data) }
        let array = (bytes as? [UInt8]) ?? Array(bytes)
        // UTF-8 after one 4-byte load and two tests, as for `Data`; any other encoding is
        // transcoded first.
        if let transcoding = unsafe array.withUnsafeBytes({ unsafe Self.nonUTF8Encoding(of: $0) }) {
            return try decode(type, fromUTF8: Self.utf8Bytes(transcoding: array, from: transcoding))
        }
        return try decode(type, fromUTF8: array)
    }

    /// Decodes a value of `type` from JSON text.
    ///
    /// ```swift
    /// let point = try FleeceDecoder().decode(Point.self, from: #"{"x": 1, "y": 2}"#)
    /// ```
    /// Text means text: a string literal takes this overload, and is parsed, rather than
    /// becoming a JSON string value (to decode an already parsed value, pass a `JSON`).
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        return try text.withUTF8 { try unsafe decode(type, fromUTF8: $0) }
    }

    /// Decodes a value of `type` from an already parsed value, e.g. a part of a larger document.
    ///
    /// ```swift
    /// let envelope = try JSON(parsing: data)
    /// let items = try FleeceDecoder().decode([Item].self, from: envelope["items"] ?? .null)
    /// ```
    /// Errors carry coding paths from `json` (not from the document's root) and positions in the
    /// text `json` was parsed from; a `LeniencyReport`'s entries name values from the document's
    /// root (`items[0].qty`), as the functional style's do.
    ///
    /// - Throws: the `DecodingError` of the first value that does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws -> T {
        try withEngine { engine in try engine.decoder.decode(type, from: json) }
    }

    /// Decodes from UTF-8 text lent for the call (the engine's document copies it).
    private func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: UnsafeBufferPointer<UInt8>) throws -> T {
        try withEngine { engine in
            try unsafe engine.decoder.decode(type, fromUTF8: bytes, options: engine.parsingOptions, grammar: engine.grammar)
        }
    }

    /// Decodes from UTF-8 text in an array, which a new document keeps without a copy.
    private func decode<T: Decodable>(_ type: T.Type, fromUTF8 bytes: [UInt8]) throws -> T {
        try withEngine { engine in
            try engine.decoder.decode(type, fromUTF8: bytes, options: engine.parsingOptions, grammar: engine.grammar)
        }
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
        var nonConformingFloats: NonConformingFloatStrings?
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
