#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Which request an error is about: its method and URL, as messages name them
/// (`GET https://api.example.com/v1/todos?api_key=<redacted>`).
///
/// The one-call APIs (`URLSession.decode(_:for:checking:apiFailure:retry:)` and the
/// others) attach it to the errors of the stages that run after the transport, whose functions
/// see only the body, together with the response those stages read (see ``RequestError/response``).
/// Its `description` redacts secrets (see `Redaction`).
///
/// Two request lines are equal when their methods, URLs and secrets are: the response a line
/// may carry does not count.
public struct RequestLine: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `GET`, `POST`, … (`GET` when the request names none).
    public var method: String
    /// The request's URL, secrets included: show it through `description`, which redacts them.
    public var url: URL?
    /// The secret values the request carried (sensitive headers and query items), so that a
    /// message echoing one (an error body that repeats the key) can be scrubbed.
    var secrets: [String]
    /// The response whose body the failing stage read, when the pipeline had one: a box, since
    /// a ``RawResponse`` cannot hold a value that holds it in turn.
    var responseBox: ResponseBox?

    /// The response whose body the failing stage read (status, headers, the whole body), when
    /// the one-call APIs made this line; nil for a line made from a request or from its parts.
    /// ``RequestError/response`` reads it for the cases that hold a line.
    public var response: RawResponse? { responseBox?.response }

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

    /// The same line, carrying `response`.
    func carrying(_ response: RawResponse) -> RequestLine {
        var line = self
        line.responseBox = ResponseBox(response)
        return line
    }

    /// Equal methods, URLs and secrets; the response a line carries does not count.
    public static func == (lhs: RequestLine, rhs: RequestLine) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.secrets == rhs.secrets
    }

    /// Hashes the method, the URL and the secrets, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(url)
        hasher.combine(secrets)
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

/// The response a ``RequestLine`` carries: a class, so that the line (which an error holds) can
/// hold a ``RawResponse`` without a value type containing itself. Immutable, hence `Sendable`.
final class ResponseBox: Sendable {
    let response: RawResponse

    init(_ response: RawResponse) {
        self.response = response
    }
}
