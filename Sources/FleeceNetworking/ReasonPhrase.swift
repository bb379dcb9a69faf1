/// The RFC 9110 reason phrase of the statuses an API commonly answers with, or nil.
///
/// Ours rather than `HTTPURLResponse.localizedString(forStatusCode:)`, whose wording differs
/// between Darwin and Linux: error messages must read the same everywhere.
func reasonPhrase(forStatus code: Int) -> String? {
    switch code {
    case 300: "Multiple Choices"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 402: "Payment Required"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 406: "Not Acceptable"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 410: "Gone"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: nil
    }
}
