import Foundation

/// The contents of a file as an async sequence of chunks, read as they are asked for: feed it
/// to `jsonValues(_:)`, `decodeJSON(_:_:)` or `serverSentEvents()` to stream a file of any size
/// in bounded memory.
///
/// ```swift
/// let events = FileChunks(contentsOf: URL(filePath: "events.jsonl"))
/// for try await event in events.decodeJSON(Event.self, .lines) { … }
/// ```
/// The file is opened on the first read; stopping early closes it.
public struct FileChunks: AsyncSequence, Sendable {
    public typealias Element = Data

    /// The file.
    public let url: URL
    /// The most bytes one chunk holds. The default, 1 MiB, reads fast and keeps memory small.
    public let chunkSize: Int

    /// The chunks of the file at `url`.
    public init(contentsOf url: URL, chunkSize: Int = 1 << 20) {
        self.url = url
        self.chunkSize = Swift.max(chunkSize, 1)
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(url: url, chunkSize: chunkSize)
    }

    /// Reads the next chunk when asked.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let url: URL
        let chunkSize: Int
        var handle: FileHandle?
        var ended = false

        /// The next chunk, or nil at the end of the file.
        /// - Throws: the error of opening or reading the file; `CancellationError` when the task is cancelled.
        public mutating func next() async throws -> Data? {
            guard !ended else { return nil }
            try Task.checkCancellation()
            let handle = try self.handle ?? FileHandle(forReadingFrom: url)
            self.handle = handle
            guard let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty else {
                ended = true
                try? handle.close()
                self.handle = nil
                return nil
            }
            return chunk
        }
    }
}
