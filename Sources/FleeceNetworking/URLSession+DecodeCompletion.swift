#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// Fetches `request`, decodes the response as a `JSONDecodable` model and hands the result
    /// to `completion`: the `performRequest` of the Argo articles.
    ///
    /// ```swift
    /// session.decode(TopPlaces.self, for: request) { (result: Result<TopPlaces, RequestError>) in
    ///     switch result {
    ///     case .success(let places): show(places)
    ///     case .failure(let error): print(error)
    ///     }
    /// }
    /// ```
    ///
    /// The stages are those of the async ``decode(_:for:checking:apiFailure:retry:)``. Cancel the
    /// returned task to cancel the request; `completion` then gets ``RequestError/cancelled(url:)``.
    /// `completion` runs once, on the session's delegate queue, which is why the model must be
    /// `Sendable`. The decoding runs there too, outside the calling task: a `LeniencyReport`
    /// collected around this call sees nothing; collect one around the async form.
    @discardableResult
    public func decode<T: JSONDecodable & Sendable>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        completion: @escaping @Sendable (Result<T, RequestError>) -> Void
    ) -> URLSessionDataTask {
        fetch(request) { fetched in
            completion(runStages(fetched, checking: check, apiFailure: apiFailure, decode: .json(decodeJSON)).map(\.value))
        }
    }

    /// The completion-handler form for `Decodable` models, decoded with `decoder`; see
    /// ``decode(_:for:checking:apiFailure:completion:)``.
    @_disfavoredOverload
    @discardableResult
    public func decode<T: Decodable & Sendable>(
        _ type: T.Type = T.self,
        for request: URLRequest,
        using decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        apiFailure: (@Sendable (JSON) -> APIFailure?)? = nil,
        completion: @escaping @Sendable (Result<T, RequestError>) -> Void
    ) -> URLSessionDataTask {
        fetch(request) { fetched in
            completion(runStages(fetched, checking: check, apiFailure: apiFailure, decode: .codable(T.self, using: decoder)).map(\.value))
        }
    }
}
