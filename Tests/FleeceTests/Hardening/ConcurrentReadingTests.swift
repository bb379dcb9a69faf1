import Fleece
import Testing

/// One parsed document read from many tasks at once. A document fills two caches on first use,
/// behind a mutex: the hashed key table of a large object and the line table for positions. Every
/// task here races to build them, and every task must read exactly the same values. (Run under
/// ThreadSanitizer by `.ci/run`.)
@Suite("Shared JSON read and decoded from many tasks")
struct ConcurrentReadingTests {
    static let taskCount = 64

    /// 100 members (more than the 32 that get a hashed table), strings with escapes over several
    /// lines, numbers of every shape, and a small model.
    static let text: String = {
        let members = (0..<100).map { "\"key\\u00e9\($0)\": \($0)" }.joined(separator: ",\n")
        let strings = (0..<50).map { "\"line\\n\($0)\\t\\u00e9\"" }.joined(separator: ",\n")
        let wide = (0..<50).map { "\(300 + $0)" }.joined(separator: ",\n  ")
        return """
        {"table": {\(members)},
         "strings": [\(strings)],
         "wide": [\(wide)],
         "numbers": [12.5e1, -7, 18446744073709551615, 0.1],
         "owner": {"name": "Ada", "age": 36, "tags": ["a", "b"]}}
        """
    }()

    struct Owner: Decodable, Equatable, Sendable {
        var name: String
        var age: Int
        var tags: [String]
    }

    /// What one task reads; every task must read the same.
    struct Reading: Equatable, Sendable {
        var lookups: [Int?]
        var strings: [String]
        var numbers: [String]
        var positions: [String]
        var table: [String: Int]
        var owner: Owner
    }

    static func read(_ json: JSON) throws -> Reading {
        let table = try #require(json["table"])
        guard case .object(let object) = table, case .array(let strings)? = json["strings"],
              case .array(let numbers)? = json["numbers"], case .array(let wide)? = json["wide"] else {
            throw TestFailure("unexpected shape")
        }
        // Backwards, so that tasks do not all ask in the same order.
        let lookups = (0..<100).reversed().map { index -> Int? in
            guard case .number(let number)? = object["key\u{E9}\(index)"] else { return nil }
            return number.int
        }
        let numberTexts = numbers.map { value -> String in
            guard case .number(let number) = value else { return "not a number" }
            return "\(number.text) \(number.int64.map(String.init) ?? "-") \(number.uint64.map(String.init) ?? "-") \(number.double)"
        }
        let stringValues = strings.map { value -> String in
            if case .string(let string) = value { return string }
            return "not a string"
        }
        // Positions come from decoding errors: each asks for the shared line table.
        let positions = wide.reversed().map { value -> String in
            value.decode(as: UInt8.self).error.map { "\($0)" } ?? "no error"
        }
        return Reading(
            lookups: lookups, strings: stringValues, numbers: numberTexts, positions: positions,
            table: try table.decode(as: [String: Int].self).get(),
            owner: try JSONCodableDecoder().decode(Owner.self, from: try #require(json["owner"])))
    }

    @Test("every task reads the same values, looks up every key and gets the same positions")
    func sharedDocument() async throws {
        let json = try JSON(parsing: Self.text)
        let readings = try await withThrowingTaskGroup(of: Reading.self) { group in
            for _ in 0..<Self.taskCount {
                group.addTask { try Self.read(json) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readings.count == Self.taskCount)
        let first = try #require(readings.first)
        #expect(first.lookups == (0..<100).reversed().map { $0 })
        #expect(first.strings[3] == "line\n3\t\u{E9}")
        #expect(first.numbers == [
            "12.5e1 125 125 125.0", "-7 -7 - -7.0",
            "18446744073709551615 - 18446744073709551615 1.8446744073709552e+19", "0.1 - - 0.1",
        ])
        #expect(first.positions.first == "wide[49]: expected UInt8, found number 349 (more than UInt8.max) at line 200, column 3")
        #expect(first.positions.last == "wide[0]: expected UInt8, found number 300 (more than UInt8.max) at line 151, column 11")
        #expect(first.table.count == 100 && first.table["key\u{E9}42"] == 42)
        #expect(first.owner == Owner(name: "Ada", age: 36, tags: ["a", "b"]))
        for reading in readings { #expect(reading == first) }
    }

    @Test("lenient decoding in many tasks: each task's report holds its own entries only")
    func reportsStayWithTheirTask() async throws {
        struct Counter: Decodable, Sendable {
            @DefaultZero var count: Int
        }
        let values = try JSON(parsing: #"[{"count": 1}, {"count": "two"}, {}, {"count": null}]"#)
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    let member = task % 4
                    let (counter, report) = LeniencyReport.collecting {
                        try? JSONCodableDecoder().decode(Counter.self, from: values[member] ?? .null)
                    }
                    return (task, [String(counter?.count ?? -1)] + report.entries.map { "\($0.action) at \($0.path)" })
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == Self.taskCount)
        for (task, result) in results {
            switch task % 4 {
            case 0: #expect(result == ["1"])
            // Named from the document's root: each task's entry is of its own element.
            default: #expect(result == ["0", "used default at [\(task % 4)].count"])
            }
        }
    }
}

/// A thrown reason for a test to stop, when `#require` does not fit.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
