// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
/// Finding a model's key among an object's members.
///
/// `JSONDecoder` takes the FIRST member when a key repeats (and, with a key strategy, the first
/// member whose converted key matches), so the members are scanned from the front. The scan
/// compares lengths first and bytes only when they agree, with no `String` built for keys
/// without escapes, which is faster than hashing for the objects models are decoded from.
extension DocumentDecoder {
    /// The value entry of the first member of the object (first key entry `firstKey`, `count`
    /// members) whose key has the bytes `name`, or nil.
    @inline(__always)
    func firstMember(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int) -> Int? {
        // The entries, the text and the name held in registers across the loop, and each member
        // tested for escapes first, then its length, in two branches (the entries' address was
        // read from the decoder on every member, and both tests made into one with flags:
        // ~16 instructions a member passed over, ~7 now).
        guard let entryBase = unsafe entries.baseAddress, let textBase = unsafe bytes.baseAddress,
              let nameBase = name.baseAddress else {
            return unsafe plainFirstMember(named: name, firstKey: firstKey, count: count)
        }
        let length = UInt64(truncatingIfNeeded: name.count)
        var keyIndex = firstKey
        let end = firstKey &+ 2 &* count
        while keyIndex < end {
            let entry = unsafe entryBase[keyIndex]
            if entry.tag & Entry.Flags.hasEscapes == 0 {
                if entry.payload == length, unsafe memoryEqual(textBase + entry.contentOffset, nameBase, count: name.count) {
                    return keyIndex &+ 1
                }
            } else if unsafe escapedKey(at: keyIndex, equals: name) {
                return keyIndex &+ 1
            }
            keyIndex &+= 2
        }
        return nil
    }

    /// Whether the key entry `keyIndex`, which has escapes, is `name` once unescaped: out of line,
    /// as such keys are rare.
    @inline(never)
    func escapedKey(at keyIndex: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
        unsafe document.string(at: keyIndex, equals: name)
    }

    /// `firstMember(named:firstKey:count:)` without the text's or the name's address (an empty
    /// document text or name).
    @inline(never)
    func plainFirstMember(named name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int) -> Int? {
        let length = UInt64(truncatingIfNeeded: name.count)
        var keyIndex = firstKey
        let end = firstKey &+ 2 &* count
        while keyIndex < end {
            let entry = unsafe entries[keyIndex]
            if entry.payload == length && entry.tag & Entry.Flags.hasEscapes == 0 {
                if unsafe keyBytesEqual(keyText(entry), name) { return keyIndex &+ 1 }
            } else if entry.hasEscapes, unsafe document.string(at: keyIndex, equals: name) {
                return keyIndex &+ 1
            }
            keyIndex &+= 2
        }
        return nil
    }

    /// The value entry of the first member of a small object whose key has the bytes `name`,
    /// found in one step when the model asks for its keys in the JSON's order.
    ///
    /// The member after the one found last, `scan.nextMember`, is tried first. A match there is
    /// the FIRST member with that key when no member before it has the key, which
    /// `scan.keysBefore` tells in most cases: it has the two bits (`keyBits`) of every key before
    /// `nextMember`, so a clear one means the key is not among them. Anything else takes
    /// `resumedMember(named:bits:firstKey:count:scan:)`, out of line to keep this small enough to
    /// inline. `knownBits` are `name`'s bits when the caller has them already (a container's
    /// kept names, see `KeyNameTable`); nil, they are worked out here.
    @inline(__always)
    func firstMember(named name: UnsafeBufferPointer<UInt8>, bits knownBits: UInt64?, firstKey: Int, count: Int,
                     scan: KeyedContainerState) -> Int? {
        let start = unsafe scan.nextMember
        if start < count {
            let keyIndex = firstKey &+ 2 &* start
            let entry = unsafe entries[keyIndex]
            if entry.payload == UInt64(truncatingIfNeeded: name.count) && entry.tag & Entry.Flags.hasEscapes == 0,
               unsafe keyBytesEqual(keyText(entry), name) {
                let bits = unsafe knownBits ?? Self.keyBits(name)
                let keys = unsafe scan.keysBefore
                if keys & bits != bits {
                    unsafe scan.keysBefore = keys | bits
                    unsafe scan.nextMember = start &+ 1
                    return keyIndex &+ 1
                }
            }
        } else if let knownBits, unsafe scan.keysBefore & knownBits != knownBits {
            // Every member is before the start, and none has the key (its bits say so): a key the
            // object lacks, mostly an optional one asked for after those present. Answered here
            // rather than by a call (~35 instructions; callgrind, GitHub's events: 573 a decode).
            return nil
        }
        return unsafe resumedMember(named: name, bits: knownBits ?? Self.keyBits(name), firstKey: firstKey, count: count, scan: scan)
    }

    /// `firstMember(named:bits:firstKey:count:scan:)` when the next member is not the one: the scan
    /// goes on from there when `name` is not among the keys before it, else starts at the front.
    /// Either way a member found at or after the start becomes the new start.
    @inline(never)
    func resumedMember(named name: UnsafeBufferPointer<UInt8>, bits: UInt64, firstKey: Int, count: Int,
                       scan: KeyedContainerState) -> Int? {
        let start = unsafe scan.nextMember
        let startKey = firstKey &+ 2 &* start
        var keys = unsafe scan.keysBefore
        let found: Int
        if keys & bits != bits {
            // Not among the keys before the start (their bits say so): from the start on, or not
            // in the object. (A key the object lacks, often an optional one, is one scan.)
            guard let member = unsafe firstMember(named: name, firstKey: startKey, count: count &- start) else { return nil }
            found = member
        } else {
            // The key found last, asked for again (a model that tries a second type for a key):
            // the member before the start is the first with its key, since every lookup returns
            // the first. Scanning from the front instead made each such lookup linear, and a
            // wide object read so quadratic (8,000 members: 5.4 s in a debug build).
            if start > 0, unsafe keyEquals(startKey &- 2, name) { return startKey &- 1 }
            let first = unsafe firstMember(named: name, firstKey: firstKey, count: count)
            guard let member = first, member > startKey else { return first }
            found = member
        }
        // The members from the start to the one found join the keys before the next start; the
        // one found has the bytes, so the bits, of `name`.
        keys |= bits
        var keyIndex = startKey
        while keyIndex &+ 1 < found {
            let entry = unsafe entries[keyIndex]
            keys |= entry.hasEscapes ? ~0 : unsafe Self.keyBits(keyText(entry))
            keyIndex &+= 2
        }
        unsafe scan.keysBefore = keys
        unsafe scan.nextMember = (found &- firstKey) &>> 1 &+ 1
        return found
    }

    /// The raw text of a key entry: `rawText` without asking the entry's kind, since a key is
    /// always a string entry (JSON5's unquoted keys too: the parser writes them quoted; see
    /// `JSONDocument.string(at:equals:)`, which reads keys so). ~5 instructions a lookup fewer.
    @inline(__always)
    func keyText(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        // Memory safety: a string entry's content lies within the text, as `rawText` says.
        unsafe UnsafeBufferPointer(start: bytes.baseAddress.map { unsafe $0 + entry.contentOffset }, count: entry.length)
    }

    /// Two of 64 bits for a key's bytes (the same one, now and then), from its length and its
    /// first and last bytes. Two, not one: with one bit per key, a key whose bit an earlier
    /// member's key had (one in seven, after ten keys) cost a scan of the whole object, ~350
    /// instructions (callgrind, flickr-places: `woe_name` on every place); with two, both must
    /// have been set, which happens about half as often.
    @inline(__always)
    static func keyBits(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // Memory safety: the bytes read are the key's first and last, only when it has any.
        guard key.count > 0, let base = key.baseAddress else { return 1 }
        let mixed = unsafe UInt64(truncatingIfNeeded: key.count) | UInt64(base.pointee) &<< 8 | UInt64(base[key.count &- 1]) &<< 16
        let hash = mixed &* 0x9E37_79B9_7F4A_7C15
        return 1 &<< (hash &>> 58) | 1 &<< (hash &>> 52 & 63)
    }
}

/// Whether two keys' bytes are equal: their counts, then `memoryEqual(_:_:count:)`.
@inline(__always)
func keyBytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    // Memory safety: both buffers are lent for the call, `count` bytes each when the counts agree.
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    return unsafe memoryEqual(left, right, count: lhs.count)
}
