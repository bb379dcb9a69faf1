#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FleeceEncoder {
    /// The JSON text of `value`, as `JSONEncoder.encode(_:)` writes it.
    ///
    /// ```swift
    /// let data = try FleeceEncoder().encode(user) // {"id":7,"name":"Ada"}
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue`, as `JSONEncoder` throws it, for a top-level value
    ///   that encodes nothing, for infinity or NaN under `.throw` (at the value's coding path),
    ///   and for containers nested 512 deep; what a value's `encode(to:)` or a custom strategy throws.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        // The text is written into an allocation that the `Data` takes over: no second copy
        // (copying an array into a new `Data` was a tenth of encoding a small record).
        let prepared = prepared
        let text = try prepared.options.encodeAllocated(value, userInfo: prepared.userInfo)
        // Room left over by the first guess at the size is kept with the `Data` only while it is
        // small; a larger text whose guess was far off is copied to its size instead.
        guard text.capacity &- text.count <= max(text.count / 2, 4096) else {
            defer { text.base.deallocate() }
            return Data(bytes: text.base, count: text.count)
        }
        return Data(bytesNoCopy: text.base, count: text.count, deallocator: .custom { base, _ in
            base.assumingMemoryBound(to: UInt8.self).deallocate()
        })
    }

    /// The JSON text of `value` as UTF-8 bytes.
    ///
    /// - Throws: as ``encode(_:)``.
    public func encodeToBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        var output: [UInt8] = []
        try encode(value, appendingTo: &output)
        return output
    }

    /// Appends the JSON text of `value` to `output`, e.g. to write many values into one buffer.
    /// When it throws, `output` is left as it was.
    ///
    /// ```swift
    /// var lines: [UInt8] = []
    /// for event in events {
    ///     try encoder.encode(event, appendingTo: &lines)
    ///     lines.append(UInt8(ascii: "\n"))
    /// }
    /// ```
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T: Encodable>(_ value: T, appendingTo output: inout [UInt8]) throws {
        let prepared = prepared
        let start = output.count
        do {
            try prepared.options.encode(value, userInfo: prepared.userInfo, appendingTo: &output)
        } catch {
            output.removeSubrange(start...)
            throw error
        }
    }

    /// Encodes an `EncodableWithConfiguration` value, as `JSONEncoder`'s method of the same shape.
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        let prepared = prepared
        var output: [UInt8] = []
        try prepared.options.encode(value, userInfo: prepared.userInfo, appendingTo: &output) {
            try value.encode(to: $0, configuration: configuration)
        }
        return Data(output)
    }

    /// Encodes an `EncodableWithConfiguration` value with the configuration its provider gives.
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where T: EncodableWithConfiguration, C: EncodingConfigurationProviding, T.EncodingConfiguration == C.EncodingConfiguration {
        try encode(value, configuration: C.encodingConfiguration)
    }
}

#if canImport(Combine)
import Combine

/// `FleeceEncoder` works in Combine pipelines, as `JSONEncoder` does: `.encode(encoder:)`.
extension FleeceEncoder: TopLevelEncoder {
    public typealias Output = Data
}
#endif
