// Memory safety, for every `unsafe` in this file: the keys and names are UTF-8 lent for the call
// (the document's bytes, or a `String`'s), read at indices below their counts; the kept copies
// are arrays of this table's own.
/// The JSON spellings of a model's keys under `convertFromSnakeCase`, learned from the members
/// they matched: `profile_image_url_https` for `profileImageUrlHttps`.
///
/// Why: converting a key to compare it with the model's name is a pass over the key to find its
/// words and a second to compare (~370 instructions for a Twitter user's keys), and a model
/// looks up every one of its keys in every object. A response repeats the same spellings in
/// every object, and a key with the bytes of one that converted to a name converts to it too:
/// a byte comparison (~50 instructions with the slot's) says so. A key spelled otherwise is
/// converted, as before, and its spelling learned.
///
/// Direct-mapped by the name's hash: a name whose slot holds another replaces it.
struct SnakeCaseSpellings {
    static let slotCount = 512

    /// Each slot's name hash (`SnakeCaseKeys.foldedHash`, never 0; 0: empty), name and
    /// spelling. Empty until the first spelling is learned.
    private var hashes: [UInt64] = []
    private var names: [[UInt8]] = []
    private var spellings: [[UInt8]] = []

    /// The slot of `hash` (its top nine bits).
    @inline(__always)
    static func slot(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> 55) }

    /// Whether `key` is the spelling learned for `name` (whose hash is `hash`): then `key`
    /// converts to `name`. False says nothing: convert it.
    @inline(__always)
    func isLearned(_ key: UnsafeBufferPointer<UInt8>, for name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
        let slot = Self.slot(of: hash)
        guard slot < hashes.count, hashes[slot] == hash, slot < names.count, slot < spellings.count else { return false }
        guard unsafe spellings[slot].withUnsafeBufferPointer({ unsafe keyBytesEqual($0, key) }) else { return false }
        return unsafe names[slot].withUnsafeBufferPointer { unsafe keyBytesEqual($0, name) }
    }

    /// Keeps `key` as the spelling of `name`, which it converts to.
    mutating func learn(_ key: UnsafeBufferPointer<UInt8>, for name: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        if hashes.isEmpty {
            hashes = Array(repeating: 0, count: Self.slotCount)
            names = Array(repeating: [], count: Self.slotCount)
            spellings = Array(repeating: [], count: Self.slotCount)
        }
        let slot = Self.slot(of: hash)
        guard slot < hashes.count, slot < names.count, slot < spellings.count else { return }
        hashes[slot] = hash
        names[slot] = unsafe Array(name)
        spellings[slot] = unsafe Array(key)
    }
}
