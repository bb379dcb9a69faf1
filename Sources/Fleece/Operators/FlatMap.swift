/// FlatMap: when decoding succeeded, continues with `transform`, which may fail in turn.
///
/// ```swift
/// let user: Decoded<User> = json <| "user" >>- User.decode
/// ```
@inlinable
public func >>- <T, U>(decoded: Decoded<T>, transform: (T) -> Decoded<U>) -> Decoded<U> {
    decoded.flatMap(transform)
}

/// FlatMap after a lookup: the value at the key decoded as `T`, then `transform`, whose failures
/// are given the path and position of that value, as the failures of `json <| "age"` are.
///
/// ```swift
/// // {"age": -3}
/// let age: Decoded<Int> = json <| "age" >>- { $0 >= 0 ? .success($0) : .failure(.custom("negative")) }
/// // age: negative at line 1, column 9
/// ```
/// The operators pick this form by themselves when a key lookup (`<|` with a key or a key path)
/// is on the left: the lookup then stops at the value's ``JSONLookup``, which keeps its place.
/// A ``DecodeError/custom(_:)`` or a failure about a string, a bool or null (which have no place
/// of their own) is placed at the value; a failure that knows its place already keeps it. The
/// value not decoding as `T` fails as `json <| "age"` fails, without calling `transform`.
@inlinable
public func >>- <T: JSONDecodable, U>(decoded: Decoded<JSONLookup>, transform: (T) -> Decoded<U>) -> Decoded<U> {
    switch decoded {
    case .success(let lookup): lookup.flatMap(transform)
    case .failure(let error): .failure(error)
    }
}
