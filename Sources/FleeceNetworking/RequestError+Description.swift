#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension RequestError: CustomStringConvertible {
    /// One line a person can act on: what failed, where, and what to do.
    ///
    /// ```
    /// HTTP 404 Not Found from http://127.0.0.1:8080/places: "<html><body>No such page</body></html>"; check the URL's path
    /// could not connect to http://127.0.0.1:9/ (URLError -1004): Couldn't connect to server; check that the server is running and the host and port are right
    /// invalid JSON in the response: expected ',' or '}' after an object member, found ']' at line 1, column 8; check that the URL returns JSON
    /// the response does not match the model: places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22
    /// ```
    ///
    /// Several decoding failures (`DecodeError` collects them) share the line, separated
    /// by semicolons.
    public var description: String {
        switch self {
        case let .transport(code, url, message):
            return Self.describeTransport(code: code, url: url, message: message)
        case let .status(code, url, bodyExcerpt):
            let reason = reasonPhrase(forStatus: code).map { " \($0)" } ?? ""
            let body = bodyExcerpt.isEmpty ? "empty body" : "\"\(bodyExcerpt)\""
            return "HTTP \(code)\(reason) from \(Self.name(url)): \(body); \(Self.advice(forStatus: code))"
        case let .contentType(found, expected, url):
            let foundText = found.map { "'\($0)'" } ?? "no Content-Type"
            let expectedText = expected.map { "'\($0)'" }.joined(separator: " or ")
            return "expected Content-Type \(expectedText) from \(Self.name(url)) but got \(foundText); check that the URL points at the API, not a web page"
        case let .syntax(error):
            return "invalid JSON in the response: \(error.description); check that the URL returns JSON"
        case let .decoding(error):
            // Several failures read as one line, separated by semicolons.
            let failures = error.failures.map(\.description).joined(separator: "; ")
            return "the response does not match the model: \(failures)"
        case let .codable(error):
            return "the response does not match the model: \(Self.describe(error))"
        case let .api(failure):
            return failure.description
        case let .cancelled(url):
            return "request to \(Self.name(url)) was cancelled"
        }
    }

    /// `places.place[3].photo_count: <what the decoder said>`, on one line.
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        var path: [any CodingKey]
        switch error {
        case let .typeMismatch(_, errorContext), let .valueNotFound(_, errorContext), let .dataCorrupted(errorContext):
            context = errorContext
            path = errorContext.codingPath
        case let .keyNotFound(key, errorContext):
            context = errorContext
            path = errorContext.codingPath + [key]
        @unknown default:
            return String(describing: error)
        }
        let location = JSONPath(codingPath: path)
        let message = context.debugDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        return location.isRoot ? message : "\(location): \(message)"
    }

    private static func name(_ url: URL?) -> String {
        url?.absoluteString ?? "an unknown URL"
    }

    private static func describeTransport(code: URLError.Code, url: URL?, message: String) -> String {
        let detail = message.isEmpty ? "" : ": \(message)"
        let what = "(URLError \(code.rawValue))\(detail)"
        switch code {
        case .timedOut:
            return "request to \(name(url)) timed out \(what); the server is slow or unreachable: retry, or allow a longer timeout"
        case .cannotConnectToHost:
            return "could not connect to \(name(url)) \(what); check that the server is running and the host and port are right"
        case .cannotFindHost, .dnsLookupFailed:
            return "could not find the host of \(name(url)) \(what); check the host name and your network"
        case .notConnectedToInternet:
            return "no network connection for \(name(url)) \(what); connect to a network and retry"
        case .unsupportedURL:
            return "cannot request \(name(url)) \(what); use an http or https URL"
        case .badURL:
            return "cannot request \(name(url)) \(what); check the URL's host, port and characters"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "secure connection to \(name(url)) failed \(what); check the server's certificate and the system's trust store"
        case .networkConnectionLost:
            return "connection to \(name(url)) was lost \(what); the server closed it early: retry"
        default:
            return "request to \(name(url)) failed \(what); the response did not arrive whole: check the URL and retry"
        }
    }

    private static func advice(forStatus code: Int) -> String {
        switch code {
        case 401, 403: "check your credentials or API key"
        case 404, 410: "check the URL's path"
        case 408, 429: "the server is busy: wait and retry"
        case 400..<500: "the server rejected the request: check its parameters"
        case 500..<600: "the server failed: retry later"
        case 300..<400: "the server redirects elsewhere: use the URL it names"
        default: "expected a status the request accepts (2xx by default)"
        }
    }
}
