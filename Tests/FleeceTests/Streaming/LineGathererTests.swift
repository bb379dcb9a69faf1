import Synchronization
import Testing
@testable import Fleece

/// JSON Lines from a source of single bytes are gathered a line at a time before the stream
/// takes them (`LineGatherer`): records, errors and limits must be exactly those of the stream
/// fed byte by byte, and a record must still come out as soon as its `\n` has arrived.
@Suite("JSON Lines from a source of single bytes")
struct LineGathererTests {
    /// Every record of `text`'s lines read from single bytes, as JSON, and the error that ended them.
    func values(of text: String, options: JSONParsingOptions = JSONStream.defaultOptions,
                skipping: Bool = false) async -> (values: [JSON], error: (any Error)?) {
        var values: [JSON] = []
        do {
            for try await value in ChunkSource(chunks: Array(text.utf8))
                .jsonValues(.lines, options: options, onInvalidRecord: skipping ? .skip : .throw) {
                values.append(value)
            }
            return (values, nil)
        } catch {
            return (values, error)
        }
    }

    @Test("lines longer than the gathering buffer, across it at every offset, read whole")
    func linesPastTheBuffer() async throws {
        for extra in [-2, -1, 0, 1, 2, 4096] {
            let long = String(repeating: "x", count: LineGatherer.capacity + extra)
            let text = "{\"a\": 1}\n\"\(long)\"\n[2]\r\n\n{\"b\": \"\(long)\"}"
            let read = await values(of: text)
            #expect(read.error == nil)
            #expect(read.values == [["a": 1], .string(long), [2], ["b": .string(long)]], "extra \(extra)")
        }
    }

    @Test("a line over the length limit is cut off with tooLarge, and under .skip the lines after it read")
    func lineOverTheLimit() async throws {
        let options = JSONParsingOptions(maximumInputSize: 10_000)
        let text = "[1]\n\"" + String(repeating: "y", count: 30_000) + "\"\n[3]\n"
        let stopped = await values(of: text, options: options)
        #expect(stopped.values == [[1]])
        let error = try #require(stopped.error as? JSONSyntaxError)
        #expect(error.kind == .tooLarge(limit: 10_000))
        #expect(error.line == 2)
        let skipped = await values(of: text, options: options, skipping: true)
        #expect(skipped.error == nil)
        #expect(skipped.values == [[1], [3]])
    }

    @Test("the same records, errors and positions as the stream fed byte by byte")
    func sameAsByteByByte() async throws {
        let text = "{\"id\": 1}\r\n\n   \n[true, null]\n{\"id\": 2, \"bad\": [1,]}\n\"last\""
        let (expected, byteByByteError) = recordsAndError(.lines, text)
        let expectedError = byteByByteError as? JSONSyntaxError
        let read = await values(of: text)
        #expect(read.values == expected)
        #expect(expected == [["id": 1], [true, nil]])
        let error = try #require(read.error as? JSONSyntaxError)
        #expect(error.line == expectedError?.line && error.column == expectedError?.column)
        #expect(error.line == 5)
    }

    @Test("a record comes out when its \\n arrives, while the source waits for more")
    func recordBeforeTheSourceGoesOn() async throws {
        let (bytes, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in Array("{\"id\": 1, \"type\": \"a\"}\n".utf8) { continuation.yield(byte) }
        let received = Atomic<Bool>(false)
        // Should the iterator wait for more input, this ends the source after a while, so that
        // the test fails instead of hanging.
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(20))
            if !received.load(ordering: .relaxed) { continuation.finish() }
        }
        var iterator = bytes.decodeJSON(StreamEvent.self, .lines).makeAsyncIterator()
        let first = try await iterator.next()
        received.store(true, ordering: .relaxed)
        #expect(first == StreamEvent(id: 1, type: "a"))
        // It came before the source ended: the source still takes bytes.
        for byte in Array("{\"id\": 2, \"type\": \"b\"}".utf8) { continuation.yield(byte) }
        continuation.finish()
        #expect(try await iterator.next() == StreamEvent(id: 2, type: "b"))
        #expect(try await iterator.next() == nil)
        watchdog.cancel()
    }
}
