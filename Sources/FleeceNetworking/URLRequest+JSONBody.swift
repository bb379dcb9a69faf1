#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLRequest {
    /// Encodes `body` as JSON into `httpBody` and sets `Content-Type: application/json`, in one
    /// call. The method is left as it is: set `httpMethod` (or use ``json(_:to:method:)``).
    ///
    /// ```swift
    /// var request = URLRequest(url: todosURL)
    /// request.httpMethod = "POST"
    /// try request.setJSONBody(NewTodo(title: "Write the README"))
    /// ```
    ///
    /// - Throws: ``RequestError/encoding(_:request:)`` with Swift's `EncodingError` when the value
    ///   cannot be encoded (a `Double.nan`, a failing `encode(to:)`); the request is unchanged.
    public mutating func setJSONBody<Body: Encodable>(_ body: Body) throws(RequestError) {
        do {
            httpBody = try encodeJSONBody(body)
        } catch {
            throw .encoding(error, request: RequestLine(self))
        }
        setValue("application/json", forHTTPHeaderField: "Content-Type")
    }

    /// A request that sends `body` as JSON to `url` with `method` (`POST` by default).
    ///
    /// ```swift
    /// var create = try URLRequest.json(NewTodo(title: "Write the README"), to: todosURL)
    /// create.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    /// ```
    ///
    /// - Throws: ``RequestError/encoding(_:request:)`` when `body` cannot be encoded.
    public static func json<Body: Encodable>(_ body: Body, to url: URL, method: String = "POST") throws(RequestError) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        try request.setJSONBody(body)
        return request
    }
}
