import FleeceFoundation

/// The decode stage for `Decodable` models, through `FleeceDecoder`: decodes the parsed
/// response, or fails with ``RequestError/codable(_:request:)`` holding Swift's `DecodingError`.
///
/// ```swift
/// let decoder = FleeceDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let user: Result<User, RequestError> =
///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- decodeCodable(User.self, using: decoder)
/// ```
public func decodeCodable<T: Decodable>(_ type: T.Type, using decoder: FleeceDecoder = FleeceDecoder()) -> (JSON) -> Result<T, RequestError> {
    { json in
        do {
            return .success(try decoder.decode(T.self, from: json))
        } catch let error as DecodingError {
            return .failure(.codable(error, request: nil))
        } catch {
            return .failure(.codable(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)), request: nil))
        }
    }
}
