import AsyncHTTPClient

/// A response the streaming forms refused before reading a record: a status outside 2xx, or,
/// for server-sent events, a body labelled as something other than `text/event-stream`.
///
/// ```swift
/// do {
///     for try await event in try await response.decodeJSONStream(Event.self, .lines) { … }
/// } catch let HTTPResponseError.status(code, _, body, _) where code == 404 {
///     print(try JSON(parsing: body)["message"] ?? .null)   // the server's own error body
/// }
/// ```
///
/// Its description names the status, the URL without its query, fragment or credentials (where
/// API keys travel), and the start of the error body:
/// `HTTP 404 Not Found from http://127.0.0.1:8080/feed: {"message":"no such feed"}`. An error
/// body that echoes a credential shows it redacted, as far as it can be told without the request:
/// the word after `Bearer` or `Basic`; the value of a JSON member or `name=value` pair whose name
/// says it holds a secret (`{"api_key": "<redacted>"}`, `token=<redacted>`); a URL's user and
/// password; and keys of the well-known shapes of Stripe (`sk_live_…`), GitHub (`ghp_…`,
/// `github_pat_…`), Slack (`xoxb-…`), AWS (`AKIA…`), Google (`AIza…`), OpenAI and Anthropic
/// (`sk-…`) and JSON Web Tokens (`eyJ…`). Another secret a server echoes bare is shown: log the
/// status, not the description, where the server is not yours. The `body` itself is kept as sent.
///
/// The error body is read from the response to make this error: the response's body cannot be
/// read again (AsyncHTTPClient lets a body be read once, and a second reader stops the process).
/// To read a whole error body of your own, test `response.status` before asking for a stream.
/// The response's headers (`Retry-After`, a request id) stay on the response.
public enum HTTPResponseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The status is not 2xx. `body` is the start of the error body, up to
    /// ``errorBodyLimit`` bytes (an API's error JSON is usually whole), or what of it arrived
    /// within ``errorBodyWait``; `url` is the address that answered, as ``redacted(_:)`` shows it.
    case status(code: Int, reason: String, body: [UInt8], url: String?)
    /// The body is labelled `found` where one of `expected` was asked for: a JSON error sent with
    /// status 200 instead of an event stream, or an HTML page (a login page, a captive portal)
    /// instead of JSON. The body is not read, so the response's body may still be.
    case contentType(found: String, expected: [String], url: String?)

    /// How much of a refused response's body is kept: 64 KiB.
    public static let errorBodyLimit = 64 * 1024

    /// How long the start of a refused response's body is waited for, after its head: 2 s. A
    /// server that stalls or trickles its error body delays the error by this much at most.
    public static let errorBodyWait: Duration = .seconds(2)

    /// How much of the body a description shows.
    static let describedBodyLimit = 512

    /// One line for a log or an alert: the status and its reason, the URL as ``redacted(_:)``
    /// shows it, and the start of the error body; or the content type found and those expected.
    public var description: String {
        switch self {
        case let .status(code, reason, body, url):
            var text = "HTTP \(code)"
            if !reason.isEmpty { text += " \(reason)" }
            if let url { text += " from \(url)" }
            let excerpt = Self.scrubbed(Self.excerpt(of: body))
            if !excerpt.isEmpty { text += ": \(excerpt)" }
            return text
        case let .contentType(found, expected, url):
            let from = url.map { " from \($0)" } ?? ""
            return "expected a body of type \(expected.joined(separator: " or ")), found \(found)\(from)"
        }
    }

    /// The start of `body` as one line of text: invalid UTF-8 repaired, each run of spaces, line
    /// breaks and other control characters shown as one space (an HTML error page's indentation
    /// too), cut at ``describedBodyLimit`` bytes with `…`.
    static func excerpt(of body: [UInt8]) -> String {
        var text = ""
        var pendingSpace = false
        for scalar in String(decoding: body.prefix(describedBodyLimit), as: UTF8.self).unicodeScalars {
            if scalar.value <= 0x20 || scalar.value == 0x7F {
                pendingSpace = !text.isEmpty
                continue
            }
            if pendingSpace { text.append(" ") }
            pendingSpace = false
            text.unicodeScalars.append(scalar)
        }
        return body.count > describedBodyLimit ? text + "…" : text
    }

    /// `text` with what looks like a credential replaced by `<redacted>` (see the type's
    /// description). The request is not at hand here, so the secret is known by its place, not
    /// its value; an excerpt cut inside a value loses the rest of it too.
    static func scrubbed(_ text: String) -> String {
        var text = text
        for pattern in credentialPatterns {
            guard let regex = try? Regex(pattern).ignoresCase() else { continue }
            text = text.replacing(regex) { match in
                let kept = (1..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" }
                return (kept.first ?? "") + "<redacted>" + kept.dropFirst().joined()
            }
        }
        return text
    }

    /// A credential in context: capture 1 is what it follows and capture 2, when there is one,
    /// what closes it (both kept); the credential is the rest of the match.
    private static let credentialPatterns: [String] = {
        let name = #"[A-Za-z0-9_.\-]*(?:key|token|secret|password|passwd|pwd|signature|sig|auth|authorization|session|sessionid|cookie|credentials?|jwt)"#
        return [
            #"(\b(?:Bearer|Basic)\s+)[A-Za-z0-9\-._~+/=]+"#,
            #"("\#(name)"\s*:\s*")(?:[^"\\]|\\.)*("?)"#,
            // A secret's value written as a number (`"client_secret": 1234567890123`), under a
            // name whose last word is a secret's (not `monkey`, whose count is no secret).
            #"("(?:[A-Za-z0-9]*[_.\-])?(?:key|apikey|token|secret|password|passwd|pwd|pin)"\s*:\s*)-?[0-9][0-9.eE+\-]*"#,
            #"(\b\#(name)=)[^&\s"'<>]+"#,
            // A URL's user and password (`https://admin:hunter2@host`).
            #"([A-Za-z][A-Za-z0-9+.\-]*://)[^/\s"'<>@]+(@)"#,
            // Keys known by their shape, echoed bare (`No such API key: sk_live_…`).
            #"()\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]+"#,
            #"()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"#,
            #"()\bxox[abposr]-[A-Za-z0-9\-]+"#,
            #"()\bAKIA[0-9A-Z]{16}\b"#,
            #"()\bAIza[0-9A-Za-z_\-]{35}"#,
            #"()\bsk-[A-Za-z0-9_\-]{20,}"#,
            #"()\beyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]*"#,
        ]
    }()

    /// `url` with what may carry a secret left out: the user and password, the query and the
    /// fragment (`https://user:pw@api.example.com/v1/feed?key=s3cr3t` is
    /// `https://api.example.com/v1/feed`).
    public static func redacted(_ url: String) -> String {
        var text = Substring(url)
        if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
        guard let schemeEnd = text.firstRange(of: "://") else { return String(text) }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(of: "/") ?? text.endIndex
        if let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") {
            return String(text[..<authorityStart] + text[text.index(after: at)...])
        }
        return String(text)
    }
}
