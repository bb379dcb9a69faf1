/// The most characters of text from the server (a body excerpt, a decoded error body, an API's
/// message) that an error message shows.
let messageExcerptLimit = 120

/// `text` cut to `limit` characters, followed by `…` and how many characters were cut
/// (`… (111842 more characters)`), so that a message stays short whatever the server sent.
func bounded(_ text: String, limit: Int = messageExcerptLimit) -> String {
    guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), cut < text.endIndex else {
        return text
    }
    return "\(text[..<cut])… (\(text[cut...].count) more characters)"
}

/// `text` on one line that prints as it reads: each run of line breaks (`\n`, `\r`, vertical tab,
/// form feed) and each tab becomes one space, and every other control character (C0, DEL, C1,
/// U+0085 included), the line and paragraph separators U+2028 and U+2029 and the bidirectional
/// marks and overrides (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are written as
/// Swift escapes them (`\u{1B}`), so that a server's text can neither break a log line, nor
/// drive a terminal, nor reorder what a reader sees.
func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsRewriting) else { return text }
    var line = String.UnicodeScalarView()
    var breaking = false
    for scalar in text.unicodeScalars {
        if isLineBreak(scalar) {
            if !breaking { line.append(" ") }
            breaking = true
            continue
        }
        breaking = false
        if scalar == "\t" {
            line.append(" ")
        } else if isEscaped(scalar) {
            line.append(contentsOf: escaped(scalar).unicodeScalars)
        } else {
            line.append(scalar)
        }
    }
    return String(line)
}

/// A character that ``oneLine(_:)`` collapses into a space.
func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
}

/// A character that ``oneLine(_:)`` writes as an escape: a control character other than the
/// line breaks and tab, a line or paragraph separator, or a bidirectional mark or override.
func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    // The core's messages escape the same set (in JSON's form, as their excerpts are JSON).
    !isLineBreak(scalar) && OneLineText.needsEscape(scalar)
}

/// `\u{1B}`: at least two uppercase hex digits, as Swift writes it.
func escaped(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
}

private func needsRewriting(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || isLineBreak(scalar) || isEscaped(scalar)
}
