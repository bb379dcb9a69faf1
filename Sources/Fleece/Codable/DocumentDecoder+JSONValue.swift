/// `JSON` decoded by this decoder, as `JSONDecoder` gives it.
///
/// A view of the document is exact for most values, but not for all: `JSONDecoder` sees the
/// FIRST member of a key that repeats (as this decoder's lookups do), where `JSON`'s own lookup
/// gives the last, and it converts keys under a key strategy. Both happen in real data (a
/// discovery document of Google's Cloud SDK repeats `"description"`), so such values are built
/// as `JSONDecoder` builds them rather than viewed. And a number JSON cannot hold (JSON5's
/// `Infinity` and `NaN`, or a malformed token such as `01`, which the lenient reading keeps for
/// the values that decode it) goes the way `JSONDecoder` takes it, through the single-value
/// container, where it fails as there: a view would hold text that is not JSON.
// Memory safety, for every `unsafe` in this extension: the decoder's state is read by the one
// decode in progress (see `DocumentDecoder`), at entries the parser recorded for this document.
extension DocumentDecoder {
    /// The value being decoded as a `JSON`, or nil when it must be built through the containers
    /// (a non-empty array or object under a key strategy, whose keys the containers convert, or
    /// one holding a number JSON cannot hold, and such a number itself).
    ///
    /// - an absent member (`superDecoder(forKey:)` of a key the object lacks) is `.null`, as under
    ///   `JSONDecoder`;
    /// - a scalar, or a container in which no object repeats a key, is a view of the document
    ///   (numbers keep their text, members their order), unless it is or holds a number JSON
    ///   cannot hold;
    /// - a container in which an object repeats a key is a copy without the later members of
    ///   each repeated key.
    func decodedJSON() -> JSON? {
        let value = unsafe self.value
        guard value >= 0 else { return JSON.null }
        let entry = unsafe entries[value]
        guard entry.kind.isContainer, entry.childCount > 0 else {
            // Not `cond ? nil : value`: there `nil` would be `JSON`'s literal, `.null`.
            if entry.isNotJSON { return nil }
            return unsafe document.value(at: value)
        }
        guard keyMatching == .exact, let omitted = laterMembersOfRepeatedKeys(below: value) else { return nil }
        guard !omitted.isEmpty,
              let copy = unsafe DocumentBuilder.copy(of: value, in: document, omittingMembersAt: omitted) else {
            return unsafe document.value(at: value)
        }
        return copy.root
    }

    /// The key entries of the members `JSONDecoder` does not see in the value at `root`: in each
    /// object, every member whose key an earlier member has; nil when a value below `root` is a
    /// number JSON cannot hold. Empty for most documents; each object costs a check of its keys'
    /// lengths and first bytes (`keysAreDistinct`), and only one that fails it has its keys
    /// compared as strings.
    ///
    /// Walks with a list of its own, so any depth the parser allowed takes constant native stack.
    private func laterMembersOfRepeatedKeys(below root: Int) -> Set<Int>? {
        var omitted: Set<Int> = []
        var containers = [root]
        while let container = containers.popLast() {
            let entry = unsafe entries[container]
            let first = entry.firstChild
            let count = entry.childCount
            guard entry.kind == .object else {
                for element in first ..< first &+ count {
                    let child = unsafe entries[element]
                    if child.isNotJSON { return nil }
                    if child.kind.isContainer { containers.append(element) }
                }
                continue
            }
            let mayRepeat = unsafe count > 1 && !entries.keysAreDistinct(firstKey: first, count: count, in: bytes)
            var seen = Set<String>(minimumCapacity: mayRepeat ? count : 0)
            for member in 0 ..< count {
                let key = first &+ 2 &* member
                if mayRepeat, !seen.insert(stringValue(ofEntry: key)).inserted {
                    omitted.insert(key)
                    continue
                }
                let child = unsafe entries[key &+ 1]
                if child.isNotJSON { return nil }
                if child.kind.isContainer { containers.append(key &+ 1) }
            }
        }
        return omitted
    }
}

extension Entry {
    /// A number JSON cannot hold, which only the lenient and JSON5 readings record: `Infinity`
    /// or `NaN`, or a token kept as written because it is malformed (`01`, `1.`, a string with a
    /// bad escape). Hexadecimal numbers are recorded in decimal, so they are JSON.
    var isNotJSON: Bool { tag & (Flags.nonFinite | Flags.malformedNumber | Flags.malformedString) != 0 }
}
