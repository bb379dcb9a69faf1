#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The first stage after the transport: accepts a response whose status is 2xx and hands on its
/// body; otherwise fails with ``RequestError/status(code:response:errorBodyFailure:)``, which
/// keeps the whole response.
///
/// Compose it with the next stages with `>>-` (flatMap):
///
/// ```swift
/// let places: Result<TopPlaces, RequestError> =
///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- decodeJSON
/// ```
///
/// A response that is not HTTP (a `file:` URL, on Apple platforms: FoundationNetworking's
/// `URLSession` on Linux refuses `file:` URLs) has no status and is accepted.
public func checkResponse(_ response: RawResponse) -> Result<Data, RequestError> {
    checkResponse(response, against: .successfulStatus)
}

/// A response check with your own rules, as a stage for `>>-`:
///
/// ```swift
/// let body = await session.fetch(request) >>- checkResponse(.json)
/// ```
///
/// The stage fails with ``RequestError/status(code:response:errorBodyFailure:)`` for a status outside
/// `check.statusCodes` and with ``RequestError/contentType(found:expected:url:)`` for a content
/// type `check.contentTypes` does not list.
public func checkResponse(_ check: ResponseCheck) -> @Sendable (RawResponse) -> Result<Data, RequestError> {
    { checkResponse($0, against: check) }
}

/// Checks `response` against `check`; see ``checkResponse(_:)-(ResponseCheck)``.
public func checkResponse(_ response: RawResponse, against check: ResponseCheck) -> Result<Data, RequestError> {
    if let status = response.statusCode, !check.statusCodes.contains(status) {
        return .failure(.status(code: status, response: response, errorBodyFailure: nil))
    }
    // A response without content has nothing to label; whether the model accepts that is for
    // the decoding to say (see NoContent).
    if let accepted = check.contentTypes, !response.hasNoContent {
        let found = response.mediaType
        guard let found, check.accepts(mediaType: found) else {
            if found == nil, check.acceptsUnlabelled { return .success(response.body) }
            return .failure(.contentType(found: found, expected: accepted, url: response.response.url))
        }
    }
    return .success(response.body)
}
