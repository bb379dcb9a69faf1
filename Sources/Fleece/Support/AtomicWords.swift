import CFleeceAtomics

/// A few 64-bit words read and written atomically, in an allocation of their own, freed with
/// their owner: the module's atomics, in place of the Synchronization module's `Atomic`, for
/// words no object holds in itself (a static's). An object keeps its words in itself
/// (`EmbeddedAtomicWords`, an allocation fewer), and both are read through `AtomicWord`.
///
/// Why not `Atomic`: importing Synchronization cost every clean debug build about 6 s of wall
/// clock on a 2-core Linux machine (Fleece 35.4 s → 29.1 s with it indexed beforehand). SwiftPM's
/// debug builds index the system modules each module imports, and the compiler rebuilds
/// Synchronization from its interface to do it. These words are the compiler's atomic builtins
/// (`CFleeceAtomics`), inlined where they are used, as `Atomic`'s are.
///
/// The words live in one allocation of their own, made with the owner and freed with it (a
/// stored property has no stable address, except an object's first, which is how
/// `EmbeddedAtomicWords` does without one). Read them through ``subscript(_:)``.
///
/// Why `@_spi(FleeceAtomics) public` and not `package`: the package's other modules
/// (`FleeceDecoder`'s engine slots) must inline these operations, and this toolchain did not put
/// the bodies of these non-generic `package` `@inlinable` functions in Fleece's module file, so
/// `FleeceFoundation` called them (checked with a two-module package too: the `package` function
/// called, the `public` one inlined). As `package`, each `FleeceDecoder.decode` paid ~100
/// instructions of calls and a run-time switch on the ordering (event-log, callgrind). Users see
/// none of it: only an `@_spi(FleeceAtomics) import` does.
@_spi(FleeceAtomics) @safe public struct AtomicWords: ~Copyable, @unchecked Sendable {
    // `@unchecked Sendable`: the words are only ever read and written atomically.
    @usableFromInline let base: UnsafeMutablePointer<UInt64>

    /// `count` words, each 0.
    public init(count: Int) {
        // Memory safety: allocated and initialized here, freed only in `deinit`.
        unsafe base = UnsafeMutablePointer<UInt64>.allocate(capacity: max(count, 1))
        unsafe base.initialize(repeating: 0, count: max(count, 1))
    }

    deinit {
        // Memory safety: no view outlives the owner, which is going away (see `subscript`).
        unsafe base.deallocate()
    }

    /// The word at `index` (below the count it was made with). A view of this storage: the
    /// owner's code uses it while the owner is alive, and keeps it nowhere.
    @inlinable @inline(__always)
    public subscript(_ index: Int) -> AtomicWord {
        // Memory safety: the caller's index is one of the owner's constants, below the count.
        unsafe AtomicWord(address: base + index)
    }
}

/// The ordering of an atomic operation, as Synchronization's `Atomic` names them.
@_spi(FleeceAtomics) public enum AtomicWordOrdering {
    case relaxed, acquiring, releasing, acquiringAndReleasing

    /// The ordering as the builtins take it.
    @inlinable @inline(__always)
    var order: Int32 {
        switch self {
        case .relaxed: CFLEECE_RELAXED
        case .acquiring: CFLEECE_ACQUIRE
        case .releasing: CFLEECE_RELEASE
        case .acquiringAndReleasing: CFLEECE_ACQ_REL
        }
    }

    /// The ordering of a failed compare-and-exchange: a load, so without release.
    @inlinable @inline(__always)
    var failureOrder: Int32 {
        switch self {
        case .relaxed, .releasing: CFLEECE_RELAXED
        case .acquiring, .acquiringAndReleasing: CFLEECE_ACQUIRE
        }
    }
}

/// One word of an ``AtomicWords``, with `Atomic`'s operations on it. A load takes `.relaxed` or
/// `.acquiring`, a store `.relaxed` or `.releasing`.
// Memory safety: `@safe` because `address` points into the storage of the `AtomicWords` that made
// this view, which its owner keeps alive while it uses the view (see `AtomicWords.subscript`).
@_spi(FleeceAtomics) @safe public struct AtomicWord {
    @usableFromInline let address: UnsafeMutablePointer<UInt64>

    @inlinable @inline(__always)
    init(address: UnsafeMutablePointer<UInt64>) {
        unsafe self.address = address
    }

    /// The word's value, read with `ordering`.
    @inlinable @inline(__always)
    public func load(ordering: AtomicWordOrdering) -> UInt64 {
        unsafe cfleece_atomic_load(address, ordering.order)
    }

    /// Writes `value` with `ordering`.
    @inlinable @inline(__always)
    public func store(_ value: UInt64, ordering: AtomicWordOrdering) {
        unsafe cfleece_atomic_store(address, value, ordering.order)
    }

    /// Stores `value`; returns what the word held.
    @inlinable @inline(__always)
    public func exchange(_ value: UInt64, ordering: AtomicWordOrdering) -> UInt64 {
        unsafe cfleece_atomic_exchange(address, value, ordering.order)
    }

    /// Stores `desired` if the word holds `expected`; returns whether it did and what it held.
    @inlinable @inline(__always)
    public func compareExchange(expected: UInt64, desired: UInt64,
                                ordering: AtomicWordOrdering) -> (exchanged: Bool, original: UInt64) {
        compareExchange(expected, desired, ordering, weak: false)
    }

    /// `compareExchange(expected:desired:ordering:)`, which may fail even when the word holds
    /// `expected`: for a loop that tries again.
    @inlinable @inline(__always)
    public func weakCompareExchange(expected: UInt64, desired: UInt64,
                                    ordering: AtomicWordOrdering) -> (exchanged: Bool, original: UInt64) {
        compareExchange(expected, desired, ordering, weak: true)
    }

    /// Both compare-and-exchanges; `weak` is a constant at each call, which folds once inlined.
    @inlinable @inline(__always)
    func compareExchange(_ expected: UInt64, _ desired: UInt64, _ ordering: AtomicWordOrdering,
                         weak: Bool) -> (exchanged: Bool, original: UInt64) {
        var original = expected
        let exchanged = unsafe cfleece_atomic_compare_exchange(
            address, &original, desired, weak, ordering.order, ordering.failureOrder)
        return (exchanged, original)
    }

    /// Sets the bits of `bits`; returns what the word held.
    @inlinable @inline(__always)
    public func bitwiseOr(_ bits: UInt64, ordering: AtomicWordOrdering) -> UInt64 {
        unsafe cfleece_atomic_fetch_or(address, bits, ordering.order)
    }
}
