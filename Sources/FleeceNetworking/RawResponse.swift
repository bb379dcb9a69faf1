#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// What the server sent, before any check: the body and the response's metadata.
///
/// `URLSession.fetch(_:)` produces it; ``checkResponse(_:)-(RawResponse)`` turns it into the body of an
/// accepted response.
public struct RawResponse: Sendable {
    /// The body as received.
    public var body: Data
    /// The response: an `HTTPURLResponse` for HTTP and HTTPS URLs.
    public var response: URLResponse

    /// Creates a response from the pieces `URLSession` hands back.
    public init(body: Data, response: URLResponse) {
        self.body = body
        self.response = response
    }

    /// The HTTP status code, or nil for a response that is not HTTP (a `file:` URL).
    public var statusCode: Int? {
        (response as? HTTPURLResponse)?.statusCode
    }

    /// The media type of `Content-Type` without its parameters, lowercased
    /// (`"application/json"` for `application/json; charset=utf-8`), or nil when absent.
    public var mediaType: String? {
        guard let contentType = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
            ?? response.mimeType
        else { return nil }
        let type = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }
}
