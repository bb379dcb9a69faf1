#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLRequest {
    /// Encodes `body` as JSON into `httpBody` with `encoder` (its strategies: dates, keys, …)
    /// and labels it `Content-Type: application/json`, in one call; a JSON type set before
    /// (`application/merge-patch+json`, `application/json; charset=utf-8`) is kept. The method is
    /// left as it is: set `httpMethod` (or use ``json(_:to:method:encoder:)``).
    ///
    /// ```swift
    /// var request = URLRequest(url: todosURL)
    /// request.httpMethod = "POST"
    /// try request.setJSONBody(NewTodo(title: "Write the README"))
    ///
    /// let encoder = FleeceEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// encoder.keyEncodingStrategy = .convertToSnakeCase
    /// try request.setJSONBody(event, encoder: encoder)   // {"starts_at":"2026-12-05T12:00:00Z"}
    /// ```
    ///
    /// - Throws: ``RequestError/encoding(_:request:)`` with Swift's `EncodingError` when the value
    ///   cannot be encoded (a `Double.nan`, a failing `encode(to:)`); the request is unchanged.
    public mutating func setJSONBody<Body: Encodable>(_ body: Body, encoder: FleeceEncoder = FleeceEncoder()) throws(RequestError) {
        do {
            httpBody = try encodeJSONBody(body, with: encoder)
        } catch {
            throw .encoding(error, request: RequestLine(self))
        }
        if !Self.namesJSON(value(forHTTPHeaderField: "Content-Type")) {
            setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
    }

    /// Whether a `Content-Type` is JSON's: `application/json` or a `+json` type (RFC 6839), with
    /// any parameters.
    private static func namesJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }

    /// A request that sends `body` as JSON, encoded by `encoder`, to `url` with `method` (`POST`
    /// by default).
    ///
    /// ```swift
    /// var create = try URLRequest.json(NewTodo(title: "Write the README"), to: todosURL)
    /// create.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    /// ```
    ///
    /// - Throws: ``RequestError/encoding(_:request:)`` when `body` cannot be encoded.
    public static func json<Body: Encodable>(_ body: Body, to url: URL, method: String = "POST",
                                             encoder: FleeceEncoder = FleeceEncoder()) throws(RequestError) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method
        try request.setJSONBody(body, encoder: encoder)
        return request
    }
}
