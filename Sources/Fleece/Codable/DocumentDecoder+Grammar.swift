/// Which text a Codable front end reads: JSON (with or without trailing commas, as its parsing
/// options say), or JSON5; and whether the top level may be an object without braces. These are
/// `JSONDecoder`'s `allowsJSON5` and `assumesTopLevelDictionary`.
@usableFromInline
package struct CodableTextGrammar: Sendable, Hashable {
    package var allowsJSON5: Bool
    package var assumesTopLevelDictionary: Bool
    /// RFC 8259 as the strict parser reads it (`FleeceDecoder.requiresStrictJSON`): no trailing
    /// commas, and a malformed number or string anywhere is a syntax error, read or not.
    /// JSON5 takes precedence.
    package var requiresStrictJSON: Bool

    package init(allowsJSON5: Bool = false, assumesTopLevelDictionary: Bool = false, requiresStrictJSON: Bool = false) {
        self.allowsJSON5 = allowsJSON5
        self.assumesTopLevelDictionary = assumesTopLevelDictionary
        self.requiresStrictJSON = requiresStrictJSON
    }
}

extension DocumentDecoder {
    /// Parses `bytes` in `grammar` for a Codable decode; syntax errors become what `JSONDecoder`
    /// throws, as in ``parse(_:options:)``.
    ///
    /// JSON goes to the strict parser. Where it fails, the text is read again as `JSONDecoder`
    /// reads it: trailing commas (unless `options` refuse them), and malformed numbers and strings
    /// (`01`, `1.`, `"\x41"`, a lone surrogate) found only in the values it decodes, so such a
    /// document decodes when no type reads them, and fails as `JSONDecoder` fails when one does.
    /// Only text the strict parser refuses pays for this.
    ///
    /// JSON5 goes to the strict parser first too, since JSON is JSON5 and most text read with
    /// `allowsJSON5` is JSON: the strict parser takes a tenth of the JSON5 parser's time, and a text
    /// it refuses is read again as JSON5, whose errors are the ones thrown. So is JSON with the
    /// escape `\u0000`, the one JSON text `JSONDecoder` refuses in JSON5 (`JSON5Parser` says what
    /// it accepts). Not under `assumesTopLevelDictionary`, where JSON's `[1]` is an error.
    package static func parse(_ bytes: [UInt8], options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> JSONDocument {
        do {
            let isStrict = grammar.requiresStrictJSON && !grammar.allowsJSON5
            var strict = options
            if isStrict { strict.allowsTrailingCommas = false }
            if grammar.assumesTopLevelDictionary {
                return try JSON5Parser.parse(bytes, options: strict, json5: grammar.allowsJSON5, assumesTopLevelDictionary: true,
                                             lazyValues: !isStrict)
            }
            if isStrict {
                return try JSONDocument.parse(bytes, options: strict)
            }
            if grammar.allowsJSON5 {
                // Without trailing commas, which JSON5 has: where the strict parser stops, the
                // JSON5 parser reads the text, rather than JSON's lenient reading first.
                var json = options
                json.allowsTrailingCommas = false
                if let document = try? JSONDocument.parse(bytes, options: json), !hasEscapedNUL(document) {
                    return document
                }
                return try JSON5Parser.parse(bytes, options: options, json5: true, assumesTopLevelDictionary: false)
            }
            do {
                return try JSONDocument.parse(bytes, options: options)
            } catch {
                if case .tooLarge = error.kind { throw error }
                return try JSONSyntaxError.furthest(error) { () throws(JSONSyntaxError) in
                    try JSON5Parser.parse(bytes, options: options, json5: false, assumesTopLevelDictionary: false)
                }
            }
        } catch {
            throw notValidJSON(error)
        }
    }

    /// Whether a string or key of `document` has the escape `\u0000`: JSON, but refused by
    /// `JSONDecoder` in JSON5. Reads only the strings with escapes, each escape once.
    private static func hasEscapedNUL(_ document: JSONDocument) -> Bool {
        // Memory safety: the document was just made by the caller, and nothing else holds it to
        // write its storage (`@exclusivity(unchecked)`); the arrays' reads are checked.
        let text = unsafe document.bytes
        for entry in unsafe document.entries where entry.kind == .string && entry.hasEscapes {
            var index = entry.contentOffset
            let end = index &+ entry.length
            while index < end {
                guard text[index] == UInt8(ascii: "\\") else {
                    index &+= 1
                    continue
                }
                if text[index &+ 1] == UInt8(ascii: "u"), end &- index >= 6,
                   text[index &+ 2 ..< index &+ 6].allSatisfy({ $0 == UInt8(ascii: "0") }) {
                    return true
                }
                index &+= 2
            }
        }
        return false
    }
}
