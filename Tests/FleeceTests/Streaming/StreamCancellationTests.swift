import Testing
@testable import Fleece

/// A cancelled task's stream throws `CancellationError`: it neither passes off a source that
/// ended because of the cancellation as the end of the input, nor reads a source that never
/// waits to its end.
@Suite("Streams in a cancelled task")
struct StreamCancellationTests {
    struct Record: JSONDecodable, Equatable {
        let id: Int
        static func decode(_ json: JSON) -> Decoded<Record> { Record.init <^> json <| "id" }
    }

    /// Cancels the task that runs it.
    static func cancelThisTask() { withUnsafeCurrentTask { $0?.cancel() } }

    /// Reads `records` until the first one arrives, cancels its own task, then reads on:
    /// the ids read, and the error that ended the loop.
    static func readThenCancel(_ records: some AsyncSequence<Record, any Error>) async -> (ids: [Int], error: (any Error)?) {
        var ids: [Int] = []
        do {
            for try await record in records {
                ids.append(record.id)
                if ids.count == 1 { cancelThisTask() }
            }
            return (ids, nil)
        } catch {
            return (ids, error)
        }
    }

    @Test("an AsyncStream that ends because its reader was cancelled is not the end of the text",
          arguments: [JSONStream.Format.lines, .array, .concatenated])
    func asyncStreamEndedByCancellation(format: JSONStream.Format) async {
        let (chunks, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.yield(Array((format == .array ? #"[{"id": 1},"# : #"{"id": 1}"# + "\n").utf8))
        // The rest never comes: the reader is cancelled first.
        let outcome = await Task {
            await Self.readThenCancel(chunks.decodeJSON(Record.self, format))
        }.value
        #expect(outcome.ids == [1])
        #expect(outcome.error is CancellationError, "\(String(describing: outcome.error))")
        continuation.finish()
    }

    @Test("server-sent events with a terminator: a cancelled reader is not told the events are over")
    func serverSentEventsEndedByCancellation() async {
        let (chunks, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in "data: {\"id\": 1}\n\n".utf8 { continuation.yield(byte) }
        let outcome = await Task {
            await Self.readThenCancel(chunks.serverSentEvents(terminator: "[DONE]").decodeJSON(Record.self))
        }.value
        #expect(outcome.ids == [1])
        #expect(outcome.error is CancellationError, "\(String(describing: outcome.error))")
        continuation.finish()
    }

    @Test("a source that never waits is not read to its end", arguments: [JSONStream.Format.lines, .array])
    func sourceThatNeverWaits(format: JSONStream.Format) async {
        // 100,000 chunks of 10 records each; read one, cancel: at most 32 more chunks are read.
        let chunk = Array((0..<10).map { _ in #"{"id": 1}"# }.joined(separator: format == .array ? "," : "\n").utf8)
        let separator: [UInt8] = format == .array ? [UInt8(ascii: ",")] : [UInt8(ascii: "\n")]
        var chunks = [[UInt8(ascii: "[")] + chunk + separator] + Array(repeating: chunk + separator, count: 99_998)
        if format != .array { chunks[0].removeFirst() }
        chunks.append(chunk + (format == .array ? [UInt8(ascii: "]")] : []))
        let source = ChunkSource(chunks: chunks)
        let outcome = await Task { await Self.readThenCancel(source.decodeJSON(Record.self, format)) }.value
        #expect(outcome.error is CancellationError, "\(String(describing: outcome.error))")
        #expect(outcome.ids.count <= 33 * 10, "\(outcome.ids.count) records read after the cancellation")
    }

    @Test("asked again after throwing, the iterator throws again instead of reading on")
    func throwsAgain() async {
        let chunk = Array((0..<100).map { _ in #"{"id": 1}"# }.joined(separator: "\n").utf8)
        let outcomes = await Task { () -> [String] in
            Self.cancelThisTask()
            var records = ChunkSource(chunks: [chunk]).decodeJSON(Record.self, .lines).makeAsyncIterator()
            var events = ChunkSource(chunks: Array("data: 1\n\n".utf8)).serverSentEvents().makeAsyncIterator()
            var outcomes: [String] = []
            for _ in 0..<2 {
                do { outcomes.append("record \(String(describing: try await records.next()))") } catch { outcomes.append("\(type(of: error))") }
                do { outcomes.append("event \(String(describing: try await events.next()))") } catch { outcomes.append("\(type(of: error))") }
            }
            return outcomes
        }.value
        #expect(outcomes == ["CancellationError", "CancellationError", "CancellationError", "CancellationError"])
    }
}
