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
