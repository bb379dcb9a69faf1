#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Which request an error is about: its method and URL, as messages name them
/// (`GET https://api.example.com/v1/todos?api_key=<redacted>`).
///
/// The one-call APIs (`URLSession.decode(_:for:checking:apiFailure:retry:)` and the
/// others) attach it to the errors of the stages that run after the transport, whose functions
/// see only the body. Its `description` redacts secrets (see ``Redaction``).
public struct RequestLine: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `GET`, `POST`, … (`GET` when the request names none).
    public var method: String
    /// The request's URL, secrets included: show it through `description`, which redacts them.
    public var url: URL?
    /// The secret values the request carried (sensitive headers and query items), so that a
    /// message echoing one (an error body that repeats the key) can be scrubbed.
    var secrets: [String]

    /// The method and URL of `request`.
    public init(_ request: URLRequest) {
        method = request.httpMethod ?? "GET"
        url = request.url
        secrets = Redaction.secrets(in: request)
    }

    /// A request line from its parts.
    public init(method: String, url: URL?) {
        self.method = method
        self.url = url
        secrets = Redaction.secrets(in: url)
    }

    /// `GET https://api.example.com/v1/todos?api_key=<redacted>`
    public var description: String {
        "\(method) \(url.map(Redaction.redacted) ?? "an unknown URL")"
    }

    /// The same as `description`: secrets stay redacted in debug output too.
    public var debugDescription: String { description }

    /// The method and the URL with its secrets redacted, for `dump` and the debugger: neither
    /// the URL as sent nor the secret values show.
    public var customMirror: Mirror {
        Mirror(self, children: ["method": method, "url": url.map(Redaction.redacted) ?? "an unknown URL"], displayStyle: .struct)
    }
}
