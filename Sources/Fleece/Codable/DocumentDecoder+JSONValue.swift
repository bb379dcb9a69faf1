/// `JSON` decoded by this decoder, as `JSONDecoder` gives it.
///
/// A view of the document is exact for most values, but not for all: `JSONDecoder` sees the
/// FIRST member of a key that repeats (as this decoder's lookups do), where `JSON`'s own lookup
/// gives the last, and it converts keys under a key strategy. Both happen in real data (a
/// discovery document of Google's Cloud SDK repeats `"description"`), so such values are built
/// as `JSONDecoder` builds them rather than viewed. And a number JSON cannot hold (JSON5's
/// `Infinity` and `NaN`, or a malformed token such as `01`, which the lenient reading keeps for
/// the values that decode it) fails as under `JSONDecoder`, `dataCorrupted` at its path: a view
/// would hold text that is not JSON.
// Memory safety, for every `unsafe` in this extension: the decoder's state is read by the one
// decode in progress (see `DocumentDecoder`), at entries the parser recorded for this document.
extension DocumentDecoder {
    /// The value being decoded as a `JSON`, or nil when it must be built through the containers:
    /// a non-empty array or object under a custom key strategy, whose keys the containers
    /// convert, or a number JSON cannot hold, which the single-value container refuses.
    ///
    /// - an absent member (`superDecoder(forKey:)` of a key the object lacks) is `.null`, as under
    ///   `JSONDecoder`;
    /// - a scalar, or a container in which no object repeats a key, is a view of the document
    ///   (numbers keep their text, members their order), unless it is or holds a number JSON
    ///   cannot hold;
    /// - a container in which an object repeats a key is a copy without the later members of
    ///   each repeated key;
    /// - under `.convertFromSnakeCase`, a container is a copy with its keys converted
    ///   (``snakeCaseConvertedJSON(at:)``).
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the first number JSON cannot hold in a container,
    ///   in document order, as `JSONDecoder` fails on it. Found in one walk: building such a
    ///   container through the containers would walk each nested container's subtree again.
    func decodedJSON() throws -> JSON? {
        let value = unsafe self.value
        guard value >= 0 else { return JSON.null }
        let entry = unsafe entries[value]
        guard entry.kind.isContainer, entry.childCount > 0 else {
            // Not `cond ? nil : value`: there `nil` would be `JSON`'s literal, `.null`.
            if entry.isNotJSON { return nil }
            return unsafe document.value(at: value)
        }
        guard keyMatching == .exact else {
            // Custom keys are converted with their coding paths, which the containers make.
            return keyMatching == .snakeCase ? snakeCaseConvertedJSON(at: value) : nil
        }
        guard let omitted = laterMembersOfRepeatedKeys(below: value) else {
            let (path, entry) = firstNumberNotJSON(below: value)
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath + path, debugDescription: notJSONDescription(entry)))
        }
        guard !omitted.isEmpty,
              let copy = unsafe DocumentBuilder.copy(of: value, in: document, omittingMembersAt: omitted) else {
            return unsafe document.value(at: value)
        }
        return copy.root
    }

    /// The key entries of the members `JSONDecoder` does not see in the value at `root`: in each
    /// object, every member whose key an earlier member has, as a `String` (so a key canonically
    /// equivalent to an earlier one repeats it, as in `JSONDecoder`'s dictionary); nil when a value
    /// below `root` is a number JSON cannot hold. Empty for most documents; each object costs a
    /// check of its keys' lengths and first bytes (`keysAreDistinctASCII`), and only one that
    /// fails it, or has a key that is not ASCII, has its keys compared as strings.
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
            let mayRepeat = count > 1 && !keysAreDistinctASCII(firstKey: first, count: count)
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

    /// The description of the error for the value at entry `value`, which JSON cannot hold
    /// (`DecodingError.dataCorrupted` at its path, as under `JSONDecoder`): ``JSON/notAJSONValue``
    /// and what is wrong with it, `The value is not a JSON value: "\q" is not valid JSON: expected
    /// an escape character (…) after '\', found 'q' at line 1, column 12.`
    func notJSONDescription(_ value: Int) -> String {
        guard value >= 0, unsafe entries[value].isNotJSON else { return JSON.notAJSONValue }
        return "The value is not a JSON value: \(whyNotJSON(value))."
    }

    /// The path, from `root`, of the first number JSON cannot hold below it in document order,
    /// skipping the members `JSONDecoder` does not see (the one it fails on), and its entry.
    /// Empty and -1 when there is none, which `laterMembersOfRepeatedKeys(below:)` has ruled out
    /// before this is asked.
    ///
    /// Walks depth first with a list of its own, so any depth takes constant native stack.
    private func firstNumberNotJSON(below root: Int) -> (path: [any CodingKey], entry: Int) {
        /// A container being walked, how many of its elements or members have been looked at,
        /// and, in an object, the keys seen.
        struct Step { let container: Int; var looked = 0; var keys: Set<String> = [] }
        var walk = [Step(container: root)]
        // The top step is read field by field, never copied: a copy would share its key set, so
        // each insertion below would copy the set, quadratic in an object's width.
        while let last = walk.indices.last {
            let entry = unsafe entries[walk[last].container]
            let looked = walk[last].looked
            guard looked < entry.childCount else {
                walk.removeLast()
                continue
            }
            walk[last].looked &+= 1
            var child = entry.firstChild &+ looked
            if entry.kind == .object {
                let key = entry.firstChild &+ 2 &* looked
                guard walk[last].keys.insert(stringValue(ofEntry: key)).inserted else { continue }
                child = key &+ 1
            }
            let childEntry = unsafe entries[child]
            if childEntry.isNotJSON {
                // Each step's last element or member looked at is the one on the path.
                let path: [any CodingKey] = walk.map { step in
                    let entry = unsafe entries[step.container]
                    let position = step.looked &- 1
                    guard entry.kind == .object else { return IndexCodingKey(position) }
                    return TextCodingKey(stringValue(ofEntry: entry.firstChild &+ 2 &* position))
                }
                return (path, child)
            }
            if childEntry.kind.isContainer, childEntry.childCount > 0 { walk.append(Step(container: child)) }
        }
        return ([], -1)
    }
}

extension Entry {
    /// A number JSON cannot hold, which only the lenient and JSON5 readings record: `Infinity`
    /// or `NaN`, or a token kept as written because it is malformed (`01`, `1.`, a string with a
    /// bad escape). Hexadecimal numbers are recorded in decimal, so they are JSON.
    var isNotJSON: Bool { tag & (Flags.nonFinite | Flags.malformedNumber | Flags.malformedString) != 0 }
}
