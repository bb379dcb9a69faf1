/// Everything after the transport, as the one-call APIs run it: check the response, give an
/// empty body its empty value, parse, let the caller reject an API failure, decode. Failures
/// name the request.
func runStages<T>(
    _ fetched: Result<RawResponse, RequestError>,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode: (JSON) -> Result<T, RequestError>
) -> Result<DecodedResponse<T>, RequestError> {
    fetched.flatMap { response in
        decodeBody(of: response, checking: check, apiFailure: apiFailure, decode: decode)
            .map { DecodedResponse(value: $0, response: response) }
            .mapError { $0.naming(response.requestLine) }
    }
}

/// The stages after the transport for an error type of the app's own: a rejected status whose
/// body decodes as `E` is `.server`; one whose body does not is the plain status error, saying
/// why.
func runStages<T, E>(
    _ fetched: Result<RawResponse, RequestError>,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode: (JSON) -> Result<T, RequestError>,
    decodeError: (JSON) -> Result<E, RequestError>
) -> Result<DecodedResponse<T>, RequestFailure<E>> {
    let decoded = runStages(fetched, checking: check, apiFailure: apiFailure, decode: decode)
    guard case let .failure(.status(code, response, _)) = decoded else {
        return decoded.mapError { .request($0) }
    }
    if response.hasNoContent {
        return .failure(.request(.status(code: code, response: response, errorBodyFailure: "no error body to decode as \(E.self)")))
    }
    switch parseJSON(response.body).flatMap(decodeError) {
    case let .success(errorBody):
        return .failure(.server(errorBody, code: code, response: response))
    case let .failure(reason):
        return .failure(.request(.status(code: code, response: response, errorBodyFailure: "the error body is not \(E.self): \(reason.stageMessage)")))
    }
}

/// One response through the checks and decoding; failures do not name the request yet.
private func decodeBody<T>(
    of response: RawResponse,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode: (JSON) -> Result<T, RequestError>
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
        guard let apiFailure, case let .success(json) = parseJSON(response.body) else { return .success(ignored) }
        return checkPayload(apiFailure)(json).map { _ in ignored }
    }
    let json = body.flatMap(parseJSON)
    let accepted = apiFailure.map { json.flatMap(checkPayload($0)) } ?? json
    return accepted.flatMap(decode)
}

extension RequestError {
    /// What a stage said, without the advice that follows the semicolon in `description`: the
    /// reason an error body did not decode.
    var stageMessage: String {
        switch self {
        case let .syntax(error, _): "invalid JSON: \(error.description)"
        case let .decoding(error, _): error.summary(separator: "; ")
        case let .codable(error, _): FleeceDecoder.message(for: error)
        default: description
        }
    }
}
