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
        // As many readers as the pool has threads, each of a pipe of its own, waiting for its writer.
        let count = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = (0..<count).map { directory.appendingPathComponent("pipe\($0)").path }
        for path in paths { #expect(mkfifo(path, 0o600) == 0) }
        let readers = paths.map { path in
            Task { try await FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines).reduce(0) { count, _ in count + 1 } }
        }
        // The writers write at once when asked, or after 120 s, so that a starved pool still ends
        // the test (failing it). Not a time limit: other tests may keep the pool busy for a
        // while, but only the readers' waiting keeps it busy until the writers come.
        let writers = PipeWriters(paths: paths)
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { writers.writeAll() }
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
        // The writer writes one record, then waits (up to 60 s) for the reader to have it before
        // writing the second and closing: a reader that waits for a full chunk gets neither in time.
        let firstReceived = DispatchSemaphore(value: 0)
        let writer = LiveWriter()
        DispatchQueue.global().async {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("{\"a\": 1}\n".utf8))
            writer.firstWasReadInTime = firstReceived.wait(timeout: .now() + 60) == .success
            handle.write(Data("{\"a\": 2}\n".utf8))
            try? handle.close()
        }
        var values: [JSON] = []
        for try await value in FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines) {
            values.append(value)
            if values.count == 1 { firstReceived.signal() }
        }
        #expect(values == [["a": 1], ["a": 2]])
        #expect(writer.firstWasReadInTime == true)
    }
}

/// What the live pipe's writer saw.
final class LiveWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool?

    var firstWasReadInTime: Bool? {
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
