/// The function one `curry` call wraps and the arguments its steps have been given so far,
/// shared by all of its steps (Curry.swift).
///
/// Each step's closure captures this box and nothing else, and a closure whose only capture is
/// one class reference uses that reference as its context: a step allocates nothing and copies
/// only its own argument into `values`. (Each step capturing the arguments before it, as
/// closures do, cost a 20-field chain 20 allocations and about 190 argument copies per object.)
///
/// Sharing keeps the steps' value semantics through `applied`, the number of steps taken on
/// this box: the step for argument `k` writes slot `k` in place only when it is the first step
/// `k` taken on the box (`applied == k`); applied again (`let add1 = add(1)`, then `add1(2)`
/// and `add1(3)`), it finds `applied > k` and works on a copy. So a slot below `applied` is
/// never written again, and a step holding the box only ever reads slots below its own: the
/// arguments it was given. (Like the closures it replaces, a step is not `Sendable`: the box is
/// only used on one thread at a time.)
@usableFromInline
final class CurryArguments<Function, Values> {
    /// The curried function, called by the last step.
    @usableFromInline let function: Function
    /// The arguments given so far, one optional per parameter but the last (a slot is nil until
    /// its step is taken); a tuple, or the value itself for a function of 2 parameters.
    // `@exclusivity(unchecked)`: a step writes one slot and returns; no access overlaps another.
    @usableFromInline @exclusivity(unchecked) var values: Values
    /// How many steps have been taken on this box: the slots below are final.
    @usableFromInline @exclusivity(unchecked) var applied: Int

    @inlinable
    init(_ function: Function, _ values: Values, applied: Int = 0) {
        self.function = function
        unsafe self.values = values
        unsafe self.applied = applied
    }

    // Memory safety: `values` and `applied` skip dynamic exclusivity checks; one step at a time
    // reads or writes them and no access spans another (see the type's comment).

    /// The box in which step `step` may write its argument: this one when no step `step` was
    /// taken on it before, else a copy (whose slots below `step` are the same arguments).
    @inlinable @inline(__always)
    func claim(_ step: Int) -> CurryArguments {
        if unsafe applied == step {
            unsafe applied = step + 1
            return self
        }
        return unsafe CurryArguments(function, values, applied: step + 1)
    }
}
