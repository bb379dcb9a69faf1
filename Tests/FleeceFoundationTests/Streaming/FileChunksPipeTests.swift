import Foundation
import Testing
import FleeceFoundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileChunks` on named pipes that have no writer yet: their readers wait off Swift's
/// cooperative pool, so that the program's other tasks go on.
@Suite struct FileChunksPipeTests {
    @Test("readers waiting for a pipe's writer do not stop other tasks")
    func readersOfPipesLeaveThePoolFree() async throws {
        // Each reader of a pipe of its own, waiting for its writer: more than Dispatch's global
        // threads, on which Swift's tasks run on Linux. When the readers waited on those
        // threads, Dispatch added one about every second, so that 150 of them kept every task
        // waiting past 120 s; 6 of them, in a CI run beside other tests, as long. 400 keep
        // every task waiting past the writers' 300 s, which leaves room for the other tests:
        // under ThreadSanitizer their synchronous work held both of the pool's threads for more
        // than 120 s of a CI run, and in release builds for 35 s.
        let count = 400
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = (0..<count).map { directory.appendingPathComponent("pipe\($0)").path }
        for path in paths { #expect(mkfifo(path, 0o600) == 0) }
        let readers = paths.map { path in
            Task { try await FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines).reduce(0) { count, _ in count + 1 } }
        }
        // The writers write at once when asked, or after 300 s, so that a starved pool still ends
        // the test (failing it). Not a time limit: other tests may keep the pool busy for a
        // while, but only the readers' waiting keeps it busy until the writers come.
        let writers = PipeWriters(paths: paths)
        DispatchQueue.global().asyncAfter(deadline: .now() + 300) { writers.writeAll() }
        let ranBeforeTheWriters = await Task.detached { !writers.hasWritten }.value
        DispatchQueue.global().async { writers.writeAll() }
        #expect(ranBeforeTheWriters, "another task ran only once the readers' pipes had a writer")
        var total = 0
        for reader in readers { total += try await reader.value }
        #expect(total == 2 * count)
    }
}

extension FileChunksPipeTests {
    @Test("each record of a pipe is handed out as soon as it arrives, not once a chunk is full")
    func recordsOfAPipeComeAsTheyArrive() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("live").path
        #expect(mkfifo(path, 0o600) == 0)
        // The writer writes one record, then waits (up to 300 s) for the reader to have it before
        // writing the second and closing: a reader that waits for a full chunk gets neither in time.
        // Long, not a time limit: with the machine loaded by other work, the whole suite's tasks
        // (which share two threads) have taken 90 s, and the reader's turn came after 60.
        // On a thread of its own: blocked on one of Dispatch's, it would hold up other tests' tasks.
        let firstReceived = DispatchSemaphore(value: 0)
        let writer = LiveWriter()
        Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("{\"a\": 1}\n".utf8))
            writer.readerWasInTime = firstReceived.wait(timeout: .now() + 300) == .success
            handle.write(Data("{\"a\": 2}\n".utf8))
            try? handle.close()
        }.start()
        var values: [JSON] = []
        for try await value in FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines) {
            values.append(value)
            if values.count == 1 { firstReceived.signal() }
        }
        #expect(values == [["a": 1], ["a": 2]])
        #expect(writer.readerWasInTime == true)
    }
}

extension FileChunksPipeTests {
    @Test("cancelling the task ends a read that waits for a silent writer, with CancellationError")
    func cancellingEndsAWaitingRead() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("silent").path
        #expect(mkfifo(path, 0o600) == 0)
        // The writer (on a thread of its own, see above) writes one record and stays
        // silent, the pipe open, until the reader has ended or 300 s have passed (long for a loaded
        // machine, as above): a read that cancelling does not end waits out those 300 s. The test's tasks wait for each other
        // through streams, never blocking a thread of the pool.
        let readerEnded = DispatchSemaphore(value: 0)
        let (writerDone, writerFinishes) = AsyncStream.makeStream(of: Void.self)
        let writer = LiveWriter()
        Thread {
            defer { writerFinishes.finish() }
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("{\"a\": 1}\n".utf8))
            writer.readerWasInTime = readerEnded.wait(timeout: .now() + 300) == .success
            try? handle.close()
        }.start()
        let (firstRecord, recordArrives) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            defer { recordArrives.finish() }
            var count = 0
            for try await _ in FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines) {
                count += 1
                recordArrives.yield()
            }
            return count
        }
        // Cancelled once the first record is in and the reader waits for more.
        for await _ in firstRecord { break }
        reader.cancel()
        let result = await reader.result
        readerEnded.signal()
        #expect(throws: CancellationError.self) { try result.get() }
        // The writer was still silent, not closed by its 300 s, when the reader ended.
        for await _ in writerDone {}
        #expect(writer.readerWasInTime == true)
    }
}

/// Whether a pipe's writer saw the reader do what it waited for in time.
final class LiveWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool?

    var readerWasInTime: Bool? {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); defer { lock.unlock() }; value = newValue }
    }
}

/// Writes two records into each pipe and closes it; once only.
final class PipeWriters: @unchecked Sendable {
    let paths: [String]
    private let lock = NSLock()
    private var done = false

    init(paths: [String]) { self.paths = paths }

    var hasWritten: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    func writeAll() {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        for path in paths {
            // Opening a pipe for writing waits for its reader, which is waiting already.
            guard let handle = FileHandle(forWritingAtPath: path) else { continue }
            handle.write(Data("{\"a\": 1}\n{\"a\": 2}\n".utf8))
            try? handle.close()
        }
    }
}
