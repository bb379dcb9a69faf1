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
        let length = UInt64(truncatingIfNeeded: name.count)
        var keyIndex = firstKey
        let end = firstKey &+ 2 &* count
        while keyIndex < end {
            let entry = unsafe entries[keyIndex]
            if entry.payload == length && entry.tag & Entry.Flags.hasEscapes == 0 {
                if unsafe bytesEqual(rawText(entry), name) { return keyIndex &+ 1 }
            } else if entry.hasEscapes, unsafe document.string(at: keyIndex, equals: name) {
                return keyIndex &+ 1
            }
            keyIndex &+= 2
        }
        return nil
    }

    /// The value entry of the first member whose key, converted from snake case, is `name`.
    func firstMember(snakeCaseConvertingTo name: UnsafeBufferPointer<UInt8>, firstKey: Int, count: Int,
                     convert: @Sendable (String) -> String) -> Int? {
        var nameString: String?
        for member in 0..<count {
            let keyIndex = firstKey &+ 2 &* member
            let entry = unsafe entries[keyIndex]
            if !entry.hasEscapes, let matches = unsafe SnakeCaseKeys.converted(rawText(entry), equals: name) {
                if matches { return keyIndex &+ 1 }
                continue
            }
            // Escaped or beyond the ASCII fast path: convert the whole key by the full rule.
            if nameString == nil { nameString = unsafe String(decoding: name, as: UTF8.self) }
            if convert(stringValue(ofEntry: keyIndex)) == nameString { return keyIndex &+ 1 }
        }
        return nil
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

    @inline(__always)
    func bytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return unsafe memoryEqual(left, right, count: lhs.count)
    }
}
