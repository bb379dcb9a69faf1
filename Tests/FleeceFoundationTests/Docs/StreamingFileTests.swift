import Fleece
import FleeceFoundation
import Foundation
import Testing

// The file form of Sources/Fleece/Fleece.docc/Streaming.md, kept compiling and true: a JSON
// Lines file read in chunks by `FileChunks`, its records decoded by a `FleeceDecoder` with the
// article's strategy, and server-sent events decoded by one.

enum StreamingFileArticle {
    struct LogEvent: Decodable {
        let id: Int
        let repoName: String       // "repo_name" in the file
    }

    struct Delta: Decodable {
        let text: String
    }
}

@Suite struct StreamingFileArticleTests {
    typealias LogEvent = StreamingFileArticle.LogEvent

    @Test func aFileInChunksDecodedWithTheDecodersStrategies() async throws {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-article-\(UUID()).jsonl")
        let lines = (1...1000).map { #"{"id": \#($0), "repo_name": "fleece/\#($0)"}"# }.joined(separator: "\n")
        try Data(lines.utf8).write(to: logURL)
        defer { try? FileManager.default.removeItem(at: logURL) }

        var printed = ""
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        for try await event in FileChunks(contentsOf: logURL).decodeJSON(LogEvent.self, .lines, decoder: decoder) {
            print(event.repoName, to: &printed)
        }
        #expect(printed == (1...1000).map { "fleece/\($0)\n" }.joined())

        // Chunks of 7 bytes: the records are the same, whatever the chunk size.
        var ids: [Int] = []
        for try await event in FileChunks(contentsOf: logURL, chunkSize: 7).decodeJSON(LogEvent.self, .lines, decoder: decoder) {
            ids.append(event.id)
        }
        #expect(ids == Array(1...1000))
    }

    @Test func aDecodableRecordThatDoesNotDecodeNamesItsPlaceInTheStream() async throws {
        let text = "{\"id\": 1, \"repo_name\": \"a\"}\n{\"id\": \"two\", \"repo_name\": \"b\"}\n"
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data(text.utf8))
            continuation.finish()
        }
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = await #expect(throws: DecodingError.self) {
            for try await _ in chunks.decodeJSON(LogEvent.self, .lines, decoder: decoder) {}
        }
        guard case .typeMismatch(_, let context)? = error else {
            Issue.record("expected a type mismatch, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["id"])
        #expect(context.debugDescription.hasSuffix("at line 2, column 8."))
    }

    @Test func serverSentEventsDecodedByAFleeceDecoder() async throws {
        let stream = "data: {\"text\": \"Hel\"}\n\ndata: {\"text\": \"lo\"}\n\ndata: [DONE]\n\n"
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data(stream.utf8))
            continuation.finish()
        }
        var reply = ""
        for try await delta in chunks.serverSentEvents(terminator: "[DONE]")
            .decodeJSON(StreamingFileArticle.Delta.self, decoder: FleeceDecoder()) {
            reply += delta.text
        }
        #expect(reply == "Hello")
    }
}
