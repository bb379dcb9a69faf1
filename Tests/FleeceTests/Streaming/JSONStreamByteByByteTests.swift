import Testing
@testable import Fleece

/// JSON Lines fed one byte at a time: `next()` skips looking until a `\n` (or a line past the
/// limit) has arrived, and must still hand out every record exactly when its line ends.
@Suite("JSONStream one byte at a time")
struct JSONStreamByteByByteTests {
    @Test("each record comes out with the byte that ends its line, not before, whatever came in between")
    func recordAtItsNewline() throws {
        let text = "{\"a\": 1}\r\n\n  [2, 3]\n\"four\"\n{\"e\": 5}"
        var stream = JSONStream(.lines)
        var outputs: [(afterByte: Int, record: JSON)] = []
        for (index, byte) in text.utf8.enumerated() {
            stream.append(byte)
            while let record = try stream.next() { outputs.append((index, record)) }
        }
        // Interleaved with a chunk of several bytes, which the stream always looks at.
        stream.append(contentsOf: Array("\n[6]".utf8))
        while let record = try stream.next() { outputs.append((-1, record)) }
        #expect(try stream.next() == nil)
        try stream.finish()
        while let record = try stream.next() { outputs.append((-2, record)) }
        let newlines = text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset)
        #expect(outputs.map(\.afterByte) == [newlines[0], newlines[2], newlines[3], -1, -2])
        #expect(outputs.map(\.record) == [["a": 1], [2, 3], "four", ["e": 5], [6]])
    }

    @Test("a line that never ends is cut off as soon as it passes the limit, and the buffer stays bounded")
    func endlessLine() throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 100
        var stream = JSONStream(.lines, options: options)
        for byte in "[1]\n".utf8 { stream.append(byte) }
        #expect(try stream.next() == [1])
        var thrownAt: Int?
        var thrown: JSONSyntaxError?
        for count in 1...1_000 {
            stream.append(UInt8(ascii: "x"))
            do {
                _ = try stream.next()
            } catch let error as JSONSyntaxError {
                thrownAt = count
                thrown = error
                break
            }
        }
        // 101 bytes on the line: one past the limit.
        #expect(thrownAt == 101)
        #expect(thrown?.kind == .tooLarge(limit: 100))
        #expect(thrown?.line == 2 && thrown?.column == 1 && thrown?.offset == 4)
        for _ in 0..<1_000 {
            stream.append(UInt8(ascii: "x"))
            #expect(try stream.next() == nil)
            #expect(stream.buffer.count <= 2 * 100 + 8)
        }
        for byte in "\n[2]\n".utf8 { stream.append(byte) }
        #expect(try stream.next() == [2])
    }

    @Test("next(decoding:) byte by byte: each record as its line ends, a failure placed in the stream, skipped or thrown")
    func decodingByteByByte() throws {
        let text = "{\"id\": 1, \"type\": \"a\"}\n\n{\"id\": \"two\", \"type\": \"b\"}\n{\"id\": 3, \"type\": \"c\"}"
        let newlines = text.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset)

        var skipping = JSONStream(.lines, onInvalidRecord: .skip)
        var decoded: [(afterByte: Int, event: StreamEvent)] = []
        let (_, report) = try LeniencyReport.collecting {
            for (index, byte) in text.utf8.enumerated() {
                skipping.append(byte)
                while let event = try skipping.next(decoding: StreamEvent.self) { decoded.append((index, event)) }
            }
            try skipping.finish()
            while let event = try skipping.next(decoding: StreamEvent.self) { decoded.append((-1, event)) }
        }
        #expect(decoded.map(\.afterByte) == [newlines[0], -1])
        #expect(decoded.map(\.event) == [StreamEvent(id: 1, type: "a"), StreamEvent(id: 3, type: "c")])
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.position?.line == 3)

        var throwing = JSONStream(.lines)
        var before: [StreamEvent] = []
        var thrownAt: Int?
        var thrown: (any Error)?
        for (index, byte) in text.utf8.enumerated() where thrown == nil {
            throwing.append(byte)
            do {
                while let event = try throwing.next(decoding: StreamEvent.self) { before.append(event) }
            } catch {
                thrownAt = index
                thrown = error
            }
        }
        #expect(before == [StreamEvent(id: 1, type: "a")])
        #expect(thrownAt == newlines[2])
        let failure = (thrown as? DecodeError)?.failures.first
        #expect(failure?.position?.line == 3 && failure?.position?.column == 8)
    }

    @Test("the other formats fed byte by byte through next(): each value as its last byte arrives, a broken stream's error again on every later call")
    func otherFormatsByteByByte() throws {
        let concatenated = recordsAndError(.concatenated, #"{"a":1}{"a":2} [3] "four" 5"#)
        #expect(concatenated.records == [["a": 1], ["a": 2], [3], "four", 5])
        #expect(concatenated.error == nil)
        let array = recordsAndError(.array(at: ["p"]), #"{"p": [1, {"b": [2]}, "c"], "q": 0}"#)
        #expect(array.records == [1, ["b": [2]], "c"])
        #expect(array.error == nil)

        var stream = JSONStream(.array)
        var values: [JSON] = []
        var errors: [JSONSyntaxError] = []
        for byte in "[1, 2 3, 4]".utf8 {
            stream.append(byte)
            do {
                while let value = try stream.next() { values.append(value) }
            } catch let error as JSONSyntaxError {
                errors.append(error)
            }
        }
        #expect(values == [1, 2])
        // The error at `3`, then the same error for each of the four bytes after it.
        #expect(errors.count == 5)
        #expect(Set(errors.map { "\($0.line):\($0.column)" }) == ["1:7"])
    }

    @Test("an async source of single bytes: records in order, a bad line's error after the good ones, a last line without \\n")
    func asyncBytes() async throws {
        let good = "{\"id\": 1, \"type\": \"a\"}\n\n{\"id\": 2, \"type\": \"b\"}\n{\"id\": 3, \"type\": \"c\"}"
        var events: [StreamEvent] = []
        for try await event in ChunkSource(chunks: Array(good.utf8)).decodeJSON(StreamEvent.self, .lines) {
            events.append(event)
        }
        #expect(events == [StreamEvent(id: 1, type: "a"), StreamEvent(id: 2, type: "b"), StreamEvent(id: 3, type: "c")])

        let bad = "[1]\n[2,]\n[3]\n"
        var values: [JSON] = []
        do {
            for try await value in ChunkSource(chunks: Array(bad.utf8)).jsonValues(.lines) { values.append(value) }
            Issue.record("no error")
        } catch let error as JSONSyntaxError {
            #expect(values == [[1]])
            #expect(error.line == 2 && error.column == 4)
        }
    }
}
