// Memory safety, for every `unsafe` in this extension: `entries` and `bytes` point into live
// storage for as long as the decoder is used (see `DocumentDecoder.entries`) and are indexed only
// with entry indices and text ranges that this document's parser recorded, so in bounds; the
// `@exclusivity(unchecked)` state is the decoder's own, used by one decode at a time (see
// `DocumentDecoder.value`).
extension DocumentDecoder: Decoder {
    package var codingPath: [any CodingKey] { unsafe codingPath(at: ValueLocation(depth: steps.count)) }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        unsafe try keyedContainer(keyedBy: type, value: value, path: ContainerPath(depth: steps.count))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        unsafe try unkeyedContainer(value: value, path: ContainerPath(depth: steps.count))
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A keyed container over the object at `value`, whose coding path is `path`.
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type, value: Int, path: ContainerPath) throws -> KeyedDecodingContainer<Key> {
        switch kind(value) {
        case .object:
            return keyedDecodingContainer(keyedBy: type, object: value, path: path)
        case .null:
            throw valueNotFound([String: Any].self, value: value, at: path.location(), what: "Cannot get keyed decoding container")
        default:
            throw typeMismatch([String: Any].self, value: value, at: path.location())
        }
    }

    /// An unkeyed container over the array at `value`, whose coding path is `path`.
    func unkeyedContainer(value: Int, path: ContainerPath) throws -> DocumentUnkeyedContainer {
        switch kind(value) {
        case .array:
            return DocumentUnkeyedContainer(decoder: self, array: value, path: path)
        case .null:
            throw valueNotFound([Any].self, value: value, at: path.location(), what: "Cannot get unkeyed decoding container")
        default:
            throw typeMismatch([Any].self, value: value, at: path.location())
        }
    }
}

// Memory safety: as for the extension above.
/// The decoder is its own single-value container, over the value it is at.
extension DocumentDecoder: SingleValueDecodingContainer {
    private var here: ValueLocation { unsafe ValueLocation(depth: steps.count) }

    package func decodeNil() -> Bool { unsafe isNull(value) }

    package func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) { v throws(ScalarFailure) in try bool(v) } }
    package func decode(_ type: String.Type) throws -> String { try scalar(type) { v throws(ScalarFailure) in try string(v) } }
    package func decode(_ type: Double.Type) throws -> Double { try scalar(type) { v throws(ScalarFailure) in try floatingPoint(v, as: type) } }
    package func decode(_ type: Float.Type) throws -> Float { try scalar(type) { v throws(ScalarFailure) in try floatingPoint(v, as: type) } }
    package func decode(_ type: Int.Type) throws -> Int { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }
    package func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) { v throws(ScalarFailure) in try integer(v, as: type) } }

    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try unsafe unwrap(type, value: value, at: here)
    }

    @inline(__always)
    private func scalar<T>(_ type: T.Type, _ convert: (Int) throws(ScalarFailure) -> T) throws -> T {
        do throws(ScalarFailure) {
            return try unsafe convert(value)
        } catch {
            throw unsafe self.error(error, decoding: type, value: value, at: here)
        }
    }
}
