/// Apply: the decoded partial application (what `curry` returns, after `<^>`) given the decoded
/// value.
///
/// Unlike a plain `flatMap`, apply looks at both sides: when both failed, the error lists the
/// failures of both, so a chain `curry(User.init) <^> json <| "a" <*> json <| "b" <*> json <| "c"`
/// with three wrong fields fails with one error listing all three, each with its own path.
///
/// One overload serves every step type (`Curried3After1`, `Curried`, …), with its types
/// following from the left operand, and each step is a struct holding the arguments so far: a
/// chain neither searches the overloads nor allocates.
@inlinable @inline(__always)
public func <*> <Step: PartialApplication>(
    transform: consuming Decoded<Step>, decoded: consuming Decoded<Step.Next>
) -> Decoded<Step.Applied> {
    // Nested switches over consumed operands (not a switch over a tuple of copies): the step's
    // arguments move on, and, inlined, the chain folds like `Decoded(T.init, …)`.
    switch consume transform {
    case .success(let step):
        switch consume decoded {
        case .success(let value):
            return .success(step.applying(value))
        case .failure(let error):
            return .failure(error)
        }
    case .failure(let first):
        switch consume decoded {
        case .success:
            return .failure(first)
        case .failure(let second):
            return .failure(first.merging(second))
        }
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
