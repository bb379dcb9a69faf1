/// The decode stage for `JSONDecodable` models: decodes the parsed response, or fails with
/// ``RequestError/decoding(_:request:)`` naming the path and position of each mismatch.
///
/// The model type comes from the context:
///
/// ```swift
/// let places: Result<TopPlaces, RequestError> =
///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- decodeJSON
/// ```
public func decodeJSON<T: JSONDecodable>(_ json: JSON) -> Result<T, RequestError> {
    T.decode(json).mapError { .decoding($0.detached(), request: nil) }
}

/// The decode stage for `JSONDecodable` models with the type spelled out, where the context
/// does not name it: `parsed >>- decodeJSON(TopPlaces.self)`.
public func decodeJSON<T: JSONDecodable>(_ type: T.Type) -> (JSON) -> Result<T, RequestError> {
    { T.decode($0).mapError { .decoding($0.detached(), request: nil) } }
}
