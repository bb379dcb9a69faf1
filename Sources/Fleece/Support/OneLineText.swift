/// Text from the input made safe to show inside a one-line message: the scalars that would
/// break the line (U+2028, U+2029, U+0085), act on a terminal (DEL, the C1 controls, U+009B
/// among them) or turn the text around (the bidirectional marks, overrides and isolates) are written
/// as JSON's `\uXXXX` escapes, as the C0 controls already are in a quoted string (and are here,
/// but the tab, in text shown as written).
package enum OneLineText {
    /// Whether `scalar` is shown as an escape: a control character (a tab, in a malformed
    /// string shown as written, keeps the line one line), a line or paragraph separator, or a
    /// bidirectional mark, override or isolate. `FleeceNetworking`'s messages escape the same.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each scalar that `needsEscape` written as `\uXXXX`.
    static func escaped(_ text: String) -> String {
        // Most text is ASCII without controls: nothing to look at scalar by scalar.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
              text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            escaped += escape(scalar)
        }
        return escaped
    }

    /// `\u2028`: `scalar` as JSON's escape, in lowercase hex, as `escaped` writes it.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `string` in JSON's quotes and escapes, on one line: how a key is named in a message.
    static func quoted(_ string: String) -> String {
        escaped(JSON.string(string).text())
    }

    /// `string` quoted, its first `limit - 1` characters and `…` inside the quotes when it has
    /// more than `limit`: text from the input, shown in a message of bounded length.
    static func quoted(_ string: String, cutAfter limit: Int) -> String {
        guard string.unicodeScalars.count > limit else { return quoted(string) }
        var text = quoted(String(prefix(string, scalars: limit - 1)))
        text.insert("…", at: text.index(before: text.endIndex))
        return text
    }

    /// One scalar as a syntax error shows what it found, between quotes with nothing beside it:
    /// escaped when `needsEscape`, and also when alone it would show nothing or join the
    /// quote (a byte-order mark, a zero-width space, a combining mark, a space other than
    /// ' '), or show as a box (unassigned, private use). `é`, `日`, `😀` are as they are.
    static func shownAlone(_ scalar: Unicode.Scalar) -> String {
        if needsEscape(scalar) { return escape(scalar) }
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
             .paragraphSeparator, .control, .unassigned, .privateUse, .surrogate:
            return escape(scalar)
        default:
            return String(scalar)
        }
    }

    /// The first characters of `text`, as many as fit in `limit` scalars: a flag or an accented
    /// letter is kept whole or left out, never cut in two.
    static func prefix(_ text: String, scalars limit: Int) -> Substring {
        var count = 0
        var end = text.startIndex
        for character in text {
            count += character.unicodeScalars.count
            guard count <= limit else { break }
            end = text.index(after: end)
        }
        return text[..<end]
    }
}
