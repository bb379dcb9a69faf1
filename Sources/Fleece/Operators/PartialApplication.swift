/// A function waiting for its next argument, `Next`; given it, the result is `Applied`: the
/// function's output, or the next partial application. `curry` returns one.
///
/// `curry(User.init)` for `User.init(id: Int, name: String)` is a `Curried2<Int, String, User>`,
/// which takes an `Int` to a `Curried2After1<Int, String, User>` holding it, which takes a
/// `String` to a `User`. Feed it decoded values with `<^>` and `<*>`, or call it one argument at
/// a time:
///
/// ```swift
/// let user: Decoded<User> = curry(User.init) <^> json <| "id" <*> json <| "name"
/// let add = curry { (a: Int, b: Int) in a + b }
/// add(1)(2) // 3
/// let plain = add.apply // (Int) -> Curried2After1<Int, Int, Int>, where a plain function is needed
/// ```
///
/// Each step is a struct holding the function and the arguments so far, not a closure capturing
/// them: a chain of `<*>` allocates nothing. And `<^>` and `<*>` have one overload for every
/// partial application, whose types follow from the left operand, so a long chain type-checks
/// without a search.
public protocol PartialApplication<Next, Applied> {
    /// The argument this step takes.
    associatedtype Next
    /// What supplying it gives: the function's result, or the next step.
    associatedtype Applied

    /// Supplies the next argument. Consuming, so that a step's arguments move into the next
    /// step instead of being copied (and retained) at each one.
    consuming func applying(_ next: consuming Next) -> Applied
}

extension PartialApplication {
    /// Supplies the next argument: `curry(add)(1)(2)`.
    @inlinable
    public func callAsFunction(_ next: Next) -> Applied {
        applying(next)
    }

    /// This step as a plain function, for APIs that take one: `[1, 2].map(curry(add).apply)`.
    @inlinable
    public var apply: (Next) -> Applied {
        { next in applying(next) }
    }
}
