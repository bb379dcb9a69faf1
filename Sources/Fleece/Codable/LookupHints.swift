/// Lookups in large objects in about the order of the JSON, in O(1).
///
/// Models mostly decode their keys in the order the JSON has them (skipping members they do not
/// model), so after finding member `m` the next key is usually at `m + 1` or a little after. When
/// an object's keys are all different, a match anywhere is THE match, so the scan may start
/// there and wrap around; when a key repeats, the first of them must win and the scan starts at
/// the front. Whether the keys are distinct is checked once per object, in O(n), on its first
/// lookup, and only for objects large enough for scanning to cost more than checking.
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
        if unsafe hint.keysAreDistinct == true {
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
    /// (keys repeat) from the front.
    @inline(never)
    func wrappedMember(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int, hint: KeyedContainerState) -> Int? {
        let distinct: Bool
        if let known = unsafe hint.keysAreDistinct {
            distinct = known
        } else {
            distinct = unsafe entries.keysAreDistinct(firstKey: firstKey, count: count, in: bytes)
            unsafe hint.keysAreDistinct = distinct
        }
        guard distinct else { return unsafe firstMember(named: name, firstKey: firstKey, count: count) }
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
                return firstKey &+ 2 &* member &+ 1
            }
            member = member &+ 1 == count ? 0 : member &+ 1
        } while member != start
        return nil
    }

    /// Whether the key entry `keyIndex` (without escapes) has the bytes `name`.
    @inline(__always)
    func keyEquals(_ keyIndex: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = unsafe entries[keyIndex]
        return unsafe entry.payload == UInt64(truncatingIfNeeded: name.count) && entry.tag & Entry.Flags.hasEscapes == 0
            && keyBytesEqual(keyText(entry), name)
    }
}
