/// How many entries a document will need, estimated before parsing so the index is allocated
/// once: regrowing it would keep the old and the new buffer alive together, the parser's peak.
///
/// Every key and value but the root follows one of `,` `:` `[` `{`, so counting those bytes
/// counts the entries exactly, but for the ones inside strings and for empty containers (which
/// make it a slight overestimate). Inputs over 64 KiB are sampled at their start and scaled;
/// those over 4 KiB and up to 64 KiB too, by their first 4 KiB with a quarter more: counting all
/// of such a document was a tenth of parsing it (0.7 instructions a byte against 7; callgrind,
/// flickr-places), and an index that turns out too small for one regrows by half, which for a
/// small document costs little and keeps little alive.
enum EntryCountEstimate {
    static let sampleSize = 64 * 1024
    /// The sample of inputs of at most `sampleSize` bytes.
    static let smallSampleSize = 4 * 1024

    static func entries(in input: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the sample is a slice of `input` of at most its length, read within this
        // call.
        let isSmall = input.count <= sampleSize
        let sampled = min(input.count, isSmall ? smallSampleSize : sampleSize)
        let structural = unsafe structuralBytes(in: UnsafeBufferPointer(rebasing: input[..<sampled]))
        guard sampled < input.count else { return structural + 1 }
        // Scale the sample up, with more for documents that get denser later on: a tenth for a
        // large one, whose regrowth would be costly, a quarter for a small one, whose sample is
        // smaller.
        let margin = isSmall ? 1.25 : 1.1
        let scaled = Double(structural + 1) * Double(input.count) / Double(sampled) * margin
        return Int(min(scaled, Double(Int32.max))) + 16
    }

    /// The number of `,` `:` `[` `{` bytes (see `ByteClass`).
    static func structuralBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        unsafe ByteClass.structural.count(in: bytes)
    }
}
