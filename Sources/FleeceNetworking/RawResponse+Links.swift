import Foundation

extension RawResponse {
    /// The `Link` header (RFC 8288) as relation → URL: `links["next"]` is the next page of a
    /// paginated API (GitHub's, for one). Relative URLs are resolved against the response's.
    ///
    /// ```swift
    /// // Link: <https://api.example.com/todos?page=3>; rel="next", <https://api.example.com/todos?page=9>; rel="last"
    /// var next: URL? = response.links["next"]
    /// ```
    ///
    /// A link with several relations (`rel="next last"`) appears under each; the first link of
    /// a relation wins.
    public var links: [String: URL] {
        guard let header = header("Link") else { return [:] }
        return parseLinkHeader(header, relativeTo: url)
    }

    /// The next page, from `Link: <…>; rel="next"`, or nil on the last page.
    public var nextPage: URL? { links["next"] }
}

/// `<url>; rel="next", <url>; rel=last` as relation → URL. Commas inside `<…>` or quotes do not
/// split links.
func parseLinkHeader(_ header: String, relativeTo base: URL?) -> [String: URL] {
    var links: [String: URL] = [:]
    for link in splitOutside(header, separator: ",") {
        let parts = splitOutside(link, separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">") else { continue }
        guard let url = URL(string: String(target.dropFirst().dropLast()), relativeTo: base)?.absoluteURL else { continue }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            for relation in value.lowercased().split(separator: " ") where links[String(relation)] == nil {
                links[String(relation)] = url
            }
        }
    }
    return links
}

/// `text` split at `separator` where it is not inside `<…>` or `"…"`.
private func splitOutside(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var inAngle = false
    var inQuote = false
    for character in text {
        switch character {
        case "<" where !inQuote: inAngle = true
        case ">" where !inQuote: inAngle = false
        case "\"" where !inAngle: inQuote.toggle()
        case separator where !inAngle && !inQuote:
            parts.append(current)
            current = ""
            continue
        default: break
        }
        current.append(character)
    }
    parts.append(current)
    return parts
}
