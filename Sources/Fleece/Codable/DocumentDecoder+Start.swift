extension DocumentDecoder {
    /// A decoder at the root of `document`.
    package convenience init(root document: JSONDocument, options: CodableDecodingOptions, userInfo: [CodingUserInfoKey: Any]) {
        unsafe self.init(document: document, value: document.rootIndex, options: options, userInfo: userInfo)
    }

    /// A decoder at `json`. Objects, arrays and numbers are views, decoded in place (positions in
    /// errors are those of the text they were parsed from); a string, bool or null is written
    /// into a small document of its own.
    package convenience init(json: JSON, options: CodableDecodingOptions, userInfo: [CodingUserInfoKey: Any]) {
        switch json {
        case .object(let object):
            self.init(document: object.document, value: object.entryIndex, options: options, userInfo: userInfo)
        case .array(let array):
            self.init(document: array.document, value: array.entryIndex, options: options, userInfo: userInfo)
        case .number(let number):
            let (document, index) = number.entry
            self.init(document: document, value: index, options: options, userInfo: userInfo)
        case .string, .bool, .null:
            // Written, not parsed from the input: no line and column (rather than "line 1,
            // column 1" of the text written here). Fleece's own output always parses; the
            // fallback is never taken.
            let document = JSONDocument.writtenDocument(json.utf8()) ?? JSONDocument.emptyObject
            unsafe self.init(document: document, value: document.rootIndex, options: options, userInfo: userInfo)
        }
    }
}

extension DocumentDecoder {
    /// Parses `bytes` for a Codable decode: a syntax error becomes what `JSONDecoder` throws for
    /// text that is not JSON, `DecodingError.dataCorrupted` at the root, with the ``JSONSyntaxError``
    /// (line, column, what was expected) as its underlying error.
    ///
    /// The context's description is `JSONDecoder`'s sentence without its period: Swift prints a
    /// `DecodingError` as `Debug description: <debugDescription>. Underlying error: <error>`, so
    /// that reads `…not valid JSON. Underlying error: expected a value, found ',' at line 1,
    /// column 14`: the message once, one period. (Repeating the syntax error in the description
    /// printed it twice, the first time followed by `..`.)
    package static func parse(_ bytes: [UInt8], options: JSONParsingOptions) throws -> JSONDocument {
        do {
            return try JSONDocument.parse(bytes, options: options)
        } catch {
            throw notValidJSON(error)
        }
    }

    /// `JSONDecoder`'s error for text that is not JSON, with the syntax error underneath (see
    /// ``parse(_:options:)`` for why the description has no period and no copy of the error).
    package static func notValidJSON(_ error: any Error) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: [], debugDescription: "The given data was not valid JSON", underlyingError: error))
    }
}

extension DocumentDecoder {
    /// Runs `body` with this decoder at the value it was made for, saving the routes it finds:
    /// for top-level decoding that is not `T(from:)` (`DecodableWithConfiguration`).
    package static func decodeTopLevel<T>(with decoder: consuming DocumentDecoder, _ body: (any Decoder) throws -> T) throws -> T {
        // Memory safety: the decoder's `@exclusivity(unchecked)` state, read by this decode alone
        // (see `DocumentDecoder.value`).
        var decoder = decoder
        return try withIndex(&decoder) { decoder in
            defer { unsafe decoder.options.routes.store(decoder.routeCache) }
            return try body(decoder)
        }
    }
}
