/// How many entries a document will need, estimated before parsing so the index is allocated
/// once: regrowing it would keep the old and the new buffer alive together, the parser's peak.
///
/// Every key and value but the root follows one of `,` `:` `[` `{`, so counting those bytes
/// counts the entries exactly, but for the ones inside strings and for empty containers (which
/// make it a slight overestimate). Inputs over 64 KiB are sampled at their start and scaled.
enum EntryCountEstimate {
    static let sampleSize = 64 * 1024

    static func entries(in input: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the sample is a slice of `input` of at most its length, read within this
        // call.
        let sampled = min(input.count, sampleSize)
        let structural = unsafe structuralBytes(in: UnsafeBufferPointer(rebasing: input[..<sampled]))
        guard sampled < input.count else { return structural + 1 }
        // Scale the sample up, with a tenth more for documents that get denser later on.
        let scaled = Double(structural + 1) * Double(input.count) / Double(sampled) * 1.1
        return Int(min(scaled, Double(Int32.max))) + 16
    }

    /// The number of `,` `:` `[` `{` bytes (see `ByteClass`).
    static func structuralBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        unsafe ByteClass.structural.count(in: bytes)
    }
}
