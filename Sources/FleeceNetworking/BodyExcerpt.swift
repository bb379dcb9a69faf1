import Foundation

/// The start of a response body as one short line, for error messages: decoded as UTF-8 (invalid
/// bytes become U+FFFD), runs of whitespace collapsed to one space, control characters, line
/// separators and bidirectional overrides escaped (`\u{1B}`, see `oneLine(_:)`), cut at `limit`
/// characters with an ellipsis.
///
/// Error messages must stay one line even when the server sends a whole HTML page.
func bodyExcerpt(_ body: Data, limit: Int = messageExcerptLimit) -> String {
    // Leading whitespace shows as nothing: skip it before taking the prefix, or a page that
    // starts with a few hundred blank lines would show as "…".
    let start = body.firstIndex { byte in !(byte == 0x20 || (0x09...0x0D).contains(byte)) } ?? body.endIndex
    let rest = body[start...]
    // Decoding more than a few bytes per kept character is wasted work on a large page.
    let head = rest.prefix(limit * 4 + 16)
    var text = String(decoding: head, as: UTF8.self)
    // The cut may split a character's bytes; drop the replacement character that leaves.
    if head.count < rest.count, text.last == "\u{FFFD}" { text.removeLast() }
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
    return head.count < rest.count ? excerpt + "…" : excerpt
}
