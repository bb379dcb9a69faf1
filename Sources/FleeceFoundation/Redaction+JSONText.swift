import Fleece

extension Redaction {
    /// `text`, a JSON body or the start of one as messages quote it, with the value of each
    /// member whose key names a credential replaced by ``placeholder``:
    /// `{"message": "declined", "cvv": "<redacted>"}`. A string, a number, or an object or array
    /// whole (`"credentials": <redacted>`, as a decoding failure hides what is under such a key)
    /// is replaced; `null` and bools hold nothing secret. Text that is not JSON is returned as it
    /// is; a value the excerpt cuts is replaced to the end.
    package static func hidingCredentialValues(inJSONText text: String) -> String {
        let characters = Array(text)
        var hidden = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "\"" else {
                hidden.append(characters[index])
                index += 1
                continue
            }
            let end = ValueHiding.endOfQuotedText(startingAt: index, in: characters)
            hidden += String(characters[index..<end])
            let key = String(characters[min(index + 1, end)..<max(index + 1, end - 1)])
            index = end
            // A key: the string is followed by a colon.
            var colon = index
            while colon < characters.count, characters[colon] == " " { colon += 1 }
            guard colon < characters.count, characters[colon] == ":", namesCredential(key) else { continue }
            var valueStart = colon + 1
            while valueStart < characters.count, characters[valueStart] == " " { valueStart += 1 }
            hidden += String(characters[index..<valueStart])
            index = valueStart
            guard index < characters.count else { break }
            if characters[index] == "\"" {
                hidden += "\"\(placeholder)\""
                index = ValueHiding.endOfQuotedText(startingAt: index, in: characters)
            } else if characters[index] == "-" || characters[index].isNumber {
                hidden += placeholder
                while index < characters.count, !",}] ".contains(characters[index]) { index += 1 }
            } else if characters[index] == "{" || characters[index] == "[" {
                hidden += placeholder
                index = endOfContainer(startingAt: index, in: characters)
            }
        }
        return hidden
    }

    /// The index after the bracket that closes the object or array opened at `start` (strings
    /// skipped whole, so a bracket inside one does not count), or the end when the text is cut.
    private static func endOfContainer(startingAt start: Int, in characters: [Character]) -> Int {
        var depth = 0
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "\"":
                index = ValueHiding.endOfQuotedText(startingAt: index, in: characters)
                continue
            case "{", "[":
                depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return characters.count
    }
}
