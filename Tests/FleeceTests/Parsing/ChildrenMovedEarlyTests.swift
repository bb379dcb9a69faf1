@testable import Fleece
import Testing

/// When the parser's stack of children is full and most of it is one wide container's scalars,
/// they move to the index before the container closes (and back if a nested container opens in
/// it). Wherever that container is (the root, a member, deep inside arrays, a JSON Lines record),
/// whatever it holds and whatever room the index starts with, the index, the root and every error
/// must be exactly those of a parse that collects every container's children only at its close.
@Suite("Children moved to the index early")
struct ChildrenMovedEarlyTests {
    typealias Shape = WideRootParsingTests.Shape

    /// The index of `text` as entries' fields, or the error, parsed into an array reserved at
    /// `capacity` (nil: the estimate).
    static func parse(_ text: String, capacity: Int?, movesChildrenEarly: Bool) -> Result<[String], JSONSyntaxError> {
        var storage: [Entry] = []
        if let capacity { storage.reserveCapacity(capacity) }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(JSONSyntaxError) -> [String] in
                let parsed = try Parser.parse(bytes, options: JSONParsingOptions(), reusing: storage,
                                              movesChildrenEarly: movesChildrenEarly)
                return ParserIndexGrowthTests.fields(parsed.entries) + ["root \(parsed.rootIndex)"]
            }
        }
    }

    static func expectSame(_ text: String, capacities: [Int?], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = parse(text, capacity: nil, movesChildrenEarly: false)
        for capacity in capacities {
            let actual = parse(text, capacity: capacity, movesChildrenEarly: true)
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                // The first difference, not the whole indexes (thousands of entries).
                let firstDifference = actual.indices.first { $0 >= expected.count || actual[$0] != expected[$0] }
                #expect(firstDifference == nil, "capacity \(String(describing: capacity)): entry \(firstDifference ?? -1)",
                        sourceLocation: sourceLocation)
                #expect(actual.count == expected.count, sourceLocation: sourceLocation)
            case (.failure(let expected), .failure(let actual)):
                #expect(actual == expected, "capacity \(String(describing: capacity))", sourceLocation: sourceLocation)
            default:
                Issue.record("capacity \(String(describing: capacity)): \(actual), but \(expected) collecting at the close",
                             sourceLocation: sourceLocation)
            }
        }
    }

    /// Around and well past the point where the parser's stack of children is full.
    static let widths = [Parser.scratchEntries - 1, Parser.scratchEntries + 1, 2 * Parser.scratchEntries + 3, 3_000]

    /// Where the wide container `x` sits: alone, one member down, under siblings that fill part
    /// of the stack before it (so that it is not most of it), deep in arrays and objects, and
    /// beside a wide container before it that has already closed.
    static func placements(_ x: String) -> [String] {
        let siblings = (0..<40).map { #""s\#($0)":\#($0)"# }.joined(separator: ",")
        return [
            x,
            #"{"data":\#(x)}"#,
            "[1,\(x),2]",
            #"{"a":{"b":[true,\#(x),null]},"c":[]}"#,
            "{\(siblings),\"x\":\(x),\"after\":{\"c\":3}}",
            "[[[[\(x)]]],[\(x)],\(x)]",
        ]
    }

    static let capacities: [Int?] = [nil, 0, 7, Parser.scratchEntries]

    @Test("a wide array anywhere: the same index", arguments: Shape.allCases, widths)
    func wideArrays(shape: Shape, width: Int) {
        for text in Self.placements(shape.array(width)) {
            Self.expectSame(text, capacities: Self.capacities)
        }
    }

    @Test("a wide object anywhere: the same index", arguments: Shape.allCases, widths)
    func wideObjects(shape: Shape, width: Int) {
        for text in Self.placements(shape.object(width)) {
            Self.expectSame(text, capacities: Self.capacities)
        }
    }

    /// An array of arrays of pairs, as GeoJSON's coordinates: the outer ones hold containers,
    /// so only the pairs' own (two) children could move, and a nested opening in a container
    /// whose children moved restores them once.
    @Test("containers of containers, and wide containers that open one late: the same index")
    func nestedLate() {
        let pairs = "[" + (0..<500).map { "[\($0),\($0).5]" }.joined(separator: ",") + "]"
        let late = "[" + (0..<300).map(String.init).joined(separator: ",") + #",{"a":[1,2]},7]"#
        let lateObject = "{" + (0..<300).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + #","z":[[]],"y":1}"#
        for text in [pairs, "[\(pairs),\(pairs)]", #"{"d":\#(late)}"#, "[\(late),\(lateObject)]", #"{"o":\#(lateObject)}"#] {
            Self.expectSame(text, capacities: Self.capacities)
        }
    }

    /// Errors inside, right after and well after a wide container whose children moved early: the
    /// same kind, line and column.
    @Test("errors after children moved early are the same")
    func errors() {
        let values = Array(repeating: "1", count: 3 * Parser.scratchEntries).joined(separator: ",")
        for text in [#"{"a":[\#(values),]}"#, #"{"a":[\#(values),[2,}]}"#, #"{"a":[\#(values)"#, #"{"a":[\#(values)]"#,
                     #"[[\#(values)]]]"#, #"{"a":[\#(values)] "b":1}"#, "[[\(values),\n x]]"] {
            Self.expectSame(text, capacities: Self.capacities)
        }
    }

    /// A JSON Lines batch (one parser for many records, its index shared): records with wide
    /// arrays and objects at several depths, among small ones, with the index starting full.
    @Test("JSON Lines records with wide containers: the same index and roots", arguments: [0, 16, 4_096])
    func lines(capacity: Int) {
        var records: [String] = []
        for (index, width) in [3, 70, 200, 1_000, 65].enumerated() {
            let shape = Shape.allCases[index % Shape.allCases.count]
            records.append(#"{"id":\#(index)}"#)
            records += Self.placements(shape.array(width)) + Self.placements(shape.object(width))
        }
        let text = Array(records.joined(separator: "\n").utf8)
        var lines: [Range<Int>] = []
        var start = 0
        for record in records {
            lines.append(start..<(start + record.utf8.count))
            start += record.utf8.count + 1
        }
        func parsed(_ movesChildrenEarly: Bool) -> (entries: [String], roots: [Int]) {
            var storage: [Entry] = []
            storage.reserveCapacity(capacity)
            var roots: [Int] = []
            let entries = text.withUnsafeBufferPointer { bytes in
                Parser.parseLines(bytes, readableAfter: 0, lines: lines, options: JSONParsingOptions(), reusing: storage,
                                  roots: &roots, movesChildrenEarly: movesChildrenEarly)
            }
            return (ParserIndexGrowthTests.fields(entries), roots)
        }
        let expected = parsed(false), actual = parsed(true)
        #expect(expected.roots.count == records.count)
        #expect(actual.roots == expected.roots)
        #expect(actual.entries.count == expected.entries.count)
        #expect(actual.entries.indices.first { actual.entries[$0] != expected.entries[$0] } == nil)
    }

    /// A random value of at most `budget` containers and scalars in all: arrays and objects of
    /// widths around the stack's size, nested up to five deep, among scalars of every kind.
    static func randomValue(_ generator: inout SeededGenerator, depth: Int, budget: inout Int) -> String {
        budget -= 1
        let draw = budget > 0 && depth < 5 ? Int.random(in: 0..<100, using: &generator) : 50
        let widths = [0, 1, 2, 30, Parser.scratchEntries - 1, Parser.scratchEntries, Parser.scratchEntries + 1, 129, 300]
        if draw < 12, let width = widths.randomElement(using: &generator) {
            return "[" + (0..<width).map { _ in randomValue(&generator, depth: depth + 1, budget: &budget) }.joined(separator: ",") + "]"
        }
        if draw < 20, let width = [0, 1, 3, 40, 70, 140].randomElement(using: &generator) {
            let members = (0..<width).map { #""k\#($0)":"# + randomValue(&generator, depth: depth + 1, budget: &budget) }
            return "{" + members.joined(separator: ",") + "}"
        }
        return ["1", #""s""#, "true", "null", "-2.5e3"][draw % 5]
    }

    /// Random documents (from `SeededGenerator`, so that a failure's document can be made again),
    /// a tenth of them cut short by a byte or two (so that they fail): the same index or error as
    /// collecting at the close, whatever room the index starts with.
    @Test("random documents: the same index or error", arguments: [42, 7])
    func randomDocuments(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        for _ in 0..<500 {
            var budget = Int.random(in: 1...4_000, using: &generator)
            var text = Self.randomValue(&generator, depth: 0, budget: &budget)
            if Int.random(in: 0..<10, using: &generator) == 0, text.count > 2 {
                text.removeLast(Int.random(in: 1...2, using: &generator))
            }
            let capacity = [nil, 0, 5, Parser.scratchEntries, 1_000].randomElement(using: &generator) ?? nil
            Self.expectSame(text, capacities: [capacity])
        }
    }

    /// What the early move is for: a wide array one member down parses to exactly its values.
    @Test("a dense array under a key parses whole", arguments: [100_000])
    func denseUnderKey(width: Int) throws {
        let text = #"{"data":["# + Array(repeating: "0", count: width).joined(separator: ",") + "]}"
        guard case .array(let array)? = try JSON(parsing: text)["data"] else {
            Issue.record("no array")
            return
        }
        #expect(array.count == width)
        #expect(array[width - 1] == 0)
        #expect(array.allSatisfy { $0 == 0 })
    }
}
