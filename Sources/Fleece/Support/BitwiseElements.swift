/// An array of `count` bitwise-copyable elements, each made by `element(position)`, or nil as
/// soon as one gives nil; an error `element` throws goes out as it is.
///
/// Converted into a temporary buffer (on the stack when small) and copied into the array at
/// once. `Array(unsafeUninitializedCapacity:)` allocates through the standard library's
/// unspecialized `_allocateBufferUninitialized`, which looks the storage class's metadata up at
/// run time (~770 instructions per array); an array made from a buffer here allocates through
/// inlined code, with the metadata cached (callgrind: social-feed 1.5% fewer instructions per
/// pass through `FleeceDecoder`, its 1,104 `[Int]`; geo 11%, one array per coordinate pair).
/// Strings are not collected so: the copy out of the buffer would retain each.
///
/// Used by the Codable decoder's scalar arrays and by the functional API's (`JSON.Array`).
@inline(__always)
func bitwiseElements<E: BitwiseCopyable>(count: Int, _ element: (Int) throws -> E?) rethrows -> [E]? {
    // Empty without allocating.
    guard count > 0 else { return [] }
    // Memory safety: the temporary buffer holds `count` elements and is written at
    // `0 ..< count` only, in order; it is copied into the array only when all of them were
    // written. Bitwise-copyable elements need no deinitialization when one fails.
    return try unsafe withUnsafeTemporaryAllocation(of: E.self, capacity: count) { buffer -> [E]? in
        for position in 0 ..< count {
            guard let value = try element(position) else { return nil }
            unsafe buffer.initializeElement(at: position, to: value)
        }
        return unsafe [E](UnsafeBufferPointer(buffer))
    }
}
