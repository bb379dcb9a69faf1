/// The function one `curry` call wraps and the arguments its steps have been given so far,
/// shared by all of its steps (Curry.swift): `CurryArguments` for functions of 2 to 4
/// parameters, `WideCurryArguments` from 5 on.
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
protocol CurryBox: AnyObject {
    /// How many steps have been taken on this box: the slots below are final.
    var applied: Int { get set }
    /// A new box with this one's function and arguments, `applied` steps taken on it.
    func copy(applied: Int) -> Self
}

extension CurryBox {
    /// The box in which step `step` may write its argument: this one when no step `step` was
    /// taken on it before, else a copy (whose slots below `step` are the same arguments).
    @inlinable @inline(__always)
    func claim(_ step: Int) -> Self {
        if applied == step {
            applied = step + 1
            return self
        }
        return copy(applied: step + 1)
    }
}

/// The box of a `curry` of 2 to 4 parameters: the arguments in a stored tuple of at most three
/// optionals, which the class's generic `deinit` destroys cheaply (see `WideCurryArguments` for
/// wider ones, where it did not).
// Memory safety: `@safe` because `values` and `applied`, which skip dynamic exclusivity checks,
// are read and written one step at a time, and no access spans another (see `CurryBox`).
@safe @usableFromInline
final class CurryArguments<Function, Values>: @unsafe CurryBox {
    /// The curried function, called by the last step.
    @usableFromInline let function: Function
    /// The arguments given so far, one optional per parameter but the last (a slot is nil until
    /// its step is taken); a tuple, or the value itself for a function of 2 parameters.
    // `@exclusivity(unchecked)`: a step writes one slot and returns; no access overlaps another.
    @usableFromInline @exclusivity(unchecked) var values: Values
    /// See `CurryBox`.
    @usableFromInline @exclusivity(unchecked) var applied: Int

    @inlinable
    init(_ function: Function, _ values: Values, applied: Int = 0) {
        self.function = function
        unsafe self.values = values
        unsafe self.applied = applied
    }

    /// A new box with this one's function and arguments, `applied` steps taken on it.
    @inlinable
    func copy(applied: Int) -> CurryArguments {
        unsafe CurryArguments(function, values, applied: applied)
    }
}

/// The box of a `curry` of 5 parameters or more.
///
/// Why the arguments sit behind a pointer, emptied by `clearValues`, and not in a stored
/// property of type `Values`: a generic class's `deinit` is the one compiled for every type, so
/// it destroyed the tuple of `Values` through the runtime's value witnesses, each optional slot
/// by indirect calls (~730 instructions for a nine-field record, 7% of decoding one; callgrind,
/// event-log). So did a destroy of the whole tuple in specialized code: for a tuple this wide,
/// the compiler calls the tuple's value witness too. `clearValues` is written per arity in
/// Curry.swift, one slot at a time (each a direct release where `curry` is specialized), and
/// leaves every slot nil, so that the memory is freed with nothing in it left to destroy.
// Memory safety: `@safe` because `slots` is allocated and initialized in `init`, owned by this
// box alone, and emptied and freed once, in `deinit`; `values` is read and written only
// through it, one step at a time (see above).
@safe @usableFromInline
final class WideCurryArguments<Function, Values>: @unsafe CurryBox {
    /// The curried function, called by the last step.
    @usableFromInline let function: Function
    /// The arguments given so far: a tuple of one optional per parameter but the last (a slot
    /// is nil until its step is taken).
    @usableFromInline let slots: UnsafeMutablePointer<Values>
    /// Sets every slot of the values at the pointer to nil (Curry.swift writes one per arity).
    @usableFromInline let clearValues: (UnsafeMutablePointer<Values>) -> Void
    /// See `CurryBox`.
    // `@exclusivity(unchecked)`: a step reads and sets it and returns; no access overlaps another.
    @usableFromInline @exclusivity(unchecked) var applied: Int

    @inlinable
    init(_ function: Function, _ values: Values, clearValues: @escaping (UnsafeMutablePointer<Values>) -> Void,
         applied: Int = 0) {
        self.function = function
        unsafe slots = UnsafeMutablePointer<Values>.allocate(capacity: 1)
        unsafe slots.initialize(to: values)
        unsafe self.clearValues = clearValues
        unsafe self.applied = applied
    }

    deinit {
        // Every slot nil: the memory holds nothing to destroy.
        unsafe clearValues(slots)
        unsafe slots.deallocate()
    }

    /// The arguments given so far. Unsafe: a step may write only its own slot, and only on a
    /// box it claimed (see the type's comment).
    @unsafe @inlinable
    var values: Values {
        @inline(__always) _read { yield unsafe slots.pointee }
        @inline(__always) _modify { yield unsafe &slots.pointee }
    }

    /// A new box with this one's function and arguments, `applied` steps taken on it.
    @inlinable
    func copy(applied: Int) -> WideCurryArguments {
        unsafe WideCurryArguments(function, values, clearValues: clearValues, applied: applied)
    }
}
