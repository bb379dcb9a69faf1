/// A function waiting for its next argument, as a closure: `Curried { (id: Int) in … }`.
///
/// `curry` returns its own steps (`Curried2`, `Curried2After1`, …), which hold the arguments
/// as values and allocate nothing; `Curried` remains for steps written by hand, and works with
/// `<^>`, `<*>` and calls like every ``PartialApplication``:
///
/// ```swift
/// let add = Curried { (a: Int) in Curried { (b: Int) in a + b } }
/// add(1)(2) // 3
/// let plain: (Int) -> Curried<Int, Int> = add.apply // where a plain function is needed
/// ```
public struct Curried<Input, Output>: PartialApplication {
    /// The next step as a plain function: `Output` is the result, or the next `Curried`.
    public let apply: (Input) -> Output

    /// Wraps `apply`, the step that takes the next argument.
    @inlinable
    public init(_ apply: @escaping (Input) -> Output) {
        self.apply = apply
    }

    /// Supplies the next argument: `add(1)(2)`.
    @inlinable
    public func callAsFunction(_ input: Input) -> Output {
        apply(input)
    }

    /// Supplies the next argument.
    @inlinable
    public consuming func applying(_ input: consuming Input) -> Output {
        apply(input)
    }
}
