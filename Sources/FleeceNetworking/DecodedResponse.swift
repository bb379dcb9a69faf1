/// A decoded value together with the response it came in, so that headers stay readable:
/// `ETag`, `Link` pagination, rate limits.
///
/// ```swift
/// let page = try await session.decodeResponse([Todo].self, for: request)
/// show(page.value)
/// let etag = page.response.header("ETag")
/// let next = page.response.nextPage                       // Link: <…>; rel="next"
/// let left = page.response.header("X-RateLimit-Remaining")
/// ```
public struct DecodedResponse<Value> {
    /// The decoded model.
    public var value: Value
    /// What the server sent: status, headers, the body the value came from, and the request.
    public var response: RawResponse

    /// Pairs a value with its response.
    public init(value: Value, response: RawResponse) {
        self.value = value
        self.response = response
    }
}

extension DecodedResponse: Sendable where Value: Sendable {}
