import Testing
@testable import Fleece

/// An async source that hands out the given chunks.
struct ChunkSource<Chunk: Sendable>: AsyncSequence, Sendable {
    let chunks: [Chunk]
    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: IndexingIterator<[Chunk]>
        mutating func next() async throws -> Chunk? { rest.next() }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: chunks.makeIterator()) }
}

func chunked(_ text: String, by size: Int) -> [[UInt8]] {
    chunked(Array(text.utf8), by: size)
}

func chunked(_ bytes: [UInt8], by size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
}

@Suite("Async records")
struct JSONRecordSequenceTests {
    static let lines = (1...50).map { #"{"id": \#($0), "type": "t\#($0 % 3)"}"# }.joined(separator: "\n")

    @Test("jsonValues and decodeJSON over chunks of any size and over single bytes")
    func decodesLines() async throws {
        let expected = (1...50).map { StreamEvent(id: $0, type: "t\($0 % 3)") }
        for size in [1, 7, 4096] {
            var events: [StreamEvent] = []
            for try await event in ChunkSource(chunks: chunked(Self.lines, by: size)).decodeJSON(StreamEvent.self, .lines) {
                events.append(event)
            }
            #expect(events == expected)
            var values: [JSON] = []
            for try await value in ChunkSource(chunks: chunked(Self.lines, by: size).map { $0[...] }).jsonValues(.lines) {
                values.append(value)
            }
            #expect(values.count == 50)
        }
        var bytes: [StreamEvent] = []
        for try await event in ChunkSource(chunks: Array(Self.lines.utf8)).decodeJSON(StreamEvent.self, .lines) {
            bytes.append(event)
        }
        #expect(bytes == expected)
    }

    @Test("Codable records with the standard library's decoder")
    func decodesCodable() async throws {
        var events: [StreamEvent] = []
        for try await event in ChunkSource(chunks: chunked(Self.lines, by: 5))
            .decodeJSON(StreamEvent.self, .lines, decoder: JSONCodableDecoder()) {
            events.append(event)
        }
        #expect(events.count == 50)
    }

    @Test("the good records before a bad one come first, then its error")
    func goodRecordsThenError() async throws {
        let text = "[{\"id\": 1, \"type\": \"a\"},\n {\"id\": 2, \"type\": \"b\"},\n {\"id\": \"3\", \"type\": \"c\"}, {\"id\": 4, \"type\": \"d\"}]"
        var events: [StreamEvent] = []
        do {
            for try await event in ChunkSource(chunks: chunked(text, by: 3)).decodeJSON(StreamEvent.self, .array) {
                events.append(event)
            }
            Issue.record("no error")
        } catch let error as DecodeError {
            #expect(error.path.description == "[2].id")
            #expect(error.position?.line == 3 && error.position?.column == 9)
        }
        #expect(events.map(\.id) == [1, 2])
    }

    @Test("a Codable error's coding path starts with the element's path, and its description has the stream's line")
    func codablePathPrefixed() async throws {
        let text = "{\"page\": {\"events\": [{\"id\": 1, \"type\": \"a\"},\n{\"id\": 2, \"type\": 5}]}}"
        do {
            for try await _ in ChunkSource(chunks: chunked(text, by: 4))
                .decodeJSON(StreamEvent.self, .array(at: ["page", "events"]), decoder: JSONCodableDecoder()) {}
            Issue.record("no error")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(JSONPath(codingPath: context.codingPath).description == "page.events[1].type")
            #expect(context.debugDescription.contains("at line 2, column 19"), "\(context.debugDescription)")
        }
    }

    @Test("with .skip, bad records are reported and the rest come through")
    func skipping() async throws {
        let text = "{\"id\": 1, \"type\": \"a\"}\n{\"id\": 2,,}\n{\"id\": 3}\n{\"id\": 4, \"type\": \"d\"}\n"
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [Int] = []
            for try await event in ChunkSource(chunks: chunked(text, by: 2)).decodeJSON(StreamEvent.self, .lines, onInvalidRecord: .skip) {
                ids.append(event.id)
            }
            return ids
        }
        #expect(ids == [1, 4])
        #expect(report.entries.map { $0.position?.line } == [2, 3])
        #expect(report.entries.map { $0.position?.column } == [10, 1])
    }

    @Test("server-sent events over async chunks stop at the terminator")
    func serverSentEvents() async throws {
        let text = "data: {\"id\": 1, \"type\": \"a\"}\n\ndata: {\"id\": 2, \"type\": \"b\"}\n\ndata: [DONE]\n\ndata: {\"id\": 3, \"type\": \"c\"}\n\n"
        var events: [StreamEvent] = []
        for try await event in ChunkSource(chunks: chunked(text, by: 3)).serverSentEvents(terminator: "[DONE]").decodeJSON(StreamEvent.self) {
            events.append(event)
        }
        #expect(events.map(\.id) == [1, 2])
        var all: [ServerSentEvent] = []
        for try await event in ChunkSource(chunks: Array(text.utf8)).serverSentEvents() { all.append(event) }
        #expect(all.count == 4)
    }

    @Test("a source that ends before the terminator throws at its end, after the events that came whole",
          arguments: [1, 3, 1000])
    func endedBeforeTheTerminator(chunk: Int) async throws {
        // A chat answer whose connection dropped in its third event, on line 5 after 9 scalars
        // (`é` is two bytes, one scalar).
        let cut = "data: {\"id\": 1, \"type\": \"a\"}\n\ndata: {\"id\": 2, \"type\": \"b\"}\n\ndata: {\"é\": "
        var events: [StreamEvent] = []
        let expected = JSONSyntaxError(kind: .unexpectedEndOfInput, expected: #"the terminator event "[DONE]""#,
                                       found: "end of input", offset: cut.utf8.count, line: 5, column: 13)
        await #expect(throws: expected) {
            for try await event in ChunkSource(chunks: chunked(cut, by: chunk)).serverSentEvents(terminator: "[DONE]").decodeJSON(StreamEvent.self) {
                events.append(event)
            }
        }
        #expect(events.map(\.id) == [1, 2])
        #expect(expected.description == #"expected the terminator event "[DONE]", found end of input at line 5, column 13"#)
        // After a whole event, the end is at the start of the next line.
        let afterBlankLine = "data: {\"id\": 1, \"type\": \"a\"}\r\n\r\n"
        await #expect(throws: JSONSyntaxError(kind: .unexpectedEndOfInput, expected: #"the terminator event "[DONE]""#,
                                              found: "end of input", offset: afterBlankLine.utf8.count, line: 3, column: 1)) {
            for try await _ in ChunkSource(chunks: chunked(afterBlankLine, by: chunk)).serverSentEvents(terminator: "[DONE]") {}
        }
        // Bytes that are not UTF-8 count as the U+FFFD each reads as: `data: ` and three.
        let badBytes = Array("data: 1\n\ndata: ".utf8) + [0x80, 0x80, 0x41]
        await #expect(throws: JSONSyntaxError(kind: .unexpectedEndOfInput, expected: #"the terminator event "[DONE]""#,
                                              found: "end of input", offset: badBytes.count, line: 3, column: 10)) {
            for try await _ in ChunkSource(chunks: chunked(badBytes, by: chunk)).serverSentEvents(terminator: "[DONE]") {}
        }
        // Without a terminator, the end of the source is the end of the events.
        var all: [ServerSentEvent] = []
        for try await event in ChunkSource(chunks: chunked(cut, by: chunk)).serverSentEvents() { all.append(event) }
        #expect(all.count == 2)
    }

    @Test("the async events take the parser's limits, and their data the parsing options")
    func limitsAndOptions() async throws {
        let text = "data: [[[1]]]\n\n: a comment longer than twenty bytes\ndata: {\"id\": 1, \"type\": \"a\"}\n\n"
        var options = JSONParsingOptions()
        options.maximumDepth = 2
        // Data three arrays deep, with two allowed: placed in the stream.
        await #expect(throws: JSONSyntaxError(kind: .tooDeep(limit: 2), expected: "at most 2 nested arrays and objects",
                                              found: "'['", offset: 8, line: 1, column: 9)) {
            for try await _ in ChunkSource(chunks: chunked(text, by: 4)).serverSentEvents().decodeJSON([[Int]].self, options: options) {}
        }
        let event = ServerSentEvent(data: "[[[1]]]")
        #expect(throws: JSONSyntaxError.self) { try event.decodeData(as: [[[Int]]].self, options: options) }
        #expect(try event.decodeData(as: [[[Int]]].self) == [[[1]]])
        // A comment line of 37 bytes, with lines of 20 allowed.
        var events: [ServerSentEvent] = []
        await #expect(throws: JSONSyntaxError(kind: .tooLarge(limit: 20), expected: "a line of at most 20 bytes",
                                              found: "a longer line", offset: 15, line: 3, column: 1)) {
            for try await event in ChunkSource(chunks: chunked(text, by: 4)).serverSentEvents(maximumLineLength: 20) {
                events.append(event)
            }
        }
        #expect(events.map(\.data) == ["[[[1]]]"])
    }

    @Test("a byte source's events take the limits too")
    func byteSourceLimits() async throws {
        let text = "data: 12345678901234567890\n\n"
        var count = 0
        await #expect(throws: JSONSyntaxError(kind: .tooLarge(limit: 8), expected: "an event of at most 8 bytes of data",
                                              found: "a larger one", offset: 0, line: 1, column: 1)) {
            for try await _ in ChunkSource(chunks: Array(text.utf8)).serverSentEvents(maximumEventSize: 8) { count += 1 }
        }
        #expect(count == 0)
    }
}

/// A source that never ends: `first`, then `[` for ever, in chunks of `size` bytes.
struct EndlessNestingChunks: AsyncSequence, Sendable {
    let first: [UInt8]
    let size: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var first: [UInt8]?
        let chunk: [UInt8]
        mutating func next() async -> [UInt8]? {
            defer { first = nil }
            return first ?? chunk
        }
    }
    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(first: first, chunk: [UInt8](repeating: UInt8(ascii: "["), count: size))
    }
}

/// The same, one byte at a time (a source of single bytes: lines are gathered before the stream takes them).
struct EndlessNestingBytes: AsyncSequence, Sendable {
    let first: [UInt8]
    struct AsyncIterator: AsyncIteratorProtocol {
        let first: [UInt8]
        var index = 0
        mutating func next() async -> UInt8? {
            defer { index += 1 }
            return index < first.count ? first[index] : UInt8(ascii: "[")
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(first: first) }
}

@Suite("Async records, hostile sources")
struct JSONRecordSequenceHostileTests {
    static let firstLine = Array("{\"id\": 1, \"type\": \"a\"}\n".utf8)

    /// Reads events until the stream throws; the ids read and the error.
    static func eventsAndError<Source: AsyncSequence & Sendable>(_ events: JSONRecordSequence<Source, StreamEvent>) async -> ([Int], (any Error)?) {
        var ids: [Int] = []
        do {
            for try await event in events { ids.append(event.id) }
            return (ids, nil)
        } catch {
            return (ids, error)
        }
    }

    @Test("endless nesting on a line from an async source: the lines before it, then tooDeep at its place", arguments: [1, 4096])
    func endlessNestingInChunks(size: Int) async throws {
        let (ids, error) = await Self.eventsAndError(EndlessNestingChunks(first: Self.firstLine, size: size).decodeJSON(StreamEvent.self, .lines))
        #expect(ids == [1])
        let syntax = try #require(error as? JSONSyntaxError)
        #expect("\(syntax)" == "expected at most 512 nested arrays and objects, found '[' at line 2, column 513")
    }

    @Test("endless nesting on a line from a source of single bytes, in both decode forms")
    func endlessNestingInBytes() async throws {
        let source = EndlessNestingBytes(first: Self.firstLine)
        for events in [source.decodeJSON(StreamEvent.self, .lines), source.decodeJSON(StreamEvent.self, .lines, decoder: JSONCodableDecoder())] {
            let (ids, error) = await Self.eventsAndError(events)
            #expect(ids == [1])
            let syntax = try #require(error as? JSONSyntaxError)
            #expect(syntax.kind == .tooDeep(limit: 512) && syntax.line == 2 && syntax.column == 513)
        }
    }
}
