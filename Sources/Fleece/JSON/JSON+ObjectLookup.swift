extension JSON.Object {
    /// Objects with more members than this get a hashed key table on first lookup; smaller ones
    /// are scanned, which is faster for them and allocates nothing (a scan mostly compares
    /// lengths, so it stays cheaper than building the table well past 32 members).
    static let hashedLookupThreshold = 128

    /// The position of the last member whose key is `key`, or nil.
    /// Always inlined into its callers (the lookups of `<|` and of the subscript): one call
    /// fewer per field of a model.
    @inline(__always)
    package func memberIndex(forKey key: String) -> Int? {
        // Memory safety, for every `unsafe` in this file: the key's UTF-8 and the document's bytes
        // are lent for the duration of each call and not kept; entries and key ranges come from
        // this document's own parser, so they lie within its bytes.
        // A native string (every literal) lends its UTF-8 in place; only a bridged or other
        // string is made contiguous, in a copy.
        if let found = unsafe key.utf8.withContiguousStorageIfAvailable({ unsafe memberIndex(forKeyUTF8: $0) }) {
            return found
        }
        var key = key
        return key.withUTF8 { unsafe memberIndex(forKeyUTF8: $0) }
    }

    /// The position of the last member whose key has these UTF-8 bytes, or nil.
    package func memberIndex(forKeyUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        let entry = unsafe document.entries[entryIndex]
        let count = entry.childCount
        if count > Self.hashedLookupThreshold {
            return unsafe document.keyTable(forObjectAt: entryIndex).memberIndex(forKeyUTF8: key, in: document, firstChild: entry.firstChild)
        }
        guard key.count > 0 else { return emptyKeyIndex(count: count, firstChild: entry.firstChild) }
        // Small objects: backwards, so that with duplicate keys the last one wins. Larger ones
        // find a model's next key where the last lookup stopped (JSON+ObjectLookupHints.swift).
        guard count >= Self.hintedLookupMinimum else {
            return unsafe lastMember(forKeyUTF8: key, count: count, firstChild: entry.firstChild)
        }
        if let member = unsafe nextHintedMember(forKeyUTF8: key, count: count, firstChild: entry.firstChild) { return member }
        return unsafe hintedMemberIndex(forKeyUTF8: key, count: count, firstChild: entry.firstChild)
    }
}

extension JSON.Object {
    /// The position of the last member whose key is empty (`""`: a key with escapes never is,
    /// an escape stands for a character), or nil.
    private func emptyKeyIndex(count: Int, firstChild: Int) -> Int? {
        var member = count - 1
        while member >= 0 {
            let keyEntry = unsafe document.entries[firstChild &+ 2 &* member]
            if !keyEntry.hasEscapes && keyEntry.length == 0 { return member }
            member -= 1
        }
        return nil
    }
}

extension JSONDocument {
    /// The hashed key table of the large object at `objectIndex`, built once and cached.
    /// Built outside the lock: two threads may both build it, and the first one stored wins.
    func keyTable(forObjectAt objectIndex: Int) -> ObjectKeyTable {
        if let table = caches.withLock({ $0.objectIndexes[objectIndex] }) { return table }
        let table = ObjectKeyTable(document: self, objectIndex: objectIndex)
        return caches.withLock { caches in
            if let stored = caches.objectIndexes[objectIndex] { return stored }
            caches.objectIndexes[objectIndex] = table
            return table
        }
    }
}

/// An open-addressing hash table from key bytes to member position, for large objects.
///
/// Keys are hashed with the standard library's randomly seeded hasher, so crafted keys cannot
/// make lookups quadratic. Building keeps the last member of each key, as lookup promises.
struct ObjectKeyTable: Sendable {
    /// Member position + 1 per slot; 0 marks an empty slot. The size is a power of two.
    private var slots: [Int32]

    init(document: JSONDocument, objectIndex: Int) {
        let object = unsafe document.entries[objectIndex]
        var size = 16
        while size < object.childCount * 2 { size <<= 1 }
        slots = Swift.Array(repeating: 0, count: size)
        let mask = size - 1
        for member in 0..<object.childCount {
            let keyIndex = object.firstChild + 2 * member
            var slot = Self.hash(ofKeyAt: keyIndex, in: document) & mask
            while slots[slot] != 0 {
                let other = object.firstChild + 2 * Int(slots[slot] - 1)
                if Self.keysEqual(keyIndex, other, in: document) { break }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(truncatingIfNeeded: member + 1)
        }
    }

    func memberIndex(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, in document: JSONDocument, firstChild: Int) -> Int? {
        let mask = slots.count - 1
        var slot = unsafe Self.hash(key) & mask
        while slots[slot] != 0 {
            let member = Int(slots[slot] - 1)
            if unsafe document.string(at: firstChild + 2 * member, equals: key) { return member }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        unsafe hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    private static func hash(ofKeyAt index: Int, in document: JSONDocument) -> Int {
        unsafe withKeyBytes(at: index, in: document, unsafe hash)
    }

    private static func keysEqual(_ first: Int, _ second: Int, in document: JSONDocument) -> Bool {
        unsafe withKeyBytes(at: first, in: document) { unsafe document.string(at: second, equals: $0) }
    }

    /// The unescaped UTF-8 of the key at `index`, without copying when it has no escapes.
    private static func withKeyBytes<R>(at index: Int, in document: JSONDocument, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = unsafe document.entries[index]
        if entry.hasEscapes {
            var key = document.string(at: index)
            return key.withUTF8(body)
        }
        return unsafe document.bytes.withUnsafeBufferPointer { buffer in
            unsafe body(UnsafeBufferPointer(rebasing: buffer[entry.contentOffset ..< entry.contentOffset + entry.length]))
        }
    }
}
