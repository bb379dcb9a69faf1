// The function one `curry` call wraps and the arguments its steps have been given so far,
// shared by all of its steps (Curry.swift). Two kinds, for what each costs where it is used
// (callgrind, decode-probe natural, instructions a pass):
//
// - `CurryArguments`, for 2 to 4 parameters, is captured by every step's closure (a closure
//   whose only capture is one class reference uses it as its context, so a step allocates
//   nothing). Once `<^>` and `<*>` are inlined, a narrow chain's box never escapes, and the
//   compiler keeps it on the stack: no allocation at all.
// - `WideCurryArguments`, from 5 on, is on the heap either way, so it travels in the `Curried`
//   beside a step that captures nothing, and each step moves it on into the `Curried` it
//   returns: no step touches its reference count, and the last moves the arguments out of it
//   instead of copying them (a captured box cost a retain and a release per step, and a copy
//   and a release of every argument at the last: twitter-timeline 8.41M -> 8.21M, event-log
//   944.1M -> 930.9M). For 2 to 4 parameters this cost the stack allocation (the uniqueness
//   check is a runtime call the box escapes into): catalog's 2-field models, 27.31M -> 28.37M.
//
// (Each step capturing the arguments before it, as closures do, cost a 20-field chain 20
// allocations and about 190 argument copies per object.) Like the closures they replace, the
// steps are not `Sendable`: a box is only used on one thread at a time.

/// The box of a `curry` of 2 to 4 parameters, captured by all of its steps: the arguments in a
/// stored tuple of at most three optionals, which the class's generic `deinit` destroys cheaply
/// (see `WideCurryArguments` for wider ones, where it did not).
///
/// Sharing keeps the steps' value semantics through `applied`, the number of steps taken on
/// this box: the step for argument `k` writes slot `k` in place only when it is the first step
/// `k` taken on the box (`applied == k`); applied again (`let add1 = add(1)`, then `add1(2)`
/// and `add1(3)`), it finds `applied > k` and works on a copy. So a slot below `applied` is
/// never written again, and a step holding the box only ever reads slots below its own: the
/// arguments it was given.
// Memory safety: `@safe` because `values` and `applied`, which skip dynamic exclusivity checks,
// are read and written one step at a time, and no access spans another.
@safe @usableFromInline
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

/// The box of a `curry` of 5 parameters or more, moved from step to step in `Curried.box`.
///
/// Value semantics come from the box's reference count, as in a copy-on-write collection: a
/// step writes its slot in the box it was handed only when that reference is unique, and works
/// on a copy otherwise (`let partial = curry(f)(1)`, then `partial(2)` and `partial(3)`:
/// `partial` still holds the box, so each call copies it). So a box held by more than one
/// `Curried` is never written, and the last step moves the arguments out only of a box nothing
/// else holds.
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
// through it, one step at a time, and only on a box no other `Curried` holds (see above).
@safe @usableFromInline
final class WideCurryArguments<Function, Values> {
    /// The curried function, called by the last step.
    @usableFromInline let function: Function
    /// The arguments given so far: a tuple of one optional per parameter but the last (a slot
    /// is nil until its step is taken, and again once the last step has moved it out).
    @usableFromInline let slots: UnsafeMutablePointer<Values>
    /// Sets every slot of the values at the pointer to nil (Curry.swift writes one per arity).
    @usableFromInline let clearValues: (UnsafeMutablePointer<Values>) -> Void

    @inlinable
    init(_ function: Function, _ values: Values, clearValues: @escaping (UnsafeMutablePointer<Values>) -> Void) {
        self.function = function
        unsafe slots = UnsafeMutablePointer<Values>.allocate(capacity: 1)
        unsafe slots.initialize(to: values)
        unsafe self.clearValues = clearValues
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

    /// The box a step may write its argument in, taken out of `box`: the box itself when no
    /// other `Curried` holds it (`box` is left nil), else a copy (`box` is left as it was).
    ///
    /// Unsafe: `box` must hold a box of this type, as every step of a wide `curry` is handed.
    @unsafe @inlinable @inline(__always)
    static func claim(_ box: inout AnyObject?) -> WideCurryArguments {
        if isKnownUniquelyReferenced(&box) { return unsafe take(&box) }
        let shared = unsafe held(box)
        return unsafe WideCurryArguments(shared.function, shared.values, clearValues: shared.clearValues)
    }

    /// The box in `box`, moved out (`box` is left nil): what the last step moves the arguments
    /// out of when no other `Curried` holds it.
    ///
    /// Unsafe: `box` must hold a box of this type, as every step of a wide `curry` is handed.
    @unsafe @inlinable @inline(__always)
    static func take(_ box: inout AnyObject?) -> WideCurryArguments {
        unsafe unsafeDowncast(box.take().unsafelyUnwrapped, to: WideCurryArguments.self)
    }

    /// The box in `box`, left there: what the last step reads when another `Curried` holds it.
    ///
    /// Unsafe: `box` must hold a box of this type, as every step of a wide `curry` is handed.
    @unsafe @inlinable @inline(__always)
    static func held(_ box: AnyObject?) -> WideCurryArguments {
        unsafe unsafeDowncast(box.unsafelyUnwrapped, to: WideCurryArguments.self)
    }
}
