/// How many entries a document will need, estimated before parsing so the index is allocated
/// once: regrowing it would keep the old and the new buffer alive together, the parser's peak.
///
/// Every key and value but the root follows one of `,` `:` `[` `{`, so counting those bytes
/// counts the entries exactly, but for the ones inside strings and for empty containers (which
/// make it a slight overestimate). Counting all of a document was a tenth of parsing it (0.7
/// instructions a byte against 7; callgrind, flickr-places), so larger ones are sampled: those
/// over 4 KiB and up to 64 KiB by their first 4 KiB with a quarter more (an index too small for
/// one regrows by half, which for a small document costs little and keeps little alive), those
/// over 64 KiB by 16 windows of 4 KiB spread evenly from its start to its end, with a tenth more.
/// Sampling only the first 64 KiB missed documents whose shape changes along them: mesh.json's
/// long decimals first and its short indices last were estimated at 0.64 of its entries, and its
/// index regrew twice (its parse then allocated 5.4 MB for an index of 1.2); the windows put it
/// at 1.11 (and citm_catalog.json at 1.27, not 1.43).
enum EntryCountEstimate {
    static let sampleSize = 64 * 1024
    /// The sample of inputs of at most `sampleSize` bytes, and the size of each window of larger ones.
    static let smallSampleSize = 4 * 1024
    /// How many windows of `smallSampleSize` bytes sample an input over `sampleSize`: `sampleSize` in all.
    static let windowCount = sampleSize / smallSampleSize

    static func entries(in input: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: every sample is a slice of `input` within its bounds (see
        // `windowStart(_:inputCount:)`), read within this call.
        guard input.count > sampleSize else {
            let sampled = min(input.count, smallSampleSize)
            let structural = unsafe structuralBytes(in: UnsafeBufferPointer(rebasing: input[..<sampled]))
            guard sampled < input.count else { return structural + 1 }
            return scaled(structural, sampled: sampled, of: input.count, margin: 1.25)
        }
        var structural = 0
        for window in 0..<windowCount {
            let start = windowStart(window, inputCount: input.count)
            structural += unsafe structuralBytes(in: UnsafeBufferPointer(rebasing: input[start..<(start + smallSampleSize)]))
        }
        return scaled(structural, sampled: sampleSize, of: input.count, margin: 1.1)
    }

    /// `structural` bytes counted in `sampled` of `count`, scaled to the whole with a margin, for
    /// the entries (one more than the structural bytes: the root) and 16 more.
    private static func scaled(_ structural: Int, sampled: Int, of count: Int, margin: Double) -> Int {
        let share: Double = Double(count) / Double(sampled)
        let entries: Double = Double(structural + 1) * share * margin
        return Int(min(entries, Double(Int32.max))) + 16
    }

    /// Where window `window` (0 to `windowCount - 1`) of an input of `inputCount` bytes, over
    /// `sampleSize`, starts: the first at 0, the others evenly spaced after it, none overlapping,
    /// the last ending less than `windowCount` bytes before the input's end.
    static func windowStart(_ window: Int, inputCount: Int) -> Int {
        window * ((inputCount - smallSampleSize) / (windowCount - 1))
    }

    /// The number of `,` `:` `[` `{` bytes (see `ByteClass`).
    static func structuralBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        unsafe ByteClass.structural.count(in: bytes)
    }
}
