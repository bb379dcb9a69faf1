import Testing
@testable import Fleece

@Suite("Server-sent events")
struct ServerSentEventParserTests {
    static func events(_ text: String, chunk: Int) throws -> [ServerSentEvent] {
        let bytes = Array(text.utf8)
        var parser = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            parser.append(contentsOf: bytes[start..<min(start + chunk, bytes.count)])
            while let event = try parser.next() { events.append(event) }
        }
        return events
    }

    static let stream = "\u{FEFF}: a comment\n" +
        "data: first\n\n" +
        "event: delta\r\nid: 7\r\ndata: {\"text\":\r\ndata:  \"hi\"}\r\n\r\n" +
        "retry: 3000\rdata\r\r" +
        "id\nfoo: ignored\ndata:last:one\n\n" +
        "event: no-data\n\n" +
        "data: cut short at the end\n"

    static let expected = [
        ServerSentEvent(event: "message", data: "first"),
        ServerSentEvent(event: "delta", data: "{\"text\":\n \"hi\"}", id: "7"),
        ServerSentEvent(event: "message", data: "", id: "7", retry: 3000),
        ServerSentEvent(event: "message", data: "last:one", id: nil, retry: 3000),
    ]

    @Test("fields, comments, multi-line data and CR, LF, CRLF line endings, in any chunking", arguments: [1, 2, 3, 5, 1000])
    func parsesTheStandardsCases(chunk: Int) throws {
        #expect(try Self.events(Self.stream, chunk: chunk) == Self.expected)
    }

    @Test("retry: sets the stream's reconnection time, kept from event to event, from a block without data too")
    func reconnectionTime() throws {
        var parser = ServerSentEventParser()
        #expect(parser.reconnectionTime == nil)
        parser.append(contentsOf: Array("retry: 3000\nid: 5\n\n".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.reconnectionTime == 3000)
        parser.append(contentsOf: Array("data: hello\n\nretry: soon\ndata: again\n\nretry: 250\ndata: last\n\n".utf8))
        #expect(try parser.next() == ServerSentEvent(data: "hello", id: "5", retry: 3000))
        // Not only digits: ignored, as the standard says.
        #expect(try parser.next() == ServerSentEvent(data: "again", id: "5", retry: 3000))
        #expect(try parser.next() == ServerSentEvent(data: "last", id: "5", retry: 250))
        #expect(parser.reconnectionTime == 250)
        // Digits too many for an `Int` keep the time there was.
        parser.append(contentsOf: Array("retry: 99999999999999999999999\ndata: big\n\n".utf8))
        #expect(try parser.next() == ServerSentEvent(data: "big", id: "5", retry: 250))
        #expect(parser.reconnectionTime == 250)
    }

    @Test("a CR at the end of a chunk and the LF at the start of the next are one line ending")
    func splitCRLF() throws {
        var parser = ServerSentEventParser()
        parser.append(contentsOf: Array("data: a\r".utf8))
        parser.append(contentsOf: Array("\n\r".utf8))
        parser.append(contentsOf: Array("\ndata: b\n\n".utf8))
        #expect(try parser.next() == ServerSentEvent(data: "a"))
        #expect(try parser.next() == ServerSentEvent(data: "b"))
        #expect(try parser.next() == nil)
    }

    @Test("an event's data decodes as JSON")
    func decodesData() throws {
        let event = ServerSentEvent(data: #"{"id": 3, "type": "push"}"#)
        #expect(try event.decodeData(as: StreamEvent.self) == StreamEvent(id: 3, type: "push"))
        #expect(throws: JSONSyntaxError.self) { try ServerSentEvent(data: "[DONE]").json() }
    }

    @Test("a line longer than the limit is an error, not a growing buffer")
    func longLine() throws {
        var parser = ServerSentEventParser(maximumLineLength: 100)
        parser.append(contentsOf: Array("data: ".utf8) + [UInt8](repeating: 65, count: 200))
        #expect(throws: JSONSyntaxError.self) { try parser.next() }
    }

    @Test("a too-long line's error gives where the line starts in the stream, in any chunking",
          arguments: [1, 7, 1000, 0])
    func longLinePosition(chunk: Int) throws {
        // A byte-order mark (3 bytes, no column) and lines ended by CRLF, CR and LF before it:
        // the long line starts at byte 3 + 9 + 7 + 1 + 3 + 1 = 24, on line 6. It never ends, so
        // every chunking sees it grow past the limit.
        let bytes = [0xEF, 0xBB, 0xBF] + Array("data: a\r\n: note\r\rid\n\n".utf8)
            + Array("data: ".utf8) + [UInt8](repeating: 65, count: 200)
        var parser = ServerSentEventParser(maximumLineLength: 100)
        let (events, thrown) = Self.feedUntilError(bytes, chunk: chunk, into: &parser)
        #expect(events == [ServerSentEvent(data: "a")])
        #expect(thrown?.kind == .tooLarge(limit: 100))
        #expect(thrown?.offset == 24)
        #expect(thrown?.line == 6)
        #expect(thrown?.column == 1)
    }

    /// Feeds `bytes` in chunks of `chunk` bytes (0: random sizes from 1 to 40, the same on every
    /// run) and returns the events handed out and the error that ended them, if any.
    static func feedUntilError(_ bytes: [UInt8], chunk: Int, into parser: inout ServerSentEventParser)
        -> (events: [ServerSentEvent], error: JSONSyntaxError?) {
        var generator = SeededGenerator(state: 11)
        var start = 0
        var events: [ServerSentEvent] = []
        while start < bytes.count {
            let size = chunk > 0 ? chunk : Int(generator.next() % 40) + 1
            parser.append(contentsOf: bytes[start..<min(start + size, bytes.count)])
            start += size
            do {
                while let event = try parser.next() { events.append(event) }
            } catch {
                return (events, error)
            }
        }
        return (events, nil)
    }

    @Test("an event whose blank line never comes is cut off at the event limit, where its data starts, in any chunking",
          arguments: [1, 7, 1000, 0])
    func endlessEvent(chunk: Int) throws {
        // Line 1 is an event of its own; the endless one starts on line 4 (byte 17), after a comment.
        var bytes = Array("data: first\n\n: c\n".utf8)
        for _ in 0..<50 { bytes += Array("data: 0123456789\n".utf8) }
        var parser = ServerSentEventParser(maximumLineLength: 100, maximumEventSize: 200)
        let (events, error) = Self.feedUntilError(bytes, chunk: chunk, into: &parser)
        #expect(events == [ServerSentEvent(data: "first")])
        #expect(error?.kind == .tooLarge(limit: 200))
        #expect(error?.offset == 17)
        #expect(error?.line == 4)
        #expect(error?.column == 1)
        #expect(error?.expected == "an event of at most 200 bytes of data")
        // The parse ended there: more bytes, even a whole event, hand nothing out.
        parser.append(contentsOf: "\n\ndata: later\n\n".utf8)
        #expect(throws: JSONSyntaxError.self) { try parser.next() }
    }

    @Test("an event of exactly the limit's data is handed out; one byte more is not")
    func eventAtTheLimit() throws {
        // Two lines of 10 bytes joined by a newline: 21 bytes of data, and the place of the
        // second line (32 bytes on 64-bit platforms).
        let text = "data: 0123456789\ndata: abcdefghij\n\n"
        let limit = 21 + MemoryLayout<RecordOrigin.LaterLine>.stride
        var fits = ServerSentEventParser(maximumEventSize: limit)
        fits.append(contentsOf: text.utf8)
        #expect(try fits.next() == ServerSentEvent(data: "0123456789\nabcdefghij"))
        var over = ServerSentEventParser(maximumEventSize: limit - 1)
        over.append(contentsOf: text.utf8)
        #expect(throws: JSONSyntaxError.self) { try over.next() }
        // One line: its data alone counts.
        var one = ServerSentEventParser(maximumEventSize: 10)
        one.append(contentsOf: "data: 0123456789\n\n".utf8)
        #expect(try one.next() == ServerSentEvent(data: "0123456789"))
    }

    @Test("an event of empty data lines is cut off at the limit by the places of its lines, not only by its data",
          arguments: [1, 7, 1000])
    func emptyDataLines(chunk: Int) throws {
        // Each empty `data` line adds one byte of data (the newline joining it to the one before)
        // and one line's place: 1,000 lines kept 999 bytes of data and 999 places (about 32 KB)
        // under a limit of 2,000 bytes.
        let stride = MemoryLayout<RecordOrigin.LaterLine>.stride
        let bytes = Array(String(repeating: "data\n", count: 1_000).utf8)
        var parser = ServerSentEventParser(maximumLineLength: 100, maximumEventSize: 2_000)
        let (events, error) = Self.feedUntilError(bytes, chunk: chunk, into: &parser)
        #expect(events.isEmpty)
        #expect(error?.kind == .tooLarge(limit: 2_000))
        #expect(error?.offset == 0)
        #expect(error?.line == 1)
        // The event is cut off at the first line whose place would pass the limit: lines
        // 1 + n hold n bytes of data and n places, n × (1 + stride) <= 2,000.
        let linesThatFit = 1 + 2_000 / (1 + stride)
        var within = ServerSentEventParser(maximumEventSize: 2_000)
        within.append(contentsOf: (String(repeating: "data\n", count: linesThatFit) + "\n").utf8)
        #expect(try within.next() == ServerSentEvent(data: String(repeating: "\n", count: linesThatFit - 1)))
        var past = ServerSentEventParser(maximumEventSize: 2_000)
        past.append(contentsOf: (String(repeating: "data\n", count: linesThatFit + 1) + "\n").utf8)
        #expect(throws: JSONSyntaxError.self) { try past.next() }
    }

    @Test("a too-long line is an error when it ends in the same chunk too, and nothing after it is read")
    func longLineInOneChunk() throws {
        let text = "data: a\n\ndata: " + String(repeating: "x", count: 200) + "\n\ndata: b\n\n"
        var parser = ServerSentEventParser(maximumLineLength: 100)
        let (events, error) = Self.feedUntilError(Array(text.utf8), chunk: 10_000, into: &parser)
        #expect(events == [ServerSentEvent(data: "a")])
        #expect(error?.kind == .tooLarge(limit: 100))
        #expect(error?.offset == 9)
        #expect(error?.line == 3)
    }

    @Test("an event's data that fails names its line and column in the stream, syntax and decoding alike", arguments: [1, 4, 1000])
    func failuresPlacedInTheStream(chunk: Int) throws {
        let stream = ": keep-alive\n" +
            "event: push\n" +
            "data: {\"id\": 1, \"type\": \"a\"}\n\n" +
            "id: 9\r\n" +
            "data: {\"id\": \"two\", \"type\": \"b\"}\r\n\r\n" +
            "data:{\"id\": tru}\n\n" +
            "data: {\"id\":\ndata: \"x\"}\n\n"
        let events = try Self.events(stream, chunk: chunk)
        #expect(events.count == 4)
        #expect(try events[0].decodeData(as: StreamEvent.self) == StreamEvent(id: 1, type: "a"))
        do {
            _ = try events[1].decodeData(as: StreamEvent.self)
            Issue.record("decoded")
        } catch let error as DecodeError {
            #expect(error.path.description == "id")
            #expect(error.position == JSONPosition(offset: 75, line: 6, column: 14))
        }
        #expect(throws: JSONSyntaxError(kind: .unexpectedCharacter, expected: "'true'", found: "'}'",
                                        offset: 113, line: 8, column: 16)) {
            try events[2].json()
        }
        // Data on two lines: the value on the second is placed on the stream's line 11, after `data: `.
        #expect(try events[3].json() == ["id": "x"])
        do {
            _ = try events[3].decodeData(as: StreamEvent.self)
            Issue.record("decoded")
        } catch let error as DecodeError {
            #expect(error.position == JSONPosition(offset: 135, line: 11, column: 7))
        }
        // The position is not part of the event's value.
        #expect(events[0] == ServerSentEvent(event: "push", data: #"{"id": 1, "type": "a"}"#))
    }

    @Test("data that is a bare null, bool or string fails at its place in the stream, as an object's does",
          arguments: [1, 1000])
    func scalarDataPlacedInTheStream(chunk: Int) throws {
        let stream = "data: {\"id\": 1, \"type\": \"a\"}\n\ndata: null\n\nevent: x\ndata:true\n\ndata: \"oops\"\n\n"
        let events = try Self.events(stream, chunk: chunk)
        #expect(events.map(\.data) == [#"{"id": 1, "type": "a"}"#, "null", "true", #""oops""#])
        let expected = [
            ("expected object, found null", JSONPosition(offset: 36, line: 3, column: 7)),
            ("expected object, found bool true", JSONPosition(offset: 56, line: 6, column: 6)),
            (#"expected object, found string "oops""#, JSONPosition(offset: 68, line: 8, column: 7)),
        ]
        for (event, (message, position)) in zip(events.dropFirst(), expected) {
            do {
                _ = try event.decodeData(as: StreamEvent.self)
                Issue.record("decoded \(event.data)")
            } catch let error as DecodeError {
                #expect(error.position == position)
                #expect(error.description == "\(message) at line \(position.line), column \(position.column) (declared at StreamTestSupport.swift:66)")
            }
        }
        // Whitespace before the value: the value's place, not the data's first byte.
        let spaced = try Self.events("data:   null\n\ndata:\t \"x\"\n\n", chunk: chunk)
        let columns = spaced.map { event -> Int? in
            do {
                _ = try event.decodeData(as: StreamEvent.self)
                return nil
            } catch {
                return (error as? DecodeError)?.position?.column
            }
        }
        #expect(columns == [9, 8])
        // An event made in code is placed in its data.
        #expect(throws: DecodeError.self) { try ServerSentEvent(data: "null").decodeData(as: StreamEvent.self) }
        do {
            _ = try ServerSentEvent(data: "null").decodeData(as: StreamEvent.self)
        } catch let error as DecodeError {
            #expect(error.position == JSONPosition(offset: 0, line: 1, column: 1))
        }
        do {
            _ = try ServerSentEvent(data: "   null").decodeData(as: StreamEvent.self)
        } catch let error as DecodeError {
            #expect(error.position == JSONPosition(offset: 3, line: 1, column: 4))
        }
    }

    @Test("data of several data: lines, with other lines between them, places each failure on its own line of the stream",
          arguments: [1, 3, 1000])
    func severalDataLinesPlacedInTheStream(chunk: Int) throws {
        let stream = "event: delta\n" +
            "data: {\"id\": 3,\n" +
            ": a comment between\n" +
            "id: 12\n" +
            "data:   \"type\": \"a\",\r\n" +
            "data: \"extra\": [1, 2,, 3]}\r\n\r\n" +
            "data: {\"id\": 4,\n" +
            "data:   \"type\": 5}\n\n"
        let events = try Self.events(stream, chunk: chunk)
        #expect(events.map(\.data) == ["{\"id\": 3,\n  \"type\": \"a\",\n\"extra\": [1, 2,, 3]}", "{\"id\": 4,\n  \"type\": 5}"])
        // The second comma of `[1, 2,, 3]`: line 6 of the stream, column 22 (its 16th byte of data
        // on that line, after `data: `), 99 bytes in.
        #expect(throws: JSONSyntaxError(kind: .unexpectedCharacter, expected: "a JSON value after ','", found: "','",
                                        offset: 99, line: 6, column: 22)) {
            try events[0].json()
        }
        // The 5 of `  "type": 5}`: the data's second line, the stream's line 9, after `data:` and two spaces.
        do {
            _ = try events[1].decodeData(as: StreamEvent.self)
            Issue.record("decoded")
        } catch let error as DecodeError {
            #expect(error.path.description == "type")
            #expect(error.position == JSONPosition(offset: 140, line: 9, column: 17))
        }
    }
}
