import FleeceNetworking
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the top places come from: the bundled sample, any endpoint, or Flickr itself.
enum ResponseSource {
    case sample
    case endpoint(URL)
    case flickr(apiKey: String, url: URL)

    init(url: String?, apiKey: String?) throws(PlacesFailure) {
        if let apiKey {
            guard let url = FlickrAPI.topPlacesURL(apiKey: apiKey) else {
                throw PlacesFailure(message: "could not build a Flickr URL with that API key; check the key")
            }
            self = .flickr(apiKey: apiKey, url: url)
        } else if let url {
            guard let endpoint = Self.endpointURL(url) else {
                throw PlacesFailure(message: "'\(url)' is not an http or https URL; check --url")
            }
            self = .endpoint(endpoint)
        } else {
            self = .sample
        }
    }

    /// `text` as a URL `places` can fetch: http or https (any case, written lowercase for
    /// URLSession, which accepts no other), with a host and a port that TCP can use.
    static func endpointURL(_ text: String) -> URL? {
        guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else { return nil }
        if let port = components.port, !(1...65_535).contains(port) { return nil }
        components.scheme = scheme
        return components.url
    }

    /// How error messages name the source; never shows the API key.
    var name: String {
        switch self {
        case .sample: SampleResponse.name
        case .endpoint(let url): url.absoluteString
        case .flickr: "Flickr's API"
        }
    }

    /// Loads and decodes the top places, or says in one line why that failed.
    func topPlaces(timeout: TimeInterval) async throws(PlacesFailure) -> TopPlaces {
        do {
            switch self {
            case .sample:
                // The stages of a download, minus the transport and the response check.
                return try (parseJSON(Data(SampleResponse.text.utf8)) >>- checkPayload(FlickrAPI.failure) >>- decodeJSON).get()
            case .endpoint(let url), .flickr(_, let url):
                return try await Self.session(timeout: timeout)
                    .decode(TopPlaces.self, for: URLRequest(url: url), apiFailure: FlickrAPI.failure)
            }
        } catch {
            throw PlacesFailure(message: message(for: error))
        }
    }

    /// A session that gives up after `timeout` seconds without a byte from the server.
    /// swift-corelibs-foundation reads the timeout from the configuration (in whole seconds) and
    /// ignores `URLRequest.timeoutInterval`.
    private static func session(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration)
    }

    /// The error's own line, which names the request with the API key redacted (FleeceNetworking
    /// redacts `api_key`), prefixed with the source when the error does not name it (the bundled
    /// sample has no request).
    private func message(for error: RequestError) -> String {
        var line = error.description
        switch error {
        case .decoding(_, let request), .codable(_, let request):
            if request == nil { line = "\(name): \(line)" }
            line += "; check that it answers like flickr.places.getTopPlacesList"
        case .syntax(_, .none), .api(_, .none):
            line = "\(name): \(line)"
        default:
            break
        }
        // Belt and braces: the key never reaches the terminal, even if a server echoes it.
        if case .flickr(let apiKey, _) = self {
            line = line.replacingOccurrences(of: apiKey, with: Redaction.placeholder)
        }
        return line
    }
}
