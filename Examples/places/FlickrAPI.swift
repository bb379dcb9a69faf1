import FleeceNetworking
import Foundation

/// What `places` knows about Flickr's REST API.
enum FlickrAPI {
    /// `flickr.places.getTopPlacesList` for localities (`place_type_id=7`), as plain JSON
    /// (`nojsoncallback=1`; without it Flickr wraps the JSON in `jsonFlickrApi(…)`).
    static func topPlacesURL(apiKey: String) -> URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.flickr.com"
        components.path = "/services/rest/"
        components.queryItems = [
            URLQueryItem(name: "method", value: "flickr.places.getTopPlacesList"),
            URLQueryItem(name: "place_type_id", value: "7"),
            URLQueryItem(name: "format", value: "json"),
            URLQueryItem(name: "nojsoncallback", value: "1"),
            URLQueryItem(name: "api_key", value: apiKey),
        ]
        return components.url
    }

    /// Flickr answers failures with HTTP 200 and `{"stat":"fail","code":100,"message":"Invalid API Key"}`.
    @Sendable static func failure(in json: JSON) -> APIFailure? {
        guard case .string("fail")? = json["stat"] else { return nil }
        let message: String
        if case .string(let text)? = json["message"] { message = text } else { message = "no message" }
        var code: String?
        if case .number(let number)? = json["code"] { code = number.text }
        return APIFailure(code: code, message: message, advice: advice(forCode: code))
    }

    /// Flickr's documented error codes that a user of `places` can fix.
    private static func advice(forCode code: String?) -> String {
        switch code {
        case "100": "pass a valid Flickr API key with --api-key, or as the api_key of the --url"
        case "105": "Flickr is unavailable: retry later"
        default: "see Flickr's API documentation for this code"
        }
    }
}
