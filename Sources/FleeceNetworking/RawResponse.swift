#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// What the server sent, before any check: the whole body, the response's metadata (status and
/// headers) and the request it answers.
///
/// `URLSession.fetch(_:)` produces it; ``checkResponse(_:)-(RawResponse)`` turns it into the body of an
/// accepted response. ``RequestError/status(code:response:errorBodyFailure:)`` keeps it, and
/// ``DecodedResponse`` hands it back beside the decoded value, so headers stay readable:
///
/// ```swift
/// let page = try await session.decodeResponse([Todo].self, for: request)
/// let etag = page.response.header("ETag")
/// let remaining = page.response.header("X-RateLimit-Remaining").flatMap { Int($0) }
/// let next = page.response.links["next"]
/// ```
public struct RawResponse: Sendable {
    /// The body as received, whole.
    public var body: Data
    /// The response: an `HTTPURLResponse` for HTTP and HTTPS URLs.
    public var response: URLResponse
    /// The request this answers, when known (`URLSession.fetch(_:)` records it).
    public var request: URLRequest?
    /// The values of the sensitive headers the session added to the request
    /// (`URLSessionConfiguration.httpAdditionalHeaders`), which `request` does not hold, so that
    /// a message echoing one can be scrubbed; `URLSession.fetch(_:)` records them.
    var sessionSecrets: [String] = []
    /// How many times the request was sent for this response: 1, or more when a ``RetryPolicy``
    /// sent it again (`URLSession.fetch(_:retry:)` counts them). A status error's description
    /// says so: `HTTP 503 Service Unavailable from GET https://api.example.com/items after 3 attempts: …`.
    public internal(set) var attempts = 1

    /// Creates a response from the pieces `URLSession` hands back.
    public init(body: Data, response: URLResponse, request: URLRequest? = nil) {
        self.body = body
        self.response = response
        self.request = request
    }

    /// The HTTP status code, or nil for a response that is not HTTP (a `file:` URL).
    public var statusCode: Int? {
        (response as? HTTPURLResponse)?.statusCode
    }

    /// The URL that answered (after redirects), or the request's.
    public var url: URL? {
        response.url ?? request?.url
    }

    /// The request's method and URL, for messages, carrying this response (see
    /// ``RequestError/response``).
    var requestLine: RequestLine {
        var line = request.map(RequestLine.init) ?? RequestLine(method: "GET", url: url)
        line.secrets += sessionSecrets
        return line.carrying(self)
    }

    /// The secret values the request carried (its own, its URL's, the session's headers'), for
    /// scrubbing messages.
    var secrets: [String] {
        Redaction.secrets(in: request) + Redaction.secrets(in: url) + sessionSecrets
    }

    /// A response that remembers the secrets of the headers the session added to its request.
    init(body: Data, response: URLResponse, request: URLRequest, sessionSecrets: [String]) {
        self.init(body: body, response: response, request: request)
        self.sessionSecrets = sessionSecrets
    }

    /// The request as messages name it, its secrets redacted: `GET https://…` when the response
    /// knows its request, else only the URL (a method guessed could be wrong).
    var requestName: String {
        request.map { RequestLine($0).description } ?? url.map(Redaction.redacted) ?? "an unknown URL"
    }

    /// ` (answered by http://…/gone)`, the URL that answered with its secrets redacted, when a
    /// redirect took the request elsewhere; empty otherwise.
    var answeredBy: String {
        guard let requested = request?.url, let answered = response.url, answered != requested else { return "" }
        return " (answered by \(Redaction.redacted(answered)))"
    }

    /// ` after 3 attempts` when retries ran out before this response; empty after one attempt.
    /// Said with a status failure, since "wait and retry" alone read as if none were made.
    var attemptsMade: String {
        attempts > 1 ? " after \(attempts) attempts" : ""
    }

    /// The response's headers; names as the server (or URLSession) spelled them.
    public var headers: [String: String] {
        guard let http = response as? HTTPURLResponse else { return [:] }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers["\(name)"] = "\(value)"
        }
        return headers
    }

    /// The value of the header `name`, whatever its case (`header("etag")` finds `ETag`), or nil.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }

    /// The start of the body as one line of at most 120 characters, whitespace collapsed: what
    /// error messages show.
    public var bodyExcerpt: String {
        FleeceNetworking.bodyExcerpt(body)
    }

    /// The media type of `Content-Type` without its parameters, lowercased
    /// (`"application/json"` for `application/json; charset=utf-8`), or nil when absent.
    public var mediaType: String? {
        guard let contentType = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
            ?? response.mimeType
        else { return nil }
        let type = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }
}
