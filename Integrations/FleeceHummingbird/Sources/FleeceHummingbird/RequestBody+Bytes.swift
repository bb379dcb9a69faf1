import Hummingbird

extension RequestBody {
    /// The whole body in one array, gathered chunk by chunk (reserved once when the size is
    /// known), which is the storage Fleece's parser indexes: the only copy of the bytes.
    /// - Throws: `HTTPError(.contentTooLarge)` past `maxSize` bytes, before reading further.
    func collectBytes(upTo maxSize: Int) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await chunk in self {
            guard chunk.readableBytes <= maxSize - bytes.count else {
                throw HTTPError(.contentTooLarge, message: "the body is longer than \(maxSize) bytes")
            }
            if bytes.isEmpty { bytes.reserveCapacity(chunk.readableBytes) }
            chunk.withUnsafeReadableBytes { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
