/// Leaves the values an error message quotes out of it, keeping what was expected, the kind of
/// value found and where: `card_number: expected Int, found string <redacted> at line 3, column 18`.
///
/// For messages about values that must not be logged, such as those at keys that name a
/// credential (FleeceFoundation's `Redaction` decides which). The core writes values into its
/// messages in the few forms `ValueExcerpt` and the Codable decoder's sentences use; this is
/// their inverse, and `ValueHidingTests` holds each form to it.
package enum ValueHiding {
    /// A ``DecodeError/Reason``'s `found` (`string "4111 1111"`, `number 4111`, `object {…}`)
    /// with its excerpt replaced by `placeholder`; `null` and bools, which hold nothing secret,
    /// are kept.
    static func hidingExcerpt(_ found: String, placeholder: String) -> String {
        if found == "null" || found.hasPrefix("bool ") { return found }
        for kind in ["string", "number", "array", "object"] where found.hasPrefix(kind + " ") {
            return kind + " " + placeholder
        }
        return hidingValues(inSentence: found, placeholder: placeholder)
    }

    /// `sentence` with every quoted text (`"4111 1111"`, escapes and all), every number
    /// (`4111111111111111`, `-12.5`, `0x1F`) and JSON5's unquoted word replaced by
    /// `placeholder`. The line and column of a position are kept, and so are type names
    /// (`Int8.max`): `Expected to decode Int but found a string <redacted> instead, at line 3,
    /// column 18.`
    package static func hidingValues(inSentence sentence: String, placeholder: String) -> String {
        let characters = Array(sentence)
        var hidden = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                hidden += placeholder
                index = endOfQuotedText(startingAt: index, in: characters)
            } else if startsNumber(at: index, in: characters) && !followsPositionWord(hidden) {
                hidden += placeholder
                index = endOfWord(startingAt: index, in: characters)
            } else if hidden.hasSuffix("the unquoted word "), character != " " {
                hidden += placeholder
                index = endOfWord(startingAt: index, in: characters)
            } else {
                hidden.append(character)
                index += 1
            }
        }
        return hidden
    }

    /// The index after the quote that closes the text opened at `start` (one not escaped by a
    /// backslash), or the end when none does: a cut excerpt hides to the end.
    package static func endOfQuotedText(startingAt start: Int, in characters: [Character]) -> Int {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
            } else if characters[index] == "\"" {
                return index + 1
            } else {
                index += 1
            }
        }
        return characters.count
    }

    /// Whether a number starts at `index`: a digit, or `-` before one, not inside a word
    /// (`Int8`, `UTF16`).
    private static func startsNumber(at index: Int, in characters: [Character]) -> Bool {
        let character = characters[index]
        let digitAt = { (position: Int) in position < characters.count && characters[position].isASCII && characters[position].isNumber }
        guard digitAt(index) || (character == "-" && digitAt(index + 1)) else { return false }
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        return !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
    }

    /// The index after the word from `start`: up to a space, a comma, a closing bracket, or a
    /// full stop that ends the sentence.
    private static func endOfWord(startingAt start: Int, in characters: [Character]) -> Int {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "," || character == ")" || character == "]" || character == "}" { break }
            if character == ".", index + 1 == characters.count || characters[index + 1] == " " { break }
            index += 1
        }
        return index
    }

    /// Whether the text so far ends with a position's `line ` or `column `, whose number is kept.
    private static func followsPositionWord(_ text: String) -> Bool {
        text.hasSuffix("line ") || text.hasSuffix("column ")
    }
}

extension DecodeError.Reason {
    /// The reason with each text it holds from the input (the value found, the custom message)
    /// passed through `transform`; the expected type, a missing key's name and the known values,
    /// which come from the model, are kept.
    package func mappingFoundText(_ transform: (String) -> String) -> Self {
        switch self {
        case .missingKey: self
        case .typeMismatch(let expected, let found): .typeMismatch(expected: expected, found: transform(found))
        case .unknownValue(let found, let known): .unknownValue(found: transform(found), known: known)
        case .custom(let message): .custom(transform(message))
        }
    }

    /// The reason with the value it quotes left out (see ``ValueHiding``); a missing key's
    /// reason names a key, not a value, and is kept.
    package func hidingValue(placeholder: String) -> Self {
        switch self {
        case .missingKey:
            self
        case .typeMismatch(let expected, let found):
            .typeMismatch(expected: expected, found: ValueHiding.hidingExcerpt(found, placeholder: placeholder))
        case .unknownValue(let found, let known):
            .unknownValue(found: ValueHiding.hidingExcerpt(found, placeholder: placeholder), known: known)
        case .custom(let message):
            .custom(ValueHiding.hidingValues(inSentence: message, placeholder: placeholder))
        }
    }
}

extension DecodeError {
    /// This error with each failure's reason rewritten by `rewrite`, which is given the
    /// failure's path too: how FleeceNetworking leaves a response's secrets out of the errors
    /// and report entries it hands on.
    /// Only the first `limit` failures are rewritten: each works out its path (~3 µs), and an
    /// error may hold 800,000 (see ``summary(separator:limit:)``).
    package func rewritingReasons(upTo limit: Int, _ rewrite: (Reason, JSONPath) -> Reason) -> DecodeError {
        var rewritten = self
        for index in rewritten.failures.indices.prefix(limit) {
            let failure = rewritten.failures[index]
            rewritten.failures[index].reason = rewrite(failure.reason, failure.path)
        }
        return rewritten
    }

    /// ``summary(separator:limit:)``, with the values found at the paths `isSecret` accepts
    /// left out (see ``ValueHiding``): `card_number: expected Int, found string <redacted> at
    /// line 3, column 18`. Only the failures shown are asked about.
    package func summary(separator: String, limit: Int = 5, hidingValuesWith placeholder: String,
                         at isSecret: (JSONPath) -> Bool) -> String {
        summary(separator: separator, limit: limit) { reason, path in
            isSecret(path) ? reason.hidingValue(placeholder: placeholder) : reason
        }
    }

    /// ``summary(separator:limit:)``, with the reason of each failure shown rewritten by
    /// `rewrite`, which is given its path too. Only the failures shown are rewritten.
    package func summary(separator: String, limit: Int = 5, rewriting rewrite: (Reason, JSONPath) -> Reason) -> String {
        summary(separator: separator, limit: limit) { failure in
            var shown = failure
            shown.reason = rewrite(failure.reason, failure.path)
            return shown.description
        }
    }
}
