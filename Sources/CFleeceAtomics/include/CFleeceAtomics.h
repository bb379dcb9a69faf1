// Atomic operations on a 64-bit word, for `AtomicWords` in the Fleece module.
//
// Why C: the standard library's atomics (`Atomic` in the Synchronization module) cost every
// clean debug build of Fleece about 6 s on a 2-core Linux machine. SwiftPM's debug builds index
// the system modules a module imports, and the compiler rebuilds Synchronization (and Glibc,
// which it imports) from their interfaces to do it. These functions are the compiler's own
// builtins: no header is included, and under ThreadSanitizer they are instrumented like any
// atomic (the module is compiled into the Swift module that calls it, with its sanitizers).
//
// `order` is one of the CFLEECE_* orders below; callers pass constants, which fold once inlined.
#ifndef CFLEECE_ATOMICS_H
#define CFLEECE_ATOMICS_H

// The builtins' orders, as plain numbers so that Swift imports them as constants.
#define CFLEECE_RELAXED 0
#define CFLEECE_ACQUIRE 2
#define CFLEECE_RELEASE 3
#define CFLEECE_ACQ_REL 4
_Static_assert(CFLEECE_RELAXED == __ATOMIC_RELAXED && CFLEECE_ACQUIRE == __ATOMIC_ACQUIRE
               && CFLEECE_RELEASE == __ATOMIC_RELEASE && CFLEECE_ACQ_REL == __ATOMIC_ACQ_REL,
               "the builtins' memory orders");

static inline unsigned long long cfleece_atomic_load(const unsigned long long *word, int order) {
    return __atomic_load_n(word, order);
}

static inline void cfleece_atomic_store(unsigned long long *word, unsigned long long value, int order) {
    __atomic_store_n(word, value, order);
}

static inline unsigned long long cfleece_atomic_exchange(unsigned long long *word, unsigned long long value, int order) {
    return __atomic_exchange_n(word, value, order);
}

/// Stores `desired` if the word holds `*expected`, and returns whether it did; otherwise writes
/// what the word holds to `*expected`. A weak exchange may fail spuriously (for loops).
static inline _Bool cfleece_atomic_compare_exchange(unsigned long long *word, unsigned long long *expected,
                                                    unsigned long long desired, _Bool weak,
                                                    int success, int failure) {
    if (weak) {
        return __atomic_compare_exchange_n(word, expected, desired, 1, success, failure);
    }
    return __atomic_compare_exchange_n(word, expected, desired, 0, success, failure);
}

static inline unsigned long long cfleece_atomic_fetch_or(unsigned long long *word, unsigned long long bits, int order) {
    return __atomic_fetch_or(word, bits, order);
}

#endif
