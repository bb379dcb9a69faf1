#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The failure of a call that decodes error bodies into the app's own type `ErrorBody`: either
/// the server's error, decoded, or any other ``RequestError``.
///
/// ```swift
/// struct APIError: Decodable, Sendable {
///     struct Detail: Decodable, Sendable { var code: String; var message: String }
///     var error: Detail   // {"error":{"code":"rate_limited","message":"slow down"}}
/// }
///
/// do {
///     let todo = try await session.decode(Todo.self, errorBody: APIError.self, for: request, using: decoder)
/// } catch .server(let apiError, 429, _) {
///     print(apiError.error.message)                       // "slow down"
/// } catch .server(let apiError, let code, let response) {
///     log(code, apiError.error.code, response.header("X-Request-Id"))
/// } catch .request(let error) {
///     print(error)                                         // any other failure, one line
/// }
/// ```
///
/// A status the ``ResponseCheck`` rejects whose body does not decode as `ErrorBody` (an HTML
/// page from a proxy, an empty body) is `.request(.status(…))`, whose `errorBodyFailure` says
/// why. Its descriptions redact secrets as ``RequestError``'s do.
public enum RequestFailure<ErrorBody: Sendable>: Error, Sendable {
    /// The server answered with status `code`, which the check rejects, and a body that decoded
    /// as `ErrorBody`. `response` holds the headers, the whole body and the request.
    case server(ErrorBody, code: Int, response: RawResponse)
    /// Any other failure: transport, a status whose body is not an `ErrorBody`, syntax, decoding,
    /// cancellation, …
    case request(RequestError)

    /// The decoded error body, or nil for ``request(_:)``.
    public var errorBody: ErrorBody? {
        if case let .server(body, _, _) = self { return body }
        return nil
    }

    /// The ``RequestError`` of ``request(_:)``, or nil for a decoded error body.
    public var requestError: RequestError? {
        if case let .request(error) = self { return error }
        return nil
    }

    /// The HTTP status, when the server answered with one the check rejects.
    public var statusCode: Int? {
        switch self {
        case let .server(_, code, _): code
        case let .request(error): error.statusCode
        }
    }
}

extension RequestFailure: CustomStringConvertible, CustomDebugStringConvertible, LocalizedError, CustomReflectable {
    /// One line: for a decoded error body, the status, the request and the body as decoded (an
    /// optional member as its value, a `nil` one left out), its first 120 characters and how many
    /// more there were
    /// (`HTTP 429 Too Many Requests from GET https://…?api_key=<redacted>: APIError(…); the
    /// server is busy: wait and retry`); otherwise the ``RequestError``'s own line.
    public var description: String {
        switch self {
        case let .server(body, code, response):
            let reason = reasonPhrase(forStatus: code).map { " \($0)" } ?? ""
            // Scrubbed before it is cut: the count of characters cut, worked out first, grew
            // with the length of an echoed key (found by an outside tester).
            let decoded = bounded(Redaction.scrub(oneLine(DecodedBodyText.describe(body)), secrets: response.secrets))
            // As `RequestError.status` says it: where a redirect led, and the attempts that ran
            // out (an error body decoded after retries read as if none were made; found by an
            // outside tester).
            let line = "HTTP \(code)\(reason) from \(response.requestName)\(response.answeredBy)\(response.attemptsMade): \(decoded); \(RequestError.advice(for: code, response: response))"
            return Redaction.scrub(oneLine(line), secrets: response.secrets)
        case let .request(error):
            return error.description
        }
    }

    /// The case and ``description``, secrets redacted.
    public var debugDescription: String {
        switch self {
        case .server: "RequestFailure.server: \(description)"
        case let .request(error): "RequestFailure.request(\(error.debugDescription))"
        }
    }

    /// ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// Only the redacted message, so that `dump` shows no credentials.
    public var customMirror: Mirror {
        Mirror(self, children: ["description": description], displayStyle: .enum)
    }
}
