import Foundation
import FleeceFoundation

/// Everything after the transport, as the one-call APIs run it: check the response, give an
/// empty body its empty value, parse, let the caller reject an API failure, decode. Failures
/// name the request.
func runStages<T>(
    _ fetched: Result<RawResponse, RequestError>,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode reading: BodyReading<T>
) -> Result<DecodedResponse<T>, RequestError> {
    fetched.flatMap { response in
        redactingEntries(of: response) {
            decodeBody(of: response, checking: check, apiFailure: apiFailure, reading: reading)
        }
        .map { DecodedResponse(value: $0, response: response) }
        .mapError { $0.naming(response.requestLine).redactingHeldErrors() }
    }
}

/// The stages after the transport for an error type of the app's own: a rejected status whose
/// body decodes as `E` is `.server`; one whose body does not is the plain status error, saying
/// why.
func runStages<T, E>(
    _ fetched: Result<RawResponse, RequestError>,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode: BodyReading<T>,
    decodeError: BodyReading<E>
) -> Result<DecodedResponse<T>, RequestFailure<E>> {
    let decoded = runStages(fetched, checking: check, apiFailure: apiFailure, decode: decode)
    guard case let .failure(.status(code, response, _)) = decoded else {
        return decoded.mapError { .request($0) }
    }
    if response.hasNoContent {
        return .failure(.request(.status(code: code, response: response, errorBodyFailure: "no error body to decode as \(E.self)")))
    }
    switch redactingEntries(of: response, { decodeError.value(response.body) }) {
    case let .success(errorBody):
        return .failure(.server(errorBody, code: code, response: response))
    case let .failure(reason):
        return .failure(.request(.status(code: code, response: response, errorBodyFailure: "the error body is not \(E.self): \(reason.stageMessage)")))
    }
}

/// `body`, decoding `response`, with what a lenient model forgives recorded without the secrets
/// the errors leave out (see `Redaction.redacting`); the secrets are worked out once, and only
/// when a report is collecting.
private func redactingEntries<R>(of response: RawResponse, _ body: () -> R) -> R {
    guard LeniencyReport.isCollecting else { return body() }
    let secrets = response.secrets
    return LeniencyReport.rewritingEntries({ Redaction.redacting($0, secrets: secrets) }, body)
}

/// One response through the checks and decoding; failures do not name the request yet.
private func decodeBody<T>(
    of response: RawResponse,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    reading: BodyReading<T>
) -> Result<T, RequestError> {
    let body = checkResponse(response, against: check)
    if case .success = body, response.hasNoContent {
        // "empty body (HTTP 204)" says more than "invalid JSON: empty input".
        return emptyBodyValue(T.self).map(Result.success) ?? .failure(.emptyBody(response: response))
    }
    if case .success = body, let ignored = NoContent() as? T {
        // The body of a NoContent response is not wanted, JSON or not (a `DELETE` answered
        // `200 text/plain "OK"`). A JSON body still goes through the caller's payload check,
        // which can say the API failed.
        guard let apiFailure, case let .success(json)? = reading.payload(response.body) else { return .success(ignored) }
        return checkPayload(apiFailure)(json).map { _ in ignored }
    }
    return body.flatMap { body in
        guard let apiFailure else { return reading.value(body) }
        switch reading.payload(body) {
        case let .success(json)?: return checkPayload(apiFailure)(json).flatMap { reading.value(body, parsed: $0) }
        case let .failure(error)?: return .failure(error)
        case nil: return reading.value(body)
        }
    }
}

/// How the one-call APIs read a body: parsed by the strict parser and decoded from the `JSON`
/// (`JSONDecodable` models), or decoded from the bytes as the caller's `FleeceDecoder` reads
/// them (`Decodable` models), with its rules: JSON5, UTF-16 and UTF-32, a top level without
/// braces, trailing commas, malformed members the model does not read.
struct BodyReading<T> {
    /// The body as a `JSON` value, for the payload check: a failure ends the call; nil when
    /// the body is no JSON value the check could see but the model may still decode from it.
    let payload: (Data) -> Result<JSON, RequestError>?
    /// The model from the body, or from `parsed` when the payload check parsed it already.
    let decode: (Data, JSON?) -> Result<T, RequestError>

    func value(_ body: Data, parsed: JSON? = nil) -> Result<T, RequestError> {
        decode(body, parsed)
    }
}

extension BodyReading {
    /// Parse with the strict parser, then decode the `JSON` with `decode`.
    static func json(_ decode: @escaping (JSON) -> Result<T, RequestError>) -> BodyReading {
        BodyReading(payload: { parseJSON($0) }, decode: { body, parsed in
            (parsed.map { .success($0) } ?? parseJSON(body)).flatMap(decode)
        })
    }
}

extension BodyReading where T: Decodable {
    /// Decode the bytes with `decoder`, exactly as `decoder.decode(T.self, from: body)` reads
    /// them. The payload check sees the body as the strict parser reads it, or else as `decoder`
    /// reads a `JSON` value; a body neither reads (a malformed member the model skips) goes to
    /// the model unchecked.
    static func codable(_ type: T.Type, using decoder: FleeceDecoder) -> BodyReading {
        BodyReading(payload: { body in
            if let json = try? JSON(parsing: body) { return .success(json) }
            return (try? decoder.decode(JSON.self, from: body)).map { .success($0) }
        }, decode: { body, _ in
            decodeCodable(T.self, from: body, using: decoder)
        })
    }
}

/// `decoder.decode(T.self, from: body)` as a stage: text the decoder cannot read at all is
/// ``RequestError/syntax(_:request:)`` (line and column, as ``parseJSON(_:)`` gives them); a
/// value that does not fit the model is ``RequestError/codable(_:request:)``.
func decodeCodable<T: Decodable>(_ type: T.Type, from body: Data, using decoder: FleeceDecoder) -> Result<T, RequestError> {
    do {
        return .success(try decoder.decode(T.self, from: body))
    } catch let error as DecodingError {
        if case let .dataCorrupted(context) = error, context.codingPath.isEmpty, let syntax = context.underlyingError as? JSONSyntaxError {
            return .failure(.syntax(syntax, request: nil))
        }
        return .failure(.codable(error, request: nil))
    } catch let error as JSONSyntaxError {
        return .failure(.syntax(error, request: nil))
    } catch {
        return .failure(.codable(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)), request: nil))
    }
}

extension RequestError {
    /// What a stage said, without the advice that follows the semicolon in `description`: the
    /// reason an error body did not decode.
    var stageMessage: String {
        switch self {
        case let .syntax(error, _): "invalid JSON: \(error.description)"
        case let .decoding(error, _): DecodingMessage.describe(error)
        case let .codable(error, _): FleeceDecoder.message(for: error)
        default: description
        }
    }
}
