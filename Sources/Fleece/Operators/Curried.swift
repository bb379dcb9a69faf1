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
    /// The step: takes the next argument and this value's `box`, which a wide `curry`'s step
    /// moves on into the `Curried` it returns (CurryArguments.swift). Other steps ignore it.
    @usableFromInline let step: (consuming Input, inout AnyObject?) -> Output
    /// The arguments a `curry` of 5 parameters or more was given before this step, shared with
    /// no other `Curried` when the reference is unique; nil for a narrower `curry` (whose steps
    /// capture their box) and a plain function.
    @usableFromInline var box: AnyObject?

    /// Wraps `apply`, the step that takes the next argument.
    @inlinable
    public init(_ apply: @escaping (consuming Input) -> Output) {
        self.step = { input, _ in apply(input) }
        self.box = nil
    }

    /// A step of `curry` (Curry.swift) and the box of arguments it is handed.
    @inlinable
    init(box: consuming AnyObject?, step: @escaping (consuming Input, inout AnyObject?) -> Output) {
        self.step = step
        self.box = box
    }

    /// The next step as a plain function: `Output` is the result, or the next `Curried`.
    ///
    /// Where one is needed, as in `[1, 2].map(add.apply)`; each call leaves this value as it was.
    @inlinable
    public var apply: (consuming Input) -> Output {
        { [self] input in self(input) }
    }

    /// Supplies the next argument: `curry(add)(1)(2)`.
    ///
    /// Consuming, so that in a chain (`<^>`, `<*>`) the arguments move on from step to step
    /// without a reference count touched; a `Curried` kept and called again still works, on a
    /// copy of its arguments.
    @inlinable
    public consuming func callAsFunction(_ input: consuming Input) -> Output {
        step(input, &box)
    }
}

extension Curried: CustomStringConvertible, CustomDebugStringConvertible {
    /// The function type the steps stand for: `(Int) -> (String) -> User` for
    /// `curry(User.init)`, `(String) -> User` once an `Int` was given. What is printed of a
    /// chain stopped half-way (`success((String) -> User)`), rather than the steps' closures
    /// and boxes.
    public var description: String { Self.signature }

    /// `Curried((String) -> User)`.
    public var debugDescription: String { "Curried(\(Self.signature))" }
}

/// A `Curried` type's signature, for a step whose output is the next step.
private protocol CurriedSignature {
    static var signature: String { get }
}

extension Curried: CurriedSignature {
    fileprivate static var signature: String {
        let rest = (Output.self as? any CurriedSignature.Type)?.signature ?? String(describing: Output.self)
        return "(\(Input.self)) -> \(rest)"
    }
}
