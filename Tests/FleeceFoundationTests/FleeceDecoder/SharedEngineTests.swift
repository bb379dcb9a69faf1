import Foundation
@_spi(FleeceAtomics) @testable import Fleece
@testable import FleeceFoundation
import Testing

/// A `FleeceDecoder` of the default configuration leaves its engine, when it ends, to the next
/// new one (`FleeceDecoder().decode(…)` on every call), and so does one that only converts keys
/// from snake case or reads dates in a fixed form, to the next of its own configuration. Every
/// new decoder must still decode as a fresh one: values, errors, positions; and no decoder may
/// take an engine of another configuration.
@Suite("FleeceDecoder: the engine an ended decoder leaves to the next")
struct SharedEngineTests {
    struct Event: Decodable, Equatable, Sendable {
        var id: Int
        var name: String
    }

    /// A key that `.convertFromSnakeCase` reads from another member than the default keys do.
    struct Snake: Decodable, Equatable { var eventName: String }
    static var snakeText: Data { Data(#"{"event_name": "a", "eventName": "b"}"#.utf8) }

    /// Reads `userInfo[key]`, or "none".
    struct ReadsUserInfo: Decodable, Equatable {
        static let key = CodingUserInfoKey(rawValue: "tag")!
        var tag: String
        init(tag: String) { self.tag = tag }
        init(from decoder: any Decoder) throws { tag = decoder.userInfo[Self.key] as? String ?? "none" }
    }

    /// A decoder that never takes the shared engine: its configuration changed (to the default again).
    static func unsharedDecoder() -> FleeceDecoder {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        return decoder
    }

    @Test("new decoders in turn decode each input as a decoder of their own does: values and errors")
    func newDecodersInTurn() throws {
        for id in 1...40 {
            let text = Data(#"{"id": \#(id), "name": "event \#(id)\#(String(repeating: "x", count: id))"}"#.utf8)
            #expect(try FleeceDecoder().decode(Event.self, from: text) == Event(id: id, name: "event \(id)" + String(repeating: "x", count: id)))
            let bad = Data("{\n  \"id\": \(id),\n  \"name\": \(id)\n}".utf8)
            let error = #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Event.self, from: bad) }
            let reference = #expect(throws: DecodingError.self) { try Self.unsharedDecoder().decode(Event.self, from: bad) }
            #expect("\(String(describing: error))" == "\(String(describing: reference))")
            #expect(String(describing: error).contains("line 3, column 11"))
        }
    }

    @Test("a decoder whose configuration changed neither takes the default engine nor leaves its own")
    func changedConfigurationsKeepTheirEngines() throws {
        let text = Self.snakeText
        for _ in 0..<20 {
            // A default decoder ends: its engine is left for the next.
            #expect(try FleeceDecoder().decode(Snake.self, from: text) == Snake(eventName: "b"))
            let snake = FleeceDecoder()
            snake.keyDecodingStrategy = .convertFromSnakeCase
            #expect(try snake.decode(Snake.self, from: text) == Snake(eventName: "a"))
            let tagged = FleeceDecoder()
            tagged.userInfo = [ReadsUserInfo.key: "tagged"]
            #expect(try tagged.decode(ReadsUserInfo.self, from: Data("{}".utf8)) == ReadsUserInfo(tag: "tagged"))
            // Used with the default keys, then changed and used again, then ended: its engine
            // (of snake case) must not reach the default decoders after it.
            let changed = FleeceDecoder()
            #expect(try changed.decode(Snake.self, from: text) == Snake(eventName: "b"))
            changed.keyDecodingStrategy = .convertFromSnakeCase
            #expect(try changed.decode(Snake.self, from: text) == Snake(eventName: "a"))
            changed.userInfo = [ReadsUserInfo.key: "changed"]
            #expect(try changed.decode(ReadsUserInfo.self, from: Data("{}".utf8)) == ReadsUserInfo(tag: "changed"))
        }
        for _ in 0..<5 {
            #expect(try FleeceDecoder().decode(Snake.self, from: text) == Snake(eventName: "b"))
            #expect(try FleeceDecoder().decode(ReadsUserInfo.self, from: Data("{}".utf8)) == ReadsUserInfo(tag: "none"))
        }
    }

    @Test("new decoders in many tasks at once each decode their own input")
    func concurrentNewDecoders() async throws {
        let results = try await withThrowingTaskGroup(of: [Int].self) { group in
            for task in 0..<8 {
                group.addTask {
                    try (0..<200).map { round in
                        let id = task * 1000 + round
                        let text = Data(#"{"id": \#(id), "name": "n\#(id)"}"#.utf8)
                        let event = try FleeceDecoder().decode(Event.self, from: text)
                        guard event.name == "n\(id)" else { return -1 }
                        return event.id
                    }
                }
            }
            var all: [Int] = []
            for try await ids in group { all += ids }
            return all
        }
        var expected: [Int] = []
        for task in 0..<8 { expected += (0..<200).map { task * 1000 + $0 } }
        #expect(results.sorted() == expected)
    }

    @Test("the engine left behind keeps a small document for the next text, and lets a large one go")
    func largeDocumentsAreNotKept() throws {
        let records = JSONCodableDecoder().recordDecoder()
        let small = Array(#"{"id": 1, "name": "a"}"#.utf8)
        #expect(try records.decode(Event.self, fromUTF8: small, options: JSONParsingOptions(), grammar: CodableTextGrammar())
            == Event(id: 1, name: "a"))
        let kept = try #require(records.spare?.document)
        records.dropSpareDocument(largerThan: FleeceDecoder.sharedDocumentLimit)
        #expect(records.spare?.document === kept)
        let large = Array(#"{"id": 2, "name": "\#(String(repeating: "b", count: FleeceDecoder.sharedDocumentLimit))"}"#.utf8)
        #expect(try records.decode(Event.self, fromUTF8: large, options: JSONParsingOptions(), grammar: CodableTextGrammar()).id == 2)
        #expect(records.spare?.document.hasSourceText == true)
        records.dropSpareDocument(largerThan: FleeceDecoder.sharedDocumentLimit)
        #expect(records.spare?.document === records.placeholder)
        // The next text still decodes, in a new document.
        #expect(try records.decode(Event.self, fromUTF8: small, options: JSONParsingOptions(), grammar: CodableTextGrammar())
            == Event(id: 1, name: "a"))
    }

    /// A model whose value depends on every shared configuration: the key strategy picks the
    /// member, the date strategy reads `when`.
    struct Dated: Decodable, Equatable {
        var eventName: String
        var when: Date
    }

    /// The shared configurations, each with a text its model reads only under it.
    static let configurations: [(name: String, keys: JSONDecoder.KeyDecodingStrategy, dates: JSONDecoder.DateDecodingStrategy, text: String)] = [
        ("default", .useDefaultKeys, .deferredToDate, #"{"event_name": "a", "eventName": "b", "when": 1000.5}"#),
        ("snake", .convertFromSnakeCase, .deferredToDate, #"{"event_name": "a", "eventName": "b", "when": 1000.5}"#),
        ("snake, ISO 8601", .convertFromSnakeCase, .iso8601, #"{"event_name": "a", "eventName": "b", "when": "2026-11-28T18:00:00Z"}"#),
        ("ISO 8601", .useDefaultKeys, .iso8601, #"{"event_name": "a", "eventName": "b", "when": "2026-11-28T18:00:00Z"}"#),
        ("seconds", .useDefaultKeys, .secondsSince1970, #"{"event_name": "a", "eventName": "b", "when": 1700000000}"#),
        // (Snake case with milliseconds is `snakeCaseEnginesAreShared`'s alone: it watches the slot.)
        ("milliseconds", .useDefaultKeys, .millisecondsSince1970, #"{"event_name": "a", "eventName": "b", "when": 1700000000123}"#),
    ]

    @Test("new decoders of the shared configurations, in turn, each decode as JSONDecoder configured alike")
    func sharedConfigurationsInTurn() throws {
        for round in 0..<30 {
            for configuration in Self.configurations {
                let decoder = FleeceDecoder()
                let reference = JSONDecoder()
                if round % 2 == 0 || configuration.name != "default" {
                    decoder.keyDecodingStrategy = configuration.keys
                    decoder.dateDecodingStrategy = configuration.dates
                }
                reference.keyDecodingStrategy = configuration.keys
                reference.dateDecodingStrategy = configuration.dates
                let text = Data(configuration.text.utf8)
                #expect(try decoder.decode(Dated.self, from: text) == reference.decode(Dated.self, from: text), "\(configuration.name)")
                // A wrong value: the same error, at the same place.
                let bad = Data(configuration.text.replacingOccurrences(of: #""eventName": "b""#, with: #""eventName": 7"#)
                    .replacingOccurrences(of: #""event_name": "a""#, with: #""event_name": 8"#).utf8)
                let error = #expect(throws: DecodingError.self) { try decoder.decode(Dated.self, from: bad) }
                #expect(String(describing: error).contains("line 1, column"), "\(configuration.name)")
            }
        }
    }

    @Test("an ended snake-case decoder's engine goes to the next new one of its configuration, and to no other")
    func snakeCaseEnginesAreShared() throws {
        // Snake case with dates in milliseconds: a configuration no other test shares.
        let key = try #require(SharedConfiguration({
            var configuration = FleeceDecoder.Configuration()
            configuration.keyDecodingStrategy = .convertFromSnakeCase
            configuration.dateDecodingStrategy = .millisecondsSince1970
            return configuration
        }()))
        func newDecoder() -> FleeceDecoder {
            let decoder = FleeceDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .millisecondsSince1970
            return decoder
        }
        let text = Data(#"{"event_name": "a", "eventName": "b", "when": 1700000000123}"#.utf8)
        let expected = Dated(eventName: "a", when: Date(timeIntervalSince1970: 1_700_000_000.123))
        do {
            let first = newDecoder()
            #expect(try first.decode(Dated.self, from: text) == expected)
        }
        #expect(FleeceDecoder.sharedEngines.withLock { $0[key] != nil })
        do {
            let second = newDecoder()
            #expect(try second.decode(Dated.self, from: text) == expected)
            #expect(FleeceDecoder.sharedEngines.withLock { $0[key] == nil }, "taken by the new decoder")
            // A decoder of another configuration does not take it back meanwhile: its own result.
            let other = FleeceDecoder()
            other.keyDecodingStrategy = .convertFromSnakeCase
            other.dateDecodingStrategy = .secondsSince1970
            #expect(try other.decode(Snake.self, from: Self.snakeText) == Snake(eventName: "a"))
        }
        #expect(FleeceDecoder.sharedEngines.withLock { $0[key] != nil })
        // A decoder with user info keeps its engine to itself.
        let tagged = newDecoder()
        tagged.userInfo = [ReadsUserInfo.key: "tagged"]
        #expect(SharedConfiguration({
            var configuration = FleeceDecoder.Configuration()
            configuration.keyDecodingStrategy = .convertFromSnakeCase
            configuration.userInfo = [ReadsUserInfo.key: "tagged"]
            return configuration
        }()) == nil)
        #expect(try tagged.decode(ReadsUserInfo.self, from: Data("{}".utf8)) == ReadsUserInfo(tag: "tagged"))
    }

    @Test("new snake-case decoders in many tasks at once each decode their own input")
    func snakeCaseDecodersInManyTasks() async throws {
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    try (0..<100).map { index in
                        let decoder = FleeceDecoder()
                        decoder.keyDecodingStrategy = .convertFromSnakeCase
                        let text = Data(#"{"event_name": "t\#(task)-\#(index)", "eventName": "wrong"}"#.utf8)
                        return try decoder.decode(Snake.self, from: text).eventName
                    }
                }
            }
            var all: [String] = []
            for try await names in group { all += names }
            return all
        }
        var expected: [String] = []
        for task in 0..<8 { expected += (0..<100).map { "t\(task)-\($0)" } }
        #expect(results.sorted() == expected.sorted())
    }

    /// The engine slot and the generation live in the decoder itself, as its first stored
    /// property (`EmbeddedAtomicWords`): the words reached by address must be that property.
    @Test("a decoder's atomic words are its first stored property: the parked engine, then the generation")
    func embeddedWordsAreTheFirstProperty() throws {
        let decoder = FleeceDecoder()
        #expect(decoder.embeddedWordValues == [0, 0])
        #expect(try decoder.decode(Event.self, from: Data(#"{"id": 1, "name": "a"}"#.utf8)) == Event(id: 1, name: "a"))
        let parked = decoder.embeddedWordValues
        #expect(parked.count == 2)
        #expect(parked.first != 0, "the engine of the call, parked for the next one")
        #expect(parked.last == 0)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(decoder.embeddedWordValues == [0, 1])
        decoder.keyDecodingStrategy = .useDefaultKeys
        #expect(decoder.embeddedWordValues == [0, 2])
        #expect(try decoder.decode(Event.self, from: Data(#"{"id": 2, "name": "b"}"#.utf8)) == Event(id: 2, name: "b"))
        #expect(decoder.embeddedWordValues.last == 2)
    }
}
