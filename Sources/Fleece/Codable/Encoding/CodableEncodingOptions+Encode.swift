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

    /// Encodes `value` into a new allocation (of `capacity` bytes) of its JSON text, `count`
    /// bytes from `base`, which the caller owns and must deallocate (`UnsafeMutablePointer.deallocate()`): a front end
    /// makes its own buffer of it without copying (`FleeceEncoder` a `Data`).
    ///
    /// - Throws: as ``encode(_:userInfo:appendingTo:)``.
    package func encodeAllocated<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: Any]) throws -> (base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        // Memory safety: the allocation is made by the writer and handed on whole to the caller,
        // who owns it from here.
        var encoder = takeEncoder(userInfo: userInfo)
        defer { keepEncoder(&encoder) }
        let root = try encodeRoot(value, encoder: encoder) { try $0.wrap(value, for: .none) }
        do {
            return try unsafe encoder.tree.writeAllocated(root, layout: layout)
        } catch {
            throw tooDeeplyNested(value)
        }
    }

    /// The root node of `value` as `encodeRoot` encodes it into the top-level `encoder`.
    ///
    /// - Throws: what `encodeRoot` throws; ``tooDeeplyNested(_:)`` when a value was refused for
    ///   its depth, even if a model caught that and went on.
    private func encodeRoot<T>(_ value: T, encoder: TreeEncoder, _ encodeRoot: (TreeEncoder) throws -> Int32?) throws -> Int32 {
        unsafe encoder.context.refusedNesting = false
        let root: Int32?
        do {
            root = try encodeRoot(encoder)
        } catch {
            if unsafe encoder.context.refusedNesting { throw tooDeeplyNested(value) }
            throw error
        }
        if unsafe encoder.context.refusedNesting { throw tooDeeplyNested(value) }
        guard let root else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return root
    }

    /// `JSONEncoder`'s error for containers nested 512 deep.
    private func tooDeeplyNested<T>(_ value: T) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
    }

    private func encodeTopLevel<T>(_ value: T, userInfo: [CodingUserInfoKey: Any], appendingTo output: inout [UInt8],
                                   _ encodeRoot: (TreeEncoder) throws -> Int32?) throws {
        var encoder = takeEncoder(userInfo: userInfo)
        // After the call below has returned, the encoders it made are gone unless a model held
        // on to one: the top-level encoder, its context and tree are kept for the next call
        // unless something still reaches them.
        defer { keepEncoder(&encoder) }
        try encodeTopLevel(value, encoder: encoder, appendingTo: &output, encodeRoot)
    }

    private func encodeTopLevel<T>(_ value: T, encoder: TreeEncoder,
                                   appendingTo output: inout [UInt8], _ encodeRoot: (TreeEncoder) throws -> Int32?) throws {
        let root = try self.encodeRoot(value, encoder: encoder, encodeRoot)
        do {
            try encoder.tree.write(root, layout: layout, to: &output)
        } catch {
            throw tooDeeplyNested(value)
        }
    }
}
