extension JSONDocument {
    /// The path from the root to the value at entry `target`, found by walking down from the
    /// root: a container's children are contiguous and in input order, so the child holding the
    /// target is the last one starting at or before the target's offset (a binary search; an
    /// object's member starts at its key). O(depth × log(width)); only errors ask for it.
    /// The path to a member's key is the member's (`prices.gbp` for the key `"gbp"`).
    /// A record of a stream (`origin`) starts from the record's own path (`places.place[37]`).
    func path(toEntry target: Int) -> JSONPath {
        let path = pathInDocument(toEntry: target)
        guard let prefix = unsafe origin?.path, !prefix.isRoot else { return path }
        return path.prepending(prefix)
    }

    private func pathInDocument(toEntry target: Int) -> JSONPath {
        guard unsafe entries.indices.contains(target), unsafe entries.indices.contains(rootIndex) else { return .root }
        let targetOffset = unsafe entries[target].offset
        var components: [JSONPath.Component] = []
        var current = recordRoot(atOrBefore: targetOffset)
        // Every step goes one level deeper, so the walk ends; the bound guards against an index
        // that does not lie under the root.
        var steps = 0
        while current != target, unsafe steps < entries.count {
            steps += 1
            let container = unsafe entries[current]
            let isObject: Bool
            switch container.kind {
            case .object: isObject = true
            case .array: isObject = false
            default: return JSONPath(components)
            }
            let stride = isObject ? 2 : 1
            let firstChild = container.firstChild
            // The last child (an object's member by its key) starting at or before the target.
            var low = 0, high = container.childCount - 1, found = -1
            while low <= high {
                let middle = (low + high) / 2
                let start = firstChild + middle * stride
                guard unsafe entries.indices.contains(start) else { return JSONPath(components) }
                if unsafe entries[start].offset <= targetOffset {
                    found = middle
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            guard found >= 0 else { return JSONPath(components) }
            let start = firstChild + found * stride
            guard isObject else {
                components.append(.index(found))
                current = start
                continue
            }
            components.append(.key(string(at: start)))
            if start == target { break }
            guard unsafe entries.indices.contains(start + 1) else { return JSONPath(components) }
            current = start + 1
        }
        return JSONPath(components)
    }
}

extension JSONDocument {
    /// The root of the value at byte `offset`: `rootIndex`, or in a batch of records the last
    /// record whose root starts at or before it (records are in text order).
    func recordRoot(atOrBefore offset: UInt32) -> Int {
        // Memory safety: the document's `@exclusivity(unchecked)` fields, read (see `JSONDocument`);
        // every root in `recordRoots` is an entry the parser wrote.
        guard unsafe !recordRoots.isEmpty else { return unsafe rootIndex }
        var low = 0, high = unsafe recordRoots.count - 1, found = 0
        while low <= high {
            let middle = (low + high) / 2
            if unsafe entries[recordRoots[middle]].offset <= offset {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return unsafe recordRoots[found]
    }
}
