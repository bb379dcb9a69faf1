import Foundation

/// The start of a response body as one short line, for error messages: decoded as UTF-8 (invalid
/// bytes become U+FFFD), runs of whitespace collapsed to one space, control characters, line
/// separators and bidirectional overrides escaped (`\u{1B}`, see `oneLine(_:)`), cut at `limit`
/// characters with an ellipsis.
///
/// Error messages must stay one line even when the server sends a whole HTML page.
func bodyExcerpt(_ body: Data, limit: Int = messageExcerptLimit) -> String {
    // Decoding more than a few bytes per kept character is wasted work on a large page.
    let head = body.prefix(limit * 4 + 16)
    var text = String(decoding: head, as: UTF8.self)
    // The cut may split a character's bytes; drop the replacement character that leaves.
    if head.count < body.count, text.last == "\u{FFFD}" { text.removeLast() }
    var excerpt = ""
    var kept = 0
    var pendingSpace = false
    for character in text {
        let escapes = character.unicodeScalars.contains(where: isEscaped)
        if character.isWhitespace, !escapes {
            pendingSpace = !excerpt.isEmpty
            continue
        }
        // An escape (`\u{1B}`) counts as the characters it is written with.
        let shown = escapes ? Array(character.unicodeScalars.map { isEscaped($0) ? escaped($0) : String($0) }.joined()) : [character]
        for character in shown {
            if kept == limit {
                return excerpt + "…"
            }
            if pendingSpace {
                excerpt.append(" ")
                pendingSpace = false
                kept += 1
                if kept == limit { return excerpt + "…" }
            }
            excerpt.append(character)
            kept += 1
        }
    }
    return head.count < body.count ? excerpt + "…" : excerpt
}
