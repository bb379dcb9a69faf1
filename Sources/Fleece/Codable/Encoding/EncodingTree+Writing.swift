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
    /// - Throws: ``TooDeeplyNested`` when containers nest 512 deep.
    func write(_ root: Int32, layout: EncodingLayout, to output: inout [UInt8]) throws(TooDeeplyNested) {
        // Memory safety: `nodes` and `text` are lent for the whole write and not kept
        // (`sortedMembers` uses them within the call); node indices and text ranges were made by
        // this tree, so in bounds. The tree's properties are read by this call alone (see
        // `EncodingTree.nodes`).
        unsafe output.reserveCapacity(output.count + text.count + nodes.count * (layout.pretty ? 8 : 3))
        /// A container being written: the next child to write (a node, or a position in `sorted`).
        struct Frame {
            var container: Int32
            var isObject: Bool
            var nextChild: Int32
            var sorted: [Int32]?
            var position: Int
        }
        var stack: [Frame] = []
        var value = root
        unsafe nodes.withUnsafeBufferPointer { nodes in
            unsafe text.withUnsafeBufferPointer { text in
                // Writing one value, then climbing out of the containers it finished.
                while true {
                    let node = unsafe nodes[Int(value)]
                    if node.kind == .scalar {
                        unsafe output.append(contentsOf: UnsafeBufferPointer(rebasing: text[node.start..<node.start + node.length]))
                    } else {
                        let isObject = node.kind == .object
                        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
                        if layout.pretty { output.append(UInt8(ascii: "\n")) }
                        var sorted: [Int32]?
                        if isObject, layout.sortedKeys, node.count > 1 {
                            sorted = unsafe sortedMembers(of: node, nodes: nodes, text: text)
                        }
                        stack.append(Frame(container: value, isObject: isObject, nextChild: node.first, sorted: sorted, position: 0))
                        if stack.count >= Self.maximumDepth { break }
                    }
                    // The next value to write: the next child of the innermost unfinished container.
                    var found = false
                    while let frame = stack.last {
                        let child: Int32
                        if let sorted = frame.sorted {
                            child = frame.position < sorted.count ? sorted[frame.position] : -1
                        } else {
                            child = frame.nextChild
                        }
                        let depth = stack.count
                        if child < 0 {
                            stack.removeLast()
                            if layout.pretty {
                                output.append(UInt8(ascii: "\n"))
                                indent(depth - 1, &output)
                            }
                            output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                            continue
                        }
                        if frame.position > 0 { output.append(UInt8(ascii: ",")) }
                        if layout.pretty {
                            if frame.position > 0 { output.append(UInt8(ascii: "\n")) }
                            indent(depth, &output)
                        }
                        let member = unsafe nodes[Int(child)]
                        if frame.isObject {
                            unsafe JSONText.appendString(
                                utf8: UnsafeBufferPointer(rebasing: text[member.keyStart..<member.keyStart + member.keyLength]),
                                escapingSlashes: layout.escapingSlashes, to: &output)
                            if layout.pretty {
                                output.append(UInt8(ascii: " "))
                                output.append(UInt8(ascii: ":"))
                                output.append(UInt8(ascii: " "))
                            } else {
                                output.append(UInt8(ascii: ":"))
                            }
                        }
                        stack[stack.count - 1].position += 1
                        stack[stack.count - 1].nextChild = member.next
                        value = child
                        found = true
                        break
                    }
                    if !found { break }
                }
            }
        }
        if !stack.isEmpty { throw TooDeeplyNested() }
    }

    private func indent(_ depth: Int, _ output: inout [UInt8]) {
        for _ in 0..<depth {
            output.append(UInt8(ascii: " "))
            output.append(UInt8(ascii: " "))
        }
    }

    /// The members of an object ordered by their keys' UTF-8, as `JSONEncoder` sorts them.
    /// Keys are compared by their first eight bytes as one big-endian integer (zero-padded,
    /// which orders a key before its extensions), and in full only when those are equal: most
    /// keys differ early, and comparing byte slices was most of the sorting's cost.
    private func sortedMembers(of object: Node, nodes: UnsafeBufferPointer<Node>, text: UnsafeBufferPointer<UInt8>) -> [Int32] {
        // Memory safety: `nodes` and `text` are lent by `write` for its call; member indices and
        // key ranges were made by this tree, and the prefix reads stop at `keyLength`.
        var keyed: [(prefix: UInt64, member: Int32)] = []
        keyed.reserveCapacity(Int(object.count))
        var member = object.first
        while member >= 0 {
            let node = unsafe nodes[Int(member)]
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                let byte = unsafe offset < node.keyLength ? UInt64(text[node.keyStart + offset]) : 0
                prefix = prefix &<< 8 | byte
            }
            keyed.append((prefix, member))
            member = node.next
        }
        keyed.sort { left, right in
            if left.prefix != right.prefix { return left.prefix < right.prefix }
            let a = unsafe nodes[Int(left.member)], b = unsafe nodes[Int(right.member)]
            return unsafe UnsafeBufferPointer(rebasing: text[a.keyStart..<a.keyStart + a.keyLength])
                .lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: text[b.keyStart..<b.keyStart + b.keyLength]))
        }
        return keyed.map(\.member)
    }
}
