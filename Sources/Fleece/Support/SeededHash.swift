/// A hash of `bytes` by the standard library's `Hasher`, which is seeded at random for each
/// process, so that keys from the input cannot be written to share it.
///
/// Fleece's tables of keys hash with cheaper functions of no seed, and turn to this one when a
/// key has to probe further than honest keys ever do (see `keysAreDistinct` and
/// `EncodingTree.LargeObjectIndex`).
func seededHash(of bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hasher = Hasher()
    unsafe hasher.combine(bytes: bytes)
    return UInt64(truncatingIfNeeded: hasher.finalize())
}
