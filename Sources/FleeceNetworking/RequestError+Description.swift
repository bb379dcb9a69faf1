#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension RequestError: CustomStringConvertible {
    /// One line a person can act on: what failed, on which request, and what to do. Query values
    /// and headers that carry credentials never appear (see `Redaction`).
    ///
    /// ```
    /// HTTP 404 Not Found from GET http://127.0.0.1:8080/places: "<html><body>No such page</body></html>"; check the URL's path
    /// could not connect to http://127.0.0.1:9/ (URLError -1004): Couldn't connect to server; check that the server is running and the host and port are right
    /// invalid JSON in the response to GET http://127.0.0.1:8080/places?api_key=<redacted>: expected ',' or '}' after an object member, found ']' at line 1, column 8 (the '{' at line 1, column 1 is not closed); check that the URL returns JSON
    /// the response to GET http://127.0.0.1:8080/places does not match the model: places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22
    /// empty body (HTTP 204) from DELETE http://127.0.0.1:8080/todos/7; the server sends no content here: decode NoContent or an optional
    /// ```
    ///
    /// A status or empty body after a redirect names the URL that answered too:
    /// `HTTP 404 Not Found from GET http://127.0.0.1:8080/old (answered by http://127.0.0.1:8080/gone): …`.
    ///
    /// The stages run on their own do not know the request, and leave it out
    /// (`invalid JSON in the response: …`); the one-call APIs name it.
    ///
    /// Several decoding failures (`DecodeError` collects them) share the line, separated
    /// by semicolons: each distinct failure once, the first five in full, then `…and 195 more`
    /// (see `DecodeError.summary(separator:limit:)`).
    public var description: String {
        // One line whatever the server and the caller's mappers put in it (an API's message with
        // newlines or escape sequences, a transport message).
        Redaction.scrub(oneLine(unredactedDescription), secrets: secrets.filter { !pathKeys.contains($0) })
    }

    /// The keys of the coding paths a decoding failure names: the model's own names, which are
    /// not scrubbed out of the message even when a secret happens to be spelled the same
    /// (`[0].title` stays, whatever `sort_key=title` or a cookie says).
    private var pathKeys: Set<String> {
        switch self {
        case let .codable(error, _):
            switch error {
            case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
                return Set(context.codingPath.map(\.stringValue))
            case let .keyNotFound(key, context):
                return Set((context.codingPath + [key]).map(\.stringValue))
            @unknown default:
                return []
            }
        case let .decoding(error, _):
            return Set(error.failures.flatMap { failure in
                failure.path.components.compactMap { component -> String? in
                    if case let .key(key) = component { return key }
                    return nil
                }
            })
        default:
            return []
        }
    }

    /// The message before the last pass that scrubs secret values the text may echo (an error
    /// body that repeats the API key); URLs in it are already redacted.
    private var unredactedDescription: String {
        switch self {
        case let .transport(code, url, message):
            return Self.describeTransport(code: code, url: url, message: message)
        case let .status(code, response, errorBodyFailure):
            let reason = reasonPhrase(forStatus: code).map { " \($0)" } ?? ""
            // An error body may repeat what was sent (`"cvv": "123"`): such values are left out.
            let excerpt = Redaction.hidingCredentialValues(inJSONText: response.bodyExcerpt)
            let body = excerpt.isEmpty ? "empty body" : "\"\(excerpt)\""
            let undecoded = errorBodyFailure.map { " (\($0))" } ?? ""
            return "HTTP \(code)\(reason) from \(response.requestName)\(response.answeredBy)\(response.attemptsMade): \(body)\(undecoded); \(Self.advice(for: code, response: response))"
        case let .contentType(found, expected, url):
            let foundText = found.map { "'\($0)'" } ?? "no Content-Type"
            let expectedText = expected.map { "'\($0)'" }.joined(separator: " or ")
            return "expected Content-Type \(expectedText) from \(Self.name(url)) but got \(foundText); check that the URL points at the API, not a web page"
        case let .emptyBody(response):
            let code = response.statusCode.map { " (HTTP \($0))" } ?? ""
            return "empty body\(code) from \(response.requestName)\(response.answeredBy); \(Self.emptyBodyAdvice(forStatus: response.statusCode))"
        case let .syntax(error, request):
            // A body that is no JSON from its first character (a captive portal's or a proxy's
            // HTML page) is shown, as a status error's is: `found '<'` alone did not say what came.
            var shown = ""
            if error.offset == 0, let excerpt = request?.response?.bodyExcerpt, !excerpt.isEmpty {
                shown = " (the body begins \"\(Redaction.hidingCredentialValues(inJSONText: excerpt))\")"
            }
            // Failures of a stream that are not about JSON say what they are: a body cut before
            // its terminator event, a record over a limit (found by an outside tester: "invalid
            // JSON … check that the URL returns JSON" sent people the wrong way).
            if case .unexpectedEndOfInput = error.kind, error.expected.hasPrefix("the terminator event") {
                return "the response\(Self.to(request)) ended before its last event: \(error.description); the connection was closed early: retry"
            }
            if case .tooLarge = error.kind {
                return "a record of the response\(Self.to(request)) is over the limit: \(error.description); raise the stream's limit if the record is expected"
            }
            return "invalid JSON in the response\(Self.to(request)): \(error.description)\(shown); check that the URL returns JSON"
        case let .decoding(error, request):
            // Several failures read as one line, separated by semicolons, each distinct one once
            // and the first few in full, so that a model failing in every element stays readable.
            return "the response\(Self.to(request)) does not match the model: \(DecodingMessage.describe(error))"
        case let .codable(error, request):
            // `places.place[3].photo_count: <what the decoder said>`, on one line, with the syntax
            // error's line and column when the decoder found no JSON.
            return "the response\(Self.to(request)) does not match the model: \(FleeceDecoder.message(for: error))"
        case let .api(failure, request):
            return failure.described(to: Self.to(request))
        case let .encoding(error, request):
            let what = request.map { " of \($0)" } ?? ""
            return "could not encode the JSON body\(what): \(Self.describe(error)); nothing was sent: fix the value or its Encodable conformance"
        case let .cancelled(url):
            return "request to \(Self.name(url)) was cancelled"
        }
    }

    /// The secret values this error's request carried, for the last scrubbing pass.
    var secrets: [String] {
        switch self {
        case let .transport(_, url, _), let .contentType(_, _, url), let .cancelled(url):
            Redaction.secrets(in: url)
        case let .status(_, response, _), let .emptyBody(response):
            response.secrets
        case let .syntax(_, request), let .decoding(_, request), let .codable(_, request),
             let .api(_, request), let .encoding(_, request):
            // The response's too: the URL that answered, after redirects, may carry its own.
            (request?.secrets ?? []) + (request?.response?.secrets ?? [])
        }
    }

    /// ` to GET https://…` when the request is known.
    private static func to(_ request: RequestLine?) -> String {
        request.map { " to \($0)" } ?? ""
    }

    private static func emptyBodyAdvice(forStatus code: Int?) -> String {
        switch code {
        case 304: "the resource has not changed since the copy you hold: use your cached copy, or decode an optional"
        case 204, 205: "the server sends no content here: decode NoContent or an optional"
        default: "expected JSON: decode NoContent or an optional when the API may answer without content"
        }
    }

    /// Swift's `EncodingError` on one line: the coding path and what the encoder said.
    private static func describe(_ error: EncodingError) -> String {
        switch error {
        case let .invalidValue(value, context):
            let location = JSONPath(codingPath: context.codingPath)
            var message = context.debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
            // The sentence goes on after it (`…; nothing was sent`): `JSON.;` read as a typo.
            if message.hasSuffix(".") { message.removeLast() }
            let what = message.isEmpty ? "invalid value \(type(of: value))" : message
            return location.isRoot ? what : "\(location): \(what)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func name(_ url: URL?) -> String {
        url.map(Redaction.redacted) ?? "an unknown URL"
    }

    private static func describeTransport(code: URLError.Code, url: URL?, message: String) -> String {
        let detail = message.isEmpty ? "" : ": \(message)"
        let what = "(URLError \(code.rawValue))\(detail)"
        switch code {
        case .timedOut:
            return "request to \(name(url)) timed out \(what); the server is slow or unreachable: retry, or allow a longer timeout"
        case .cannotConnectToHost:
            return "could not connect to \(name(url)) \(what); check that the server is running and the host and port are right"
        case .cannotFindHost, .dnsLookupFailed:
            return "could not find the host of \(name(url)) \(what); check the host name and your network"
        case .notConnectedToInternet:
            return "no network connection for \(name(url)) \(what); connect to a network and retry"
        case .unsupportedURL:
            return "cannot request \(name(url)) \(what); use an http or https URL"
        case .badURL:
            return "cannot request \(name(url)) \(what); check the URL's host, port and characters"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "secure connection to \(name(url)) failed \(what); check the server's certificate and the system's trust store"
        case .networkConnectionLost:
            return "connection to \(name(url)) was lost \(what); the server closed it early: retry"
        case .dataLengthExceedsMaximum:
            return "stream from \(name(url)) stopped \(what); read faster, allow a larger maximumBacklog, "
                + "or stream with FleeceAsyncHTTPClient, whose transfer waits for its reader"
        default:
            return "request to \(name(url)) failed \(what); the response did not arrive whole: check the URL and the server"
        }
    }

    /// What to do about `response`, a status the request does not accept: by its status, unless
    /// it says when to come back. A 403 with `Retry-After` or `X-RateLimit-Remaining: 0` is a
    /// rate limit (GitHub sends its limits so), not a credential to check; a 429 or 503 with
    /// `Retry-After` says how long to wait.
    static func advice(for code: Int, response: RawResponse) -> String {
        switch code {
        case 403, 429, 503:
            if let wait = response.header("Retry-After").flatMap({ retryAfter($0, now: Date()) }) { return "\(code == 403 ? "rate limited" : "the server is busy"): retry after \(wait.components.seconds) s" }
            if code == 403, response.header("X-RateLimit-Remaining")?.trimmingCharacters(in: .whitespaces) == "0" {
                return "rate limited: no requests are left until the limit resets (X-RateLimit-Reset)"
            }
        default:
            break
        }
        return advice(forStatus: code)
    }

    static func advice(forStatus code: Int) -> String {
        switch code {
        case 401, 403: "check your credentials or API key"
        // Stripe's card errors, and APIs' quota or billing refusals: the body says which.
        case 402: "the payment or the account's billing was refused: the error body says why"
        case 404, 410: "check the URL's path"
        case 408, 429: "the server is busy: wait and retry"
        case 400..<500: "the server rejected the request: check its parameters"
        case 500..<600: "the server failed: retry later"
        case 304: "the resource has not changed: use your cached copy, or accept 304 in the ResponseCheck"
        case 300..<400: "the server redirects elsewhere: use the URL it names"
        default: "expected a status the request accepts (2xx by default)"
        }
    }
}
