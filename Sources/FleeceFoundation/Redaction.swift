import Foundation
import Fleece

/// Keeps credentials out of error messages: query values, URL passwords and headers whose names
/// say they carry a secret are shown as `<redacted>`.
///
/// Every description of FleeceNetworking's `RequestError` and `RequestFailure` goes through it,
/// and ``FleeceDecoder/message(for:)`` (what the server integrations answer a bad body with) uses
/// its names, so an error can be logged as it is:
///
/// ```swift
/// // https://api.example.com/v1/me?api_key=<redacted>&page=2
/// print(Redaction.redacted(URL(string: "https://api.example.com/v1/me?api_key=s3cr3t&page=2")!))
/// ```
///
/// A name is sensitive when, lowercased and with `-`, `_` and spaces removed, it is one of
/// ``sensitiveNames`` (treated the same way) or ends with one: `api_key`, `X-API-Key`,
/// `client_secret` and `api%20key` (a query name with an encoded space, `api+key` too) all are.
/// A name with brackets is sensitive when any part of it is (`user[password]`, `auth[token]`,
/// `api_key[]`). Query items are separated by `&` or `;`, path parameters (`/app;jsessionid=…`)
/// are redacted as query items are, and a query item called exactly `code` (an OAuth
/// authorization code) is redacted too. A bot token in a path segment, as Telegram's Bot API
/// puts it (`/bot123456:ABC-DEF/getMe`), is redacted after the bot's number
/// (`/bot123456:<redacted>/getMe`). Apps extend the list once, at launch:
///
/// ```swift
/// Redaction.addSensitiveNames(["X-Tenant-Ticket", "sid"])
/// ```
///
/// A message that echoes a secret value elsewhere (an error body repeating the API key) has it
/// scrubbed too, but only a value that is a credential: that of a name that is a sensitive name
/// (`api_key`, `password`, `Authorization`, an added name) or ends with one that is not a generic
/// word (`client_secret`, `X-API-Key`), of a session cookie (`sid`, `JSESSIONID`, `auth_token`),
/// or any value that looks like a credential (a digit, a symbol, or 16 characters or more). So
/// `?sort_key=title`, `Idempotency-Key: order` and `Cookie: theme=dark` are redacted in the URL and
/// the headers, but `title`, `order` and `dark` stay in the rest of the message; and the keys of
/// a decoding failure's coding path (`[0].title`) are never scrubbed.
///
/// A decoding failure does not show a value the response holds under a key that names a
/// credential as above, however deep (`card.cvv`, `credentials.user`): it says what was expected,
/// the kind of value found, where, and not the value:
/// `card_number: expected String, found number <redacted> at line 1, column 17`.
public enum Redaction {
    /// What a secret is replaced with.
    public static let placeholder = "<redacted>"

    /// The names redacted out of the box: `api_key`, `apikey`, `key`, `token`, `access_token`,
    /// `refresh_token`, `signature`, `sig`, `secret`, `password`, `passwd`, `passphrase`,
    /// `Authorization`, `Proxy-Authorization`, `authentication`, `Cookie`, `Cookie2`, `Set-Cookie`,
    /// `Set-Cookie2`, `session`, `sessionid`, `code_verifier`, `client_assertion`, `credential`,
    /// `credentials`, `auth`, `pwd`, `pw`, `jwt`, and a payment card's `card_number`, `cvv` and
    /// `cvc`.
    public static let defaultSensitiveNames: Set<String> = [
        "api_key", "apikey", "key", "token", "access_token", "refresh_token", "signature", "sig",
        "secret", "password", "passwd", "passphrase", "authorization", "proxy-authorization", "authentication",
        "cookie", "cookie2", "set-cookie", "set-cookie2", "session", "sessionid", "code_verifier",
        "client_assertion", "credential", "credentials", "auth", "pwd", "pw", "jwt",
        "card_number", "cvv", "cvc",
    ]

    // Fleece's `Locked`, not `Mutex`: ThreadSanitizer cannot see the futex inside Synchronization's
    // Mutex on Linux and reports its contended uses as races (see Locked.swift).
    private static let names = Locked(normalized(defaultSensitiveNames))

    /// The names treated as sensitive now: ``defaultSensitiveNames`` and those the app added,
    /// normalized (lowercased, without `-`, `_` and spaces).
    public static var sensitiveNames: Set<String> {
        names.withLock { $0 }
    }

    /// Adds names whose query values and headers are redacted from now on, in every task.
    public static func addSensitiveNames(_ newNames: some Sequence<String>) {
        let added = normalized(newNames)
        names.withLock { $0.formUnion(added) }
    }

    /// Whether a query item or header called `name` carries a secret; a name with brackets
    /// (`user[password]`, `api_key[]`) does when any part of it does.
    public static func isSensitive(_ name: String) -> Bool {
        let keys = name.split(whereSeparator: { $0 == "[" || $0 == "]" }).map(normalize).filter { !$0.isEmpty }
        guard !keys.isEmpty else { return false }
        return names.withLock { names in
            keys.contains { key in names.contains(key) || names.contains { key.hasSuffix($0) } }
        }
    }

    /// The generic words a name may end with without naming a credential: `sort_key`,
    /// `Idempotency-Key`, `page_token` are sensitive (their values are redacted from URLs and
    /// headers), but their values are often ordinary words (`title`, `order`).
    private static let genericSuffixes: Set<String> = ["key", "token", "sig", "pw", "auth", "session"]

    /// Whether a value of the sensitive name `name` is a credential wherever it appears, so that
    /// a message echoing it is scrubbed: the name is a sensitive name itself (a part of it, for
    /// bracketed names), or ends with one that is not a generic word (`client_secret`,
    /// `X-API-Key`). Otherwise the value counts only when it looks like one (see
    /// ``looksLikeCredential(_:)``).
    package static func namesCredential(_ name: String) -> Bool {
        let keys = name.split(whereSeparator: { $0 == "[" || $0 == "]" }).map(normalize).filter { !$0.isEmpty }
        return names.withLock { names in
            keys.contains { key in
                names.contains(key) || names.contains { !genericSuffixes.contains($0) && key.hasSuffix($0) }
            }
        }
    }

    /// Whether `value` looks like a credential rather than a word: it has a digit, or a
    /// character other than letters, `_`, `-`, `.` and spaces, or is 16 characters or more.
    /// `title`, `dark`, `true`, `created_at` do not; `abc123`, `s3cr3t`, a base64 token do.
    static func looksLikeCredential(_ value: some StringProtocol) -> Bool {
        value.count >= 16 || value.contains { character in
            character.isNumber || !(character.isLetter || character == "_" || character == "-" || character == "." || character == " ")
        }
    }

    /// Whether a cookie called `name` holds a session or a credential whatever its value looks
    /// like: `session`, `sid`, `JSESSIONID`, `auth_token`, `jwt`, or any sensitive name.
    private static func isSessionCookie(_ name: some StringProtocol) -> Bool {
        let key = normalize(name)
        return key == "sid" || ["sess", "auth", "token", "jwt", "login", "remember", "secret"].contains { key.contains($0) }
            || isSensitive(String(name))
    }

    /// Whether the query item (or path parameter) whose name is `encodedName`, as sent, carries
    /// a secret: a sensitive name, or exactly `code`, where OAuth puts the authorization code
    /// (only there: `zipcode` and a header called `Code` are not secrets).
    static func isSensitiveQueryName(_ encodedName: some StringProtocol) -> Bool {
        var name = encodedName.replacingOccurrences(of: "+", with: " ")
        // `URL(string:)` escapes the `%` of a name it escapes other characters of too
        // (`auth%255Btoken%255D` beside a `[`): decode until nothing changes, a few times at most.
        for _ in 0..<3 {
            guard let decoded = name.removingPercentEncoding, decoded != name else { break }
            name = decoded
        }
        return name == "code" || isSensitive(name)
    }

    /// The `name=value` items of a query (or of a path segment's parameters), separated by `&`
    /// or `;`, each with the separator that follows it (none after the last).
    private static func queryItems(_ query: Substring) -> [(item: Substring, separator: Character?)] {
        var items: [(item: Substring, separator: Character?)] = []
        var start = query.startIndex
        for index in query.indices where query[index] == "&" || query[index] == ";" {
            items.append((query[start..<index], query[index]))
            start = query.index(after: index)
        }
        items.append((query[start...], nil))
        return items
    }

    /// `url` as text with the values of sensitive query items (and of the fragment, where OAuth
    /// puts tokens), the user name and the password replaced by ``placeholder``: a URL's user
    /// is often a token (`https://<token>@github.com`, an API key as Basic auth's user name).
    public static func redacted(_ url: URL) -> String {
        redacted(urlText: url.absoluteString)
    }

    /// A URL's text, absolute or relative, redacted as ``redacted(_:)`` redacts a URL; the path
    /// parameters of a URL that does not parse are redacted all the same.
    static func redacted(urlText: String) -> String {
        var text = urlText
        // The user information ends at the first `@` after the scheme (an `@` in it is escaped).
        if let components = URLComponents(string: text),
           components.percentEncodedUser != nil || components.percentEncodedPassword != nil,
           let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].firstIndex(of: "@") {
            let user = (components.percentEncodedUser ?? "").isEmpty ? "" : placeholder
            let password = components.percentEncodedPassword == nil ? "" : ":" + placeholder
            text.replaceSubrange(scheme.upperBound..<at, with: user + password)
        }
        var fragment: Substring?
        if let hash = text.firstIndex(of: "#") {
            fragment = text[text.index(after: hash)...]
            text = String(text[..<hash])
        }
        var query: Substring?
        if let question = text.firstIndex(of: "?") {
            query = text[text.index(after: question)...]
            text = String(text[..<question])
        }
        // Path parameters (`/app;jsessionid=…`): the path is what follows the authority.
        let pathStart = text.range(of: "://").map { text[$0.upperBound...].firstIndex(of: "/") ?? text.endIndex } ?? text.startIndex
        // A bot token in a path segment (`/bot123456:ABC-DEF/getMe`): the part after the number.
        if text[pathStart...].contains(where: { $0 == ":" || $0 == "%" }) {
            let path = text[pathStart...].split(separator: "/", omittingEmptySubsequences: false).map { segment in
                guard let token = botTokenRange(in: segment) else { return String(segment) }
                return String(segment[..<token.lowerBound]) + placeholder + String(segment[token.upperBound...])
            }
            text = String(text[..<pathStart]) + path.joined(separator: "/")
        }
        if let semicolon = text[pathStart...].firstIndex(of: ";") {
            let path = text[semicolon...]
            text = String(text[..<semicolon]) + path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                guard let first = segment.firstIndex(of: ";") else { return String(segment) }
                return String(segment[...first]) + redactedQuery(segment[segment.index(after: first)...])
            }.joined(separator: "/")
        }
        if let query { text += "?" + redactedQuery(query) }
        if let fragment { text += "#" + redactedQuery(fragment) }
        return text
    }

    /// Where the token of a Telegram-style bot path segment is (`bot123456:ABC-DEF_secret`, the
    /// colon perhaps escaped as `%3A`): from after the colon to the segment's end or its first
    /// `;`; nil for any other segment, or an empty token.
    static func botTokenRange(in segment: Substring) -> Range<Substring.Index>? {
        guard segment.count > 4, segment.prefix(3).lowercased() == "bot" else { return nil }
        let digits = segment.dropFirst(3).prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty else { return nil }
        let rest = segment[digits.endIndex...]
        let start: Substring.Index
        if rest.hasPrefix(":") {
            start = rest.index(after: rest.startIndex)
        } else if rest.prefix(3).lowercased() == "%3a" {
            start = rest.index(rest.startIndex, offsetBy: 3)
        } else {
            return nil
        }
        let end = segment[start...].firstIndex(of: ";") ?? segment.endIndex
        return start < end ? start..<end : nil
    }

    /// `name=value&…` (or `;`-separated) with the values of sensitive names replaced.
    static func redactedQuery(_ query: Substring) -> String {
        queryItems(query).map { item, separator in
            let end = separator.map(String.init) ?? ""
            guard let equals = item.firstIndex(of: "=") else { return String(item) + end }
            let name = item[..<equals]
            return (isSensitiveQueryName(name) ? "\(name)=\(placeholder)" : String(item)) + end
        }.joined()
    }

    /// The secret values `url` carries (sensitive query and fragment values, the user name and
    /// password), as sent and percent-decoded, so that a message that echoes one can be scrubbed.
    package static func secrets(in url: URL?) -> [String] {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return [] }
        var found: [String] = []
        for credential in [components.percentEncodedUser, components.percentEncodedPassword].compactMap({ $0 }) {
            found.append(credential)
            if let decoded = credential.removingPercentEncoding { found.append(decoded) }
        }
        if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
            // URLSession (libcurl on Linux) sends them as `Authorization: Basic <base64 of
            // user:password>`, which a server may echo: that value is the same secret.
            for pair in ["\(components.user ?? ""):\(components.password ?? "")",
                         "\(components.percentEncodedUser ?? ""):\(components.percentEncodedPassword ?? "")"] {
                found.append(pair)
                found.append(Data(pair.utf8).base64EncodedString())
            }
        }
        var parts: [Substring] = []
        for segment in components.percentEncodedPath.split(separator: "/") {
            if let token = botTokenRange(in: segment) {
                let value = String(segment[token])
                found.append(value)
                if let decoded = value.removingPercentEncoding { found.append(decoded) }
            }
            if let semicolon = segment.firstIndex(of: ";") { parts.append(segment[segment.index(after: semicolon)...]) }
        }
        for part in [components.percentEncodedQuery, components.percentEncodedFragment] {
            if let part { parts.append(part[...]) }
        }
        for part in parts {
            for (item, _) in queryItems(part) {
                guard let equals = item.firstIndex(of: "="), isSensitiveQueryName(item[..<equals]) else { continue }
                let value = String(item[item.index(after: equals)...])
                let decoded = value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                // `sort_key=title`: redacted in the URL, but not scrubbed out of the message.
                let name = item[..<equals]
                let decodedName = String(name).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(name)
                guard decodedName == "code" || namesCredential(decodedName) || looksLikeCredential(decoded ?? value) else { continue }
                found.append(value)
                if let decoded { found.append(decoded) }
            }
        }
        return found
    }

    /// The values of the sensitive ones among `headers` (a request's, or those a session adds
    /// to every request: `URLSessionConfiguration.httpAdditionalHeaders`): whole, without a
    /// scheme (`Token token=abc123, realm=x` gives the whole list after `Token`, each of its
    /// items and each item's value), the password (and the whole `user:password`) of a `Basic`
    /// credential decoded, and the value of each `name=value` pair of a `Cookie` header.
    package static func secrets(inHeaders headers: [AnyHashable: Any]) -> [String] {
        var found: [String] = []
        for (key, value) in headers {
            let name = "\(key)", value = "\(value)"
            guard isSensitive(name) else { continue }
            guard name.lowercased().hasPrefix("cookie") else {
                // `Idempotency-Key: order`: redacted in the headers, not scrubbed out of messages.
                guard namesCredential(name) || looksLikeCredential(value) else { continue }
                found.append(value)
                found += credentialSecrets(in: value)
                continue
            }
            // Each cookie's value, when it is a session's or looks like a credential
            // (`theme=dark; consent=true` holds no secret; `sid=…`, `token=a1b2…` do).
            for pair in value.split(separator: ";") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let cookieName = pair[..<equals].trimmingCharacters(in: .whitespaces)
                var cookie = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if cookie.count >= 2, cookie.hasPrefix("\""), cookie.hasSuffix("\"") { cookie = String(cookie.dropFirst().dropLast()) }
                guard isSessionCookie(cookieName) || looksLikeCredential(cookie) else { continue }
                found.append(cookie)
            }
        }
        return found
    }

    /// The `auth-param`s of a credential that describe the scheme: their values are no secret.
    private static let publicAuthParameters: Set<String> = ["realm", "qop", "algorithm", "charset", "uri", "nc", "stale", "userhash"]

    /// The parts of a credential header's value a message may echo: what follows the scheme
    /// (`Bearer abc`, `Token token=abc123, realm=x`), the last word, each item of an
    /// `auth-param` list and its value unquoted (but for the parameters that describe the scheme:
    /// `realm`, `qop`, `algorithm`, `uri`, …), and for `Basic` the decoded `user:password`
    /// and the password (the user too when the password is empty: an API key sent as the
    /// user name).
    private static func credentialSecrets(in value: String) -> [String] {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        var found: [String] = []
        if let space = trimmed.lastIndex(of: " ") { found.append(String(trimmed[trimmed.index(after: space)...])) }
        guard let space = trimmed.firstIndex(of: " ") else { return found }
        let scheme = trimmed[..<space]
        let credentials = trimmed[space...].trimmingCharacters(in: .whitespaces)
        found.append(credentials)
        for item in credentials.split(separator: ",") {
            let item = item.trimmingCharacters(in: .whitespaces)
            found.append(item)
            guard let equals = item.firstIndex(of: "=") else { continue }
            // The values of the parameters that describe the scheme rather than carry a secret
            // (Digest's `qop=auth`, `uri=/path`) would scrub ordinary words and paths.
            let parameter = item[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            if publicAuthParameters.contains(parameter) { continue }
            var itemValue = item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if itemValue.count >= 2, itemValue.hasPrefix("\""), itemValue.hasSuffix("\"") {
                itemValue = String(itemValue.dropFirst().dropLast())
            }
            found.append(itemValue)
        }
        if scheme.lowercased() == "basic", let data = Data(base64Encoded: credentials),
           let decoded = String(data: data, encoding: .utf8), let colon = decoded.firstIndex(of: ":") {
            found.append(decoded)
            let password = String(decoded[decoded.index(after: colon)...])
            found.append(password.isEmpty ? String(decoded[..<colon]) : password)
        }
        return found
    }

    /// `text` with every occurrence of each secret replaced by ``placeholder``, as it is or as
    /// JSON escapes it (`\/` for `/`, `\u002B` for `+`, `\u00XX` for any character but a letter
    /// or digit), and the start of one cut short by an excerpt's `…` too (`key KEY9876543…`: a
    /// body or a value shown only in part). Secrets, and starts of secrets, shorter than four
    /// characters are left alone: replacing them would garble the message and hide next to
    /// nothing.
    package static func scrub(_ text: String, secrets: [String]) -> String {
        // Longest first, so that a secret containing another is replaced whole.
        let secrets = Set(secrets).filter { $0.count >= 4 }.sorted { $0.count > $1.count }
        var text = text
        for secret in secrets {
            text = text.replacingOccurrences(of: secret, with: placeholder)
            // A JSON error body may echo the secret escaped; only then is a pattern worth it.
            if text.contains("\\"), let escaped = jsonEscapedPattern(for: secret) {
                text = escaped.stringByReplacingMatches(
                    in: text, range: NSRange(text.startIndex..., in: text), withTemplate: NSRegularExpression.escapedTemplate(for: placeholder))
            }
        }
        let pieces = text.split(separator: "…", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return text }
        return pieces.indices.map { index in
            let piece = pieces[index]
            guard index < pieces.count - 1, let cut = lengthOfSecretCut(endingAt: piece, secrets: secrets) else {
                return String(piece)
            }
            return piece.dropLast(cut) + placeholder
        }.joined(separator: "…")
    }

    /// A pattern that matches `secret` with any of its characters but ASCII letters and digits
    /// written as itself or as JSON may escape it (`\uXXXX` in either case, `\/`, `\"`, `\\`),
    /// or nil when the secret has no such character.
    private static func jsonEscapedPattern(for secret: String) -> NSRegularExpression? {
        var pattern = ""
        var escapable = false
        for scalar in secret.unicodeScalars {
            let literal = NSRegularExpression.escapedPattern(for: String(scalar))
            guard !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))), scalar.value <= 0xFFFF else {
                pattern += literal
                continue
            }
            escapable = true
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let digits = (String(repeating: "0", count: 4 - hex.count) + hex).map { digit in
                digit.isLetter ? "[\(digit)\(digit.lowercased())]" : String(digit)
            }.joined()
            var forms = [literal, #"\\u"# + digits]
            if scalar == "/" || scalar == "\"" || scalar == "\\" { forms.append(#"\\"# + literal) }
            pattern += "(?:" + forms.joined(separator: "|") + ")"
        }
        return escapable ? try? NSRegularExpression(pattern: pattern) : nil
    }

    /// The length of the longest start of a secret (four characters or more, short of the whole)
    /// that `text` ends with, or nil.
    private static func lengthOfSecretCut(endingAt text: Substring, secrets: [String]) -> Int? {
        var longest: Int?
        for secret in secrets {
            var start = secret.dropLast()
            while start.count >= 4, start.count > longest ?? 0 {
                if text.hasSuffix(start) {
                    longest = start.count
                    break
                }
                start = start.dropLast()
            }
        }
        return longest
    }

    /// `headers` with the values of sensitive names replaced, and the URLs in `Location`,
    /// `Content-Location`, `Link` and `Refresh` redacted as ``redacted(_:)`` redacts a URL, for
    /// logs.
    public static func redacted(headers: [String: String]) -> [String: String] {
        headers.reduce(into: [:]) { result, header in
            result[header.key] = isSensitive(header.key) ? placeholder : redacted(headerValue: header.value, named: header.key)
        }
    }

    /// The value of a header that carries URLs with each URL redacted; any other as it is.
    private static func redacted(headerValue value: String, named name: String) -> String {
        switch name.lowercased() {
        case "location", "content-location":
            return redacted(urlText: value.trimmingCharacters(in: .whitespaces))
        case "link":
            // `<https://…>; rel="next", <…>; rel="last"`: the URLs are between angle brackets.
            var text = ""
            var rest = value[...]
            while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
                text += String(rest[...open]) + redacted(urlText: String(rest[rest.index(after: open)..<close])) + ">"
                rest = rest[rest.index(after: close)...]
            }
            return text + String(rest)
        case "refresh":
            // `5; url=https://…`, the URL perhaps quoted.
            guard let url = value.range(of: "url=", options: .caseInsensitive) else { return value }
            var target = value[url.upperBound...].trimmingCharacters(in: .whitespaces)
            var quote = ""
            if let first = target.first, first == "'" || first == "\"", target.count >= 2, target.last == first {
                quote = String(first)
                target = String(target.dropFirst().dropLast())
            }
            return String(value[..<url.upperBound]) + quote + redacted(urlText: target) + quote
        default:
            return value
        }
    }

    private static func normalize(_ name: some StringProtocol) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    private static func normalized(_ names: some Sequence<String>) -> Set<String> {
        Set(names.map(normalize).filter { !$0.isEmpty })
    }
}
