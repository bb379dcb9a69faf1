/// Where the last key lookup in an object matched, kept by the object's document, so that a
/// model's fields, looked up in the order the JSON has them, are each found in one comparison.
///
/// `json <| "a"` holds no state between lookups, and a lookup must give the LAST member with
/// its key. Scanning from the object's end gives that, but a model that asks for its keys in
/// order paid for a scan over the members after each one (a nine-field JSON Lines record: 36
/// key comparisons, ~1,800 instructions, a sixth of its decode; callgrind, event-log). So:
/// - the first lookup in an object scans from its end, as always, and notes where it matched;
/// - the second one checks, once, whether the object's keys are all different. When they are,
///   a member with the key is THE member with it, and every later lookup tries the member after
///   the one found last, then goes on around the object; when a key repeats (or has escapes),
///   lookups scan from the end, as before.
///
/// Four slots, chosen by the object's entry index, so that the lookups in a nested object (a
/// status's `user`) mostly leave its parent's hint in place. Each slot is one word, read and
/// written atomically (relaxed): a document is shared between tasks, and a word is a whole fact
/// about one object (its keys, and a member position below its count), so whichever task wrote
/// it last, it holds. The facts describe the document's text: `refill` clears them.
///
/// The slots are four of the document's embedded words (`EmbeddedAtomicWords`); this is a view
/// of them, made by `JSONDocument.lookupHints` for the lookup at hand and kept nowhere.
// Memory safety: `@safe` because `firstSlot` points into the embedded words of the document that
// made this view, which the caller holds while it uses the view.
@safe struct ObjectLookupHints {
    private let firstSlot: UnsafeMutablePointer<UInt64>

    init(firstSlot: UnsafeMutablePointer<UInt64>) {
        unsafe self.firstSlot = firstSlot
    }

    /// The slot of the object at entry `objectIndex`, shared with every fourth object.
    @inline(__always)
    private func slot(forObjectAt objectIndex: Int) -> AtomicWord {
        // Memory safety: one of the four slots the view was made with.
        unsafe AtomicWord(address: firstSlot + (objectIndex & 3))
    }

    /// The hint of the slot of the object at entry `objectIndex`: maybe another object's.
    @inline(__always)
    func hint(forObjectAt objectIndex: Int) -> ObjectLookupHint {
        ObjectLookupHint(word: slot(forObjectAt: objectIndex).load(ordering: .relaxed))
    }

    /// Keeps `hint` in the slot of its object.
    @inline(__always)
    func store(_ hint: ObjectLookupHint, forObjectAt objectIndex: Int) {
        slot(forObjectAt: objectIndex).store(hint.word, ordering: .relaxed)
    }

    /// Forgets every hint (the document is being filled with another text).
    func clear() {
        for objectIndex in 0 ..< 4 { slot(forObjectAt: objectIndex).store(0, ordering: .relaxed) }
    }
}

/// One slot's word: the object's entry index + 1 in the low 32 bits (0: no object), the member
/// to try next in the 16 above, and whether the object's keys are distinct in the two above.
struct ObjectLookupHint {
    /// What is known of an object's keys.
    enum Keys: UInt64 {
        /// Not checked yet.
        case unknown = 0
        /// All different, none with escapes: a member with the key is the last one with it.
        case distinct = 1
        /// A key repeats, or some key has escapes: lookups scan from the end.
        case repeated = 2
    }

    let word: UInt64

    init(word: UInt64) {
        self.word = word
    }

    /// The hint for the object at entry `objectIndex`; nil when it cannot be written in a word
    /// (an index or a position out of range), and lookups then do without.
    init?(objectIndex: Int, nextMember: Int, keys: Keys) {
        guard objectIndex >= 0, UInt64(truncatingIfNeeded: objectIndex) < 0xFFFF_FFFF, nextMember >= 0, nextMember <= 0xFFFF else { return nil }
        word = UInt64(truncatingIfNeeded: objectIndex &+ 1) | UInt64(truncatingIfNeeded: nextMember) &<< 32 | keys.rawValue &<< 48
    }

    /// Whether this is the hint of the object at entry `objectIndex`.
    @inline(__always)
    func describes(objectAt objectIndex: Int) -> Bool {
        word & 0xFFFF_FFFF == UInt64(truncatingIfNeeded: objectIndex &+ 1) && UInt64(truncatingIfNeeded: objectIndex) < 0xFFFF_FFFF
    }

    var nextMember: Int { Int(truncatingIfNeeded: word &>> 32 & 0xFFFF) }
    var keys: Keys { Keys(rawValue: word &>> 48 & 3) ?? .unknown }
}

// Memory safety, for every `unsafe` in this extension: `bytes` is the document's text, lent by
// the caller for the call, and `key` the key's UTF-8, lent likewise; entries are read at the
// object's members, `firstChild ..< firstChild + 2 * count`, which this document's parser
// recorded, and key texts at the ranges it recorded for them, within `bytes`.
extension JSON.Object {
    /// Objects with fewer members than this are scanned from the end with no hint: the scan is
    /// short, and checking once that the keys are distinct (about 60 instructions a key) costs
    /// more than it saves. At 6, a nine-field JSON Lines record paid ~650 instructions for the
    /// check, ~30 more per lookup than its scans from the end (callgrind, event-log: 12 gives
    /// 1,128.0M -> 1,094.2M a pass, flickr-places' 11-member places 1.141M -> 1.126M).
    static let hintedLookupMinimum = 12

    /// The member the document's hint points at, when the object's keys are known to be distinct
    /// and that member's key is `key` (not empty): then it is the last member with that key.
    /// Nil otherwise, and `hintedMemberIndex` decides. Small, for its caller to inline: a model
    /// that asks for its keys in order takes only this step (the bytes lent inside, where no
    /// call is made, so the array is not retained; the hint stored after).
    @inline(__always)
    func nextHintedMember(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, count: Int, firstChild: Int) -> Int? {
        let hint = document.lookupHints.hint(forObjectAt: entryIndex)
        guard hint.describes(objectAt: entryIndex), hint.keys == .distinct else { return nil }
        let member = hint.nextMember
        guard member < count else { return nil }
        let matches = unsafe document.bytes.withUnsafeBufferPointer { bytes in
            unsafe plainKey(ofMember: member, firstChild: firstChild, bytes: bytes, equals: key)
        }
        guard matches else { return nil }
        if let next = ObjectLookupHint(objectIndex: entryIndex, nextMember: member &+ 1 == count ? 0 : member &+ 1, keys: .distinct) {
            document.lookupHints.store(next, forObjectAt: entryIndex)
        }
        return member
    }

    /// The position of the last member whose key is `key` (not empty), in an object of `count`
    /// members from `hintedLookupMinimum` to `hashedLookupThreshold`, with the document's hints,
    /// when `nextHintedMember` found nothing. The scan runs with the bytes lent; the hint it
    /// leaves is stored after.
    @inline(never)
    func hintedMemberIndex(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, count: Int, firstChild: Int) -> Int? {
        let hint = document.lookupHints.hint(forObjectAt: entryIndex)
        guard hint.describes(objectAt: entryIndex) else {
            // The first lookup here (or the slot went to another object since): from the end.
            let found = unsafe lastMember(forKeyUTF8: key, count: count, firstChild: firstChild)
            if let next = ObjectLookupHint(objectIndex: entryIndex, nextMember: found.map { $0 &+ 1 == count ? 0 : $0 &+ 1 } ?? 0, keys: .unknown) {
                document.lookupHints.store(next, forObjectAt: entryIndex)
            }
            return found
        }
        var keys = hint.keys
        if keys == .unknown {
            let distinct = unsafe document.bytes.withUnsafeBufferPointer { bytes in
                unsafe document.entries.withUnsafeBufferPointer { entries in
                    unsafe entries.keysAreDistinct(firstKey: firstChild, count: count, in: bytes)
                }
            }
            keys = distinct ? .distinct : .repeated
            if let known = ObjectLookupHint(objectIndex: entryIndex, nextMember: hint.nextMember, keys: keys) {
                document.lookupHints.store(known, forObjectAt: entryIndex)
            }
        }
        guard keys == .distinct else { return unsafe lastMember(forKeyUTF8: key, count: count, firstChild: firstChild) }
        // Distinct keys: the first match from the hinted member on, around the object, is the one.
        let start = hint.nextMember < count ? hint.nextMember : 0
        let found = unsafe document.bytes.withUnsafeBufferPointer { bytes -> Int? in
            var member = start
            repeat {
                if unsafe plainKey(ofMember: member, firstChild: firstChild, bytes: bytes, equals: key) { return member }
                member = member &+ 1 == count ? 0 : member &+ 1
            } while member != start
            return nil
        }
        if let found, let next = ObjectLookupHint(objectIndex: entryIndex, nextMember: found &+ 1 == count ? 0 : found &+ 1, keys: .distinct) {
            document.lookupHints.store(next, forObjectAt: entryIndex)
        }
        return found
    }

    /// The position of the last member whose key has the bytes `key` (not empty), scanning
    /// from the end, so that with duplicate keys the last one wins. The bytes and the entries
    /// are lent to `lastPlainMember` for the keys without escapes (the entries read through the
    /// array's subscript cost ~10 instructions a lookup more: callgrind, event-log); a key with
    /// escapes is compared here.
    func lastMember(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, count: Int, firstChild: Int) -> Int? {
        var end = count
        while true {
            let stop = unsafe document.bytes.withUnsafeBufferPointer { bytes in
                unsafe document.entries.withUnsafeBufferPointer { entries in
                    unsafe Self.lastPlainMember(forKeyUTF8: key, before: end, firstChild: firstChild, entries: entries, bytes: bytes)
                }
            }
            switch stop {
            case .found(let member): return member
            case .none: return nil
            case .escaped(let member):
                if unsafe document.string(at: firstChild &+ 2 &* member, equals: key) { return member }
                end = member
            }
        }
    }

    /// Whether the key of the member at `member` has no escapes and the bytes `key` (not empty).
    /// Lengths first, then the first byte, then the rest.
    @inline(__always)
    func plainKey(ofMember member: Int, firstChild: Int, bytes: UnsafeBufferPointer<UInt8>,
                  equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        let keyEntry = unsafe document.entries[firstChild &+ 2 &* member]
        guard !keyEntry.hasEscapes, keyEntry.length == key.count,
              let base = bytes.baseAddress, let keyBase = key.baseAddress else { return false }
        // In bounds: the parser recorded the key's bytes, `length` of them, within `bytes`.
        let text = unsafe base + keyEntry.contentOffset
        return unsafe text.pointee == keyBase.pointee && memoryEqual(text, keyBase, count: key.count)
    }

    /// The last member before `end` whose key, without escapes, has the bytes `key` (not
    /// empty), scanning from `end - 1` down; it stops at a key with escapes, which the caller
    /// compares outside the scopes that lend `bytes` and `entries` (a call made inside made the
    /// compiler retain the document's bytes around the scope: two atomic operations per lookup).
    /// `.none` when no member before `end` has the key.
    static func lastPlainMember(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, before end: Int, firstChild: Int,
                                entries: UnsafeBufferPointer<Entry>, bytes: UnsafeBufferPointer<UInt8>) -> BackwardScanStop {
        // No bytes: no key has any (a key written with escapes has them too), so none is `key`
        // (never empty here: the empty key has its own scan).
        guard let base = bytes.baseAddress, let keyBase = key.baseAddress else { return .none }
        // Each member's entry read once, and the key's length and first byte held across the
        // loop: most members differ in one of them (plainKey per member read the entry twice).
        let length = key.count
        let first = unsafe keyBase.pointee
        var member = end &- 1
        while member >= 0 {
            let keyEntry = unsafe entries[firstChild &+ 2 &* member]
            if keyEntry.hasEscapes { return .escaped(member) }
            if keyEntry.length == length {
                // In bounds: the parser recorded the key's bytes, `length` of them, within `bytes`.
                let text = unsafe base + keyEntry.contentOffset
                if unsafe text.pointee == first && memoryEqual(text, keyBase, count: length) { return .found(member) }
            }
            member &-= 1
        }
        return .none
    }
}

/// Where a backward scan over an object's keys stopped.
enum BackwardScanStop {
    /// At the member with the key.
    case found(Int)
    /// At a member whose key has escapes, to be compared by the caller.
    case escaped(Int)
    /// At the front: no member has the key.
    case none
}
