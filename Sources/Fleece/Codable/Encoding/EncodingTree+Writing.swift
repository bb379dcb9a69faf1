/// The layout of the text an encoder writes: Foundation's `JSONEncoder.OutputFormatting`,
/// without Foundation.
package struct EncodingLayout: Sendable, Hashable {
    /// Two-space indentation, one member or element per line, `"key" : value`, and `[\n\n]` for
    /// an empty container, as `JSONEncoder`'s `.prettyPrinted` writes them.
    package var pretty = false
    /// Members ordered by their keys' UTF-8 bytes, as `.sortedKeys` orders them on Linux.
    package var sortedKeys = false
    /// `/` written as `\/` unless `.withoutEscapingSlashes`.
    package var escapingSlashes = true

    package init(pretty: Bool = false, sortedKeys: Bool = false, escapingSlashes: Bool = true) {
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        self.escapingSlashes = escapingSlashes
    }
}

/// Thrown by the writer for containers nested 512 deep, which `JSONEncoder` refuses to write.
struct TooDeeplyNested: Error {}

extension EncodingTree {
    /// The nesting `JSONEncoder`'s writer refuses: a container at this depth (the outermost is 1).
    static let maximumDepth = 512

    /// Appends the value `root` as JSON text to `output`, without recursion.
    ///
    /// The text is written by address into a new array's uninitialized capacity (every write
    /// checked; a text that outgrows the first guess is written again with four times the
    /// room), then handed over: appending a piece at a time to `output` was a quarter of
    /// encoding a model.
    ///
    /// - Throws: ``TooDeeplyNested`` when containers nest 512 deep.
    func write(_ root: Int32, layout: EncodingLayout, to output: inout [UInt8]) throws(TooDeeplyNested) {
        // Memory safety: `OutputBytes` writes only within the capacity the array lends to the closure,
        // and `count` is set to what it wrote (0 when it overflowed, the text then written again with
        // more room); `nodes`, `text` and `keyText` are this tree's, read by this call alone (see `EncodingTree`).
        var capacity = unsafe text.count &+ memberKeyBytes &+ (nodes.count &+ runElements) &* (layout.pretty ? 24 : 6) &+ 64
        while true {
            var outcome = WriteOutcome.overflowed
            let written = unsafe [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                var sink = unsafe OutputBytes(buffer)
                outcome = write(root, layout: layout, into: &sink)
                count = outcome == .done ? sink.count : 0
            }
            switch outcome {
            case .done:
                if output.isEmpty { output = written } else { output.append(contentsOf: written) }
                return
            case .tooDeep: throw TooDeeplyNested()
            case .overflowed: capacity = capacity &* 4
            }
        }
    }

    /// The JSON text of the value `root`, `count` bytes, in a new allocation of `capacity` bytes
    /// which the caller deallocates: a front end hands it to its own buffer type (Foundation's
    /// `Data`) without copying it again.
    ///
    /// - Throws: ``TooDeeplyNested`` when containers nest 512 deep.
    func writeAllocated(_ root: Int32, layout: EncodingLayout) throws(TooDeeplyNested) -> (base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        // Memory safety: as `write(_:layout:to:)`, into a buffer allocated here; one that
        // overflowed or is not handed back is deallocated before it is dropped.
        var capacity = unsafe text.count &+ memberKeyBytes &+ (nodes.count &+ runElements) &* (layout.pretty ? 24 : 6) &+ 64
        while true {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
            var sink = unsafe OutputBytes(buffer)
            let outcome = write(root, layout: layout, into: &sink)
            switch outcome {
            case .done:
                if let base = buffer.baseAddress { return unsafe (base, sink.count, capacity) }
                unsafe buffer.deallocate()
                capacity = max(capacity, 1)
            case .tooDeep:
                unsafe buffer.deallocate()
                throw TooDeeplyNested()
            case .overflowed:
                unsafe buffer.deallocate()
                capacity = capacity &* 4
            }
        }
    }

    private enum WriteOutcome { case done, tooDeep, overflowed }

    // Memory safety: node indices and text ranges were made by this tree, so every read of
    // `nodes`, `text` and `keyText` is in bounds; writes go through `OutputBytes`, which checks each one.
    private func write(_ root: Int32, layout: EncodingLayout, into output: inout OutputBytes) -> WriteOutcome {
        // The innermost open container is `frame` (while `depth` > 0), the ones around it on
        // `outer`: moving to the next child touches no array. `outer` and `sortedMembers` are
        // the tree's, emptied, so that a small document does not allocate them in every call.
        var outer = unsafe writeFrames
        unsafe writeFrames = []
        var frame = WriteFrame(isObject: false, nextChild: -1, sortedStart: -1, count: 0, position: 0)
        // The sorted members of the open objects that needed sorting, innermost last: one array
        // for the whole call instead of three per object.
        var sortedMembers = unsafe writeSortEntries
        unsafe writeSortEntries = []
        defer {
            outer.removeAll(keepingCapacity: true)
            sortedMembers.removeAll(keepingCapacity: true)
            unsafe writeFrames = outer
            unsafe writeSortEntries = sortedMembers
        }
        var depth = 0
        var value = root
        let pretty = layout.pretty
        return unsafe nodes.withUnsafeBufferPointer { nodes in
            unsafe text.withBytes { text in
            unsafe keyText.withUnsafeBufferPointer { keyText in
                // Writing one value, then climbing out of the containers it finished.
                while true {
                    let node = unsafe nodes[Int(value)]
                    if node.isBareString {
                        output.append(UInt8(ascii: "\""))
                        unsafe output.append(text, from: node.start, count: node.length)
                        output.append(UInt8(ascii: "\""))
                    } else if node.kind == .scalar {
                        unsafe output.append(text, from: node.start, count: node.length)
                    } else if node.kind == .run {
                        if depth &+ 1 >= Self.maximumDepth { return .tooDeep }
                        unsafe Self.write(run: node, depth: depth, pretty: pretty, text: text, into: &output)
                    } else {
                        let isObject = node.kind == .object
                        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
                        if pretty { output.append(UInt8(ascii: "\n")) }
                        var sortedStart = -1
                        if isObject, layout.sortedKeys, node.count > 1 {
                            sortedStart = unsafe sortMembers(of: node, nodes: nodes, keyText: keyText, onto: &sortedMembers)
                        }
                        if depth > 0 { outer.append(frame) }
                        frame = WriteFrame(isObject: isObject, nextChild: node.first, sortedStart: sortedStart, count: Int(node.count), position: 0)
                        depth &+= 1
                        if depth >= Self.maximumDepth { return .tooDeep }
                    }
                    // The next value to write: the next child of the innermost unfinished container.
                    var found = false
                    while depth > 0 {
                        let child: Int32
                        if frame.sortedStart >= 0 {
                            child = frame.position < frame.count ? sortedMembers[frame.sortedStart &+ frame.position].member : -1
                        } else {
                            child = frame.nextChild
                        }
                        if child < 0 {
                            if pretty {
                                output.append(UInt8(ascii: "\n"))
                                output.appendSpaces(2 &* (depth &- 1))
                            }
                            output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                            if frame.sortedStart >= 0 { sortedMembers.removeSubrange(frame.sortedStart...) }
                            depth &-= 1
                            if depth > 0, let container = outer.popLast() { frame = container }
                            continue
                        }
                        if pretty {
                            if frame.position > 0 { output.append(word: 0x0A_2C, count: 2) } // ",\n"
                            output.appendSpaces(2 &* depth)
                        } else if frame.position > 0 {
                            output.append(UInt8(ascii: ","))
                        }
                        let member = unsafe nodes[Int(child)]
                        if frame.isObject {
                            if member.keyIsPlain {
                                output.append(UInt8(ascii: "\""))
                                unsafe output.append(keyText, from: member.keyStart, count: member.keyLength)
                                output.append(UInt8(ascii: "\""))
                            } else {
                                unsafe output.appendQuoted(keyText, from: member.keyStart, count: member.keyLength, escapingSlashes: layout.escapingSlashes)
                            }
                            if pretty {
                                output.append(word: 0x20_3A_20, count: 3) // " : "
                            } else {
                                output.append(UInt8(ascii: ":"))
                            }
                        }
                        frame.position &+= 1
                        frame.nextChild = member.next
                        value = child
                        found = true
                        break
                    }
                    if !found { break }
                    if output.overflowed { return .overflowed }
                }
                return output.overflowed ? .overflowed : .done
            }
            }
        }
    }

    /// The run `run`, opened at `depth`, as the writer writes an array: when pretty, an element a line.
    @inline(never)
    private static func write(run: Node, depth: Int, pretty: Bool, text: UnsafeBufferPointer<UInt8>, into output: inout OutputBytes) {
        // Memory safety: the run's range was made by this tree, within `text`.
        guard pretty else {
            output.append(UInt8(ascii: "["))
            unsafe output.append(text, from: run.start, count: run.length)
            output.append(UInt8(ascii: "]"))
            return
        }
        output.append(word: 0x0A_5B, count: 2) // "[\n"
        let end = run.start &+ run.length
        var index = run.start
        while index < end {
            if index > run.start { output.append(word: 0x0A_2C, count: 2) } // ",\n"
            output.appendSpaces(2 &* (depth &+ 1))
            let elementEnd = unsafe runElementEnd(in: text, from: index, end: end)
            unsafe output.append(text, from: index, count: elementEnd &- index)
            index = elementEnd &+ 1
        }
        output.append(UInt8(ascii: "\n"))
        output.appendSpaces(2 &* depth)
        output.append(UInt8(ascii: "]"))
    }

    /// A container being written: the next child to write (a node, or, for an object written
    /// in sorted order, a position in the sorted members from `sortedStart`).
    struct WriteFrame {
        var isObject: Bool
        var nextChild: Int32
        var sortedStart: Int
        var count: Int
        var position: Int
    }

    /// A member to be written in sorted order: its key's first eight bytes, as a big-endian
    /// integer (zero-padded, which orders a key before its extensions), and its node.
    struct SortEntry {
        var prefix: UInt64
        var member: Int32
    }

    /// Appends the members of an object to `entries` ordered by their keys' UTF-8, as
    /// `JSONEncoder` sorts them, and answers where they start; -1 (appending nothing) when they
    /// are in order already, as a model's keys declared alphabetically are. Keys are compared by
    /// their prefixes, and in full only when those are equal: most keys differ early.
    private func sortMembers(of object: Node, nodes: UnsafeBufferPointer<Node>, keyText text: UnsafeBufferPointer<UInt8>,
                             onto entries: inout [SortEntry]) -> Int {
        // Memory safety: `nodes` and `text` are lent by `write` for its call; member indices and
        // key ranges were made by this tree, and the prefix reads stop at `keyLength`.
        let start = entries.count
        var inOrder = true
        var previous: UInt64 = 0
        var member = object.first
        while member >= 0 {
            let node = unsafe nodes[Int(member)]
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                let byte = unsafe offset < node.keyLength ? UInt64(text[node.keyStart + offset]) : 0
                prefix = prefix &<< 8 | byte
            }
            // Equal prefixes leave the order to the full keys: sorted below.
            if entries.count > start, prefix <= previous { inOrder = false }
            previous = prefix
            entries.append(SortEntry(prefix: prefix, member: member))
            member = node.next
        }
        if inOrder {
            entries.removeSubrange(start...)
            return -1
        }
        unsafe entries.withUnsafeMutableBufferPointer { all in
            var slice = unsafe UnsafeMutableBufferPointer(rebasing: all[start...])
            unsafe slice.sort { left, right in
                if left.prefix != right.prefix { return left.prefix < right.prefix }
                let a = unsafe nodes[Int(left.member)], b = unsafe nodes[Int(right.member)]
                return unsafe UnsafeBufferPointer(rebasing: text[a.keyStart..<a.keyStart + a.keyLength])
                    .lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: text[b.keyStart..<b.keyStart + b.keyLength]))
            }
        }
        return start
    }
}
