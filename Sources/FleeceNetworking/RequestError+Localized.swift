#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension RequestError: LocalizedError {
    /// The one-line ``description``, so that `error.localizedDescription` shows it rather than
    /// "The operation could not be completed".
    public var errorDescription: String? { description }
}

extension RequestError: CustomDebugStringConvertible {
    /// The case's name and the one-line ``description``: `String(reflecting:)` and the debugger
    /// show no more, so secrets in the request's URL and headers stay out of logs.
    ///
    /// ```
    /// RequestError.status: HTTP 401 Unauthorized from GET https://api.example.com/me?api_key=<redacted>: "denied"; check your credentials or API key
    /// ```
    public var debugDescription: String {
        "RequestError.\(caseName): \(description)"
    }

    var caseName: String {
        switch self {
        case .transport: "transport"
        case .status: "status"
        case .contentType: "contentType"
        case .emptyBody: "emptyBody"
        case .syntax: "syntax"
        case .decoding: "decoding"
        case .codable: "codable"
        case .api: "api"
        case .encoding: "encoding"
        case .cancelled: "cancelled"
        }
    }
}

extension RequestError: CustomReflectable {
    /// A mirror that shows the redacted message only: `dump(error)` and the debugger's variable
    /// view would otherwise print the request, credentials and all.
    public var customMirror: Mirror {
        Mirror(self, children: ["case": caseName, "description": description], displayStyle: .enum)
    }
}
