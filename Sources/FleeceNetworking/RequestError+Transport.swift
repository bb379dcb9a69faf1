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
        let message = Self.message(of: urlError)
        self = .transport(code: Self.platformNeutralCode(urlError.code, message: message), url: urlError.failingURL ?? url, message: message)
    }

    /// The code Apple platforms give the same failure. swift-corelibs-foundation passes some
    /// libcurl errors on as code -1 (`.unknown`): a body cut short (CURLE_PARTIAL_FILE, "transfer
    /// closed with 484 bytes remaining to read") is `.networkConnectionLost` on Darwin, so it is
    /// here too, and one `catch` handles both. A connection the server closed without a byte of
    /// reply (CURLE_GOT_NOTHING, "Empty reply from server") comes as -1011
    /// (`.badServerResponse`); Darwin reports it as `.networkConnectionLost`, and so does this.
    static func platformNeutralCode(_ code: URLError.Code, message: String) -> URLError.Code {
        switch code {
        case .unknown where message.hasPrefix("transfer closed with") || message.contains("bytes remaining to read"):
            return .networkConnectionLost
        case .badServerResponse where message.hasPrefix("Empty reply from server"):
            return .networkConnectionLost
        default:
            return code
        }
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
