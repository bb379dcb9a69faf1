// Memory safety, for every `unsafe` in this extension: the decoder's state is read by the one
// decode in progress (see `DocumentDecoder`), at entries the parser recorded for this document.
extension DocumentDecoder {
    /// The non-empty container at `root` as a `JSON` with every object's keys converted by the
    /// snake-case strategy, the value `JSON.init(from:)` builds through the containers: members
    /// in the document's order, of the members whose keys convert alike only the first (as the
    /// containers' `allKeys` and lookups give them), every other value a view of the document.
    /// Nil when a value below `root` is a number JSON cannot hold, whose error the containers make.
    ///
    /// One walk, each container built once its values are: the containers took about 30 times
    /// as long, asking for a container, its keys and each member's decoder at every level
    /// (callgrind, 1,000 tweets into `JSON` under `.convertFromSnakeCase`: 371M instructions,
    /// against 12.5M for the view without a strategy; found by an outside tester). Walks with a
    /// list of its own, so any depth the parser allowed takes constant native stack.
    func snakeCaseConvertedJSON(at root: Int) -> JSON? {
        /// A container being built: how many of its members or elements have been looked at,
        /// and the keys and values it keeps.
        struct Level {
            let container: Int
            var looked = 0
            var keys: [String] = []
            var values: [JSON] = []
            /// The keys kept, for an object of more than eight members (smaller ones search `keys`).
            var seen: Set<String> = []
        }
        var levels = [Level(container: root)]
        while !levels.isEmpty {
            let last = levels.count &- 1
            // Read field by field, never the whole level: a copy would share its arrays, and each
            // append below would then copy them.
            let entry = unsafe entries[levels[last].container]
            let looked = levels[last].looked
            guard looked < entry.childCount else {
                let finished = levels.removeLast()
                let value: JSON = entry.kind == .object
                    // Distinct as `String`s, so by their bytes too.
                    ? .object(JSON.Object(distinctMembers: zip(finished.keys, finished.values).map { (key: $0, value: $1) }))
                    : .array(JSON.Array(finished.values))
                guard !levels.isEmpty else { return value }
                levels[levels.count &- 1].values.append(value)
                continue
            }
            levels[last].looked = looked &+ 1
            var child = entry.firstChild &+ looked
            if entry.kind == .object {
                let name = convertedKey(ofMember: looked, firstKey: entry.firstChild)
                let isRepeated = entry.childCount > 8
                    ? !levels[last].seen.insert(name).inserted
                    : levels[last].keys.contains(name)
                if isRepeated { continue }
                levels[last].keys.append(name)
                child = entry.firstChild &+ 2 &* looked &+ 1
            }
            let childEntry = unsafe entries[child]
            if childEntry.isNotJSON { return nil }
            if childEntry.kind.isContainer, childEntry.childCount > 0 {
                levels.append(Level(container: child))
            } else {
                levels[last].values.append(unsafe document.value(at: child))
            }
        }
        return nil
    }
}
