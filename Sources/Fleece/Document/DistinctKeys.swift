/// Whether an object's keys are all different: the one check behind every lookup that starts
/// from a hint (`JSON.Object`'s lookups, `FleeceDecoder`'s large objects) and behind decoding a
/// `[String: V]` without asking the dictionary for each key.
///
/// When the keys are distinct, a member with the key is THE member with it, and a scan may start
/// anywhere and wrap around; when one repeats, which member wins (first or last) depends on the
/// caller, so it scans in its own order.
// Memory safety, for every `unsafe` in this extension: `self` is a document's entries and `bytes`
// its text, both lent by the caller for the call; entries are read at the object's key entries,
// `firstKey`, `firstKey + 2`, … (`count` of them), which the document's parser recorded, and key
// texts at the ranges it recorded for them, within `bytes`.
extension UnsafeBufferPointer where Element == Entry {
    /// Whether the `count` keys from key entry `firstKey` on are all different. Up to 16
    /// members, each pair of keys is compared by a summary (length and first eight bytes), and by
    /// their bytes when the summaries agree; larger objects use a table on the stack, of a
    /// fingerprint of each key. An object with a key with escapes answers false (its lookups
    /// scan, which is always right).
    ///
    /// The fingerprint is cheap and predictable: keys made to share it (same length, same first
    /// and last eight bytes) would make every insertion probe past all the keys before it, and an
    /// 80,000-member object took 10 s. So a key that probes more than `maximumKeyProbes` slots
    /// stops the fill, and the table is filled again with the standard library's randomly seeded
    /// `Hasher` over each key's bytes, which no text can aim at.
    func keysAreDistinct(firstKey: Int, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count > 16 else { return unsafe smallKeysAreDistinct(firstKey: firstKey, count: count, in: bytes) }
        var capacity = 16
        while capacity < count &* 2 { capacity &<<= 1 }
        // Memory safety (besides the extension's): the table is a temporary allocation, filled
        // before use and living for the closure only.
        return unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { table in
            if let distinct = unsafe fillKeyTable(table, firstKey: firstKey, count: count, in: bytes,
                                                  maximumProbes: maximumKeyProbes, hash: Self.fingerprint) {
                return distinct
            }
            return unsafe keysAreDistinctBySeededHash(table, firstKey: firstKey, count: count, in: bytes)
        }
    }

    /// `fillKeyTable` with `seededHash` and no limit: out of line, so that the common fill is
    /// the only loop in `keysAreDistinct` (with both inlined, it kept fewer values in registers).
    @inline(never)
    private func keysAreDistinctBySeededHash(_ table: UnsafeMutableBufferPointer<Int32>, firstKey: Int, count: Int,
                                             in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Memory safety: as `fillKeyTable` says, with the caller's table, entries and text.
        unsafe fillKeyTable(table, firstKey: firstKey, count: count, in: bytes, maximumProbes: .max, hash: Self.seededHash) ?? false
    }

    /// Enters the keys in `table` (a power of two of slots, at least twice `count`), probing on
    /// from each key's slot, which `hash` gives from its address and length in `bytes`: true when
    /// no key met its equal, false at the first that did, nil when a key probed past
    /// `maximumProbes` slots first. Inlined, so that each caller's `hash` is too.
    @inline(__always)
    func fillKeyTable(_ table: UnsafeMutableBufferPointer<Int32>, firstKey: Int, count: Int,
                      in bytes: UnsafeBufferPointer<UInt8>, maximumProbes: Int,
                      hash: (_ text: UnsafePointer<UInt8>, _ length: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64) -> Bool? {
        // Memory safety (besides the extension's): `table` is the caller's temporary allocation,
        // initialized here before any read; `slot` is masked with `capacity - 1`, so below
        // `capacity` (a power of two); `hash` reads the key's `length` bytes.
        guard let base = bytes.baseAddress else { return false }
        let capacity = table.count
        let shift = UInt64(64 &- capacity.trailingZeroBitCount)
        unsafe table.initialize(repeating: -1)
        for member in 0 ..< count {
            let keyEntry = unsafe self[firstKey &+ 2 &* member]
            if keyEntry.hasEscapes { return false }
            let text = unsafe base + keyEntry.contentOffset
            let length = keyEntry.length
            let keyHash = unsafe hash(text, length, bytes)
            var slot = Int(truncatingIfNeeded: (keyHash &* 0x9E37_79B9_7F4A_7C15) &>> shift)
            var probes = 0
            while unsafe table[slot] >= 0 {
                let other = unsafe self[firstKey &+ 2 &* Int(table[slot])]
                if other.length == length, unsafe memoryEqual(base + other.contentOffset, text, count: length) { return false }
                probes &+= 1
                if probes > maximumProbes { return nil }
                slot = (slot &+ 1) & (capacity &- 1)
            }
            unsafe table[slot] = Int32(truncatingIfNeeded: member)
        }
        return true
    }

    /// `keysAreDistinct` for at most 16 members, pair by pair: a summary of each key (its
    /// length and first eight bytes, mixed into one word) against those before it, and the keys
    /// themselves compared only when two summaries agree.
    private func smallKeysAreDistinct(firstKey: Int, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Memory safety (besides the extension's): the temporary buffer holds 16 words, written
        // at `0 ..< count` (at most 16) before they are read there, and lives for the closure
        // only; the loads of `leadingWord` stay within `bytes`.
        guard let base = bytes.baseAddress else { return false }
        return unsafe withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { summaries in
            for member in 0 ..< count {
                let keyEntry = unsafe self[firstKey &+ 2 &* member]
                if keyEntry.hasEscapes { return false }
                let length = keyEntry.length
                let text = unsafe base + keyEntry.contentOffset
                let summary = unsafe Self.leadingWord(text, length: length, in: bytes) &+ UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
                for other in 0 ..< member where unsafe summaries[other] == summary {
                    let otherEntry = unsafe self[firstKey &+ 2 &* other]
                    if otherEntry.length == length, unsafe memoryEqual(base + otherEntry.contentOffset, text, count: length) { return false }
                }
                unsafe summaries[member] = summary
            }
            return true
        }
    }

    /// A key's first eight bytes (fewer for a shorter key, zeros after them) as one
    /// little-endian word, whichever way they are read: equal keys must agree.
    @inline(__always)
    private static func leadingWord(_ text: UnsafePointer<UInt8>, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: the 8-byte load starts at the key's first byte and is taken only when
        // eight bytes from there lie within `bytes`; the byte loop reads the key's own bytes.
        guard let base = bytes.baseAddress else { return 0 }
        if unsafe text - base &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: unsafe UnsafeRawPointer(text).loadUnaligned(as: UInt64.self))
            if length >= 8 { return word }
            let mask: UInt64 = (1 &<< (8 &* UInt64(truncatingIfNeeded: length))) &- 1
            return word & mask
        }
        var word: UInt64 = 0
        for index in 0 ..< Swift.min(length, 8) {
            let byte = UInt64(unsafe text[index])
            word |= byte &<< UInt64(truncatingIfNeeded: 8 &* index)
        }
        return word
    }

    /// A hash of a key's `length` bytes at `text` (within `bytes`) by the standard library's
    /// `Hasher`, seeded at random for each process: keys cannot be written to share it.
    static func seededHash(_ text: UnsafePointer<UInt8>, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: the caller lends `length` bytes at `text`.
        unsafe Fleece.seededHash(of: UnsafeRawBufferPointer(start: text, count: length))
    }

    /// A cheap summary of a key's `length` bytes at `text`: its length and its first and last
    /// eight bytes (a shorter key's bytes as `leadingWord` reads them: equal keys must agree).
    @inline(__always)
    static func fingerprint(_ text: UnsafePointer<UInt8>, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: the two 8-byte loads are at the key's first byte and at its last eight,
        // taken only when it has eight; `leadingWord` says its own.
        let value = UInt64(truncatingIfNeeded: length) &* 0x100_0000_01B3
        guard length >= 8 else { return unsafe value ^ leadingWord(text, length: length, in: bytes) }
        let first = unsafe value ^ UnsafeRawPointer(text).loadUnaligned(as: UInt64.self)
        return unsafe (first &* 0x9E37_79B9_7F4A_7C15) ^ UnsafeRawPointer(text + (length &- 8)).loadUnaligned(as: UInt64.self)
    }
}

/// The most slots past its own that a key may probe when a table of keys (at most half full) is
/// filled with a cheap, predictable hash. A hash that spreads the keys probes one or two on
/// average and hardly ever 20; only keys made to share a hash reach this, and without a limit
/// each would probe past all those before it, a time that grows with the square of their number.
let maximumKeyProbes = 64
