import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A `Decodable` model streams without a `decoder:`, decoded by a `FleeceDecoder()` with its
/// default strategies, as `URLSession.decode(_:for:)` decodes one; it was a compile error that
/// named `JSONDecodable`. A model that is `JSONDecodable` too keeps decoding through
/// `JSONDecodable` unless a decoder is given.
@Suite("Streams of Decodable models without a decoder")
struct StreamDefaultDecoderTests {
    /// Only `Decodable`: its key stays as written, since the default decoder converts none.
    struct Event: Decodable, Equatable {
        let event_type: String
    }

    /// Both: each conformance says which one decoded it.
    struct Tagged: Decodable, JSONDecodable, Equatable {
        let via: String
        init(via: String) { self.via = via }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            via = "Decodable " + (try container.decode(String.self, forKey: .name))
        }
        static func decode(_ json: JSON) -> Decoded<Tagged> {
            Decoded { Tagged(via: "JSONDecodable " + (try json.need("name") as String)) }
        }
        enum CodingKeys: String, CodingKey { case name }
    }

    static let lines = "{\"event_type\": \"push\"}\n{\"event_type\": \"fork\"}\n"
    static let tagged = "{\"name\": \"a\"}\n"

    static func bytes(_ text: String) -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            for byte in text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
    }

    static func chunks(_ text: String) -> AsyncStream<Data> {
        AsyncStream { continuation in
            for byte in text.utf8 { continuation.yield(Data([byte])) }
            continuation.finish()
        }
    }

    @Test("a stream of bytes and one of chunks decode a Decodable model without a decoder")
    func decodableWithoutDecoder() async throws {
        var fromBytes: [Event] = []
        for try await event in Self.bytes(Self.lines).decodeJSON(Event.self, .lines) { fromBytes.append(event) }
        var fromChunks: [Event] = []
        for try await event in Self.chunks(Self.lines).decodeJSON(Event.self, .lines) { fromChunks.append(event) }
        let expected = [Event(event_type: "push"), Event(event_type: "fork")]
        #expect(fromBytes == expected)
        #expect(fromChunks == expected)
    }

    @Test("a failure without a decoder is the default FleeceDecoder's, placed in the stream")
    func failureWithoutDecoder() async throws {
        var seen: [Event] = []
        do {
            for try await event in Self.chunks("{\"event_type\": \"push\"}\n{\"event_type\": 5}\n").decodeJSON(Event.self, .lines) {
                seen.append(event)
            }
            Issue.record("the second record decoded")
        } catch let DecodingError.typeMismatch(type, context) {
            #expect(type is String.Type)
            #expect(context.codingPath.map(\.stringValue) == ["event_type"])
            #expect(context.debugDescription.hasSuffix("at line 2, column 16."), "\(context.debugDescription)")
        }
        #expect(seen == [Event(event_type: "push")])
    }

    @Test("a model of both conformances decodes through JSONDecodable unless a decoder is given")
    func bothConformances() async throws {
        var withoutDecoder: [Tagged] = []
        for try await value in Self.chunks(Self.tagged).decodeJSON(Tagged.self, .lines) { withoutDecoder.append(value) }
        var withDecoder: [Tagged] = []
        for try await value in Self.chunks(Self.tagged).decodeJSON(Tagged.self, .lines, decoder: FleeceDecoder()) {
            withDecoder.append(value)
        }
        var bytesWithoutDecoder: [Tagged] = []
        for try await value in Self.bytes(Self.tagged).decodeJSON(Tagged.self, .lines) { bytesWithoutDecoder.append(value) }
        #expect(withoutDecoder == [Tagged(via: "JSONDecodable a")])
        #expect(bytesWithoutDecoder == [Tagged(via: "JSONDecodable a")])
        #expect(withDecoder == [Tagged(via: "Decodable a")])
    }

    @Test("server-sent events' data decode a Decodable model without a decoder, and a model of both through JSONDecodable")
    func serverSentEvents() async throws {
        var events: [Event] = []
        for try await event in Self.chunks("data: {\"event_type\": \"push\"}\n\ndata: [DONE]\n\n")
            .serverSentEvents(terminator: "[DONE]").decodeJSON(Event.self) {
            events.append(event)
        }
        #expect(events == [Event(event_type: "push")])
        var tagged: [Tagged] = []
        for try await value in Self.chunks("data: {\"name\": \"b\"}\n\n").serverSentEvents().decodeJSON(Tagged.self) {
            tagged.append(value)
        }
        #expect(tagged == [Tagged(via: "JSONDecodable b")])
    }
}
