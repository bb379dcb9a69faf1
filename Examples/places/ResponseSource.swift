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
    ///
    /// Places that cannot be used (no photo count, no name, not an object) are left out and
    /// returned as ``LoadedPlaces/skipped``; only a response with no usable place, or one that
    /// is not Flickr's envelope (`{"places": {"place": [...]}}`, or `{"stat": "fail", …}`),
    /// fails.
    func topPlaces(timeout: TimeInterval) async throws(PlacesFailure) -> LoadedPlaces {
        let (result, report) = await LeniencyReport.collecting { await decodedTopPlaces(timeout: timeout) }
        let skipped = SkippedPlace.all(in: report)
        switch result {
        case .failure(let error):
            throw PlacesFailure(message: message(for: error))
        case .success(let topPlaces) where topPlaces.places.isEmpty:
            throw PlacesFailure(message: redacted(noUsablePlace(skipped)))
        case .success(let topPlaces):
            return LoadedPlaces(topPlaces: topPlaces, skipped: skipped)
        }
    }

    /// The response decoded, with no place that failed: those are in the report being collected.
    private func decodedTopPlaces(timeout: TimeInterval) async -> Result<TopPlaces, RequestError> {
        switch self {
        case .sample:
            // The stages of a download, minus the transport and the response check.
            return parseJSON(Data(SampleResponse.text.utf8)) >>- checkPayload(FlickrAPI.failure) >>- decodeJSON
        case .endpoint(let url), .flickr(_, let url):
            do {
                return .success(try await Self.session(timeout: timeout)
                    .decode(TopPlaces.self, for: URLRequest(url: url), apiFailure: FlickrAPI.failure))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Why a response without a usable place failed: the first few places left out, and how
    /// many more, so that the line stays readable however long the list.
    private func noUsablePlace(_ skipped: [SkippedPlace]) -> String {
        let advice = "check that it answers like flickr.places.getTopPlacesList"
        guard !skipped.isEmpty else { return "\(name): the response lists no places; \(advice)" }
        var reasons = skipped.prefix(5).map(\.placeAndReasons)
        if skipped.count > 5 { reasons.append("…and \(skipped.count - 5) more") }
        let count = skipped.count == 1 ? "its only place" : "all \(skipped.count) places"
        return "\(name): no usable place in the response (\(count) left out): \(reasons.joined(separator: "; ")); \(advice)"
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
        return redacted(line)
    }

    /// `line` without the API key, which error messages must never show, even if a server
    /// echoes it (FleeceNetworking already redacts `api_key` in the URLs it names).
    private func redacted(_ line: String) -> String {
        guard case .flickr(let apiKey, _) = self else { return line }
        return line.replacingOccurrences(of: apiKey, with: Redaction.placeholder)
    }
}

/// The places of a response, and those left out.
struct LoadedPlaces: Sendable {
    let topPlaces: TopPlaces
    /// The places that could not be used, in the response's order.
    let skipped: [SkippedPlace]
}
