/// Map: the decoded value passed through `transform`; a failure stays a failure.
///
/// The first step of a model's decoding chain, `curry(User.init) <^> json <| "id" <*> …`.
// Consumes `transform`, and always inlined, for the reasons `<*>` does (Apply.swift).
@inlinable @inline(__always)
public func <^> <T, U>(transform: consuming Curried<T, U>, decoded: consuming Decoded<T>) -> Decoded<U> {
    // A switch, not `map`: `map` would take `apply` as a plain function, through a thunk.
    switch consume decoded {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
}

/// Map with a plain function: `{ $0 * 2 } <^> json <| "count"`.
///
/// Disfavored so that in a `curry` chain the type checker settles on the `Curried` overload
/// first and prunes this one at once; with both equally favored, a 10-step chain took 10×
/// longer to type-check.
@_disfavoredOverload
@inlinable
public func <^> <T, U>(transform: (T) -> U, decoded: Decoded<T>) -> Decoded<U> {
    decoded.map(transform)
}
