import Foundation
import FleeceFoundation
import Testing

/// A `FleeceDecoder` keeps its engine (decoder and last document) from one call to the next. Each
/// call must still decode as a fresh decoder would: values, errors and positions; what a model
/// kept from an earlier call must not change; concurrent calls must not share one.
@Suite("FleeceDecoder reuse between calls")
struct DecoderReuseTests {
    struct Event: Decodable, Equatable, Sendable {
        var id: Int
        var name: String
        var tags: [String]
    }

    /// Keeps the `JSON` view of its input, which reads the document it was decoded from.
    struct Raw: DecodableByJSON, Sendable {
        var json: JSON
        static func decode(_ json: JSON) -> Decoded<Raw> { .success(Raw(json: json)) }
    }

    /// Keeps its `Decoder` and reads it after later calls.
    final class KeepsDecoder: Decodable, @unchecked Sendable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }
        func id() throws -> Int {
            struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            return try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: Key(stringValue: "id"))
        }
    }

    /// Keeps its keyed container and reads it after later calls, which reuse the engine.
    final class KeepsContainer: Decodable, @unchecked Sendable {
        enum Key: String, CodingKey { case id, name }
        let container: KeyedDecodingContainer<Key>
        init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Key.self) }
    }

    static func event(_ id: Int) -> String {
        #"{"id": \#(id), "name": "event \#(id)\#(String(repeating: "x", count: id % 7))", "tags": ["t\#(id)", "u"]}"#
    }

    @Test("consecutive calls on one decoder decode as fresh decoders do, from every input type")
    func sameAsFresh() throws {
        let decoder = FleeceDecoder()
        for id in 1...40 {
            let text = Self.event(id)
            let expected = try FleeceDecoder().decode(Event.self, from: Data(text.utf8))
            #expect(expected == Event(id: id, name: "event \(id)" + String(repeating: "x", count: id % 7), tags: ["t\(id)", "u"]))
            #expect(try decoder.decode(Event.self, from: Data(text.utf8)) == expected)
            #expect(try decoder.decode(Event.self, from: Array(text.utf8)) == expected)
            #expect(try decoder.decode(Event.self, from: Array(text.utf8)[...]) == expected)
            #expect(try decoder.decode(Event.self, from: text) == expected)
            #expect(try decoder.decode(Event.self, from: JSON(parsing: text)) == expected)
        }
    }

    @Test("a JSON view kept from one call still reads its own input after later calls")
    func keptJSONView() throws {
        let decoder = FleeceDecoder()
        let first = try decoder.decode(Raw.self, from: Data(Self.event(1).utf8))
        for id in 2...10 { _ = try decoder.decode(Event.self, from: Data(Self.event(id).utf8)) }
        let second = try decoder.decode(Raw.self, from: Data(Self.event(11).utf8))
        for id in 12...20 { _ = try decoder.decode(Event.self, from: Data(Self.event(id).utf8)) }
        let firstID: JSON? = first.json["id"]
        let firstName: JSON? = first.json["name"]
        let secondID: JSON? = second.json["id"]
        let secondTag: JSON? = second.json["tags"]?[0]
        let one: JSON = 1, eleven: JSON = 11, name: JSON = "event 1x", tag: JSON = "t11"
        #expect(firstID == one)
        #expect(firstName == name)
        #expect(secondID == eleven)
        #expect(secondTag == tag)
    }

    @Test("a Decoder kept from one call still reads its own input after later calls")
    func keptDecoder() throws {
        let decoder = FleeceDecoder()
        var kept: [KeepsDecoder] = []
        for id in 1...10 {
            kept.append(try decoder.decode(KeepsDecoder.self, from: Data(Self.event(id).utf8)))
            _ = try decoder.decode(Event.self, from: Data(Self.event(100 + id).utf8))
        }
        #expect(try kept.map { try $0.id() } == Array(1...10))
    }

    @Test("a keyed container kept from one call still reads its own input after later calls")
    func keptContainer() throws {
        let decoder = FleeceDecoder()
        var kept: [KeepsContainer] = []
        for id in 1...10 {
            kept.append(try decoder.decode(KeepsContainer.self, from: Data(Self.event(id).utf8)))
            _ = try decoder.decode(Event.self, from: Data(Self.event(100 + id).utf8))
            _ = try decoder.decode([KeepsContainer].self, from: Data("[\(Self.event(200 + id))]".utf8))
        }
        #expect(try kept.map { try $0.container.decode(Int.self, forKey: .id) } == Array(1...10))
        #expect(try kept[2].container.decode(String.self, forKey: .name) == "event 3xxx")
    }

    @Test("errors after reused calls have a fresh decoder's case, coding path, line and column")
    func errorsAfterReuse() throws {
        let decoder = FleeceDecoder()
        for id in 1...5 { _ = try decoder.decode(Event.self, from: Data(Self.event(id).utf8)) }
        let wrong = "{\"id\": 1,\n \"name\": \"a\",\n \"tags\": [\"t\", 2]}"
        for _ in 0..<2 {
            do {
                _ = try decoder.decode(Event.self, from: Data(wrong.utf8))
                Issue.record("decoded")
            } catch DecodingError.typeMismatch(let type, let context) {
                #expect(type is String.Type)
                #expect(context.codingPath.map(\.stringValue) == ["tags", "Index 1"])
                #expect(context.debugDescription.contains("line 3, column 16"))
            }
            // A syntax error, then text the strict parser refuses but JSONDecoder reads.
            do {
                _ = try decoder.decode(Event.self, from: Data("{\"id\": 1,\n \"name\": }".utf8))
                Issue.record("decoded")
            } catch DecodingError.dataCorrupted(let context) {
                let syntax = try #require(context.underlyingError as? JSONSyntaxError)
                #expect(syntax.line == 2 && syntax.column == 10)
            }
            #expect(try decoder.decode(Event.self, from: Data(#"{"id": 2, "name": "b", "tags": ["c",],}"#.utf8))
                == Event(id: 2, name: "b", tags: ["c"]))
            #expect(try decoder.decode(Event.self, from: Data(Self.event(9).utf8)).id == 9)
        }
    }

    @Test("reused calls decode roots of every kind, and fail at the root, as JSONDecoder does")
    func rootsOfEveryKind() throws {
        // From the second call on, a text is parsed into the spare document and decoded from its
        // root by the path inlined into this module, whatever the root's kind.
        let decoder = FleeceDecoder()
        let foundation = JSONDecoder()
        for round in 0..<3 {
            let string = Data(#""text \#(round)""#.utf8), number = Data("\(round).5".utf8)
            #expect(try decoder.decode(String.self, from: string) == foundation.decode(String.self, from: string))
            #expect(try decoder.decode(Double.self, from: number) == foundation.decode(Double.self, from: number))
            #expect(try decoder.decode(Int.self, from: Data("\(round)".utf8)) == round)
            #expect(try decoder.decode(Bool.self, from: Data("true".utf8)) == true)
            #expect(try decoder.decode(Int?.self, from: Data("null".utf8)) == nil)
            #expect(try decoder.decode([Int].self, from: Data("[\(round), 2]".utf8)) == [round, 2])
            #expect(try decoder.decode([String: Int].self, from: Data(#"{"a": \#(round)}"#.utf8)) == ["a": round])
            #expect(try decoder.decode(Event.self, from: Data(Self.event(round).utf8)).id == round)
            do {
                _ = try decoder.decode(Int.self, from: Data(#""7""#.utf8))
                Issue.record("decoded")
            } catch DecodingError.typeMismatch(let type, let context) {
                #expect(type is Int.Type)
                #expect(context.codingPath.isEmpty)
                #expect(context.debugDescription.contains("line 1, column 1"))
            }
            do {
                _ = try decoder.decode(Event.self, from: Data("null".utf8))
                Issue.record("decoded")
            } catch DecodingError.valueNotFound(_, let context) {
                #expect(context.codingPath.isEmpty)
            }
        }
    }

    /// A key that `.convertFromSnakeCase` reads from another member than the default keys do.
    struct Snake: Decodable, Equatable { var eventName: String }
    /// Computed, not stored: LeakSanitizer does not see a global `Data`'s storage as reachable.
    static var snakeText: Data { Data(#"{"event_name": "a", "eventName": "b"}"#.utf8) }

    @Test("a changed strategy applies to the next call")
    func configurationChange() throws {
        let decoder = FleeceDecoder()
        let text = Self.snakeText
        #expect(try decoder.decode(Snake.self, from: text) == Snake(eventName: "b"))
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Snake.self, from: text) == Snake(eventName: "a"))
        decoder.keyDecodingStrategy = .useDefaultKeys
        #expect(try decoder.decode(Snake.self, from: text) == Snake(eventName: "b"))
    }

    /// Waits, inside its `init(from:)`, until the test has changed the decoder's configuration.
    struct WaitsForChange: Decodable {
        static let started = DispatchSemaphore(value: 0)
        static let changed = DispatchSemaphore(value: 0)
        init(from decoder: any Decoder) throws {
            Self.started.signal()
            Self.changed.wait()
        }
    }

    @Test("a call that was decoding while the configuration changed leaves no engine of the old one")
    func changeDuringCall() throws {
        let decoder = FleeceDecoder()
        let text = Self.snakeText
        #expect(try decoder.decode(Snake.self, from: text) == Snake(eventName: "b"))
        let finished = DispatchSemaphore(value: 0)
        // The call holds the engine of the default keys while the strategy changes, and gives
        // it back after: the calls after the change must not decode with it.
        let thread = Thread {
            _ = try? decoder.decode(WaitsForChange.self, from: Data("{}".utf8))
            finished.signal()
        }
        thread.start()
        WaitsForChange.started.wait()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        WaitsForChange.changed.signal()
        finished.wait()
        for _ in 0..<3 { #expect(try decoder.decode(Snake.self, from: text) == Snake(eventName: "a")) }
    }

    @Test("calls from many tasks while the configuration changes use one configuration or the other, then the last")
    func concurrentCallsAndChanges() async throws {
        struct Snake: Decodable, Equatable, Sendable { var eventName: String }
        let decoder = FleeceDecoder()
        let text = Data(#"{"event_name": "a", "eventName": "b"}"#.utf8)
        let names = try await withThrowingTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<4 {
                group.addTask { try Set((0..<300).map { _ in try decoder.decode(Snake.self, from: text).eventName }) }
            }
            group.addTask {
                for round in 0..<100 { decoder.keyDecodingStrategy = round % 2 == 0 ? .convertFromSnakeCase : .useDefaultKeys }
                return []
            }
            var all = Set<String>()
            for try await names in group { all.formUnion(names) }
            return all
        }
        #expect(names.isSubset(of: ["a", "b"]))
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let after = try await withThrowingTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<4 {
                group.addTask { try Set((0..<50).map { _ in try decoder.decode(Snake.self, from: text).eventName }) }
            }
            var all = Set<String>()
            for try await names in group { all.formUnion(names) }
            return all
        }
        #expect(after == ["a"])
    }

    @Test("calls from many tasks at once on one decoder each decode their own input")
    func concurrentCalls() async throws {
        let decoder = FleeceDecoder()
        let results = try await withThrowingTaskGroup(of: [Int].self) { group in
            for task in 0..<8 {
                group.addTask {
                    try (0..<200).map { round in
                        let id = task * 1000 + round
                        let event = try decoder.decode(Event.self, from: Data(Self.event(id).utf8))
                        return event.id == id && event.tags[0] == "t\(id)" ? id : -1
                    }
                }
            }
            var all: [Int] = []
            for try await ids in group { all += ids }
            return all
        }
        var expected: [Int] = []
        for task in 0..<8 { expected += (0..<200).map { (round: Int) -> Int in task * 1000 + round } }
        #expect(results.sorted() == expected)
    }
}
