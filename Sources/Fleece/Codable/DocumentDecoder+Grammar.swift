/// Which text a Codable front end reads: JSON (with or without trailing commas, as its parsing
/// options say), or JSON5; and whether the top level may be an object without braces. These are
/// `JSONDecoder`'s `allowsJSON5` and `assumesTopLevelDictionary`.
@usableFromInline
package struct CodableTextGrammar: Sendable, Hashable {
    package var allowsJSON5: Bool
    package var assumesTopLevelDictionary: Bool

    package init(allowsJSON5: Bool = false, assumesTopLevelDictionary: Bool = false) {
        self.allowsJSON5 = allowsJSON5
        self.assumesTopLevelDictionary = assumesTopLevelDictionary
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
    package static func parse(_ bytes: [UInt8], options: JSONParsingOptions, grammar: CodableTextGrammar) throws -> JSONDocument {
        do {
            if grammar.allowsJSON5 || grammar.assumesTopLevelDictionary {
                return try JSON5Parser.parse(bytes, options: options, json5: grammar.allowsJSON5,
                                             assumesTopLevelDictionary: grammar.assumesTopLevelDictionary)
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
}
