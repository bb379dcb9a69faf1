#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension RequestError {
    /// Classifies an error from URLSession: cancellation apart, everything else is transport.
    init(transportError error: any Error, request: URLRequest) {
        let url = request.url
        if error is CancellationError {
            self = .cancelled(url: url)
            return
        }
        guard let urlError = error as? URLError else {
            self = .transport(code: .unknown, url: url, message: String(describing: error))
            return
        }
        if urlError.code == .cancelled {
            self = .cancelled(url: url)
            return
        }
        self = .transport(code: urlError.code, url: urlError.failingURL ?? url, message: Self.message(of: urlError))
    }

    /// URLSession's own words for the failure, when it gives any (libcurl's message on Linux:
    /// "transfer closed with 489 bytes remaining to read").
    private static func message(of error: URLError) -> String {
        let info = (error as NSError).userInfo
        if let text = info[NSLocalizedDescriptionKey] as? String, !text.isEmpty, !text.hasPrefix("The operation could not be completed") {
            return text
        }
        return ""
    }
}
