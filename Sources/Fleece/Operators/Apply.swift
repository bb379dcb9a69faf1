/// Apply: the decoded function applied to the decoded value.
///
/// Unlike a plain `flatMap`, apply looks at both sides: when both failed, the error lists the
/// failures of both, so a chain `curry(User.init) <^> json <| "a" <*> json <| "b" <*> json <| "c"`
/// with three wrong fields fails with one error listing all three, each with its own path.
// Both sides are consumed, and switched on alone (not in a tuple), so that the decoded value and
// the curried function's box of arguments move into the next step without a copy or a retain;
// always inlined, so that the step called, a closure of `curry` capturing nothing, is known and
// inlined too (twitter-timeline natural, 8.35M -> 8.20M instructions a pass, measured
// with every width's box moved, before narrow ones went back to a captured box).
@inlinable @inline(__always)
public func <*> <T, U>(transform: consuming Decoded<Curried<T, U>>, decoded: consuming Decoded<T>) -> Decoded<U> {
    switch consume transform {
    case .success(let transform):
        switch consume decoded {
        case .success(let value): return .success(transform(value))
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
