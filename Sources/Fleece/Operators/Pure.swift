/// A value decoded from nothing: a constant in a decoding chain.
///
/// ```swift
/// curry(User.init) <^> json <| "id" <*> pure("guest")
/// ```
@inlinable
public func pure<T>(_ value: T) -> Decoded<T> {
    .success(value)
}
