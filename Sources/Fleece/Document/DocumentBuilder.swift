/// Builds the document of an array or object made in code from `JSON` values, without writing
/// any text to parse again: each child's index and text are spliced in.
///
/// A child that is a view into another document (a parsed subdocument, a number, a value built
/// earlier) brings its entries, copied with their offsets and child indices moved, and the span
/// of that document's bytes its values occupy, copied once as it stands (escapes, and any
/// whitespace between its values, included). A child string is written escaped. So building a
/// container costs the size of what it holds, never a parse, and deep values built level by level
/// copy each level's index once per level above it, not its text through a writer and a parser.
///
/// The layout is the parser's: a container's children are contiguous (an object's as key, value,
/// key, value, …) and come after everything below them; the root is the last entry. Offsets grow
/// in document order and every value takes at least one byte, which the search for a value's path
/// relies on (`JSONDocument.path(toEntry:)`).
struct DocumentBuilder {
    private(set) var entries: [Entry] = []
    private(set) var bytes: [UInt8] = []
    /// False once an offset would not fit the index's 32 bits: the result is then empty.
    private(set) var fits = true

    /// The document of a container whose children are `children` (for an object, key and value
    /// in turn), given as a closure that adds each child with `add(_:)` / `addKey(_:)`.
    static func container(
        _ kind: Entry.Kind, count: Int, _ addChildren: (inout DocumentBuilder, inout [Entry]) -> Void
    ) -> JSONDocument? {
        var builder = DocumentBuilder()
        var children: [Entry] = []
        children.reserveCapacity(kind == .object ? 2 * count : count)
        let offset = builder.appendByte(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        addChildren(&builder, &children)
        builder.bytes.append(kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        let firstChild = builder.entries.count
        builder.entries.append(contentsOf: children)
        let members = kind == .object ? children.count / 2 : children.count
        return builder.document(root: Entry(offset: offset, tag: kind.rawValue, payload: UInt64(firstChild) << 32 | UInt64(members)))
    }

    /// The document built, with `root` appended as its last entry, or nil when it does not fit the index.
    private mutating func document(root: Entry) -> JSONDocument? {
        entries.append(root)
        guard fits, bytes.count <= Int(UInt32.max) else { return nil }
        return JSONDocument(bytes: bytes, entries: entries, rootIndex: entries.count - 1, hasSourceText: false)
    }

    /// Appends one byte and returns its offset.
    private mutating func appendByte(_ byte: UInt8) -> UInt32 {
        let offset = offsetHere()
        bytes.append(byte)
        return offset
    }

    /// The offset of the next byte, as the index stores it (past 4 GiB the result is void).
    private mutating func offsetHere() -> UInt32 {
        guard let offset = UInt32(exactly: bytes.count) else {
            fits = false
            return 0
        }
        return offset
    }

    /// Adds an object's key: a string entry for `key`, written escaped.
    mutating func addKey(_ key: String, to children: inout [Entry]) {
        children.append(appendString(key))
    }

    /// Adds `value`: its entry goes to `children`, whatever lies below it to the index.
    mutating func add(_ value: JSON, to children: inout [Entry]) {
        switch value {
        case .null: children.append(appendLiteral([0x6E, 0x75, 0x6C, 0x6C], kind: .null))
        case .bool(true): children.append(appendLiteral([0x74, 0x72, 0x75, 0x65], kind: .true))
        case .bool(false): children.append(appendLiteral([0x66, 0x61, 0x6C, 0x73, 0x65], kind: .false))
        case .string(let string): children.append(appendString(string))
        case .number(let number):
            if number.document == nil {
                children.append(appendHeldInteger(number.slot))
            } else {
                let (document, index) = number.entry
                children.append(splice(index, of: document))
            }
        case .array(let array): children.append(splice(array.entryIndex, of: array.document))
        case .object(let object): children.append(splice(object.entryIndex, of: object.document))
        }
    }

    /// A number entry for an integer a `JSON.Number` holds, written as its `description`.
    private mutating func appendHeldInteger(_ value: Int64) -> Entry {
        let offset = offsetHere()
        JSONText.appendInteger(value, to: &bytes)
        return Entry(offset: offset, tag: Entry.Kind.number.rawValue, payload: UInt64(bytes.count - Int(offset)))
    }

    private mutating func appendLiteral(_ text: [UInt8], kind: Entry.Kind) -> Entry {
        let offset = offsetHere()
        bytes.append(contentsOf: text)
        return Entry(offset: offset, tag: kind.rawValue, payload: 0)
    }

    /// A string entry for `string`, written quoted and escaped as the writer writes it. Escaping
    /// only ever lengthens the text, so a content longer than the UTF-8 means an escape is in it.
    private mutating func appendString(_ string: String) -> Entry {
        let offset = offsetHere()
        JSONText.appendString(string, escapingSlashes: false, to: &bytes)
        let length = bytes.count - Int(offset) - 2
        let tag = Entry.Kind.string.rawValue | (length != string.utf8.count ? Entry.Flags.hasEscapes : 0)
        return Entry(offset: offset, tag: tag, payload: UInt64(length))
    }

    /// Copies the value at `root` of `document`, everything below it included, and returns its
    /// entry (to be placed among its new parent's children).
    ///
    /// Below a container, the parser's layout (and this builder's) puts everything in one run of
    /// entries: each container's children are moved there, together, when it closes, so the run
    /// starts with the block of the first container to close and ends with the root's children.
    /// That run is copied as it stands, each offset and child index moved by the same amount: a
    /// tight loop, with no walk of the tree. A document laid out otherwise is walked instead.
    private mutating func splice(_ root: Int, of document: JSONDocument) -> Entry {
        let source = unsafe document.entries
        guard source.indices.contains(root) else { return appendLiteral([0x6E, 0x75, 0x6C, 0x6C], kind: .null) }
        if let entry = spliceRun(below: root, of: document) { return entry }
        return spliceByWalking(root, of: document)
    }

    /// The copy of `root`'s run (see ``splice(_:of:)``), or nil when the entries below `root` do
    /// not form one (then nothing was added).
    private mutating func spliceRun(below root: Int, of document: JSONDocument) -> Entry? {
        let source = unsafe document.entries
        let rootEntry = source[root]
        let spanStart = Int(rootEntry.offset)
        let shift = bytes.count - spanStart
        var spanEnd = Self.end(of: rootEntry)
        var moved = rootEntry
        moved.offset = UInt32(truncatingIfNeeded: spanStart &+ shift)
        if rootEntry.kind.isContainer, rootEntry.childCount > 0 {
            // A document's own root is its last entry, with everything else below it (parsed or
            // built: the common case, and the one of values built level by level).
            let isWholeDocument = unsafe root == document.rootIndex && root == source.count - 1
            guard let run = isWholeDocument ? 0..<root : Self.run(below: rootEntry, in: source) else { return nil }
            let entriesBefore = entries.count
            // Room for the run and the parent's entries to come, doubling as appends do: an exact
            // reserve made building an array of N containers copy every entry before each one,
            // O(N²) (10,000 elements took 6.4 G instructions; found by an outside tester).
            let needed = entriesBefore + run.count + rootEntry.childCount + 1
            if entries.capacity < needed { entries.reserveCapacity(max(needed, 2 * entries.capacity)) }
            let indexShift = entriesBefore - run.lowerBound
            // Copied at once, then moved in place: the loop touches only the new entries.
            entries.append(contentsOf: source[run])
            let offsetShift = UInt32(truncatingIfNeeded: shift)
            let childShift = UInt64(truncatingIfNeeded: indexShift) << 32
            for index in entriesBefore..<entries.count {
                let entry = entries[index]
                spanEnd = max(spanEnd, Self.end(of: entry))
                entries[index].offset = entry.offset &+ offsetShift
                if entry.kind.isContainer, entry.childCount > 0 {
                    let firstChild = entry.firstChild
                    guard firstChild >= run.lowerBound, firstChild + Self.childEntries(of: entry) <= run.upperBound else {
                        entries.removeSubrange(entriesBefore...)
                        return nil
                    }
                    entries[index].payload = entry.payload &+ childShift
                }
            }
            moved.payload = UInt64(rootEntry.firstChild + indexShift) << 32 | UInt64(rootEntry.childCount)
        }
        let end = unsafe min(spanEnd, document.bytes.count)
        if spanStart < end { unsafe bytes.append(contentsOf: document.bytes[spanStart..<end]) }
        if bytes.count > Int(UInt32.max) { fits = false }
        return moved
    }

    /// The run of entries below a non-empty `container`: from the children of the first container
    /// to close below it (found by going down through each level's first non-empty container) to
    /// the end of its own children. Nil when that is not a valid range of `source`.
    private static func run(below container: Entry, in source: [Entry]) -> Range<Int>? {
        let end = container.firstChild + childEntries(of: container)
        var start = container.firstChild
        var current = container
        descending: while true {
            let children = current.firstChild..<(current.firstChild + childEntries(of: current))
            guard children.lowerBound >= 0, children.upperBound <= source.count else { return nil }
            for child in children where source[child].kind.isContainer && source[child].childCount > 0 {
                current = source[child]
                start = current.firstChild
                continue descending
            }
            break
        }
        guard start >= 0, start <= end, end <= source.count else { return nil }
        return start..<end
    }

    /// The entries of a container's children: two per member of an object, one per element.
    private static func childEntries(of entry: Entry) -> Int {
        entry.childCount * (entry.kind == .object ? 2 : 1)
    }

    /// The value at `root` of `document` as a document of its own, without the members whose
    /// key entries are in `omitted` (each with its value and everything below it), or nil when
    /// it would not fit the index. No text is written: the kept values' text is copied as it stands.
    static func copy(of root: Int, in document: JSONDocument, omittingMembersAt omitted: Set<Int>) -> JSONDocument? {
        var builder = DocumentBuilder()
        let rootEntry = builder.spliceByWalking(root, of: document, omittingMembersAt: omitted)
        return builder.document(root: rootEntry)
    }

    /// Copies `root` by walking the tree below it, with a stack of its own (constant native
    /// stack at any depth), laying it out as the parser would. The members whose key entries are
    /// in `omitted` are left out, each with its value.
    private mutating func spliceByWalking(_ root: Int, of document: JSONDocument, omittingMembersAt omitted: Set<Int> = []) -> Entry {
        let source = unsafe document.entries
        let spanStart = Int(source[root].offset)
        // Every offset below moves by the same amount: the span is copied as it stands.
        let shift = bytes.count - spanStart
        var spanEnd = spanStart
        // The new entries of the children met so far, per open container, in one array.
        var pending: [Entry] = []
        var stack: [SpliceFrame] = []
        var current = root
        while true {
            let entry = source[current]
            spanEnd = max(spanEnd, Self.end(of: entry))
            var moved = entry
            moved.offset = UInt32(truncatingIfNeeded: Int(entry.offset) &+ shift)
            if entry.kind.isContainer, entry.childCount > 0 {
                let children = entry.childCount * (entry.kind == .object ? 2 : 1)
                stack.append(SpliceFrame(entry: moved, next: entry.firstChild, end: entry.firstChild + children, pendingStart: pending.count))
            } else {
                pending.append(moved)
            }
            // Close every container whose children are all copied; then go on with the next child,
            // past the members left out (only key entries are ever in `omitted`).
            while let frame = stack.last, frame.next == frame.end || (!omitted.isEmpty && omitted.contains(frame.next)) {
                if frame.next != frame.end {
                    stack[stack.count - 1].next += 2
                    continue
                }
                stack.removeLast()
                let firstChild = entries.count
                let copied = pending.count - frame.pendingStart
                entries.append(contentsOf: pending[frame.pendingStart...])
                pending.removeSubrange(frame.pendingStart...)
                var closed = frame.entry
                let count = frame.entry.kind == .object ? copied / 2 : copied
                closed.payload = UInt64(firstChild) << 32 | UInt64(count)
                pending.append(closed)
            }
            guard let frame = stack.last else { break }
            current = frame.next
            stack[stack.count - 1].next += 1
        }
        let end = unsafe min(spanEnd, document.bytes.count)
        if spanStart < end { unsafe bytes.append(contentsOf: document.bytes[spanStart..<end]) }
        if bytes.count > Int(UInt32.max) { fits = false }
        return pending.last ?? Entry(offset: 0, tag: Entry.Kind.null.rawValue, payload: 0)
    }

    /// One past the last byte of a value's own text (for a container, its opening bracket: its
    /// children's ends are taken one by one).
    private static func end(of entry: Entry) -> Int {
        let offset = Int(entry.offset)
        switch entry.kind {
        case .null, .true: return offset + 4
        case .false: return offset + 5
        case .number: return offset + entry.length
        case .string: return entry.contentOffset + entry.length + 1
        case .array, .object: return offset + 1
        }
    }
}

/// A container being copied by `DocumentBuilder.splice`: its moved entry (child index still to
/// set), the next child to copy and where its children's new entries start in `pending`.
private struct SpliceFrame {
    var entry: Entry
    var next: Int
    var end: Int
    var pendingStart: Int
}
