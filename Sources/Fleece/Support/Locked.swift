import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value behind a lock that waits, for caches that threads fill once and then read, and the
/// configuration of a shared decoder.
///
/// Waiters sleep in the kernel instead of spinning: a spinning waiter burns a core while the
/// holder may not even be running, and on Apple platforms a spinning high-priority thread can
/// starve a low-priority holder forever. Which lock, and why:
///
/// - Linux, Android, Musl: a `pthread_mutex_t`. Not `Mutex`: a contended `Mutex` there waits and
///   wakes in a futex inside the Synchronization library, which is not built for ThreadSanitizer,
///   so TSan cannot see the ordering and reports every contended use as a data race. TSan
///   intercepts `pthread_mutex_lock` and `_unlock`, so it sees this lock's ordering exactly.
/// - Embedded Swift (no `Mutex` there, and usually no threads): a spin on one `Atomic`.
/// - Everywhere else: `Mutex` (on Apple platforms an `os_unfair_lock`, which TSan understands and
///   which donates the waiter's priority to the holder).
///
/// The `Benchmarks` package measures it contended (`Contention` benchmarks).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable`: `value` is only reached inside `withLock`, under the lock.
    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// Its own allocation: a `pthread_mutex_t` must not move while in use, and a class's stored
    /// property has no stable address the language guarantees.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #elseif hasFeature(Embedded)
    private let isLocked = Atomic<Bool>(false)
    #else
    private let mutex = Mutex(())
    #endif
    /// Only touched inside `withLock`, which already makes access exclusive: no dynamic check.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
        #if canImport(Glibc) || canImport(Musl) || canImport(Android)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes: a plain, non-recursive mutex; it cannot fail with them.
        let status = pthread_mutex_init(mutex, nil)
        assert(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    deinit {
        // Nobody holds it: the last reference is going away.
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }
    #endif

    /// Runs `body` with exclusive access to the value. Keep `body` short: it blocks every other
    /// caller of this lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android)
        // Fails only for a mutex that is not initialised or already held by this thread (the
        // bodies never call back into the same lock).
        let status = pthread_mutex_lock(mutex)
        assert(status == 0, "pthread_mutex_lock failed: \(status)")
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
        #elseif hasFeature(Embedded)
        while !isLocked.weakCompareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
        defer { isLocked.store(false, ordering: .releasing) }
        return try body(&value)
        #else
        return try mutex.withLock { _ in try body(&value) }
        #endif
    }
}
