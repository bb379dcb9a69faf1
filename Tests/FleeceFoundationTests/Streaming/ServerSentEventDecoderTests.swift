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

    @Test("data of several data: lines: a failure on the second names the stream's line and column, and a skipped event its first line")
    func severalDataLines() async throws {
        // The 5 is on the stream's line 4, after `data:` and two spaces; the event starts on line 2.
        let stream = ": ping\ndata: {\n: between\ndata:   \"text\": 5}\n\ndata: {\"text\":\ndata: \"lo\"}\n\ndata: [DONE]\n\n"
        let (deltas, error) = await Self.deltas(stream)
        #expect(deltas == [])
        guard case .typeMismatch(_, let context) = try #require(error as? DecodingError) else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.debugDescription.hasSuffix("at line 4, column 17."), "\(context.debugDescription)")

        let (skipped, report) = try await LeniencyReport.collecting {
            var deltas: [Delta] = []
            for try await delta in Self.chunks(stream).serverSentEvents(terminator: "[DONE]")
                .decodeJSON(Delta.self, decoder: FleeceDecoder(), onInvalidRecord: .skip) {
                deltas.append(delta)
            }
            return deltas
        }
        #expect(skipped == [Delta(text: "lo")])
        #expect(report.entries.map(\.position?.line) == [4])
        #expect(report.entries.map(\.position?.column) == [17])
        #expect(report.entries.first?.description.hasPrefix("line 2: skipped record: text: Expected to decode String but found number 5 instead") == true,
                "\(report.entries.map(\.description))")
    }

    /// An event stream of a good delta, one of the wrong type, one that is not JSON, a good one.
    static let mixed = "data: {\"text\": \"Hel\"}\n\ndata: {\"text\": 5}\n\ndata: {\"text\": }\n\ndata: {\"text\": \"lo\"}\n\ndata: [DONE]\n\n"

    static func chunks(_ stream: String) -> AsyncStream<Data> {
        AsyncStream<Data> { continuation in
            for byte in stream.utf8 { continuation.yield(Data([byte])) }
            continuation.finish()
        }
    }

    @Test("FleeceDecoder: the parsing options bound each event's data")
    func optionsBoundTheData() async throws {
        var options = JSONParsingOptions()
        options.maximumDepth = 2
        var decoded: [[[Int]]] = []
        do {
            for try await value in Self.chunks("data: [[1]]\n\ndata: [[[1]]]\n\n").serverSentEvents()
                .decodeJSON([[Int]].self, decoder: FleeceDecoder(), options: options) {
                decoded.append(value)
            }
            Issue.record("decoded all: \(decoded)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.underlyingError as? JSONSyntaxError == JSONSyntaxError(
                kind: .tooDeep(limit: 2), expected: "at most 2 nested arrays and objects", found: "'['", offset: 21, line: 3, column: 9))
        }
        #expect(decoded == [[[1]]])
    }

    @Test("with .skip, FleeceDecoder: an event that does not decode is reported by its line, the rest come through")
    func skippingCodable() async throws {
        let (deltas, report) = try await LeniencyReport.collecting {
            var deltas: [Delta] = []
            for try await delta in Self.chunks(Self.mixed).serverSentEvents(terminator: "[DONE]")
                .decodeJSON(Delta.self, decoder: FleeceDecoder(), onInvalidRecord: .skip) {
                deltas.append(delta)
            }
            return deltas
        }
        #expect(deltas == [Delta(text: "Hel"), Delta(text: "lo")])
        #expect(report.entries.map(\.position?.line) == [3, 5])
        #expect(report.entries.map(\.position?.column) == [16, 16])
        let descriptions = report.entries.map(\.description)
        #expect(descriptions[0].hasPrefix("line 3: skipped record: text: Expected to decode String but found number 5 instead"), "\(descriptions[0])")
        // The syntax error itself, as a JSON Lines stream reports it, not `DecodingError`'s
        // "The given data was not valid JSON" around it.
        #expect(report.entries[1].error is JSONSyntaxError)
        #expect(descriptions[1] == "line 5: skipped record: expected a JSON value, found '}' at line 5, column 16", "\(descriptions[1])")
    }

    @Test("with .skip, a JSONDecodable model: the same events reported, by the same lines")
    func skippingFunctional() async throws {
        struct Text: JSONDecodable, Equatable {
            let text: String
            static func decode(_ json: JSON) -> Decoded<Text> { Decoded { try Text(text: json.need("text")) } }
        }
        let (texts, report) = try await LeniencyReport.collecting {
            var texts: [Text] = []
            for try await text in Self.chunks(Self.mixed).serverSentEvents(terminator: "[DONE]").decodeJSON(Text.self, onInvalidRecord: .skip) {
                texts.append(text)
            }
            return texts
        }
        #expect(texts.map(\.text) == ["Hel", "lo"])
        #expect(report.entries.map(\.position?.line) == [3, 5])
        #expect(report.entries.map(\.position?.column) == [16, 16])
        #expect(report.entries.first?.description.hasPrefix("line 3: skipped record: text: expected String, found number 5 at line 3, column 16") == true)
        #expect(report.entries.last?.description == "line 5: skipped record: expected a JSON value, found '}' at line 5, column 16")
        // Without .skip, the first bad event ends the iteration.
        var thrown: (any Error)?
        do {
            for try await _ in Self.chunks(Self.mixed).serverSentEvents(terminator: "[DONE]").decodeJSON(Text.self) {}
        } catch {
            thrown = error
        }
        #expect((thrown as? DecodeError)?.position?.line == 3)
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
