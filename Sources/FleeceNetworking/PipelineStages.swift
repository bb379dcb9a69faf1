/// Everything after the transport, as the one-call APIs run it: check the response, parse,
/// let the caller reject an API failure, decode.
func runStages<T>(
    _ fetched: Result<RawResponse, RequestError>,
    checking check: ResponseCheck,
    apiFailure: (@Sendable (JSON) -> APIFailure?)?,
    decode: (JSON) -> Result<T, RequestError>
) -> Result<T, RequestError> {
    let json = fetched.flatMap(checkResponse(check)).flatMap(parseJSON)
    let accepted = apiFailure.map { json.flatMap(checkPayload($0)) } ?? json
    return accepted.flatMap(decode)
}
