#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// The transport stage with a completion handler: performs `request` and calls `completion`
    /// with what the server sent, whatever its status, or why nothing complete arrived.
    ///
    /// ```swift
    /// let task = session.fetch(request) { fetched in
    ///     let places: Result<TopPlaces, RequestError> = fetched >>- checkResponse >>- parseJSON >>- decodeJSON
    /// }
    /// task.cancel() // completion gets .failure(.cancelled(url:))
    /// ```
    ///
    /// The task has started when this returns; cancel it to cancel the request. `completion` runs
    /// once, on the session's delegate queue. A `401` that asks for credentials arrives as a
    /// response, on Linux too (see `fetch(_:)`).
    @discardableResult
    public func fetch(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<RawResponse, RequestError>) -> Void
    ) -> URLSessionDataTask {
        let sessionSecrets = Redaction.secrets(in: configuration)
        #if canImport(FoundationNetworking)
        // FoundationNetworking would wait forever for a credential the 401 asks for (see
        // ChallengeAnswer): the task's delegate answers the challenge.
        let answer = ChallengeAnswer()
        let task = dataTask(with: request) { body, response, error in
            completion(answer.result(body: body, response: response, error: error, request: request, sessionSecrets: sessionSecrets))
        }
        task.delegate = answer
        #else
        let task = dataTask(with: request) { body, response, error in
            completion(RawResponse.result(body: body, response: response, error: error, request: request, sessionSecrets: sessionSecrets))
        }
        #endif
        task.resume()
        return task
    }
}

extension RawResponse {
    /// What a data task's completion handler received, as the transport stage's result.
    static func result(body: Data?, response: URLResponse?, error: (any Error)?, request: URLRequest,
                       sessionSecrets: [String] = []) -> Result<RawResponse, RequestError> {
        if let error {
            return .failure(RequestError(transportError: error, request: request))
        }
        guard let response else {
            return .failure(.transport(code: .badServerResponse, url: request.url, message: "no response"))
        }
        return .success(RawResponse(body: body ?? Data(), response: response, request: request, sessionSecrets: sessionSecrets))
    }
}
