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
// initialized `UInt32`s (allocated and freed here only, once: the type is noncopyable), and a
// slot is read only at an index masked by `capacity - 1`, a power of two. Member numbers in the
// slots are below the `count` the index was built for, and a lookup passes the same `firstKey`
// (its state's object, which `KeyedContainerState.largeObjectKeys` says is the one indexed), so
// the key entries read are that object's.
@safe struct MemberIndex: ~Copyable {
    /// The slots: a build's `generation` in the high 16 bits and a member's number plus one in
    /// the low 16; a slot of another generation is empty. So a build empties no slot (a loop of
    /// a store a slot cost about a tenth of a 40-member object's build), but when the
    /// generations wrap around.
    private var slots: UnsafeMutablePointer<UInt32>?
    private var capacity = 0
    /// The generation of the present build, 1 to 0xFFFF.
    private var generation: UInt32 = 0
    /// The members the scans of the present object passed over before it was indexed (see
    /// `DocumentDecoder.wrappedMember`).
    var passedOver = 0

    /// Objects larger than this are not indexed (member numbers plus one are kept in 16 bits).
    static let maximumCount = 16_384

    init() {
        unsafe slots = nil
    }

    deinit {
        unsafe slots?.deallocate()
    }

    /// The slot a key of `length` bytes at `text` starts probing at: its length and four of its
    /// bytes (first, last, a quarter and half way in), mixed. Keys of one API often share a
    /// prefix or a suffix (`…_url`), rarely all of these.
    @inline(__always)
    private static func slot(of text: UnsafePointer<UInt8>, length: Int, mask: Int) -> Int {
        // Memory safety: the bytes read are at offsets below `length`, when it is not 0; the
        // caller lends `length` bytes at `text`.
        guard length > 0 else { return 0 }
        let mixed = unsafe UInt64(truncatingIfNeeded: length) | UInt64(text[0]) &<< 8 | UInt64(text[length &>> 2]) &<< 16
            | UInt64(text[length &>> 1]) &<< 24 | UInt64(text[length &- 1]) &<< 32
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> 40) & mask
    }

    /// Indexes the keys of the object whose first key entry is `firstKey` (`count` members, at
    /// most `maximumCount`) in a document's `entries` and text `bytes`, and says whether the keys
    /// are all different; nil, and the index unusable, when a key has escapes or the keys crowd
    /// into a few slots.
    ///
    /// The slot is cheap and predictable: keys made to share it (the same length and the same
    /// four bytes) would make each entry probe past every key before it, a quadratic build (an
    /// object of 16,000 such keys took 0.3 s). So a key that probes more than `maximumKeyProbes`
    /// slots stops the build: the object's lookups then scan, as they did before there was an
    /// index, which costs each at most the object once.
    ///
    /// The entries' and the text's addresses held across the loop, as in `keysAreDistinct`,
    /// whose pass this replaces: read through the decoder for every member, the build cost half
    /// again as much (callgrind, social-feed's 40-member users).
    mutating func build(firstKey: Int, count: Int, entries: UnsafeBufferPointer<Entry>,
                        bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Memory safety: the slots written and read are below `capacity` (masked); the entries
        // read are the object's keys and the text read their bytes, as the document's parser
        // recorded them (see `DocumentDecoder.entries`).
        guard let entryBase = entries.baseAddress, let textBase = bytes.baseAddress else { return nil }
        // At most half full, so that a probe meets an empty slot within a few steps.
        var wanted = 64
        while wanted < count &* 2 { wanted &<<= 1 }
        if capacity < wanted {
            unsafe slots?.deallocate()
            unsafe slots = UnsafeMutablePointer<UInt32>.allocate(capacity: wanted)
            capacity = wanted
            unsafe slots?.initialize(repeating: 0, count: wanted)
            generation = 0
        }
        guard let slots = unsafe slots else { return nil }
        if generation == 0xFFFF {
            // Every stamp used: the slots are emptied once, and the stamps start again.
            unsafe slots.update(repeating: 0, count: capacity)
            generation = 0
        }
        generation &+= 1
        let stamp = generation &<< 16
        let mask = capacity &- 1
        var distinct = true
        for member in 0..<count {
            let entry = unsafe entryBase[firstKey &+ 2 &* member]
            guard !entry.hasEscapes else { return nil }
            let text = unsafe textBase + entry.contentOffset
            let length = entry.length
            var slot = unsafe Self.slot(of: text, length: length, mask: mask)
            var probes = 0
            while true {
                let entered = unsafe slots[slot]
                if entered & 0xFFFF_0000 != stamp {
                    unsafe slots[slot] = stamp | UInt32(truncatingIfNeeded: member &+ 1)
                    break
                }
                // A key already entered: the first member with it stays.
                let other = unsafe entryBase[firstKey &+ 2 &* Int(entered & 0xFFFF &- 1)]
                if other.length == length, unsafe memoryEqual(textBase + other.contentOffset, text, count: length) {
                    distinct = false
                    break
                }
                probes &+= 1
                if probes > maximumKeyProbes { return nil }
                slot = (slot &+ 1) & mask
            }
        }
        return distinct
    }

    /// The member number of the first member named `name`, or nil, in the object the index was
    /// last built for (first key entry `firstKey`).
    @inline(__always)
    func member(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, in decoder: DocumentDecoder) -> Int? {
        // Memory safety: the slots read are below `capacity` (masked), and hold members of the
        // object the index was built for (see the type's note). The table is never full, so a
        // probe ends at an empty slot.
        guard let slots = unsafe slots else { return nil }
        // An empty name (maybe without an address) starts where empty keys were entered: slot 0.
        var slot = unsafe name.baseAddress.map { unsafe Self.slot(of: $0, length: name.count, mask: capacity &- 1) } ?? 0
        let stamp = generation &<< 16
        while true {
            let entered = unsafe slots[slot]
            if entered & 0xFFFF_0000 != stamp { return nil }
            let member = Int(entered & 0xFFFF &- 1)
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
