/// Lookups in about the order of the JSON, in O(1).
///
/// Models mostly decode their keys in the order the JSON has them (skipping members they do not
/// model), so after finding member `m` the next key is usually at `m + 1` or a little after. When
/// an object's keys are all different, a match anywhere is THE match, so the scan may start
/// there and wrap around; when a key repeats, the first of them must win and the scan starts at
/// the front. Whether the keys are distinct is checked once per object, in O(n), on its first
/// lookup, and only for objects large enough for scanning to cost more than checking.
/// One hint is kept per container depth, so that returning from a nested value finds the
/// parent's hint intact.
struct LookupHint {
    /// The object the hint is about, or -1.
    var object = -1
    /// The member after the one found last.
    var nextMember = 0
    /// Whether the object's keys are all different.
    var keysAreDistinct = false
}

/// The hints of one decoder, one per container depth, in storage of its own: read and written
/// on every lookup, so without the uniqueness checks of an array. Allocated on the first hinted
/// lookup, so that decoding a small document (a JSON Lines record) allocates nothing for it.
// Memory safety: `@safe` because `storage` is owned here alone (~Copyable: one owner, freed once
// in `deinit`) and `hint(_:)` grows it to hold `slot` before handing out a pointer to it; that
// pointer is used only until the next call, by the one decoder that owns these hints.
@safe struct LookupHints: ~Copyable {
    private var storage: UnsafeMutablePointer<LookupHint>?
    private var capacity = 0

    deinit { unsafe storage?.deallocate() }

    /// The hint of depth `slot`, made room for when deeper than any before.
    @inline(__always)
    mutating func hint(_ slot: Int) -> UnsafeMutablePointer<LookupHint> {
        // Memory safety: after `grow(to:)`, `storage` holds `capacity > slot` initialized hints.
        if slot >= capacity { grow(to: slot) }
        // `grow` leaves storage allocated for at least `slot + 1` hints.
        return unsafe storage.unsafelyUnwrapped + slot
    }

    /// Forgets every hint but keeps the storage: for a decoder that goes on to another document
    /// (a stream's next record), whose objects the old hints do not describe.
    mutating func reset() {
        unsafe storage?.update(repeating: LookupHint(), count: capacity)
    }

    private mutating func grow(to slot: Int) {
        // Memory safety: moves the `capacity` initialized hints into the larger allocation, frees
        // the old one, and initializes the rest, so all `newCapacity` hints are initialized.
        var newCapacity = max(capacity, 16)
        while newCapacity <= slot { newCapacity &*= 2 }
        let newStorage = UnsafeMutablePointer<LookupHint>.allocate(capacity: newCapacity)
        if let storage = unsafe storage {
            unsafe newStorage.moveInitialize(from: storage, count: capacity)
            unsafe storage.deallocate()
        }
        unsafe (newStorage + capacity).initialize(repeating: LookupHint(), count: newCapacity - capacity)
        unsafe storage = unsafe newStorage
        capacity = newCapacity
    }
}

// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
extension DocumentDecoder {
    /// Objects with at most this many members are scanned from the member after the one found
    /// last (`firstMember(named:firstKey:count:scan:)`): for them that costs less than checking
    /// that the keys are distinct. At 16, the statuses of the social-feed corpus (23 to 26
    /// members) paid for the check on every object; at 32, a pass costs 1% fewer instructions
    /// (callgrind: social-feed 27.24M -> 26.98M, timeline 14.13M -> 13.98M). Not more: a user's
    /// 40 keys fill the 64-bit filter of the keys before the next member, and its lookups then
    /// rescan from the front (social-feed +1% at 48).
    static let hintedLookupThreshold = 32

    /// The value entry of the first member named `name` in the object.
    @inline(__always)
    func firstMember(named name: UnsafeBufferPointer<UInt8>, object: Int, firstKey: Int, count: Int, hintSlot: Int) -> Int? {
        guard count > Self.hintedLookupThreshold else { return unsafe firstMember(named: name, firstKey: firstKey, count: count) }
        return unsafe hintedMember(named: name, object: object, firstKey: firstKey, count: count, hintSlot: hintSlot)
    }

    private func hintedMember(named name: UnsafeBufferPointer<UInt8>, object: Int, firstKey: Int, count: Int, hintSlot: Int) -> Int? {
        let hint = unsafe lookupHints.hint(hintSlot)
        if unsafe hint.pointee.object != object {
            unsafe hint.pointee = LookupHint(object: object, nextMember: 0, keysAreDistinct: keysAreDistinct(firstKey: firstKey, count: count))
        }
        guard unsafe hint.pointee.keysAreDistinct else { return unsafe firstMember(named: name, firstKey: firstKey, count: count) }
        let start = unsafe hint.pointee.nextMember
        var member = start
        repeat {
            if unsafe keyEquals(firstKey &+ 2 &* member, name) {
                unsafe hint.pointee.nextMember = member &+ 1 == count ? 0 : member &+ 1
                return firstKey &+ 2 &* member &+ 1
            }
            member = member &+ 1 == count ? 0 : member &+ 1
        } while member != start
        return nil
    }

    /// Whether the key entry `keyIndex` (without escapes) has the bytes `name`.
    @inline(__always)
    private func keyEquals(_ keyIndex: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = unsafe entries[keyIndex]
        return unsafe entry.payload == UInt64(truncatingIfNeeded: name.count) && entry.tag & Entry.Flags.hasEscapes == 0
            && bytesEqual(rawText(entry), name)
    }

    /// Whether the object's keys are all different, with a table on the stack (on the heap for
    /// large objects): a fingerprint of each key, and a byte comparison when two fingerprints
    /// agree. Objects with escaped keys answer false (their lookups scan, which is always right).
    func keysAreDistinct(firstKey: Int, count: Int) -> Bool {
        // Memory safety: the table is a temporary allocation, initialized in full before use and
        // living for the closure only; `slot` is the hash's top log2(capacity) bits, then wrapped
        // with `capacity - 1`, so always below `capacity` (a power of two).
        var capacity = 32
        while capacity < count &* 2 { capacity &<<= 1 }
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        return unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { table in
            unsafe table.initialize(repeating: -1)
            for member in 0..<count {
                let keyIndex = firstKey &+ 2 &* member
                let entry = unsafe entries[keyIndex]
                if entry.hasEscapes { return false }
                let key = unsafe rawText(entry)
                var slot = unsafe Int(truncatingIfNeeded: (fingerprint(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while unsafe table[slot] >= 0 {
                    if unsafe bytesEqual(rawText(entries[firstKey &+ 2 &* Int(table[slot])]), key) { return false }
                    slot = (slot &+ 1) & (capacity &- 1)
                }
                unsafe table[slot] = Int32(truncatingIfNeeded: member)
            }
            return true
        }
    }

    /// A cheap summary of a key's bytes: its length and its first and last bytes (up to eight each).
    @inline(__always)
    private func fingerprint(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: the two 8-byte loads are taken only when `key.count >= 8`, at its start
        // and at `key.count - 8`.
        var value = UInt64(truncatingIfNeeded: key.count) &* 0x100_0000_01B3
        guard let base = key.baseAddress else { return value }
        if key.count >= 8 {
            unsafe value ^= UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            value = unsafe (value &* 0x9E37_79B9_7F4A_7C15) ^ UnsafeRawPointer(base + key.count - 8).loadUnaligned(as: UInt64.self)
        } else {
            for unsafe byte in unsafe key { value = (value << 8) | UInt64(byte) }
        }
        return value
    }
}
