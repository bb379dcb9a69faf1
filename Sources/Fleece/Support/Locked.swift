import Synchronization

/// A value behind a small lock, for caches that threads fill once and then read.
///
/// Why not `Mutex`: on Linux a contended `Mutex` waits and wakes in a futex inside the
/// Synchronization library, which is not built for ThreadSanitizer, so TSan cannot see that
/// ordering and reports every contended use as a data race. This lock is one `Atomic`, whose
/// operations are compiled into this module and are therefore visible to TSan. It spins, so
/// callers hold it only to read or insert finished values, never to compute them.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let isLocked = Atomic<Bool>(false)
    /// Only touched inside `withLock`, which already makes access exclusive: no dynamic check.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Keep `body` short: waiters spin.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        while !isLocked.weakCompareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            // Wait until it looks free before trying again, without writing to the cache line.
            while isLocked.load(ordering: .relaxed) {}
        }
        defer { isLocked.store(false, ordering: .releasing) }
        return try body(&value)
    }
}
