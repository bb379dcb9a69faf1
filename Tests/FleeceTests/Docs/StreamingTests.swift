import Fleece
import Testing

// The code of Sources/Fleece/Fleece.docc/Streaming.md that needs no Foundation, kept compiling
// and true. The models are nested in an enum so that their names do not clash with the test
// fixtures; the code of each `decode` is the article's. The file and HTTP forms are in
// Tests/FleeceFoundationTests/Docs/StreamingFileTests.swift and
// Tests/FleeceNetworkingTests/Docs/StreamingNetworkTests.swift.

enum StreamingArticle {
    struct Event: JSONDecodable, Equatable {
        let id: Int
        let type: String

        static func decode(_ json: JSON) -> Decoded<Event> {
            curry(Event.init) <^> json <| "id" <*> json <| "type"
        }
    }

    struct Place: JSONDecodable {
        let name: String
        let photoCount: Int

        static func decode(_ json: JSON) -> Decoded<Place> {
            curry(Place.init) <^> json <| "name" <*> json <| "photo_count"
        }
    }

    struct LogLine: Decodable {
        let id: Int
        let type: String
    }

    struct Delta: JSONDecodable {
        let text: String
        static func decode(_ json: JSON) -> Decoded<Delta> { Delta.init <^> json <| "text" }
    }

    static let places = """
        {"places": {"place": [
          {"name": "London", "photo_count": 2401663},
          {"name": "Tokyo", "photo_count": 2107412}
        ], "total": 2}, "stat": "ok"}
        """

    static let brokenPlaces = """
        {"places": {"place": [
          {"name": "London", "photo_count": 2401663},
          {"name": "Tokyo", "photo_count": 2107412},
          {"name": "Paris", "photo_count": "12a"},
          {"name": "Lisbon", "photo_count": 937000}
        ], "total": 4}, "stat": "ok"}
        """

    /// The second line stops at `{"id": 2, "type": "fork"`.
    static let brokenLines = "{\"id\": 1, \"type\": \"push\"}\n{\"id\": 2, \"type\": \"fork\"\n{\"id\": 3, \"type\": \"watch\"}\n"

    /// The article's stand-in for a socket: `text` handed over 16 bytes at a time.
    static func chunks(of text: String) -> AsyncStream<ArraySlice<UInt8>> {
        let bytes = Array(text.utf8)
        let chunks = AsyncStream<ArraySlice<UInt8>> { continuation in
            for start in stride(from: 0, to: bytes.count, by: 16) {
                continuation.yield(bytes[start..<min(start + 16, bytes.count)])
            }
            continuation.finish()
        }
        return chunks
    }

    /// Every record of `text` in `format`, written compactly, read from one chunk.
    static func records(_ text: String, _ format: JSONStream.Format) throws -> [String] {
        var stream = JSONStream(format)
        stream.append(contentsOf: text.utf8)
        try stream.finish()
        var records: [String] = []
        while let value = try stream.next() { records.append(value.text()) }
        return records
    }
}

@Suite struct StreamingArticleTests {
    typealias Event = StreamingArticle.Event
    typealias Place = StreamingArticle.Place
    typealias LogLine = StreamingArticle.LogLine
    typealias Delta = StreamingArticle.Delta

    @Test func theFormatsHandOutTheRecordsOfTheTable() throws {
        #expect(try StreamingArticle.records("{\"id\":1}\r\n\n{\"id\":2}\n", .lines) == [#"{"id":1}"#, #"{"id":2}"#])
        #expect(try StreamingArticle.records(#"{"id":1}{"id":2} 3"#, .concatenated) == [#"{"id":1}"#, #"{"id":2}"#, "3"])
        #expect(try StreamingArticle.records(#"[{"id":1}, {"id":2}]"#, .array) == [#"{"id":1}"#, #"{"id":2}"#])
        #expect(try StreamingArticle.records(#"{"places": {"place": [{"id":1}, {"id":2}], "total": 2}}"#,
                                             .array(at: ["places", "place"])) == [#"{"id":1}"#, #"{"id":2}"#])
        let missing = #expect(throws: DecodeError.self) {
            _ = try StreamingArticle.records(#"{"places": {"total": 0}}"#, .array(at: ["places", "place"]))
        }
        #expect(missing?.reason == .missingKey("place"))
        #expect(missing?.path.description == "places.place")
    }

    @Test func bytesInRecordsOut() throws {
        var printed = ""
        var stream = JSONStream(.lines)
        stream.append(contentsOf: "{\"id\": 1, \"type\": \"push\"}\n{\"id\": 2, \"ty".utf8)
        while let value = try stream.next() {
            print(value, to: &printed)             // {"id":1,"type":"push"}
        }
        stream.append(contentsOf: "pe\": \"fork\"}".utf8)
        #expect(try stream.next() == nil)         // nil: the second line has not ended
        try stream.finish()                        // the input has ended: an error if a record is cut short
        while let value = try stream.next() {
            print(value, to: &printed)             // {"id":2,"type":"fork"}
        }
        #expect(printed == "{\"id\":1,\"type\":\"push\"}\n{\"id\":2,\"type\":\"fork\"}\n")

        var decoding = JSONStream(.lines)
        decoding.append(contentsOf: "{\"id\": 1, \"type\": \"push\"}\n{\"id\": 2, \"type\": \"fork\"}".utf8)
        try decoding.finish()
        var events: [Event] = []
        while let event = try decoding.next(decoding: Event.self) { events.append(event) }
        #expect(events == [Event(id: 1, type: "push"), Event(id: 2, type: "fork")])
    }

    @Test func aRecordCutShortIsAnErrorAtTheEnd() throws {
        var stream = JSONStream(.array)
        stream.append(contentsOf: #"[{"id": 1}, {"id""#.utf8)
        #expect(try stream.next()?.text() == #"{"id":1}"#)
        let error = #expect(throws: JSONSyntaxError.self) { try stream.finish() }
        #expect(error?.kind == .unexpectedEndOfInput)
    }

    @Test func anAsyncSourceInChunksOf16Bytes() async throws {
        let chunks = StreamingArticle.chunks(of: StreamingArticle.places)
        var names: [String] = []
        for try await place in chunks.decodeJSON(Place.self, .array(at: ["places", "place"])) {
            names.append(place.name)        // London, then Tokyo
        }
        #expect(names == ["London", "Tokyo"])

        let logChunks = StreamingArticle.chunks(of: "{\"id\": 1, \"type\": \"push\"}\n{\"id\": 2, \"type\": \"fork\"}\n")
        var types: [String] = []
        for try await line in logChunks.decodeJSON(LogLine.self, .lines, decoder: JSONCodableDecoder()) {
            types.append(line.type)
        }
        #expect(types == ["push", "fork"])

        var values: [JSON] = []
        for try await value in StreamingArticle.chunks(of: #"{"id":1}{"id":2} 3"#).jsonValues(.concatenated) {
            values.append(value)
        }
        #expect(values.map { $0.text() } == [#"{"id":1}"#, #"{"id":2}"#, "3"])
    }

    /// The article's envelope example, over the places and over an error body.
    static func namesAndEnvelope(_ chunks: AsyncStream<ArraySlice<UInt8>>) async -> (names: [JSON], said: JSON) {
        var names: [JSON] = []
        var said: JSON = .null
        var places = chunks.jsonValues(.array(at: ["places", "place"])).makeAsyncIterator()
        do {
            while let place = try await places.next() {
                names.append(place["name"] ?? .null)
            }
            said = places.envelope?["stat"] ?? .null         // "ok"
        } catch {
            // {"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}
            said = places.envelope?["message"] ?? .null
        }
        return (names, said)
    }

    @Test func theDocumentAroundTheArrayIsTheEnvelope() async throws {
        let (names, stat) = await Self.namesAndEnvelope(StreamingArticle.chunks(of: StreamingArticle.places))
        #expect(names == ["London", "Tokyo"])
        #expect(stat == "ok")
        let failure = #"{"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}"#
        let (none, message) = await Self.namesAndEnvelope(StreamingArticle.chunks(of: failure))
        #expect(none == [])
        #expect(message == "Invalid API Key (Key has invalid format)")
    }

    @Test func aBadRecordIsThrownAfterTheGoodOnesWithItsPlaceInTheStream() async throws {
        let chunks = StreamingArticle.chunks(of: StreamingArticle.brokenPlaces)
        var printed = ""
        var names: [String] = []
        do {
            for try await place in chunks.decodeJSON(Place.self, .array(at: ["places", "place"])) {
                names.append(place.name)
            }
        } catch let error as DecodeError {
            print(error, to: &printed)   // places.place[2].photo_count: expected Int, found string "12a" at line 4, column 36
        }
        #expect(names == ["London", "Tokyo"])
        #expect(printed == "places.place[2].photo_count: expected Int, found string \"12a\" at line 4, column 36\n")
    }

    @Test func aLineThatIsNotJSONIsASyntaxErrorInTheStream() async throws {
        var types: [String] = []
        let error = await #expect(throws: JSONSyntaxError.self) {
            for try await event in StreamingArticle.chunks(of: StreamingArticle.brokenLines).decodeJSON(Event.self, .lines) {
                types.append(event.type)
            }
        }
        #expect(types == ["push"])
        #expect(error?.description == "expected ',' or '}' after an object member, found the end of the line at line 2, column 25 (the '{' at line 2, column 1 is not closed)")

        // In JSON Lines the next line starts afresh: a push stream goes on after a bad line.
        var lines = JSONStream(.lines)
        lines.append(contentsOf: StreamingArticle.brokenLines.utf8)
        #expect(try lines.next(decoding: Event.self) == Event(id: 1, type: "push"))
        #expect(throws: JSONSyntaxError.self) { try lines.next() }
        #expect(try lines.next(decoding: Event.self) == Event(id: 3, type: "watch"))

        // A stream that breaks its format ends there, and throws again when asked again.
        var stream = JSONStream(.array)
        stream.append(contentsOf: "[1 2]".utf8)
        #expect(try stream.next()?.text() == "1")
        let broken = #expect(throws: JSONSyntaxError.self) { try stream.next() }
        #expect(broken?.line == 1)
        #expect(broken?.column == 4)
        #expect(throws: JSONSyntaxError.self) { try stream.next() }
    }

    @Test func skippedRecordsAreReported() async throws {
        let freshChunks = StreamingArticle.chunks(of: StreamingArticle.brokenPlaces)
        let (places, report) = try await LeniencyReport.collecting {
            var places: [Place] = []
            for try await place in freshChunks.decodeJSON(Place.self, .array(at: ["places", "place"]),
                                                          onInvalidRecord: .skip) {
                places.append(place)
            }
            return places
        }
        #expect(places.map(\.name) == ["London", "Tokyo", "Lisbon"])
        var printed = ""
        for entry in report.entries { print(entry, to: &printed) }
        #expect(printed == """
            places.place[2]: skipped element: places.place[2].photo_count: expected Int, found string "12a" at line 4, column 36

            """)

        let (events, lineReport) = try await LeniencyReport.collecting {
            var events: [Event] = []
            for try await event in StreamingArticle.chunks(of: StreamingArticle.brokenLines)
                .decodeJSON(Event.self, .lines, onInvalidRecord: .skip) {
                events.append(event)
            }
            return events
        }
        #expect(events.map(\.id) == [1, 3])
        #expect(lineReport.entries.map(\.description) == [
            "line 2: skipped record: expected ',' or '}' after an object member, found the end of the line at line 2, column 25 (the '{' at line 2, column 1 is not closed)",
        ])
    }

    @Test func theLimitsBoundEachRecord() throws {
        #expect(JSONStream.defaultOptions.maximumInputSize == 64 << 20)
        #expect(JSONStream.defaultOptions.maximumDepth == 512)

        let options = JSONParsingOptions(maximumDepth: 32, maximumInputSize: 1 << 20)  // records of 1 MiB
        var stream = JSONStream(.lines, options: options, onInvalidRecord: .skip)
        let (ids, report) = try LeniencyReport.collecting {
            // A line of 2 MiB that has not ended yet is cut off as soon as it is too long.
            stream.append(contentsOf: "{\"id\": 1}\n\"".utf8)
            stream.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: 2 << 20))
            var ids: [JSON] = []
            while let value = try stream.next() { ids.append(value["id"] ?? .null) }
            stream.append(contentsOf: ("\"\n" + String(repeating: "[", count: 40) + "\n{\"id\": 2}\n").utf8)
            try stream.finish()
            while let value = try stream.next() { ids.append(value["id"] ?? .null) }
            return ids
        }
        #expect(ids == [1, 2])
        let kinds = report.entries.compactMap { ($0.error as? JSONSyntaxError)?.kind }
        #expect(kinds == [.tooLarge(limit: 1 << 20), .tooDeep(limit: 32)])
        #expect(report.entries.map { $0.position?.line } == [2, 3])
    }

    @Test func serverSentEventsPushedAndAsync() async throws {
        var printed = ""
        var parser = ServerSentEventParser()
        parser.append(contentsOf: "event: delta\ndata: {\"text\": \"Hel\"}\n\n: a comment\ndata: [DONE]\n\n".utf8)
        while let event = try parser.next() {
            print(event, to: &printed)   // delta: {"text": "Hel"}, then message: [DONE]
        }
        #expect(printed == "delta: {\"text\": \"Hel\"}\nmessage: [DONE]\n")

        let stream = "data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo\"}\r\n\r\ndata: [DONE]\n\ndata: {\"text\": \"after\"}\n\n"
        let chunks = StreamingArticle.chunks(of: stream)
        var reply = ""
        for try await delta in chunks.serverSentEvents(terminator: "[DONE]").decodeJSON(Delta.self) {
            reply += delta.text
        }
        #expect(reply == "Hello")
        #expect(try ServerSentEvent(data: #"{"text": "Hi"}"#).decodeData(as: Delta.self).text == "Hi")
    }

    @Test func anEndlessServerSentEventLineIsCutOff() throws {
        var parser = ServerSentEventParser(maximumLineLength: 64)
        parser.append(contentsOf: ("data: " + String(repeating: "x", count: 100)).utf8)
        let error = #expect(throws: JSONSyntaxError.self) { try parser.next() }
        #expect(error?.kind == .tooLarge(limit: 64))
    }
}
