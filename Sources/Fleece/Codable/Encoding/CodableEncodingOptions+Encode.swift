extension CodableEncodingOptions {
    /// Encodes `value` and appends its JSON text to `output`, as `JSONEncoder.encode` does.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value encodes nothing, when containers
    ///   nest 512 deep, or for a non-finite float without strings for it; whatever the value's
    ///   `encode(to:)` throws.
    package func encode<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: Any], appendingTo output: inout [UInt8]) throws {
        try encodeTopLevel(value, userInfo: userInfo, appendingTo: &output) { encoder in
            try encoder.wrap(value, for: .none)
        }
    }

    /// Encodes what `body` encodes into the top-level encoder (an `EncodableWithConfiguration`'s
    /// `encode(to:configuration:)`), reported as `value` in errors.
    package func encode<T>(_ value: T, userInfo: [CodingUserInfoKey: Any], appendingTo output: inout [UInt8],
                           with body: (any Encoder) throws -> Void) throws {
        try encodeTopLevel(value, userInfo: userInfo, appendingTo: &output) { encoder in
            try body(encoder)
            return encoder.takeValue()
        }
    }

    private func encodeTopLevel<T>(_ value: T, userInfo: [CodingUserInfoKey: Any], appendingTo output: inout [UInt8],
                                   _ encodeRoot: (TreeEncoder) throws -> Int32?) throws {
        var tree = takeTree()
        // After the call below has returned, its context and encoders are gone: the tree is
        // kept for the next call unless a model held on to one of them.
        defer { keepTree(&tree) }
        try encodeTopLevel(value, userInfo: userInfo, into: tree, appendingTo: &output, encodeRoot)
    }

    private func encodeTopLevel<T>(_ value: T, userInfo: [CodingUserInfoKey: Any], into tree: EncodingTree,
                                   appendingTo output: inout [UInt8], _ encodeRoot: (TreeEncoder) throws -> Int32?) throws {
        let context = EncodingContext(options: self, userInfo: userInfo, tree: tree)
        let encoder = TreeEncoder(context: context, owner: nil, key: .none)
        guard let root = try encodeRoot(encoder) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        do {
            try context.tree.write(root, layout: layout, to: &output)
        } catch {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
    }
}
