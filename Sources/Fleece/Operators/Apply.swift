/// Apply: the decoded function applied to the decoded value.
///
/// Unlike a plain `flatMap`, apply looks at both sides: when both failed, the error lists the
/// failures of both, so a chain `curry(User.init) <^> json <| "a" <*> json <| "b" <*> json <| "c"`
/// with three wrong fields fails with one error listing all three, each with its own path.
// `decoded` is consumed, and switched on alone (not in a tuple with `transform`), so that its
// value moves into the next step, which consumes it too, without a copy.
@inlinable
public func <*> <T, U>(transform: Decoded<Curried<T, U>>, decoded: consuming Decoded<T>) -> Decoded<U> {
    switch transform {
    case .success(let transform):
        switch consume decoded {
        case .success(let value): return .success(transform.apply(value))
        case .failure(let error): return .failure(error)
        }
    case .failure(let first):
        guard case .failure(let second) = decoded else { return .failure(first) }
        return .failure(first.merging(second))
    }
}

/// Apply with a decoded plain function (`{ a in { b in … } } <^> … <*> …`), collecting the
/// failures of both sides as above. Disfavored for the same reason as `<^>` on a plain function.
@_disfavoredOverload
@inlinable
public func <*> <T, U>(transform: Decoded<(T) -> U>, decoded: Decoded<T>) -> Decoded<U> {
    switch (transform, decoded) {
    case (.success(let transform), .success(let value)):
        return .success(transform(value))
    case (.failure(let error), .success), (.success, .failure(let error)):
        return .failure(error)
    case (.failure(let first), .failure(let second)):
        return .failure(first.merging(second))
    }
}
