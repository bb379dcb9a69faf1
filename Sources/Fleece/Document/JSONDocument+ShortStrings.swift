extension JSONDocument {
    /// The string of the string entry at `index`, the same `String` as `string(at:)` gives, with
    /// the common case made where this is called: text the strict parser checked, without
    /// escapes, of at most 15 bytes (most keys, many values), written as the two words of a small
    /// string (see `SmallUTF8String`) from two eight-byte loads. Anything else calls
    /// `generalString(at:)`.
    ///
    /// Why: a walk over an object (its iterator, inlined into the caller's module) made every key
    /// through a call that saved and restored five registers for its rare paths: about 65
    /// instructions for a short key, of which the words are 20. `value(at:)` keeps the call for
    /// string values: with this path inlined in it, the optimizer no longer inlined `value(at:)`
    /// (the enum came back through memory), and forcing it made every walk slower.
    @inlinable @inline(__always)
    package func readString(at index: Int) -> String {
        if let short = shortString(at: index) { return short }
        return generalString(at: index)
    }

    /// The string of the string entry at `index` when it is text the strict parser checked,
    /// without escapes, of at most 15 bytes, written as a small string; otherwise nil.
    @inlinable @inline(__always)
    package func shortString(at index: Int) -> String? {
        #if _pointerBitWidth(_64) && _endian(little)
        let entry = unsafe entries[index]
        let length = Int(truncatingIfNeeded: entry.payload)
        let start = Int(entry.offset) &+ 1
        // Memory safety: the pointer leaves the closure, as in `unsafeText(from:count:)`, and is
        // used only in this call, while `self` keeps `bytes` alive and unchanged. The two loads
        // read the 16 bytes from the content's start, checked to lie within `bytes`; the bytes
        // past the content (its closing quote and what follows) are masked off. A `String` is
        // made from the words only when `smallStringLayoutIsKnown` (the layout check of
        // `SmallUTF8String`) passed, from checked UTF-8 without escapes, which is its own content:
        // the words are those `SmallUTF8String.words(_:isASCII:)` writes.
        let text = unsafe bytes.withUnsafeBufferPointer { unsafe $0 }
        if entry.tag & (Entry.Flags.checkedUTF8 | Entry.Flags.hasEscapes) == Entry.Flags.checkedUTF8,
           length <= 15, start >= 0, start &+ 16 <= text.count, smallStringLayoutIsKnown,
           let base = text.baseAddress {
            let raw = unsafe UnsafeRawPointer(base + start)
            var low = unsafe UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            var high = unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            // Only the content's bytes, zeros after them (a mask of 0 to 7 bytes per word).
            if length < 8 {
                low &= (1 &<< (8 &* UInt64(truncatingIfNeeded: length))) &- 1
                high = 0
            } else {
                high &= (1 &<< (8 &* UInt64(truncatingIfNeeded: length &- 8))) &- 1
            }
            let discriminator: UInt64 = (entry.tag & Entry.Flags.checkedASCII != 0 ? 0xE0 : 0xA0)
                | UInt64(truncatingIfNeeded: length)
            var words = (low, high | discriminator &<< 56)
            // Moved out as a `String`, as `SmallUTF8String.make` does (a bit cast copied it).
            let small = unsafe withUnsafeMutableBytes(of: &words) { raw -> String? in
                guard let base = raw.baseAddress else { return nil }
                return unsafe base.assumingMemoryBound(to: String.self).move()
            }
            if let small { return small }
        }
        #endif
        return nil
    }
}
