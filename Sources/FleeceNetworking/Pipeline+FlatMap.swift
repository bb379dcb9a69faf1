/// FlatMap for the request pipeline: when the stage on the left succeeded, runs the next one,
/// which may fail in turn; a failure passes through untouched.
///
/// ```swift
/// let places: Result<TopPlaces, RequestError> =
///     await session.fetch(request) >>- checkResponse >>- parseJSON >>- decodeJSON
/// ```
///
/// The same operator as Fleece's `>>-` on `Decoded` (Runes' precedence), for results
/// whose failure is a ``RequestError``.
public func >>- <T, U>(result: Result<T, RequestError>, stage: (T) -> Result<U, RequestError>) -> Result<U, RequestError> {
    result.flatMap(stage)
}
