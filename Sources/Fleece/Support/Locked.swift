#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif !hasFeature(Embedded)
import Synchronization
#endif

/// A value behind a lock that waits, for caches that threads fill once and then read, and the
/// configuration of a shared decoder.
///
/// Waiters do not spin for long: a spinning waiter burns a core while the holder may not even be
/// running, and on Apple platforms a spinning high-priority thread can starve a low-priority
/// holder forever. Which lock, and why:
///
/// - Linux, Android, Musl: one atomic word, kept in the lock (`EmbeddedAtomicWords`), tried in a
///   short spin, then with `sched_yield()`, then with sleeps that double up to a millisecond.
///   Not `Mutex`: a contended `Mutex` there waits and wakes in a futex inside the
///   Synchronization library, which is not built for ThreadSanitizer, so TSan cannot see the
///   ordering and reports every contended use as a data race; the atomic's operations are
///   compiled into this module, where TSan sees them. Not a `pthread_mutex_t` (which TSan also understands): its lock and unlock cost about
///   190 instructions more per use than the atomic's, and a decode takes two of these locks,
///   which on small JSON Lines records was measurable (callgrind).
/// - Embedded Swift (no `Mutex` there, and usually no threads): the same atomic.
/// - Everywhere else: `Mutex` (on Apple platforms an `os_unfair_lock`, which TSan understands and
///   which donates the waiter's priority to the holder).
///
/// The `Benchmarks` package measures it contended (`Contention` benchmarks).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable`: `value` is only reached inside `withLock`, under the lock.
    #if canImport(Glibc) || canImport(Musl) || canImport(Android) || hasFeature(Embedded)
    /// Its one word is 1 while the lock is held (see `AtomicWords` for why not Synchronization's
    /// `Atomic`). The first stored property: the word lives in the lock itself (see
    /// `EmbeddedAtomicWords`), read and written only as `isLocked`.
    private var lockWord = EmbeddedAtomicWords<UInt64>(0)
    private var isLocked: AtomicWord { AtomicWord.embedded(0, in: self) }
    /// The lock's word read as a property, for the test that checks where it lives.
    var lockWordValues: [UInt64] { lockWord.values }
    #else
    private let mutex = Mutex(())
    #endif
    /// Only touched inside `withLock`, which already makes access exclusive: no dynamic check.
    @exclusivity(unchecked) private var value: Value

    // Memory safety: each `unsafe` here acknowledges that `value` has no dynamic exclusivity check;
    // sound because it is touched only in `init` (before the lock is shared) and inside `withLock`,
    // under the lock, where a body's `inout` access is the only one.
    package init(_ value: Value) {
        unsafe self.value = value
    }

    /// Runs `body` with exclusive access to the value. Keep `body` short: it blocks every other
    /// caller of this lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || hasFeature(Embedded)
        if !isLocked.weakCompareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            acquireContended()
        }
        defer { isLocked.store(0, ordering: .releasing) }
        return try unsafe body(&value)
        #else
        return try mutex.withLock { _ in try unsafe body(&value) }
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Android) || hasFeature(Embedded)
    /// Waits for the lock with backoff: a few spins (the holder's bodies are short), then giving
    /// the core away, first with `sched_yield()`, then in sleeps of 1 µs doubling to 1 ms.
    @inline(never)
    private func acquireContended() {
        var attempt = 0
        while true {
            // Wait until it looks free before trying again, without writing to the cache line.
            if isLocked.load(ordering: .relaxed) == 0,
               isLocked.weakCompareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
            attempt &+= 1
            Self.back(off: attempt)
        }
    }

    /// The `attempt`-th wait for a lock that is held.
    private static func back(off attempt: Int) {
        #if hasFeature(Embedded)
        _ = attempt
        #else
        if attempt < 64 { return }
        if attempt < 80 { sched_yield(); return }
        let exponent = min(attempt &- 80, 10)
        var interval = timespec(tv_sec: 0, tv_nsec: 1_000 << exponent)
        unsafe nanosleep(&interval, nil)
        #endif
    }
    #endif
}
