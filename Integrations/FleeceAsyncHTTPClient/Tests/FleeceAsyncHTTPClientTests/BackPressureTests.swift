import AsyncHTTPClient
import Fleece
import FleeceAsyncHTTPClient
import Testing

/// The body waits for its reader: what makes memory bounded by the record, not the body, over
/// HTTP on Linux (FoundationNetworking's `URLSession` reads a body ahead of any reader).
@Suite("A slow reader holds the server back; leaving the loop stops the transfer")
struct BackPressureTests {
    /// 64 KiB of 128-byte JSON Lines records.
    static let chunk: [UInt8] = {
        let line = #"{"id":1,"type":"push","pad":""# + String(repeating: "x", count: 96) + "\"}\n"
        return Array(String(repeating: line, count: (1 << 16) / line.utf8.count).utf8)
    }()
    /// 64 MiB in all.
    static let chunkCount = 1_024
    static let bodySize = chunk.count * chunkCount

    /// The bytes the server has sent once it has stopped sending for half a second (or after
    /// 20 s of sending, which fails the test's bound).
    func settledCount(of transfer: Transfer) async throws -> Int {
        var last = -1
        var still = 0
        for _ in 0..<400 where still < 10 {
            let now = transfer.sentBytes
            still = now == last ? still + 1 : 0
            last = now
            try await Task.sleep(for: .milliseconds(50))
        }
        return last
    }

    /// Waits up to 20 s for `condition`.
    func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<400 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    @Test("a reader that stops after one record holds the server to a few MiB of a 64 MiB body")
    func slowReaderHoldsServerBack() async throws {
        let route: @Sendable (String) -> Reply = { _ in Reply(chunkCount: Self.chunkCount) { _ in Self.chunk } }
        try await LoopbackServer.with(route: route) { server in
            let response = try await server.get("/big")
            do {
                var records = try await response.decodeJSONStream(Event.self, .lines).makeAsyncIterator()
                #expect(try await records.next() == Event(id: 1, type: "push"))
                let transfer = try #require(server.responses.first)
                let whileWaiting = try await settledCount(of: transfer)
                // Socket buffers on both sides, and AsyncHTTPClient's few buffers read ahead.
                #expect(whileWaiting < 16 << 20, "sent \(whileWaiting) of \(Self.bodySize) bytes to a reader of one record")
                // Reading on lets the server go on.
                for _ in 0..<(whileWaiting / 128 + 2_048) { _ = try await records.next() }
                #expect(try await settledCount(of: transfer) > whileWaiting)
            }
            // The iterator is gone: the transfer stops well before the body's end.
            let transfer = try #require(server.responses.first)
            #expect(try await eventually { transfer.closedEarly })
            #expect(!transfer.finished)
            #expect(transfer.sentBytes < Self.bodySize / 2)
        }
    }

    @Test("cancelling the reading task stops the transfer")
    func cancellingStopsTransfer() async throws {
        let route: @Sendable (String) -> Reply = { _ in Reply(chunkCount: Self.chunkCount) { _ in Self.chunk } }
        try await LoopbackServer.with(route: route) { server in
            let reading = Task {
                let response = try await server.get("/big")
                var count = 0
                for try await _ in try await response.decodeJSONStream(Event.self, .lines) { count += 1 }
                return count
            }
            #expect(try await eventually { (server.responses.first?.sentBytes ?? 0) > 1 << 20 })
            reading.cancel()
            let transfer = try #require(server.responses.first)
            #expect(try await eventually { transfer.closedEarly })
            #expect(!transfer.finished)
            _ = try? await reading.value
        }
    }
}
