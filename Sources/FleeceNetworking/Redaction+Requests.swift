#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceFoundation

// The secrets of a request and of a session: FoundationNetworking's types, so here rather than
// with the rest of `Redaction` in FleeceFoundation, which the server integrations use too.
extension Redaction {
    /// The values of `request`'s sensitive headers, whole and (for `Bearer …` and the like)
    /// without the scheme, the value of each of its cookies, and the secrets of its URL.
    static func secrets(in request: URLRequest?) -> [String] {
        guard let request else { return [] }
        return secrets(in: request.url) + secrets(inHeaders: request.allHTTPHeaderFields ?? [:])
    }

    /// The secrets of the headers a session with `configuration` adds to every request.
    static func secrets(in configuration: URLSessionConfiguration) -> [String] {
        secrets(inHeaders: configuration.httpAdditionalHeaders ?? [:])
    }
}
