import FlyingSocks

/// Bytes that end in an error after the first buffer: FlyingFox then closes the connection
/// without sending the rest of the declared Content-Length, as a server that crashed mid-body.
struct TruncatedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    struct ConnectionDropped: Error {}

    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]
        var sent = false

        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if sent { throw ConnectionDropped() }
            sent = true
            return bytes
        }
    }
}
