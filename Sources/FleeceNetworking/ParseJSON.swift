import Foundation

/// The parse stage: turns a response body into `JSON`, or fails with
/// ``RequestError/syntax(_:request:)`` naming the line and column of the first mistake.
///
/// ```swift
/// let json: Result<JSON, RequestError> = await session.fetch(request) >>- checkResponse >>- parseJSON
/// ```
public func parseJSON(_ body: Data) -> Result<JSON, RequestError> {
    do {
        return .success(try JSON(parsing: body))
    } catch {
        return .failure(.syntax(error, request: nil))
    }
}
