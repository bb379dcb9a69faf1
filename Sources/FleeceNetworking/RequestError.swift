#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Why a request did not produce a model, with each way of failing kept apart.
///
/// Every stage of the pipeline (`URLSession.fetch(_:)`, ``checkResponse(_:)-(RawResponse)``, ``parseJSON(_:)``,
/// ``checkPayload(_:)``, ``decodeJSON(_:)-(JSON)``, ``decodeCodable(_:using:)``) fails with one of these
/// cases, so a caller can tell a server that is down from one that answered with an error page,
/// malformed JSON, or JSON of the wrong shape. The one-call APIs throw it typed, so a `do` block
/// holding only them catches the cases directly:
///
/// ```swift
/// do {
///     let places = try await session.decode(TopPlaces.self, for: request)
/// } catch .transport(let code, _, _) where code == .timedOut {
///     // retry later
/// } catch .status(404, _, _) {
///     // the endpoint moved
/// } catch {
///     print(error) // one line a person can act on, secrets redacted
/// }
/// ```
///
/// In a closure (`Task { }`) a plain `do` block's error is `any Error`, and `catch .status(404, _, _)`
/// does not compile: write `do throws(RequestError) { … }` there.
///
/// When other throwing calls share the `do` block, the error is `any Error`: name the type in the
/// pattern, or catch it as `RequestError` and switch:
///
/// ```swift
/// do {
///     let token = try keychain.token()
///     let places = try await session.decode(TopPlaces.self, for: request(token))
/// } catch RequestError.status(401, _, _) {
///     // sign in again
/// } catch let error as RequestError {
///     switch error {
///     case .transport(.notConnectedToInternet, _, _): showOffline()
///     default: log(error)
///     }
/// } catch {
///     // the keychain's error
/// }
/// ```
///
/// `description`, `localizedDescription` and `debugDescription` are one line that says what
/// failed, on which request, and what to do; query values and headers that carry credentials
/// are redacted (see `Redaction`).
public enum RequestError: Error, Sendable {
    /// The request never got a complete response: a refused connection, a timeout, a lost
    /// connection or a body cut short. `code` is the `URLError` code URLSession reported; a body
    /// cut short is `.networkConnectionLost` on every platform (libcurl's "transfer closed with
    /// N bytes remaining to read" included).
    case transport(code: URLError.Code, url: URL?, message: String)
    /// The server answered with a status the ``ResponseCheck`` does not accept (2xx by default).
    /// `response` holds everything it sent: the headers, the whole body, and the request (from
    /// a stream, whose body may be endless, the body's first 4 KiB or so: what arrived before
    /// the transfer was stopped). `errorBodyFailure` says why the body did not decode as the error type, when one was given
    /// (see ``RequestFailure``); nil otherwise.
    case status(code: Int, response: RawResponse, errorBodyFailure: String?)
    /// The response's `Content-Type` is not one the ``ResponseCheck`` accepts; `found` is nil when
    /// the response had none.
    case contentType(found: String?, expected: [String], url: URL?)
    /// The response has no body (HTTP 204, 205, 304, or nothing sent) and the model needs one.
    /// Decode ``NoContent`` or an optional for responses that may be empty.
    case emptyBody(response: RawResponse)
    /// The body is not valid JSON; the error names the line and column of the first mistake.
    /// `request` is nil when the stage ran on its own.
    case syntax(JSONSyntaxError, request: RequestLine?)
    /// The JSON does not match the `JSONDecodable` model; each failure names its path and
    /// position (`places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22`).
    case decoding(DecodeError, request: RequestLine?)
    /// The JSON does not match the `Decodable` model, as `FleeceDecoder`
    /// reports it: Swift's own `DecodingError`, whose context has the coding path and a
    /// description with the line and column.
    case codable(DecodingError, request: RequestLine?)
    /// The API answered, in a payload of its own, that the request failed (Flickr's
    /// `{"stat":"fail","code":100,"message":"Invalid API Key"}` comes with HTTP 200).
    case api(APIFailure, request: RequestLine?)
    /// The request's JSON body could not be encoded (`URLRequest.setJSONBody(_:encoder:)`),
    /// so nothing was sent.
    case encoding(EncodingError, request: RequestLine?)
    /// The task was cancelled before the response arrived, or while waiting to retry.
    case cancelled(url: URL?)
}

extension RequestError {
    /// The HTTP status of a ``status(code:response:errorBodyFailure:)`` or
    /// ``emptyBody(response:)`` failure, or nil.
    public var statusCode: Int? {
        switch self {
        case let .status(code, _, _): code
        case let .emptyBody(response): response.statusCode
        default: nil
        }
    }

    /// What the server sent (status, headers, the whole body, and the request), for every
    /// failure that got a response; nil for the others.
    ///
    /// ``status(code:response:errorBodyFailure:)`` and ``emptyBody(response:)`` hold the response
    /// in the case itself. ``syntax(_:request:)``, ``decoding(_:request:)``, ``codable(_:request:)``
    /// and ``api(_:request:)`` keep it in their ``RequestLine`` when the one-call APIs
    /// (`URLSession.decode(_:for:checking:apiFailure:retry:)`, `decodeResponse`, their
    /// completion-handler forms) produced them: a body that is not JSON, or not the model, can
    /// be inspected, and its headers read.
    ///
    /// ```swift
    /// do {
    ///     let todo = try await session.decode(Todo.self, for: request)
    /// } catch {
    ///     // A RequestError; for a body that is not the model, the response it came in.
    ///     log(error, requestID: error.response?.header("X-Request-ID"))
    /// }
    /// ```
    ///
    /// It is nil for those cases when a stage ran on its own (`parseJSON(data)`), and for
    /// failures that got no response: ``transport(code:url:message:)``, ``cancelled(url:)``,
    /// ``encoding(_:request:)``, and ``contentType(found:expected:url:)``, which keeps only the
    /// URL. The response does not change `description`, and its secrets are redacted there as
    /// everywhere: `description` and `dump` of the response show no credentials.
    public var response: RawResponse? {
        switch self {
        case let .status(_, response, _), let .emptyBody(response): response
        case let .syntax(_, request), let .decoding(_, request), let .codable(_, request), let .api(_, request):
            request?.response
        default: nil
        }
    }

    /// The error with the decoding failure it holds redacted (see `Redaction.redacting`), with
    /// the secrets its description scrubs: code that logs the failure itself (`catch
    /// .decoding(let failure, _)`) logs no more than the description shows. The failure is
    /// detached from the parsed body (`DecodeError.detached()`), so that an error kept by a view
    /// model does not keep the body's whole index alive.
    func redactingHeldErrors() -> RequestError {
        switch self {
        case let .decoding(error, request): .decoding(Redaction.redacting(error.detached(), secrets: secrets), request: request)
        case let .codable(error, request): .codable(Redaction.redacting(error, secrets: secrets), request: request)
        default: self
        }
    }

    /// The same error naming `request` where the stage that failed could not (parsing, decoding
    /// and the payload check see only the body).
    func naming(_ request: RequestLine) -> RequestError {
        switch self {
        case let .syntax(error, .none): .syntax(error, request: request)
        case let .decoding(error, .none): .decoding(error, request: request)
        case let .codable(error, .none): .codable(error, request: request)
        case let .api(failure, .none): .api(failure, request: request)
        case let .encoding(error, .none): .encoding(error, request: request)
        default: self
        }
    }
}
