import Foundation
import Testing
import FleeceFoundation

struct LoggedEvent: Equatable, Decodable {
    let id: Int
    let userName: String
    let at: Date
}

@Suite("Streaming with Foundation")
struct StreamingFoundationTests {
    static let lines = (1...1000).map { #"{"id": \#($0), "user_name": "u\#($0)", "at": "2024-03-01T12:00:00Z"}"# }.joined(separator: "\n") + "\n"

    static func decoder() -> FleeceDecoder {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test("a JSON Lines file read in chunks of any size decodes with FleeceDecoder's strategies", arguments: [1, 100, 1 << 20])
    func fileInChunks(chunkSize: Int) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-stream-\(UUID()).jsonl")
        try Data(Self.lines.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var events: [LoggedEvent] = []
        for try await event in FileChunks(contentsOf: url, chunkSize: chunkSize).decodeJSON(LoggedEvent.self, .lines, decoder: Self.decoder()) {
            events.append(event)
        }
        #expect(events.count == 1000)
        #expect(events.last == LoggedEvent(id: 1000, userName: "u1000", at: Date(timeIntervalSince1970: 1_709_294_400)))
    }

    @Test("a missing file is Foundation's error of the first read, and its description names the path")
    func missingFile() async throws {
        let path = "/nonexistent/fleece-\(UUID()).jsonl"
        let error = await #expect(throws: CocoaError.self) {
            for try await _ in FileChunks(contentsOf: URL(fileURLWithPath: path)).jsonValues(.lines) {}
        }
        #expect(error?.code == .fileReadNoSuchFile)
        #expect(error?.localizedDescription == "The file “\(path)” couldn’t be opened: No such file or directory.")
        #expect(error?.userInfo[NSFilePathErrorKey] as? String == path)
        #expect((error?.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ENOENT))
    }

    @Test("a directory opens, and its first read fails with an error that names the path and the reason")
    func directory() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fleece-directory-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = await #expect(throws: CocoaError.self) {
            for try await _ in FileChunks(contentsOf: URL(fileURLWithPath: path)) {}
        }
        #expect(error?.code == .fileReadUnknown)
        #expect(error?.localizedDescription == "The file “\(path)” couldn’t be read: Is a directory.")
        #expect((error?.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(EISDIR))
    }

    @Test("a Codable error deep in an array names the element's full coding path and the stream's line")
    func codableErrorInArray() async throws {
        let text = "{\"data\": {\"events\": [\n" +
            (1...40).map { #"  {"id": \#($0 == 37 ? "\"37\"" : "\($0)"), "user_name": "u", "at": "2024-03-01T12:00:00Z"}"# }.joined(separator: ",\n") +
            "\n]}}"
        let chunks = stride(from: 0, to: text.utf8.count, by: 64).map { Data(Array(text.utf8)[$0..<min($0 + 64, text.utf8.count)]) }
        var count = 0
        do {
            for try await _ in ChunkStream(chunks: chunks).decodeJSON(LoggedEvent.self, .array(at: ["data", "events"]), decoder: Self.decoder()) {
                count += 1
            }
            Issue.record("no error")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(JSONPath(codingPath: context.codingPath).description == "data.events[36].id")
            #expect(context.debugDescription.contains("at line 38, column 10"), "\(context.debugDescription)")
        }
        #expect(count == 36)
    }

    @Test("skipped records are reported at the value that failed, in the stream", arguments: [1, 7, 1 << 20])
    func skippedRecordsAtTheirValues(chunkSize: Int) async throws {
        // Line 3's id is a string (column 8); line 5's date is a number (column 35).
        let lines = [
            #"{"id": 1, "user_name": "a", "at": "2024-03-01T12:00:00Z"}"#,
            #"{"id": 2, "user_name": "b", "at": "2024-03-01T12:00:00Z"}"#,
            #"{"id": "3", "user_name": "c", "at": "2024-03-01T12:00:00Z"}"#,
            #"{"id": 4, "user_name": "d", "at": "2024-03-01T12:00:00Z"}"#,
            #"{"id": 5, "user_name": "e", "at": 17}"#,
        ].joined(separator: "\n") + "\n"
        let bytes = Array(lines.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: chunkSize).map { Data(bytes[$0 ..< min($0 + chunkSize, bytes.count)]) }
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [Int] = []
            for try await event in ChunkStream(chunks: chunks).decodeJSON(LoggedEvent.self, .lines, decoder: Self.decoder(), onInvalidRecord: .skip) {
                ids.append(event.id)
            }
            return ids
        }
        #expect(ids == [1, 2, 4])
        #expect(report.entries.map(\.position?.line) == [3, 5])
        #expect(report.entries.map(\.position?.column) == [8, 35])
        #expect(report.entries.allSatisfy { $0.error is DecodingError })
    }

    @Test("a skipped element of an array at a key path is reported at its failing value")
    func skippedElementAtItsValue() async throws {
        let text = "{\"data\": {\"events\": [\n" +
            (1...5).map { #"  {"id": \#($0 == 4 ? "null" : "\($0)"), "user_name": "u", "at": "2024-03-01T12:00:00Z"}"# }.joined(separator: ",\n") +
            "\n]}}"
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [Int] = []
            for try await event in ChunkStream(chunks: [Data(text.utf8)]).decodeJSON(
                LoggedEvent.self, .array(at: ["data", "events"]), decoder: Self.decoder(), onInvalidRecord: .skip) {
                ids.append(event.id)
            }
            return ids
        }
        #expect(ids == [1, 2, 3, 5])
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.path.description == "data.events[3]")
        #expect(report.entries.first?.position?.line == 5)
        #expect(report.entries.first?.position?.column == 10)
    }
}

/// Chunks of `Data` as an async sequence.
struct ChunkStream: AsyncSequence, Sendable {
    let chunks: [Data]
    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: IndexingIterator<[Data]>
        mutating func next() async throws -> Data? { rest.next() }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: chunks.makeIterator()) }
}
