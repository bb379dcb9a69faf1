extension EncodingTree.Node {
    /// How a large object's members are found: through its ``EncodingTree/MemberSlots`` in
    /// `EncodingTree.largeObjects`, so that setting a member of an object of thousands (a
    /// `JSON` object, a model's dynamic keys) does not walk the others.
    ///
    /// A key's slot comes from its `keyHash`, worked out already, until a key has to probe more
    /// than `maximumMemberProbes` slots. Honest keys never come close, but `keyHash` has no seed,
    /// so keys can be written to share it: 80,000 such keys in one `JSON` object took 7.6 s to
    /// encode (57 ms for random keys), each new key compared with every one before it. The
    /// object's slots are then filled again by `seededHash(of:)`, whose random seed no input
    /// can know.
    enum IndexKind: UInt8 {
        /// A small object: its members are walked.
        case none
        /// Slots by `keyHash`.
        case keyHash
        /// Slots by `seededHash(of:)` of the key's bytes.
        case seededHash
    }
}

extension EncodingTree {
    /// A large object's members in one flat table, by open addressing: a member's node (or -1)
    /// in each slot, a power of two of them, at most half full. One allocation an object; a
    /// dictionary of arrays, one a key, made an object of 70 members cost more to encode than
    /// `JSONEncoder`'s.
    struct MemberSlots {
        var slots: [Int32]
        var count = 0

        init(capacity: Int) {
            slots = Array(repeating: -1, count: capacity)
        }

        /// The first slot of a key whose slot hash is `wide`.
        @inline(__always)
        func home(_ wide: UInt64) -> Int {
            Int(truncatingIfNeeded: (wide &* 0x9E37_79B9_7F4A_7C15) &>> 32) & (slots.count &- 1)
        }

        /// Puts `member`, whose key's slot hash is `wide`, in the first free slot from its home:
        /// the slots probed past; nil, putting nothing, when the table is half full.
        mutating func insert(_ member: Int32, wide: UInt64) -> Int? {
            guard count &* 2 &+ 2 <= slots.count else { return nil }
            let mask = slots.count &- 1
            var slot = home(wide)
            var probes = 0
            while slots[slot] >= 0 {
                slot = (slot &+ 1) & mask
                probes &+= 1
            }
            slots[slot] = member
            count &+= 1
            return probes
        }
    }

    /// The slots a key may probe past, by `keyHash`, before its object's slots are filled again
    /// by the seeded hash.
    static let maximumMemberProbes = 64

    /// The slot hash, in slots of `kind`, of the key whose `keyHash` is `hash`, `length` bytes
    /// at `start` in `keyText`.
    @inline(__always)
    private func slotHash(hash: UInt32, start: Int, length: Int, kind: Node.IndexKind) -> UInt64 {
        kind == .seededHash ? seededKeyHash(start: start, length: length) : UInt64(hash)
    }

    /// Out of line: only slots filled again for crafted keys call it.
    @inline(never)
    private func seededKeyHash(start: Int, length: Int) -> UInt64 {
        // Memory safety: `start..<start + length` is a key appended to `keyText`, lent for the call.
        unsafe keyText.withUnsafeBytes { bytes in
            unsafe seededHash(of: UnsafeRawBufferPointer(rebasing: bytes[start..<(start &+ length)]))
        }
    }

    /// The member of the indexed object `object` (its slots of `kind`) whose key is `hash` (its
    /// `keyHash`) and `length` bytes at `start` in `keyText`, or nil.
    func indexedMember(hash: UInt32, start: Int, length: Int, in object: Int32, kind: Node.IndexKind) -> Int32? {
        guard let table = unsafe largeObjects[object] else { return nil }
        let slots = table.slots, mask = slots.count &- 1
        var slot = table.home(slotHash(hash: hash, start: start, length: length, kind: kind))
        var probes = 0
        // The table is never full, so the walk ends at a free slot.
        while slots[slot] >= 0 {
            let candidate = slots[slot]
            if unsafe nodes[Int(candidate)].keyHash == hash, sameKey(candidate, start: start, length: length) { return candidate }
            probes &+= 1
            if probes > Self.maximumMemberProbes, kind == .keyHash {
                index(object, by: .seededHash)
                return indexedMember(hash: hash, start: start, length: length, in: object, kind: .seededHash)
            }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// Enters the new member `child` (key hash `hash`, linked already) of `object` in the
    /// object's slots, or gives the object slots once it has more than `largeObjectThreshold`
    /// members.
    func indexIfLarge(_ object: Int32, adding child: Int32, hash: UInt32) {
        let kind = unsafe nodes[Int(object)].index
        guard kind != .none else {
            if unsafe nodes[Int(object)].count > Self.largeObjectThreshold { index(object, by: .keyHash) }
            return
        }
        let wide = unsafe slotHash(hash: hash, start: nodes[Int(child)].keyStart, length: nodes[Int(child)].keyLength, kind: kind)
        guard let probes = unsafe largeObjects[object]?.insert(child, wide: wide) else {
            // Half full: slots twice as many, filled again (the child with the others).
            return index(object, by: kind)
        }
        if probes > Self.maximumMemberProbes, kind == .keyHash { index(object, by: .seededHash) }
    }

    /// Gives `object` slots of `kind` for all its members, four times as many as members (so
    /// that it doubles when half full), or of the seeded hash when a key by `keyHash` probes
    /// past ``maximumMemberProbes``.
    private func index(_ object: Int32, by kind: Node.IndexKind) {
        let members = Int(unsafe nodes[Int(object)].count)
        var capacity = 128
        while capacity < members &* 4 { capacity &*= 2 }
        var table = MemberSlots(capacity: capacity)
        var member = unsafe nodes[Int(object)].first
        while member >= 0 {
            let node = unsafe nodes[Int(member)]
            let wide = slotHash(hash: node.keyHash, start: node.keyStart, length: node.keyLength, kind: kind)
            if let probes = table.insert(member, wide: wide), probes > Self.maximumMemberProbes, kind == .keyHash {
                return index(object, by: .seededHash)
            }
            member = node.next
        }
        unsafe largeObjects[object] = table
        unsafe nodes[Int(object)].index = kind
    }
}
