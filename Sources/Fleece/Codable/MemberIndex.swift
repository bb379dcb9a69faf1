/// A hash index of a large object's keys, for lookups in an order the JSON does not follow.
///
/// Lookups in a large object (more than `DocumentDecoder.hintedLookupThreshold` members) try the
/// member after the one found last, which is one step when a model asks for its keys in the
/// JSON's order. When it does not (GitHub writes a repository's 70 keys in an order of its own,
/// and a model declares them as it likes), each lookup scans around the object from there,
/// about half of it: callgrind put those scans at 4% of decoding GitHub's events into models
/// with `CodingKeys`. So the scans count the members they pass over, and once those add up to
/// the object's size (the scans have cost a whole pass already), the keys are indexed, one pass
/// more, and every later miss is answered in one probe. A model that asks in the JSON's order
/// passes over only the members it skips, and never pays for an index: building one at the
/// first miss instead, in place of the check that the keys are distinct, cost Twitter's and
/// the social feed's 40-member users 0.2% to 0.5% more (the build costs a fifth more than the
/// check, and their scans are short).
///
/// The index keeps the FIRST member of each key (a later one with the same bytes is not entered),
/// so it answers as a scan from the front does, as `JSONDecoder` does. An object with an escaped
/// key is not indexed (its key's bytes are not its name's): its lookups scan as before.
// Memory safety: `@safe` because the index keeps its own invariants: `slots` holds `capacity`
// initialized `UInt64`s (allocated and freed here only, once: the type is noncopyable), and a
// slot is read only at an index masked by `capacity - 1`, a power of two. Member numbers in the
// slots are below the `count` the index was built for, and a lookup passes the same `firstKey`
// (its state's object, which `KeyedContainerState.largeObjectKeys` says is the one indexed), so
// the key entries read are that object's.
@safe struct MemberIndex: ~Copyable {
    /// The slots: a build's `generation` in the high 32 bits and a member's number plus one in
    /// the low 32; a slot of another generation is empty. So a build empties no slot (a loop of
    /// a store a slot cost about a tenth of a 40-member object's build), but when the
    /// generations wrap around.
    private var slots: UnsafeMutablePointer<UInt64>?
    private var capacity = 0
    /// How far a hash is shifted right to give a slot: 64 minus the capacity's bits.
    private var shift: UInt64 = 64
    /// The generation of the present build, 1 to `UInt32.max`.
    private var generation: UInt64 = 0
    /// Whether the present build hashes keys with the standard library's seeded `Hasher`, which
    /// no text can aim at, instead of their cheap fingerprint (see `build`).
    private var isSeeded = false
    /// The members the scans of the present object passed over before it was indexed (see
    /// `DocumentDecoder.wrappedMember`).
    var passedOver = 0

    init() {
        unsafe slots = nil
    }

    deinit {
        unsafe slots?.deallocate()
    }

    /// The hash of a key of `length` bytes at `text`, lying within `bytes` (which bound the
    /// fingerprint's 8-byte loads): its fingerprint (its length and its first and last eight
    /// bytes, every byte of a key of up to sixteen), or its seeded hash once a build needed it.
    @inline(__always)
    private func slot(of text: UnsafePointer<UInt8>, length: Int, within bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // Memory safety: the caller lends `length` bytes at `text`, within `bytes`.
        let hash = unsafe isSeeded ? UnsafeBufferPointer<Entry>.seededHash(text, length: length, in: bytes)
            : UnsafeBufferPointer<Entry>.fingerprint(text, length: length, in: bytes)
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The slot of an empty key, for an empty name that has no address: its fingerprint is 0
    /// (the length's part and no bytes), its seeded hash that of no bytes.
    private var emptyKeySlot: Int {
        // Memory safety: a buffer of no bytes, read as none.
        let hash = unsafe isSeeded ? Fleece.seededHash(of: UnsafeRawBufferPointer(start: nil, count: 0)) : 0
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// How a fill of the slots ended.
    private enum Fill {
        case distinct, repeated
        /// Not to be indexed: a key has escapes (its bytes are not its name's), or there is no
        /// text to read.
        case unindexable
        /// A key probed past the limit.
        case crowded
    }

    /// Indexes the keys of the object whose first key entry is `firstKey` (`count` members) in a
    /// document's `entries` and text `bytes`, and says whether the keys are all different; nil,
    /// and the index unusable, when a key has escapes.
    ///
    /// Each key is entered at the slot of its fingerprint, as `keysAreDistinct` hashes keys. It
    /// read four bytes of a key before (its first, last, a quarter and half way in), and keys of
    /// one shape shared slots: dates (`"2026-12-07"`), numbered keys (`"key1234"`,
    /// `"id-000123-x"`). Their builds gave up, and a model that read such an object out of order
    /// scanned it for every key, a time that grew with the square of its size (3 years of dates
    /// read newest first: 6 s; found by an outside tester). Keys made to share a fingerprint (an
    /// attacker's) would make each entry probe past every key before it; so a key that probes
    /// more than `maximumKeyProbes` slots stops the fill, and the keys are entered again by the
    /// standard library's randomly seeded `Hasher`, as `keysAreDistinct` does.
    ///
    /// The entries' and the text's addresses held across the loop, as in `keysAreDistinct`,
    /// whose pass this replaces: read through the decoder for every member, the build cost half
    /// again as much (callgrind, social-feed's 40-member users).
    mutating func build(firstKey: Int, count: Int, entries: UnsafeBufferPointer<Entry>,
                        bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // At most half full, so that a probe meets an empty slot within a few steps.
        var wanted = 64
        while wanted < count &* 2 { wanted &<<= 1 }
        if capacity < wanted {
            unsafe slots?.deallocate()
            unsafe slots = UnsafeMutablePointer<UInt64>.allocate(capacity: wanted)
            capacity = wanted
            unsafe slots?.initialize(repeating: 0, count: wanted)
            generation = 0
        }
        shift = UInt64(64 &- capacity.trailingZeroBitCount)
        isSeeded = false
        var fill = unsafe enter(firstKey: firstKey, count: count, entries: entries, bytes: bytes, maximumProbes: maximumKeyProbes)
        if fill == .crowded {
            isSeeded = true
            fill = unsafe enter(firstKey: firstKey, count: count, entries: entries, bytes: bytes, maximumProbes: .max)
        }
        switch fill {
        case .distinct: return true
        case .repeated: return false
        case .unindexable, .crowded: return nil
        }
    }

    /// Enters the keys in a new generation of the slots.
    private mutating func enter(firstKey: Int, count: Int, entries: UnsafeBufferPointer<Entry>,
                                bytes: UnsafeBufferPointer<UInt8>, maximumProbes: Int) -> Fill {
        // Memory safety: the slots written and read are below `capacity` (masked); the entries
        // read are the object's keys and the text read their bytes, as the document's parser
        // recorded them (see `DocumentDecoder.entries`).
        guard let entryBase = entries.baseAddress, let textBase = bytes.baseAddress, let slots = unsafe slots else { return .unindexable }
        if generation == 0xFFFF_FFFF {
            // Every stamp used: the slots are emptied once, and the stamps start again.
            unsafe slots.update(repeating: 0, count: capacity)
            generation = 0
        }
        generation &+= 1
        let stamp = generation &<< 32
        let mask = capacity &- 1
        var distinct = true
        for member in 0..<count {
            let entry = unsafe entryBase[firstKey &+ 2 &* member]
            guard !entry.hasEscapes else { return .unindexable }
            let text = unsafe textBase + entry.contentOffset
            let length = entry.length
            var slot = unsafe self.slot(of: text, length: length, within: bytes)
            var probes = 0
            while true {
                let entered = unsafe slots[slot]
                if entered & 0xFFFF_FFFF_0000_0000 != stamp {
                    unsafe slots[slot] = stamp | UInt64(truncatingIfNeeded: member &+ 1)
                    break
                }
                // A key already entered: the first member with it stays.
                let other = unsafe entryBase[firstKey &+ 2 &* Int(truncatingIfNeeded: entered & 0xFFFF_FFFF &- 1)]
                if other.length == length, unsafe memoryEqual(textBase + other.contentOffset, text, count: length) {
                    distinct = false
                    break
                }
                probes &+= 1
                if probes > maximumProbes { return .crowded }
                slot = (slot &+ 1) & mask
            }
        }
        return distinct ? .distinct : .repeated
    }

    /// The member number of the first member named `name`, or nil, in the object the index was
    /// last built for (first key entry `firstKey`).
    @inline(__always)
    func member(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, in decoder: DocumentDecoder) -> Int? {
        // Memory safety: the slots read are below `capacity` (masked), and hold members of the
        // object the index was built for (see the type's note). The table is never full, so a
        // probe ends at an empty slot. The name's bytes are hashed within the name.
        guard let slots = unsafe slots else { return nil }
        var slot = unsafe name.baseAddress.map { unsafe self.slot(of: $0, length: name.count, within: name) } ?? emptyKeySlot
        let stamp = generation &<< 32
        while true {
            let entered = unsafe slots[slot]
            if entered & 0xFFFF_FFFF_0000_0000 != stamp { return nil }
            let member = Int(truncatingIfNeeded: entered & 0xFFFF_FFFF &- 1)
            if unsafe decoder.keyEquals(firstKey &+ 2 &* member, name) { return member }
            slot = (slot &+ 1) & (capacity &- 1)
        }
    }
}

/// What the lookups of a large object know of its keys (see `DocumentDecoder.hintedMember`):
/// one byte, reset with the state's object.
enum LargeObjectKeys: UInt8 {
    /// Nothing yet: no lookup has missed the member after the one found last.
    case unknown = 0
    /// Indexed (`KeyedContainerState.memberIndex`), every key different.
    case indexedDistinct = 1
    /// Indexed, a key repeated: the index holds its first member.
    case indexedRepeated = 2
    /// Not indexed (not yet, or an escaped key, or too many members), every key different:
    /// scanned around.
    case distinct = 3
    /// Not indexed, a key repeated: scanned from the front.
    case repeated = 4

    /// Whether every key is different: the odd cases, one test.
    @inline(__always)
    var areDistinct: Bool { rawValue & 1 != 0 }
}
