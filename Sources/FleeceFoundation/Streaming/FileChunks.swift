import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The contents of a file as an async sequence of chunks, read as they are asked for: feed it
/// to `jsonValues(_:)`, `decodeJSON(_:_:)` or `serverSentEvents()` to stream a file of any size
/// in bounded memory.
///
/// ```swift
/// let events = FileChunks(contentsOf: URL(filePath: "events.jsonl"))
/// for try await event in events.decodeJSON(Event.self, .lines) { … }
/// ```
/// A chunk is what one read gives: up to `chunkSize` bytes of a file, and of a pipe what its
/// writer has written so far, so that each record of a live pipe (`tail -f … | app`) is handed
/// out as soon as it arrives, not once a whole chunk has.
///
/// The file is opened on the first read; stopping early closes it. Opening and reading are
/// done on a thread of the iterator's own, off the threads Swift's tasks run on: a pipe or FIFO
/// that waits for a writer (`/dev/stdin`, a named pipe) blocks that thread, not the tasks of the
/// program, however many such readers there are.
/// Cancelling the reading task ends a read that waits for a pipe's writer to write, within a
/// tenth of a second, with `CancellationError`. Opening a pipe that has no writer yet is not
/// cancelled: it goes on waiting until a writer opens it.
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
        /// Where the file is opened and read; started on the first read.
        var thread: ReaderThread?

        /// The next chunk, or nil at the end of the file.
        /// - Throws: the `CocoaError` of opening or reading the file, whose description names
        ///   the file's path (`The file “/data/events.jsonl” couldn’t be opened: No such file or
        ///   directory.`; `.fileReadNoSuchFile`, `.fileReadUnknown` with the `POSIXError`
        ///   underlying it); `CancellationError` when the task is cancelled.
        public mutating func next() async throws -> Data? {
            guard !ended else { return nil }
            try Task.checkCancellation()
            let (url, chunkSize, opened) = (url, chunkSize, handle)
            let thread = thread ?? ReaderThread()
            self.thread = thread
            let cancelled = Locked(false)
            let (handle, chunk) = try await withTaskCancellationHandler {
                try await thread.run {
                    let handle: FileHandle
                    do { handle = try opened ?? FileHandle(forReadingFrom: url) } catch { throw FileChunks.openingError(error, url: url) }
                    return (handle, try Self.read(handle, of: url, upTo: chunkSize, unless: cancelled))
                }
            } onCancel: {
                cancelled.withLock { $0 = true }
            }
            self.handle = handle
            guard !chunk.isEmpty else {
                ended = true
                try? handle.close()
                self.handle = nil
                self.thread = nil
                return nil
            }
            return chunk
        }

        /// One `read(2)` of at most `count` bytes, empty at the end of the file. Not
        /// `FileHandle.read(upToCount:)`, which reads again until it has `count` bytes: on a
        /// pipe, that held every record back until 1 MiB had arrived or the writer closed.
        /// Before it, `poll(2)` waits for bytes a tenth of a second at a time, so that a pipe
        /// whose writer is silent does not hold a cancelled task (a file is ready at once).
        /// - Throws: `CancellationError` once `cancelled` is set while waiting; the error of the
        ///   read, naming the file at `url`.
        private static func read(_ handle: FileHandle, of url: URL, upTo count: Int, unless cancelled: Locked<Bool>) throws -> Data {
            let descriptor = handle.fileDescriptor
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while true {
                if cancelled.withLock({ $0 }) { throw CancellationError() }
                let ready = poll(&waiting, 1, 100)
                // Ready (bytes, the writer's close, or an error `read` reports), or a failure of
                // `poll` itself, which `read` then meets: read.
                if ready > 0 || (ready < 0 && errno != EINTR) { break }
            }
            var chunk = Data(count: count)
            // Memory safety: `read` writes at most `count` bytes into the chunk's `count` bytes,
            // lent for the call. `errno` is kept as the failed read left it, before anything
            // else can change it.
            let (length, failure) = unsafe chunk.withUnsafeMutableBytes { buffer in
                while true {
                    let length = unsafe systemRead(descriptor, buffer.baseAddress, count)
                    let failure = length < 0 ? errno : 0
                    if failure != EINTR { return (length, failure) }
                }
            }
            guard length >= 0 else {
                throw FileChunks.readingError(POSIXErrorCode(rawValue: failure) ?? .EIO, url: url)
            }
            chunk.count = length
            return chunk
        }
    }
}

/// The C library's `read`, named apart from `FileChunks.AsyncIterator.read(_:upTo:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    unsafe read(descriptor, buffer, count)
}
