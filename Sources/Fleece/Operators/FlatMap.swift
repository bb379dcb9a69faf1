/// FlatMap: when decoding succeeded, continues with `transform`, which may fail in turn.
///
/// ```swift
/// let user: Decoded<User> = json <| "user" >>- User.decode
/// ```
@inlinable
public func >>- <T, U>(decoded: Decoded<T>, transform: (T) -> Decoded<U>) -> Decoded<U> {
    decoded.flatMap(transform)
}
