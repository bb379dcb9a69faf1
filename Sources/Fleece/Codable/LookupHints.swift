/// Lookups in large objects in about the order of the JSON, in O(1).
///
/// Models mostly decode their keys in the order the JSON has them (skipping members they do not
/// model), so after finding member `m` the next key is usually at `m + 1` or a little after. When
/// an object's keys are all different, a match anywhere is THE match, so the scan may start
/// there and wrap around; when a key repeats, the first of them must win and the scan starts at
/// the front. Whether the keys are distinct is checked once per object, in O(n), on its first
/// lookup that misses, and only for objects large enough for scanning to cost more than checking.
/// A model that asks in another order than the JSON's makes the scans long: once they have passed
/// over twice as many members as the object has, its keys are indexed (`MemberIndex`), in O(n)
/// again, and the index answers every later miss.
///
/// The hint (where to start, whether the keys are distinct) is the container's own state
/// (`KeyedContainerState`), so that returning from a nested value finds the parent's intact. It
/// was once a table per container depth, which cost ~100 instructions a lookup to find and
/// check (callgrind, social-feed: 7,080 lookups a pass in 40-member objects).
// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds (a
// large object's `hint.nextMember` is always below its `count`: it starts at 0 and is set only
// here, wrapping to 0); the `@exclusivity(unchecked)` state is the decoder's and the
// container's own, used by one decode at a time (see `DocumentDecoder.value`).
extension DocumentDecoder {
    /// Objects with at most this many members are scanned from the member after the one found
    /// last (`firstMember(named:bits:firstKey:count:scan:)`): for them that costs less than checking
    /// that the keys are distinct. At 16, the statuses of the social-feed corpus (23 to 26
    /// members) paid for the check on every object; at 32, a pass costs 1% fewer instructions
    /// (callgrind: social-feed 27.24M -> 26.98M, timeline 14.13M -> 13.98M). Not more: a user's
    /// 40 keys fill the 64-bit filter of the keys before the next member, and its lookups then
    /// rescan from the front (social-feed +1% at 48).
    static let hintedLookupThreshold = 32

    /// The value entry of the first member named `name` in a large object (more than
    /// `hintedLookupThreshold` members), whose container's state is `hint`. The member after the
    /// one found last is tried first, inlined, once the keys are known to be distinct; anything
    /// else takes `wrappedMember(named:firstKey:count:hint:)`.
    @inline(__always)
    func hintedMember(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int, hint: KeyedContainerState) -> Int? {
        if unsafe hint.largeObjectKeys.areDistinct {
            let start = unsafe hint.nextMember
            if unsafe keyEquals(firstKey &+ 2 &* start, name) {
                unsafe hint.nextMember = start &+ 1 == count ? 0 : start &+ 1
                return firstKey &+ 2 &* start &+ 1
            }
        }
        return unsafe wrappedMember(named: name, firstKey: firstKey, count: count, hint: hint)
    }

    /// `hintedMember(named:firstKey:count:hint:)` when the next member is not the one: checks
    /// once whether the keys are distinct, then scans from the next member around to it, or
    /// (keys repeat) from the front; once the scans have passed over twice as many members as
    /// the object has, indexes its keys (see `MemberIndex`) and asks the index from then on.
    @inline(never)
    func wrappedMember(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int, hint: KeyedContainerState) -> Int? {
        var keys = unsafe hint.largeObjectKeys
        if keys == .unknown {
            keys = unsafe entries.keysAreDistinct(firstKey: firstKey, count: count, in: bytes) ? .distinct : .repeated
            unsafe hint.largeObjectKeys = keys
            // Counted from here for this object (no store for the objects that never miss).
            unsafe hint.memberIndex.passedOver = 0
        }
        if keys == .indexedDistinct || keys == .indexedRepeated {
            // The next member after the one found is tried first again, inline (when the keys
            // are distinct): a model may follow the JSON's order for a while.
            guard let member = unsafe hint.memberIndex.member(named: name, firstKey: firstKey, in: self) else { return nil }
            unsafe hint.nextMember = member &+ 1 == count ? 0 : member &+ 1
            return firstKey &+ 2 &* member &+ 1
        }
        guard keys == .distinct else {
            let found = unsafe firstMember(named: name, firstKey: firstKey, count: count)
            indexIfWorthIt(passedOver: found.map { ($0 &- firstKey) &>> 1 } ?? count, firstKey: firstKey, count: count, hint: hint)
            return found
        }
        let start = unsafe hint.nextMember
        // The key found last, asked for again (a model that tries a second type for a key):
        // the scan around would pass every other member first, and a wide object read so was
        // quadratic (8,000 members, each key asked twice: 5.4 s in a debug build).
        let previous = start == 0 ? count &- 1 : start &- 1
        if unsafe keyEquals(firstKey &+ 2 &* previous, name) { return firstKey &+ 2 &* previous &+ 1 }
        var member = start
        repeat {
            if unsafe keyEquals(firstKey &+ 2 &* member, name) {
                unsafe hint.nextMember = member &+ 1 == count ? 0 : member &+ 1
                indexIfWorthIt(passedOver: member >= start ? member &- start : member &+ count &- start,
                               firstKey: firstKey, count: count, hint: hint)
                return firstKey &+ 2 &* member &+ 1
            }
            member = member &+ 1 == count ? 0 : member &+ 1
        } while member != start
        indexIfWorthIt(passedOver: count, firstKey: firstKey, count: count, hint: hint)
        return nil
    }

    /// Counts the members a scan of a large object passed over, and indexes its keys once they
    /// add up to twice its size (see `MemberIndex`): a model asking in the JSON's order passes
    /// over only the members it skips and, for a key the object lacks, the object once, and
    /// never pays for an index. (At once its size, one absent key made Twitter's users build
    /// indexes they hardly used: +0.3% on twitter.json.)
    @inline(__always)
    private func indexIfWorthIt(passedOver members: Int, firstKey: Int, count: Int, hint: KeyedContainerState) {
        unsafe hint.memberIndex.passedOver &+= members
        guard unsafe hint.memberIndex.passedOver >= count &* 2 else { return }
        guard let distinct = unsafe hint.memberIndex.build(firstKey: firstKey, count: count, entries: entries, bytes: bytes) else {
            // Not indexable (an escaped key): no more counting for this object; its lookups scan.
            unsafe hint.memberIndex.passedOver = Int.min / 2
            return
        }
        unsafe hint.largeObjectKeys = distinct ? .indexedDistinct : .indexedRepeated
    }

    /// Whether the key entry `keyIndex` (without escapes) has the bytes `name`.
    @inline(__always)
    func keyEquals(_ keyIndex: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = unsafe entries[keyIndex]
        return unsafe entry.payload == UInt64(truncatingIfNeeded: name.count) && entry.tag & Entry.Flags.hasEscapes == 0
            && keyBytesEqual(keyText(entry), name)
    }
}
