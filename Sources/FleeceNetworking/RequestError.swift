#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Why a request did not produce a model, with each way of failing kept apart.
///
/// Every stage of the pipeline (`URLSession.fetch(_:)`, ``checkResponse(_:)-(RawResponse)``, ``parseJSON(_:)``,
/// ``checkPayload(_:)``, ``decodeJSON(_:)-(JSON)``, ``decodeCodable(_:using:)``) fails with one of these cases, so a caller can tell a server that is down from
/// one that answered with an error page, malformed JSON, or JSON of the wrong shape:
///
/// ```swift
/// do {
///     let places = try await session.decode(TopPlaces.self, for: request)
/// } catch .transport(let code, _, _) where code == .timedOut {
///     // retry later
/// } catch .status(404, _, _) {
///     // the endpoint moved
/// } catch {
///     print(error) // one line a person can act on
/// }
/// ```
///
/// `description` is one line that says what failed, where, and what to do.
public enum RequestError: Error, Sendable {
    /// The request never got a complete response: a refused connection, a timeout, a lost
    /// connection or a body cut short. `code` is the `URLError` code URLSession reported.
    case transport(code: URLError.Code, url: URL?, message: String)
    /// The server answered with a status outside the accepted range (2xx by default).
    /// `bodyExcerpt` holds the start of the body, whitespace collapsed, for the error message.
    case status(code: Int, url: URL?, bodyExcerpt: String)
    /// The response's `Content-Type` is not one the ``ResponseCheck`` accepts; `found` is nil when
    /// the response had none.
    case contentType(found: String?, expected: [String], url: URL?)
    /// The body is not valid JSON; the error names the line and column of the first mistake.
    case syntax(JSONSyntaxError)
    /// The JSON does not match the `JSONDecodable` model; each failure names its path and
    /// position (`places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22`).
    case decoding(DecodeError)
    /// The JSON does not match the `Decodable` model, as `FleeceDecoder`
    /// reports it: Swift's own `DecodingError`, whose context has the coding path and a
    /// description with the line and column.
    case codable(DecodingError)
    /// The API answered, in a payload of its own, that the request failed (Flickr's
    /// `{"stat":"fail","code":100,"message":"Invalid API Key"}` comes with HTTP 200).
    case api(APIFailure)
    /// The task was cancelled before the response arrived.
    case cancelled(url: URL?)
}
