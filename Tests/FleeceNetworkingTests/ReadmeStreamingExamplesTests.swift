#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Testing
import FleeceNetworking

// The README's "Streaming" section, kept compiling and true.

struct ReadmeLogEvent: Decodable, JSONDecodable {
    let type: String
    static func decode(_ json: JSON) -> Decoded<ReadmeLogEvent> {
        Decoded { try ReadmeLogEvent(type: json.need("type")) }
    }
}

struct ReadmeCodableLogEvent: Decodable {
    let type: String
}

struct ReadmeStreamPlace: JSONDecodable {
    let name: String
    let photoCount: Int
    static func decode(_ json: JSON) -> Decoded<ReadmeStreamPlace> {
        Decoded { try ReadmeStreamPlace(name: json.need("name"), photoCount: json.need("photo_count")) }
    }
}

struct ReadmeDelta: JSONDecodable {
    let text: String
    static func decode(_ json: JSON) -> Decoded<ReadmeDelta> {
        Decoded { try ReadmeDelta(text: json.need("text")) }
    }
}

@Suite("README: streaming")
struct ReadmeStreamingExamplesTests {
    @Test("files, in both decoding styles, and the array at a key path")
    func files() async throws {
        typealias Event = ReadmeLogEvent
        typealias Place = ReadmeStreamPlace
        let directory = FileManager.default.temporaryDirectory
        let logURL = directory.appendingPathComponent("readme-\(UUID()).jsonl")
        let placesURL = directory.appendingPathComponent("readme-\(UUID()).json")
        try Data("{\"type\": \"push\"}\r\n\n{\"type\": \"fork\"}".utf8).write(to: logURL)
        try Data(#"{"places": {"place": [{"name": "Lisbon", "photo_count": 12}]}, "stat": "ok"}"#.utf8).write(to: placesURL)
        defer {
            try? FileManager.default.removeItem(at: logURL)
            try? FileManager.default.removeItem(at: placesURL)
        }
        var types: [String] = []
        for try await event in FileChunks(contentsOf: logURL).decodeJSON(Event.self, .lines) {
            types.append(event.type)
        }
        let decoder = FleeceDecoder()         // your strategies, for a Decodable model
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        for try await event in FileChunks(contentsOf: logURL).decodeJSON(Event.self, .lines, decoder: decoder) {
            types.append(event.type)
        }
        // A model that is only Decodable, without a decoder.
        for try await event in FileChunks(contentsOf: logURL).decodeJSON(ReadmeCodableLogEvent.self, .lines) {
            types.append(event.type)
        }
        var names: [String] = []
        for try await place in FileChunks(contentsOf: placesURL).decodeJSON(Place.self, .array(at: ["places", "place"])) {
            names.append(place.name)
        }
        #expect(types == ["push", "fork", "push", "fork", "push", "fork"])
        #expect(names == ["Lisbon"])
    }

    @Test("the push parser")
    func pushParser() throws {
        let chunk = Array("{\"type\": \"push\"}\n{\"type\": \"fork\"}".utf8)
        var seen: [JSON] = []
        var stream = JSONStream(.lines)
        stream.append(contentsOf: chunk)
        while let value = try stream.next() {
            seen.append(value["type"] ?? .null)
        }
        try stream.finish()
        while let value = try stream.next() { seen.append(value["type"] ?? .null) }
        #expect(seen == ["push", "fork"])
    }

    @Test("the error and the report of a bad element")
    func badElement() async throws {
        typealias Place = ReadmeStreamPlace
        let text = "{\"places\": {\"place\": [\n" + (0..<37).map { _ in "{\"name\": \"a\", \"photo_count\": 1}," }.joined(separator: "\n") +
            "\n{\"name\": \"b\", \"photo_count\": \"12a\"}, {\"name\": \"c\", \"photo_count\": 3}]}}"
        let chunks = stride(from: 0, to: text.utf8.count, by: 100).map { Array(Array(text.utf8)[$0..<min($0 + 100, text.utf8.count)]) }
        let source = AsyncStream<[UInt8]> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        let (places, report) = try await LeniencyReport.collecting {
            var places: [Place] = []
            for try await place in source.decodeJSON(Place.self, .array(at: ["places", "place"]), onInvalidRecord: .skip) {
                places.append(place)
            }
            return places
        }
        #expect(places.count == 38)
        #expect(report.entries.first?.description.hasPrefix(#"places.place[37]: skipped element: places.place[37].photo_count: expected Int, found string "12a" at line 39, column 30"#) == true)
    }

    /// Compiled, not run: it needs a server (the networking tests run the same calls on loopback).
    func network(session: URLSession, request: URLRequest) async throws {
        typealias Event = ReadmeLogEvent
        typealias Delta = ReadmeDelta
        for try await event in session.decodeJSONStream(Event.self, .lines, for: request) { _ = event }
        for try await delta in session.serverSentEvents(for: request, terminator: "[DONE]").decodeJSON(Delta.self) {
            print(delta.text, terminator: "")
        }
    }
}
