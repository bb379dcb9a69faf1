#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension RawResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `HTTP 200 for GET https://api.example.com/todos?api_key=<redacted> (1234 bytes)`: the
    /// status, the request with its secrets redacted, and the body's size.
    public var description: String {
        let status = statusCode.map { "HTTP \($0)" } ?? "response"
        return "\(status) for \(requestName) (\(body.count) bytes)"
    }

    /// The same as ``description``: printing a response, or an error or a ``DecodedResponse``
    /// that holds one, never shows the request's credentials.
    public var debugDescription: String { description }

    /// The status, the redacted request line, the headers with sensitive values and the URLs in
    /// `Location`, `Content-Location`, `Link` and `Refresh` redacted, and the body's size, for
    /// `dump` and the debugger.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "status": statusCode as Any,
            "request": requestName,
            "headers": Redaction.redacted(headers: headers),
            "bodyBytes": body.count,
        ], displayStyle: .struct)
    }
}
