/// Map: the decoded value passed to a partial application (what `curry` returns); a failure
/// stays a failure.
///
/// The first step of a model's decoding chain, `curry(User.init) <^> json <| "id" <*> …`. One
/// overload serves every step type, and its types follow from the left operand: the type
/// checker finds `Next` (what `json <| "id"` must decode) without trying alternatives.
@inlinable @inline(__always)
public func <^> <Step: PartialApplication>(
    transform: consuming Step, decoded: consuming Decoded<Step.Next>
) -> Decoded<Step.Applied> {
    switch consume decoded {
    case .success(let value):
        return .success(transform.applying(value))
    case .failure(let error):
        return .failure(error)
    }
}

/// Map with a plain function: `{ $0 * 2 } <^> json <| "count"`.
///
/// Disfavored so that in a `curry` chain the type checker settles on the partial-application
/// overload first and prunes this one at once; with both equally favored, a 10-step chain took
/// 10× longer to type-check.
@_disfavoredOverload
@inlinable
public func <^> <T, U>(transform: (T) -> U, decoded: Decoded<T>) -> Decoded<U> {
    decoded.map(transform)
}
