/// The payload stage: lets a parsed response through unless `apiFailure` finds that the API
/// reported a failure in it, which becomes ``RequestError/api(_:request:)``.
///
/// Place it between parsing and decoding, so that a failure payload, which lacks the model's
/// fields, is reported as what it is rather than as a decoding error:
///
/// ```swift
/// let places: Result<TopPlaces, RequestError> =
///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- checkPayload(flickrFailure) >>- decodeJSON
/// ```
public func checkPayload(_ apiFailure: @escaping @Sendable (JSON) -> APIFailure?) -> @Sendable (JSON) -> Result<JSON, RequestError> {
    { json in
        if let failure = apiFailure(json) { return .failure(.api(failure, request: nil)) }
        return .success(json)
    }
}
