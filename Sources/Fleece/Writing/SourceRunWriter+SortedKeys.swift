extension SourceRunWriter {
    /// Appends the key entries of `object`'s members to `sorted`, ordered by their keys' UTF-8
    /// bytes as unescaped (members with equal keys in document order), and returns where they
    /// start; returns -1, appending nothing, when the members are in that order already.
    ///
    /// Each key's bytes are gathered into one buffer first (a plain key copied from the source,
    /// one with escapes or unusual quoting unescaped as ``unusualString(_:)`` reads it), so that
    /// the sort compares plain byte runs.
    func sortMembers(of object: Entry, entries: UnsafeBufferPointer<Entry>, onto sorted: inout [Int]) -> Int {
        // Memory safety: `entries` is lent by `writeValue` for its call, and the object's key
        // entries (from `firstChild`, every other one) were recorded by the document's parser or
        // builder; key ranges are clamped to the source as `unusualString` clamps them.
        var keyBytes: [UInt8] = []
        var keys: [SortedKey] = []
        keys.reserveCapacity(object.childCount)
        for member in 0..<object.childCount {
            let slot = object.firstChild &+ member &* 2
            let key = unsafe entries[slot]
            let start = min(key.contentOffset, sourceCount)
            let end = min(start &+ key.length, sourceCount)
            let raw = unsafe UnsafeBufferPointer(start: source + start, count: end &- start)
            let keyStart = keyBytes.count
            let open = Int(key.offset)
            if !key.hasEscapes, open < sourceCount, unsafe source[open] == UInt8(ascii: "\"") {
                unsafe keyBytes.append(contentsOf: raw)
            } else {
                keyBytes.append(contentsOf: unsafe StringUnescaping.unescape(raw).utf8)
            }
            keys.append(SortedKey(slot: slot, start: keyStart, count: keyBytes.count &- keyStart))
        }
        return unsafe keyBytes.withUnsafeBufferPointer { text in
            let precedes = { (left: SortedKey, right: SortedKey) -> Bool in
                let order = unsafe Self.compare(text, left, right)
                return order != 0 ? order < 0 : left.slot < right.slot
            }
            var inOrder = true
            for index in keys.indices.dropFirst() where !precedes(keys[index &- 1], keys[index]) {
                inOrder = false
                break
            }
            if inOrder { return -1 }
            keys.sort(by: precedes)
            let first = sorted.count
            for key in keys { sorted.append(key.slot) }
            return first
        }
    }

    /// The order of two keys' bytes in `text`: negative, zero or positive.
    private static func compare(_ text: UnsafeBufferPointer<UInt8>, _ left: SortedKey, _ right: SortedKey) -> Int {
        let shorter = min(left.count, right.count)
        var index = 0
        while index < shorter {
            let a = unsafe text[left.start &+ index], b = unsafe text[right.start &+ index]
            if a != b { return a < b ? -1 : 1 }
            index &+= 1
        }
        return left.count &- right.count
    }
}

/// A member's key entry (`slot`) and its key's bytes in the sort's buffer.
struct SortedKey {
    let slot: Int
    let start: Int
    let count: Int
}
