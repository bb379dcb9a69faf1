extension EncodingTree.Node {
    /// How a large object's members are found: by a hash of their keys, in
    /// `EncodingTree.largeObjects`, so that setting a member of an object of thousands (a
    /// `JSON` object, a model's dynamic keys) does not walk the others.
    ///
    /// The buckets are keyed by each member's `keyHash`, worked out already, until a lookup
    /// finds its bucket holding more than `bucketLimit` members. Honest keys never come close
    /// (80,000 random keys share a 32-bit hash about once), but `keyHash` has no seed, so keys
    /// can be written to share it: 80,000 such keys in one `JSON` object took 7.6 s to encode
    /// (57 ms for random keys), each new key compared with every one before it. The object's
    /// index is then rebuilt by `seededHash(of:)`, whose random seed no input can know.
    enum IndexKind: UInt8 {
        /// A small object: its members are walked.
        case none
        /// Buckets by `keyHash`.
        case keyHash
        /// Buckets by `seededHash(of:)` of the key's bytes.
        case seededHash
    }
}

extension EncodingTree {
    /// The members a bucket may hold before an index by `keyHash` is rebuilt by the seeded hash
    /// (when a lookup meets it: only lookups walk a bucket).
    static let bucketLimit = 8

    /// The bucket, in an index of `kind`, of the key whose `keyHash` is `hash`, `length` bytes
    /// at `start` in `keyText`.
    @inline(__always)
    func bucketKey(hash: UInt32, start: Int, length: Int, kind: Node.IndexKind) -> UInt32 {
        guard kind == .seededHash else { return hash }
        return seededBucketKey(start: start, length: length)
    }

    @inline(never)
    private func seededBucketKey(start: Int, length: Int) -> UInt32 {
        // Memory safety: `start..<start + length` is a key appended to `keyText`, lent for the call.
        unsafe keyText.withUnsafeBytes { bytes in
            UInt32(truncatingIfNeeded: unsafe seededHash(of: UnsafeRawBufferPointer(rebasing: bytes[start..<(start &+ length)])))
        }
    }

    /// The member of the indexed object `object` (its index of `kind`) whose key is `hash`
    /// (its `keyHash`) and `length` bytes at `start` in `keyText`, or nil. A bucket by `keyHash`
    /// found holding more than ``bucketLimit`` members has the object indexed by the seeded
    /// hash first.
    func indexedMember(hash: UInt32, start: Int, length: Int, in object: Int32, kind: Node.IndexKind) -> Int32? {
        let key = bucketKey(hash: hash, start: start, length: length, kind: kind)
        guard let bucket = unsafe largeObjects[object]?[key] else { return nil }
        if kind == .keyHash, bucket.count > Self.bucketLimit {
            index(object, by: .seededHash)
            return indexedMember(hash: hash, start: start, length: length, in: object, kind: .seededHash)
        }
        for candidate in bucket where sameKey(candidate, start: start, length: length) { return candidate }
        return nil
    }

    /// Enters the new member `child` (key hash `hash`) of `object` in the object's index, or
    /// gives the object an index once it has more than `largeObjectThreshold` members.
    func indexIfLarge(_ object: Int32, adding child: Int32, hash: UInt32) {
        let kind = unsafe nodes[Int(object)].index
        if kind != .none {
            let key = unsafe bucketKey(hash: hash, start: nodes[Int(child)].keyStart, length: nodes[Int(child)].keyLength, kind: kind)
            unsafe largeObjects[object, default: [:]][key, default: []].append(child)
            return
        }
        guard unsafe nodes[Int(object)].count > Self.largeObjectThreshold else { return }
        index(object, by: .keyHash)
    }

    /// Indexes the members of `object` by `kind`.
    private func index(_ object: Int32, by kind: Node.IndexKind) {
        var index: [UInt32: [Int32]] = [:]
        var member = unsafe nodes[Int(object)].first
        while member >= 0 {
            let node = unsafe nodes[Int(member)]
            index[bucketKey(hash: node.keyHash, start: node.keyStart, length: node.keyLength, kind: kind), default: []].append(member)
            member = node.next
        }
        unsafe largeObjects[object] = index
        unsafe nodes[Int(object)].index = kind
    }
}
