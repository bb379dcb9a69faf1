// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state (the scan's, `snakeCaseSpellings`) is the decoder's own, used
// by one decode at a time (see `DocumentDecoder.value`).
/// Finding a model's key among an object's members under `convertFromSnakeCase`: the first
/// member whose key converts to the name, as `JSONDecoder` takes it.
extension DocumentDecoder {
    /// The value entry of the first member whose key, converted from snake case, is `name`,
    /// found in one conversion when the model asks for its keys in the JSON's order: as
    /// `firstMember(named:bits:firstKey:count:scan:)`, with the converted keys' bits in
    /// `scan.convertedKeysBefore`, a wider filter than the exact keys' (a Twitter user has 40
    /// members). (Scanning from the front converted every member before the one found, for every
    /// key: ~12 conversions a lookup, 78% of decoding a Twitter-shaped response.) `nameHash` is
    /// the name's `SnakeCaseKeys.foldedHash`, which a key type's table keeps (`KeyNameTable`).
    @inline(__always)
    func firstMember(snakeCaseConvertingTo name: UnsafeBufferPointer<UInt8>, nameHash: UInt64, firstKey: Int, count: Int,
                     scan: KeyedContainerState) -> Int? {
        let start = unsafe scan.nextMember
        if start < count {
            let keyIndex = firstKey &+ 2 &* start
            if unsafe snakeCaseKey(keyIndex, convertsTo: name, nameHash: nameHash) == true,
               unsafe !scan.convertedKeysBefore.mayContain(nameHash) {
                unsafe scan.convertedKeysBefore.insert(nameHash)
                unsafe scan.nextMember = start &+ 1
                return keyIndex &+ 1
            }
        }
        return unsafe resumedMember(
            snakeCaseConvertingTo: name, nameHash: nameHash, firstKey: firstKey, count: count, scan: scan)
    }

    /// `firstMember(snakeCaseConvertingTo:nameHash:firstKey:count:scan:)` when the next member is
    /// not the one, as `resumedMember(named:bits:firstKey:count:scan:)` is for exact keys.
    @inline(never)
    func resumedMember(snakeCaseConvertingTo name: UnsafeBufferPointer<UInt8>, nameHash: UInt64, firstKey: Int, count: Int,
                       scan: KeyedContainerState) -> Int? {
        let start = unsafe scan.nextMember
        let startKey = firstKey &+ 2 &* start
        var keys = unsafe scan.convertedKeysBefore
        let found: Int
        if !keys.mayContain(nameHash) {
            // Not among the keys before the start: from the start on, or not in the object.
            guard let member = unsafe firstMember(
                snakeCaseConvertingTo: name, nameHash: nameHash, firstKey: startKey, count: count &- start)
            else { return nil }
            found = member
        } else {
            let first = unsafe firstMember(
                snakeCaseConvertingTo: name, nameHash: nameHash, firstKey: firstKey, count: count)
            guard let member = first, member > startKey else { return first }
            found = member
        }
        // The members from the start to the one found join the keys before the next start, by
        // their folded hashes, which their conversions share; the one found converts to `name`.
        keys.insert(nameHash)
        var keyIndex = startKey
        while keyIndex &+ 1 < found {
            if let hash = snakeCaseKeyHash(ofKey: keyIndex) { keys.insert(hash) } else { keys.insertEverything() }
            keyIndex &+= 2
        }
        unsafe scan.convertedKeysBefore = keys
        unsafe scan.nextMember = (found &- firstKey) &>> 1 &+ 1
        return found
    }

    /// Whether the key entry `keyIndex` converts to `name` from snake case: by its spelling when it
    /// is the one learned for `name`, else by converting it (and learning it when it matches);
    /// nil when it takes the full rule (escaped, or beyond the ASCII fast path).
    @inline(__always)
    func snakeCaseKey(_ keyIndex: Int, convertsTo name: UnsafeBufferPointer<UInt8>, nameHash: UInt64) -> Bool? {
        let entry = unsafe entries[keyIndex]
        guard !entry.hasEscapes else { return nil }
        let key = unsafe keyText(entry)
        // Most members of an object are not the one: their first and last bytes say so.
        guard unsafe SnakeCaseKeys.mayConvert(key, to: name) else { return false }
        if unsafe snakeCaseSpellings.isLearned(key, for: name, hash: nameHash) { return true }
        guard let matches = unsafe SnakeCaseKeys.converted(key, equals: name) else { return nil }
        if matches { unsafe snakeCaseSpellings.learn(key, for: name, hash: nameHash) }
        return matches
    }

    /// The `SnakeCaseKeys.foldedHash` of the key entry `keyIndex`, which its conversion from snake
    /// case shares; nil for a key that takes the full rule (escaped, or beyond the ASCII fast
    /// path), which may convert to anything.
    @inline(__always)
    func snakeCaseKeyHash(ofKey keyIndex: Int) -> UInt64? {
        let entry = unsafe entries[keyIndex]
        guard !entry.hasEscapes else { return nil }
        return unsafe SnakeCaseKeys.foldedHash(ofKey: keyText(entry))
    }

    /// The value entry of the first member whose key, converted from snake case, is `name`
    /// (whose `SnakeCaseKeys.foldedHash` is `nameHash`).
    func firstMember(snakeCaseConvertingTo name: UnsafeBufferPointer<UInt8>, nameHash: UInt64, firstKey: Int,
                     count: Int) -> Int? {
        for member in 0..<count {
            let keyIndex = firstKey &+ 2 &* member
            if let matches = unsafe snakeCaseKey(keyIndex, convertsTo: name, nameHash: nameHash) {
                if matches { return keyIndex &+ 1 }
                continue
            }
            if unsafe fullRuleKey(keyIndex, convertsTo: name) { return keyIndex &+ 1 }
        }
        return nil
    }

    /// Whether the key entry `keyIndex`, escaped or beyond the ASCII fast path, converts to
    /// `name` by the strategy's full rule (its closure, asked for here only: holding it on the
    /// way cost every lookup a retain and a release).
    @inline(never)
    func fullRuleKey(_ keyIndex: Int, convertsTo name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .convertFromSnakeCase(let convert) = options.keyStrategy else { return false }
        return unsafe convert(stringValue(ofEntry: keyIndex)).utf8.elementsEqual(name)
    }

    /// The key of member `member` as the model sees it after the key strategy (not for `.custom`,
    /// whose keys the container converts up front).
    func convertedKey(ofMember member: Int, firstKey: Int) -> String {
        let keyIndex = firstKey &+ 2 &* member
        let key = stringValue(ofEntry: keyIndex)
        guard case .convertFromSnakeCase(let convert) = options.keyStrategy else { return key }
        let entry = unsafe entries[keyIndex]
        if !entry.hasEscapes, let converted = unsafe SnakeCaseKeys.convert(rawText(entry)) { return converted }
        return convert(key)
    }
}

/// A filter of 256 bits of the converted keys among an object's members before a point: two bits
/// of each key's `SnakeCaseKeys.foldedHash`, which its conversion shares. A key with either bit
/// clear is not among them; with 40 keys in, about one key in fourteen is let through falsely
/// (two bits in 64, the exact keys' filter, let through one in three, and each costs a scan).
struct ConvertedKeyFilter {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The two bits of `hash`: bytes 7 and 6, each an index among the 256.
    @inline(__always)
    private static func bits(of hash: UInt64) -> (Int, Int) {
        (Int(truncatingIfNeeded: hash &>> 56), Int(truncatingIfNeeded: hash &>> 48) & 255)
    }

    @inline(__always)
    private func has(_ bit: Int) -> Bool {
        let mask: UInt64 = 1 &<< UInt64(truncatingIfNeeded: bit & 63)
        switch bit &>> 6 {
        case 0: return words.0 & mask != 0
        case 1: return words.1 & mask != 0
        case 2: return words.2 & mask != 0
        default: return words.3 & mask != 0
        }
    }

    @inline(__always)
    private mutating func set(_ bit: Int) {
        let mask: UInt64 = 1 &<< UInt64(truncatingIfNeeded: bit & 63)
        switch bit &>> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    /// False when no key with this hash is in the filter.
    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        let (first, second) = Self.bits(of: hash)
        return has(first) && has(second)
    }

    @inline(__always)
    mutating func insert(_ hash: UInt64) {
        let (first, second) = Self.bits(of: hash)
        set(first)
        set(second)
    }

    /// For a key that may convert to anything: every key may be among them.
    mutating func insertEverything() { words = (~0, ~0, ~0, ~0) }
}
