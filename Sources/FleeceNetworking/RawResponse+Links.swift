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
    ///
    /// Only a link to the origin the request was sent to (the same scheme, host and port) is
    /// the next page: a client requests it as it requested this one, with the same
    /// `Authorization` header, which a link elsewhere (`<https://evil.example/…>`, or from
    /// `https:` to `http:`) would send there (found by an outside tester). Such a link stays in
    /// ``links``, to follow on your own terms.
    public var nextPage: URL? {
        guard let next = links["next"], let origin = request?.url ?? url else { return nil }
        return Self.sameOrigin(next, origin) ? next : nil
    }

    /// Whether two URLs have the same scheme, host and port (a scheme's default port when none is
    /// written), compared without case.
    static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
        func origin(_ url: URL) -> (scheme: String, host: String, port: Int?)? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            return (scheme, host, url.port ?? ["http": 80, "https": 443][scheme])
        }
        guard let one = origin(first), let other = origin(second) else { return false }
        return one.scheme == other.scheme && one.host == other.host && one.port == other.port
    }
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
