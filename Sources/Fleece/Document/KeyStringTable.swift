/// The strings of a document's long object keys (16 to 64 bytes, checked, without escapes),
/// each made once per text and then shared by every member with that key.
///
/// Why: a key too long for the small form is a heap allocation each time it is read (about 420
/// instructions with its release: the copy into new storage, `malloc`, `free`), and documents
/// repeat their keys in every object of an array (`audienceSubCategoryId`,
/// `profile_background_image_url_https`, `in_reply_to_status_id_str`). A lookup here is a hash
/// of two words, a compare of the bytes and a retain. `String`s are values, so a shared one is
/// the same to every reader as a new one.
///
/// Direct-mapped: a text whose slot holds another text replaces it (the table is a cache, not a
/// set; 256 slots hold the long keys of most documents with few collisions).
struct KeyStringTable: Sendable {
    /// The shortest key kept: anything shorter is a small string, made without allocating.
    static let minimumLength = 16
    /// The longest key kept: longer keys are rare, and hashing them is not worth it.
    static let maximumLength = 64
    static let slotCount = 256

    /// Each slot's hash (0: empty, as no kept text hashes to 0, see `hash(_:)`) and string, in
    /// two arrays so that a miss reads no string. Empty until the first key is kept: most
    /// documents never need them.
    private var hashes: [UInt64] = []
    private var strings: [String] = []
    /// Lookups that found their key, and keys kept after a lookup that did not.
    private var hits = 0
    private var misses = 0

    /// True when the document's long keys mostly do not repeat (more than 64 kept, and more
    /// kept than found): then the table only adds to every key's cost, and the document stops
    /// using it.
    var isNotWorthIt: Bool { misses > 64 && misses > hits }

    /// The slot of `hash` (its top eight bits).
    @inline(__always)
    static func slot(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> 56) }

    /// The hash of a key's UTF-8 (16 to 64 bytes): its first and last eight bytes and its length,
    /// mixed by multiplications; never 0 (the low bit is set), which marks an empty slot.
    @unsafe @inline(__always)
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: reads eight bytes at 0 and at `count - 8`, within `text`, whose count the
        // caller checked is at least `minimumLength` (16).
        guard let base = text.baseAddress, text.count >= 8 else { return 1 }
        let raw = unsafe UnsafeRawPointer(base)
        let first = unsafe UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let last = unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: text.count &- 8, as: UInt64.self))
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &+ UInt64(truncatingIfNeeded: text.count))
        return ((mixed ^ (mixed &>> 29)) &* 0xBF58_476D_1CE4_E5B9) | 1
    }

    /// The kept string whose UTF-8 is exactly `text`, if its slot holds it (counted).
    mutating func string(hash: UInt64, equalTo text: UnsafeBufferPointer<UInt8>) -> String? {
        // Memory safety: the buffer is passed on as it came.
        let found = unsafe lookUp(hash: hash, equalTo: text)
        if found != nil { hits &+= 1 }
        return found
    }

    /// `string(hash:equalTo:)` without counting.
    private func lookUp(hash: UInt64, equalTo text: UnsafeBufferPointer<UInt8>) -> String? {
        // Memory safety: both buffers are lent for the comparison, which reads `text.count` bytes
        // of each after checking the counts are equal.
        let index = Self.slot(of: hash)
        guard index < hashes.count, index < strings.count, hashes[index] == hash else { return nil }
        let equal = unsafe strings[index].utf8.withContiguousStorageIfAvailable { kept -> Bool in
            guard kept.count == text.count, let left = kept.baseAddress, let right = text.baseAddress else { return false }
            return unsafe memoryEqual(left, right, count: text.count)
        }
        return equal == true ? strings[index] : nil
    }

    /// Keeps `string` (whose UTF-8 hashes to `hash`) in its slot.
    mutating func keep(_ string: String, hash: UInt64) {
        if hashes.isEmpty {
            hashes = Array(repeating: 0, count: Self.slotCount)
            strings = Array(repeating: "", count: Self.slotCount)
        }
        misses &+= 1
        let index = Self.slot(of: hash)
        guard index < hashes.count, index < strings.count else { return }
        hashes[index] = hash
        strings[index] = string
    }
}

extension JSONDocument {
    /// The string of the key entry at `index`: `readString(at:)`'s, shared between members with
    /// the same long key (see `KeyStringTable`).
    @inlinable @inline(__always)
    package func readKey(at index: Int) -> String {
        if let short = shortString(at: index) { return short }
        return generalKey(at: index)
    }

    /// `readKey(at:)` for a key that is not a short checked string.
    @usableFromInline @inline(never)
    func generalKey(at index: Int) -> String {
        // Memory safety: the text is used within this call, while `self` keeps it alive (see
        // `unsafeText(from:count:)`); `hash` reads within it (at least 16 bytes here).
        let entry = unsafe entries[index]
        let length = entry.length
        guard entry.tag & (Entry.Flags.checkedUTF8 | Entry.Flags.hasEscapes) == Entry.Flags.checkedUTF8,
              length >= KeyStringTable.minimumLength, length <= KeyStringTable.maximumLength
        else { return generalString(at: index) }
        let text = unsafe unsafeText(from: entry.contentOffset, count: length)
        guard text.count == length else { return generalString(at: index) }
        let key = withKeyStrings { table in
            let hash = unsafe KeyStringTable.hash(text)
            if let kept = table.withLock({ unsafe $0.string(hash: hash, equalTo: text) }) { return kept }
            let made = generalString(at: index)
            let isNotWorthIt = table.withLock { table in
                table.keep(made, hash: hash)
                return table.isNotWorthIt
            }
            if isNotWorthIt { stopKeepingKeyStrings(table) }
            return made
        }
        return key ?? generalString(at: index)
    }
}
