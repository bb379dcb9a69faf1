extension TreeEncoder {
    /// A ``JSON`` value at this encoder, as `JSON.encode(to:)` encodes it under the default
    /// keys, node by node: objects' members in order (the last of a repeated key counts, in the
    /// place of the first, as a keyed container sets it), arrays' elements, strings escaped as
    /// the settings say, numbers with their text as parsed or built (`1.50` stays `1.50`).
    ///
    /// - Throws: ``TooDeeplyNested`` for containers nested as deep as `withSubEncoder(for:_:)`
    ///   refuses, counted from this encoder's depth as sub-encoders would count it.
    final func wrapJSON(_ json: JSON) throws -> Int32 {
        try wrapJSON(json, depth: unsafe depth)
    }

    private final func wrapJSON(_ json: JSON, depth: Int32) throws -> Int32 {
        switch json {
        case .object(let object):
            let node = tree.container(.object)
            guard !object.isEmpty else { return node }
            guard depth &+ 1 < EncodingTree.maximumDepth else { throw refuseNesting() }
            for (key, value) in object {
                tree.setMember(key, to: try wrapJSON(value, depth: depth &+ 1), in: node)
            }
            return node
        case .array(let array):
            let node = tree.container(.array)
            guard !array.isEmpty else { return node }
            guard depth &+ 1 < EncodingTree.maximumDepth else { throw refuseNesting() }
            for element in array {
                tree.append(try wrapJSON(element, depth: depth &+ 1), to: node)
            }
            return node
        case .string(let string):
            return wrapString(string)
        case .bool(let flag):
            return wrapBool(flag)
        case .null:
            return wrapNull()
        case .number(let number):
            // Memory safety: the number's text is lent to the closure that copies it.
            return tree.scalar { output in unsafe number.withText { unsafe output.append(bytes: $0) } }
        }
    }
}
