import Fleece

extension Redaction {
    /// `text`, a JSON body or the start of one as messages quote it, with the value of each
    /// member whose key names a credential replaced by ``placeholder``:
    /// `{"message": "declined", "cvv": "<redacted>"}`. A string or number is replaced; `null`
    /// and bools hold nothing secret, and an object or array is read on, its own keys judged as
    /// they come. Text that is not JSON is returned as it is; a value the excerpt cuts is
    /// replaced to the end.
    static func hidingCredentialValues(inJSONText text: String) -> String {
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
            }
        }
        return hidden
    }
}
