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
        guard string.unicodeScalars.count > scalarLimit else { return OneLineText.escaped(JSON.string(string).text()) }
        let kept = String(OneLineText.prefix(string, scalars: scalarLimit - 1))
        var text = OneLineText.escaped(JSON.string(kept).text())
        text.insert("…", at: text.index(before: text.endIndex))
        return text
    }

    /// `text`, or its first characters and `…` when longer than `scalarLimit`.
    static func cut(_ text: String) -> String {
        guard text.unicodeScalars.count > scalarLimit else { return text }
        return OneLineText.prefix(text, scalars: scalarLimit - 1) + "…"
    }
}
