#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Testing
@testable import FleeceNetworking
import LoopbackHTTPServer

/// Where a test keeps sight of a transfer without keeping it alive.
private final class TransferProbe: @unchecked Sendable {
    // `@unchecked`: set by the reading task before the test reads it, after awaiting that task.
    weak var transfer: StreamedTransfer?
}

@Suite("Streamed responses: stopping")
struct StreamCancellationTests {
    /// 16 MiB of JSON Lines: far more than the chunks a transfer buffers for a reader that is
    /// behind, so a slow reader's transfer is still running when it is stopped. (Made per test,
    /// not kept in a `static let`: LeakSanitizer cannot see the pointer inside a global `Data`'s
    /// tagged representation, and reports a global's storage as leaked.)
    static var body: Data { Data(String(repeating: #"{"id": 1, "text": "a record of the stream, padded to its size"}"# + "\n",
                                  count: 16 << 20 / 64).utf8) }

    /// Waits until the transfer has been freed, which needs its session to have let go of it.
    private func freed(_ probe: TransferProbe) async -> Bool {
        for _ in 0..<500 {
            if probe.transfer == nil { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return probe.transfer == nil
    }

    /// Cancels `reader` and gives the URL its `RequestError.cancelled` names; nil, with an
    /// issue recorded, when it ends otherwise.
    private func cancelledURL(of reader: Task<Int, any Error>) async -> URL?? {
        reader.cancel()
        let result = await reader.result
        guard case .failure(RequestError.cancelled(let url)) = result else {
            Issue.record("expected RequestError.cancelled, got \(result)")
            return nil
        }
        return .some(url)
    }

    @Test("cancelling the reading task stops the transfer with .cancelled, and the transfer is freed")
    func cancellingTheTask() async throws {
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Self.body))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/lines"))
        let probe = TransferProbe()
        let (firstChunk, firstChunkArrived) = AsyncStream.makeStream(of: Void.self)
        let reader = Task { () throws -> Int in
            var chunks = session.bodyChunks(for: request).makeAsyncIterator()
            var count = 0
            while try await chunks.next() != nil {
                if count == 0 {
                    probe.transfer = chunks.transfer
                    firstChunkArrived.yield()
                }
                count += 1
                try? await Task.sleep(for: .milliseconds(20))   // a slow reader
            }
            return count
        }
        for await _ in firstChunk { break }
        guard let url = await cancelledURL(of: reader) else { return }
        #expect(url == request.url)
        #expect(await freed(probe))
    }

    @Test("cancelling a task reading records throws .cancelled, whether the records' loop or the transfer finds it")
    func cancellingARecordReader() async throws {
        struct Record: JSONDecodable {
            let id: Int
            static func decode(_ json: JSON) -> Decoded<Record> { Decoded { Record(id: try json.need("id")) } }
        }
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Self.body))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let request = URLRequest(url: server.url("/lines"))
        let (firstRecord, firstRecordArrived) = AsyncStream.makeStream(of: Void.self)
        let reader = Task { () throws -> Int in
            var count = 0
            for try await record in session.decodeJSONStream(Record.self, .lines, for: request) {
                count += record.id
                if count == 1 { firstRecordArrived.yield() }
                // A slow reader, which a cancelled task ends at once: the body is in memory by
                // then, so the records' loop, not the transfer, finds the cancellation.
                if count > 1 { try? await Task.sleep(for: .milliseconds(1)) }
            }
            return count
        }
        for await _ in firstRecord { break }
        try? await Task.sleep(for: .milliseconds(200))
        guard let url = await cancelledURL(of: reader) else { return }
        #expect(url == request.url)
    }

    @Test("leaving the loop after the first chunk stops the transfer, and the transfer is freed")
    func leavingTheLoop() async throws {
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Self.body))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let probe = TransferProbe()
        do {
            var chunks = session.bodyChunks(for: URLRequest(url: server.url("/lines"))).makeAsyncIterator()
            let first = try await chunks.next()
            #expect(first?.isEmpty == false)
            probe.transfer = chunks.transfer
            #expect(probe.transfer != nil)
        }
        #expect(await freed(probe))
    }

    @Test("a transfer that ran to the end is freed")
    func runningToTheEnd() async throws {
        let server = try await LoopbackServer.start(["/lines": Reply(body: .complete(Data("{\"id\": 1}\n".utf8)))])
        defer { Task { await server.stop() } }
        let session = TestSessions.make()
        let probe = TransferProbe()
        var chunks = session.bodyChunks(for: URLRequest(url: server.url("/lines"))).makeAsyncIterator()
        var body = Data()
        while let chunk = try await chunks.next() {
            probe.transfer = chunks.transfer
            body.append(chunk)
        }
        #expect(body == Data("{\"id\": 1}\n".utf8))
        chunks = session.bodyChunks(for: URLRequest(url: server.url("/lines"))).makeAsyncIterator()
        #expect(await freed(probe))
    }
}
