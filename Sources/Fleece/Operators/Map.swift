/// Map: the decoded value passed through `transform`; a failure stays a failure.
///
/// The first step of a model's decoding chain, `curry(User.init) <^> json <| "id" <*> …`.
@inlinable
public func <^> <T, U>(transform: (T) -> U, decoded: Decoded<T>) -> Decoded<U> {
    decoded.map(transform)
}
