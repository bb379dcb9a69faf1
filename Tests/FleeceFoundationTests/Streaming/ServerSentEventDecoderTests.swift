import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Server-sent events decoded by a `FleeceDecoder`: a failure is placed in the stream, as the
/// `JSONDecodable` form places it, and data that is not JSON throws what `decode(_:from:)` throws.
@Suite("Server-sent events decoded by a FleeceDecoder")
struct ServerSentEventDecoderTests {
    struct Delta: Decodable, Equatable {
        let text: String
    }

    static func deltas(_ stream: String) async -> (deltas: [Delta], error: (any Error)?) {
        let chunks = AsyncStream<Data> { continuation in
            for byte in stream.utf8 { continuation.yield(Data([byte])) }
            continuation.finish()
        }
        var deltas: [Delta] = []
        do {
            for try await delta in chunks.serverSentEvents(terminator: "[DONE]").decodeJSON(Delta.self, decoder: FleeceDecoder()) {
                deltas.append(delta)
            }
            return (deltas, nil)
        } catch {
            return (deltas, error)
        }
    }

    @Test("a value that does not fit names its line and column in the stream")
    func typeMismatchInTheStream() async throws {
        let (deltas, error) = await Self.deltas("data: {\"text\": \"Hel\"}\n\n: ping\n\ndata: {\"text\": 5}\n\ndata: [DONE]\n\n")
        #expect(deltas == [Delta(text: "Hel")])
        guard case .typeMismatch(_, let context) = try #require(error as? DecodingError) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["text"])
        #expect(context.debugDescription.hasSuffix("at line 5, column 16."), "\(context.debugDescription)")
    }

    @Test("data that is not JSON throws what decode(_:from:) throws, the syntax error placed in the stream")
    func notJSON() async throws {
        let (_, error) = await Self.deltas("event: delta\ndata: {\"text\": }\n\n")
        guard case .dataCorrupted(let context) = try #require(error as? DecodingError) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "The given data was not valid JSON")
        let syntax = try #require(context.underlyingError as? JSONSyntaxError)
        #expect(syntax.line == 2 && syntax.column == 16, "\(syntax)")
    }
}
