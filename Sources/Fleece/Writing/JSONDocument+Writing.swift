extension JSONDocument {
    /// The JSON text of the value at entry `root` in `style`, as ``JSON/text(_:)`` documents it:
    /// written by ``SourceRunWriter`` into an array's uninitialized capacity.
    ///
    /// The first capacity holds any parsed value written compact (never longer than its source
    /// text); when a value outgrows it (pretty text, a document built in code) the writing
    /// starts again with four times as much.
    func writtenValue(at root: Int, style: JSON.WritingStyle) -> [UInt8] {
        // Memory safety: the hex table, the document's bytes and entries are lent for the closures
        // only, and the writer made in them dies there; it writes within the lent capacity (checked),
        // and `count` is what it wrote, or 0 when it overflowed.
        let pretty = style.contains(.pretty), sortedKeys = style.contains(.sortedKeys)
        var capacity = compactSizeBound(of: root)
        if pretty { capacity = capacity &* 3 &+ 256 }
        while true {
            var overflowed = false
            let text = unsafe [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                unsafe SourceRunWriter.hexTable.withUnsafeBufferPointer { hexValues in
                    unsafe bytes.withUnsafeBufferPointer { source in
                        unsafe entries.withUnsafeBufferPointer { entries in
                            guard let table = hexValues.baseAddress, entries.indices.contains(root) else { return }
                            var writer = unsafe SourceRunWriter(source: source, output: buffer, hexValues: table)
                            // Two inlined copies, so that the document-order one has no trace
                            // of sorting: `sortedKeys` is a constant in each.
                            if sortedKeys {
                                unsafe writer.writeValue(at: root, entries: entries, pretty: pretty, sortedKeys: true)
                            } else {
                                unsafe writer.writeValue(at: root, entries: entries, pretty: pretty, sortedKeys: false)
                            }
                            overflowed = writer.overflowed
                            count = overflowed ? 0 : writer.written
                        }
                    }
                }
            }
            if !overflowed { return text }
            capacity = capacity &* 4
        }
    }

    /// An upper bound on the compact text of the value at `root` of a parsed document: its
    /// source text, from its first byte to the end of its last leaf, plus a closing bracket for
    /// each container on the way down to that leaf, and room for the writer's word copies.
    private func compactSizeBound(of root: Int) -> Int {
        guard unsafe entries.indices.contains(root) else { return 64 }
        var entry = unsafe entries[root]
        let start = Int(entry.offset)
        var closers = 0
        while entry.kind == .array || entry.kind == .object {
            closers += 1
            let count = entry.childCount * (entry.kind == .object ? 2 : 1)
            let last = entry.firstChild + count - 1
            guard count > 0, unsafe entries.indices.contains(last) else { break }
            entry = unsafe entries[last]
        }
        let end: Int = switch entry.kind {
        case .string: entry.contentOffset + entry.length + 1
        case .number: Int(entry.offset) + entry.length
        case .null, .true: Int(entry.offset) + 4
        case .false: Int(entry.offset) + 5
        case .array, .object: Int(entry.offset) + 1
        }
        // A document built in code has no punctuation between its values in its bytes.
        let unpunctuated = unsafe hasSourceText ? 0 : entries.count * 2
        return max(end - start, 0) + closers + unpunctuated + 64
    }
}

extension SourceRunWriter {
    /// Writes the value at entry `root` and everything below it, without recursion: a stack of
    /// the containers left open. With `sortedKeys`, an object whose keys are out of order has
    /// its members' key entries, sorted, on a stack of their own while it is written, and each
    /// open container where they start (-1 for none) on another.
    @inline(__always)
    mutating func writeValue(at root: Int, entries: UnsafeBufferPointer<Entry>, pretty: Bool, sortedKeys: Bool) {
        // Memory safety: the scratch stack lives for the closure only; entry indices (`root`, each
        // container's children) were recorded by the document's parser or builder, so in bounds.
        unsafe withUnsafeTemporaryAllocation(of: WriterFrame.self, capacity: 32) { scratch in
            var open = unsafe ScratchStack<WriterFrame>(in: scratch)
            // The innermost open container (valid while `depth` > 0); the others are on `open`.
            var frame = WriterFrame(start: 0, next: 0, end: 0, isObject: false)
            var sortedMembers: [Int] = [], sortedStarts: [Int] = []
            var depth = 0
            var index = root
            walk: while true {
                let entry = unsafe entries[index]
                // On the tag's kind bits: `Entry.kind`'s conversion was not inlined here.
                switch entry.tag & Entry.Flags.kindMask {
                case Entry.Kind.number.rawValue: piece(from: Int(entry.offset), to: Int(entry.offset) &+ entry.length)
                case Entry.Kind.string.rawValue: string(entry)
                case Entry.Kind.true.rawValue: literal(at: Int(entry.offset), 0x6575_7274, count: 4)
                case Entry.Kind.false.rawValue: literal(at: Int(entry.offset), 0x65_736C_6166, count: 5)
                case Entry.Kind.array.rawValue, Entry.Kind.object.rawValue:
                    let isObject = entry.tag & Entry.Flags.kindMask == Entry.Kind.object.rawValue
                    punctuation(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
                    let children = entry.childCount &* (isObject ? 2 : 1)
                    if children == 0 {
                        punctuation(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    } else {
                        if sortedKeys {
                            sortedStarts.append(isObject && children > 2 ? unsafe sortMembers(of: entry, entries: entries, onto: &sortedMembers) : -1)
                        }
                        if depth > 0 { open.append(frame) }
                        frame = WriterFrame(start: entry.firstChild, next: entry.firstChild, end: entry.firstChild &+ children, isObject: isObject)
                        depth &+= 1
                    }
                default: literal(at: Int(entry.offset), 0x6C6C_756E, count: 4)
                }
                // The next value: the next child of the innermost unfinished container.
                while true {
                    guard depth > 0 else { break walk }
                    if frame.next == frame.end {
                        if pretty { newline(depth: depth &- 1) }
                        punctuation(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                        if sortedKeys, let start = sortedStarts.popLast(), start >= 0 { sortedMembers.removeSubrange(start...) }
                        depth &-= 1
                        if overflowed { break walk }
                        if depth > 0, let outer = open.popLast() { frame = outer }
                        continue
                    }
                    if frame.next != frame.start { punctuation(UInt8(ascii: ",")) }
                    if pretty { newline(depth: depth) }
                    var value = frame.next
                    if frame.isObject {
                        var key = value
                        if sortedKeys, let start = sortedStarts.last, start >= 0 {
                            key = sortedMembers[start &+ (value &- frame.start) &>> 1]
                        }
                        unsafe string(entries[key])
                        punctuation(UInt8(ascii: ":"))
                        if pretty { punctuation(UInt8(ascii: " ")) }
                        frame.next = value &+ 2
                        value = key &+ 1
                    } else {
                        frame.next = value &+ 1
                    }
                    index = value
                    break
                }
            }
            flush()
        }
    }
}

/// A container being written: its children are contiguous in the document (for an object,
/// key and value entries in turn), from `start` to `end`; `next` is the next to write (with
/// sorted keys, the n-th member written is the one whose key entry is n-th in the sorted
/// members).
struct WriterFrame {
    var start: Int
    var next: Int
    var end: Int
    var isObject: Bool
}
