/// The kind and a short excerpt of a value, as errors show what they found:
/// `string "12a"`, `number 12.5`, `bool true`, `null`, `array [1,2,3]`, `object {"a":1,…}`.
///
/// Bounded work whatever the value's size: containers are written only until the excerpt is
/// long enough, strings and numbers cut.
enum ValueExcerpt {
    /// Characters of a string or number kept before `…`.
    static let scalarLimit = 40
    /// Characters of an array's or object's text written before the rest is left out as `…`.
    static let containerLimit = 32

    static func describe(_ value: JSON) -> String {
        var excerpt = ""
        switch value {
        case .string: excerpt = "string "
        case .number: excerpt = "number "
        case .bool: excerpt = "bool "
        case .null: return "null"
        case .array: excerpt = "array "
        case .object: excerpt = "object "
        }
        let start = excerpt.unicodeScalars.count
        write(value, into: &excerpt, limit: start + containerLimit)
        return excerpt
    }

    /// Appends `value`'s compact text, stopping at containers once `text` is `limit` scalars long.
    private static func write(_ value: JSON, into text: inout String, limit: Int) {
        switch value {
        case .string(let string):
            text += quoted(string)
        case .number(let number):
            text += cut(number.text)
        case .bool(let bool):
            text += bool ? "true" : "false"
        case .null:
            text += "null"
        case .array(let array):
            text += "["
            for (index, element) in array.enumerated() {
                if index > 0 { text += "," }
                if text.unicodeScalars.count >= limit {
                    text += "…"
                    break
                }
                write(element, into: &text, limit: limit)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for member in 0..<object.count {
                if member > 0 { text += "," }
                if text.unicodeScalars.count >= limit {
                    text += "…"
                    break
                }
                text += quoted(object.key(at: member)) + ":"
                write(object.value(at: member), into: &text, limit: limit)
            }
            text += "}"
        }
    }

    /// The string in JSON quotes, cut to `scalarLimit` characters, on one line (see
    /// `OneLineText`).
    static func quoted(_ string: String) -> String {
        OneLineText.quoted(string, cutAfter: scalarLimit)
    }

    /// `text`, or its first characters and `…` when longer than `scalarLimit`.
    static func cut(_ text: String) -> String {
        guard text.unicodeScalars.count > scalarLimit else { return text }
        return OneLineText.prefix(text, scalars: scalarLimit - 1) + "…"
    }

    /// A string or number as the input wrote it (`"a\u00e9\q"`, JSON5's `'a'`, `01`), cut as
    /// `cut` cuts a number: a quoted text keeps its quote and whole escapes and characters, up to
    /// the `scalarLimit - 1` scalars `cut` keeps, then `…` and the closing quote. Cut anywhere,
    /// `\u00e9` became `\u`, which reads as the escape that is wrong, and the quote was lost.
    static func cutWritten(_ text: String) -> String {
        guard let quote = text.unicodeScalars.first, quote == "\"" || quote == "'" else { return cut(text) }
        // Up to `scalarLimit` scalars between the quotes are shown whole.
        guard text.unicodeScalars.count > scalarLimit + 2 else { return text }
        // By scalars: a combining mark after the quote is part of the body, not of the quote.
        let body = Substring(text.unicodeScalars.dropFirst())
        var kept = 0
        var end = body.startIndex
        while end < body.endIndex {
            let next = endOfUnit(at: end, in: body)
            kept += body[end..<next].unicodeScalars.count
            guard kept <= scalarLimit - 2 else { break }
            end = next
        }
        return "\(quote)\(body[..<end])…\(quote)"
    }

    /// The end of the character or escape at `start`: `\u` and its hex digits (up to four),
    /// `\x` and its (up to two, JSON5), or `\` and the character after it.
    private static func endOfUnit(at start: Substring.Index, in text: Substring) -> Substring.Index {
        var end = text.index(after: start)
        guard text[start] == "\\", end < text.endIndex else { return end }
        let letter = text[end]
        end = text.index(after: end)
        var digits = letter == "u" ? 4 : letter == "x" ? 2 : 0
        while digits > 0, end < text.endIndex, text[end].isHexDigit {
            end = text.index(after: end)
            digits -= 1
        }
        return end
    }
}
