/// A function waiting for its next argument: what `curry` returns, one step per parameter.
///
/// `curry(User.init)` for `User.init(id: Int, name: String)` is a
/// `Curried<Int, Curried<String, User>>`. Feed it decoded values with `<^>` and `<*>`, or
/// call it one argument at a time:
///
/// ```swift
/// let user: Decoded<User> = curry(User.init) <^> json <| "id" <*> json <| "name"
/// let add = curry { (a: Int, b: Int) in a + b }
/// add(1)(2) // 3
/// let plain: (Int) -> Curried<Int, Int> = add.apply // where a plain function is needed
/// ```
///
/// Why a struct and not the nested function type `(Int) -> (String) -> User`: the compiler's
/// lowering of a generic function type nested n deep grows exponentially with n, which made
/// the 20 `curry` overloads cost most of the package's build time. A struct around a
/// one-level closure costs the same at any depth.
public struct Curried<Input, Output> {
    /// The next step as a plain function: `Output` is the result, or the next `Curried`.
    ///
    /// It consumes its argument, so that `<*>` hands a decoded value on without copying it;
    /// it converts to a plain `(Input) -> Output` wherever one is needed.
    public let apply: (consuming Input) -> Output

    /// Wraps `apply`, the step that takes the next argument.
    @inlinable
    public init(_ apply: @escaping (consuming Input) -> Output) {
        self.apply = apply
    }

    /// Supplies the next argument: `curry(add)(1)(2)`.
    @inlinable
    public func callAsFunction(_ input: consuming Input) -> Output {
        apply(input)
    }
}
