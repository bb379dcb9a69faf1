import Foundation
import FleeceFoundation
import Testing

/// One `FleeceDecoder`, configured once, decoding from many tasks at once: from the same bytes,
/// from one shared parsed `JSON`, with lenient wrappers reporting per task, while another task
/// changes a strategy. (Run under ThreadSanitizer by `.ci/run`.)
@Suite("FleeceDecoder shared by many tasks")
struct ConcurrentFleeceDecoderTests {
    static let taskCount = 64

    struct Event: Codable, Equatable, Sendable {
        var eventId: Int
        var title: String
        var startsAt: Date
        var attendees: [Person]
        @DefaultZero var seats: Int
        @FailableDecodable var venue: Address?
    }

    static let text = """
    {"event_id": 7, "title": "Caf\\u00e9 \\"night\\"", "starts_at": 1700000000.5,
     "attendees": [
      {"id": 1, "name": "Ada", "age": 36, "address": {"street": "1 Main", "city": "X"}, "previous": [], "tags": ["a"], "scores": {"x": 1.5}},
      {"id": 2, "name": "Bo", "email": "b@example.com", "age": 41, "address": {"street": "2 Side", "city": "Y", "zip": "123"}, "previous": [{"street": "0", "city": "Z"}], "tags": [], "scores": {}}
     ],
     "seats": "many", "venue": {"street": 5}}
    """

    static func makeDecoder() -> FleeceDecoder {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    static let expected = Event(
        eventId: 7, title: "Caf\u{E9} \"night\"", startsAt: Date(timeIntervalSince1970: 1_700_000_000.5),
        attendees: [
            Person(id: 1, name: "Ada", email: nil, age: 36, address: Address(street: "1 Main", city: "X", zip: nil),
                   previous: [], tags: ["a"], scores: ["x": 1.5], nickname: nil),
            Person(id: 2, name: "Bo", email: "b@example.com", age: 41, address: Address(street: "2 Side", city: "Y", zip: "123"),
                   previous: [Address(street: "0", city: "Z", zip: nil)], tags: [], scores: [:], nickname: nil),
        ],
        seats: 0, venue: nil)

    @Test("bytes and a shared JSON value decode to the same model in every task, each with its own report")
    func sharedDecoder() async throws {
        let decoder = Self.makeDecoder()
        let data = Data(Self.text.utf8)
        let json = try JSON(parsing: Self.text)
        let outcomes = try await withThrowingTaskGroup(of: (Event, [String]).self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    let (event, report) = try LeniencyReport.collecting {
                        task.isMultiple(of: 2) ? try decoder.decode(Event.self, from: data) : try decoder.decode(Event.self, from: json)
                    }
                    return (event, report.entries.map { "\($0.action) at \($0.path) (\($0.position.map(String.init(describing:)) ?? "?"))" })
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == Self.taskCount)
        for (event, report) in outcomes {
            #expect(event == Self.expected)
            #expect(report == ["used default at seats (line 6, column 11)", "replaced with nil at venue (line 6, column 28)"])
        }
    }

    @Test("a strategy changed while other tasks decode affects only calls made after it")
    func strategyChangedMidway() async throws {
        let decoder = Self.makeDecoder()
        let data = Data(Self.text.utf8)
        let events = try await withThrowingTaskGroup(of: Event?.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    if task == Self.taskCount / 2 {
                        // Keys stop converting from snake_case: decodes from now on may fail,
                        // but never see half a configuration.
                        decoder.keyDecodingStrategy = .useDefaultKeys
                        return nil
                    }
                    return try? decoder.decode(Event.self, from: data)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for event in events.compactMap(\.self) { #expect(event == Self.expected) }
        #expect(throws: DecodingError.self) { try decoder.decode(Event.self, from: data) }
    }
}
