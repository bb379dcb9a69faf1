import Foundation

/// The start of a response body as one short line, for error messages: decoded as UTF-8 (invalid
/// bytes become U+FFFD), runs of whitespace collapsed to one space, cut at `limit` characters with
/// an ellipsis.
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
        if character.isWhitespace {
            pendingSpace = !excerpt.isEmpty
            continue
        }
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
    return head.count < body.count ? excerpt + "…" : excerpt
}
