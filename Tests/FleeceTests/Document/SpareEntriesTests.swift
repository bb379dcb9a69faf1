@testable import Fleece
import Testing

/// A small text's parse fills the index array a document that went away left (`SpareEntries`):
/// every document must still hold exactly its own values, however the arrays pass between them.
@Suite("Index arrays kept between parses")
struct SpareEntriesTests {
    /// Record `index`'s text: between 0 and 39 tags and as many nested objects, so that records
    /// one after another need index arrays of very different sizes (a kept one must grow).
    static func text(_ index: Int) -> String {
        let tags = (0 ..< index % 40).map { #""t\#($0)""# }.joined(separator: ",")
        let nested = (0 ..< (index * 7) % 23).map { #"{"k":\#($0),"v":[\#($0),null,true]}"# }.joined(separator: ",")
        return #"{"id":\#(index),"name":"record \#(index)","tags":[\#(tags)],"nested":[\#(nested)]}"#
    }

    /// Record `index` written in code, for comparison.
    static func expected(_ index: Int) -> JSON {
        let tags = (0 ..< index % 40).map { JSON.string("t\($0)") }
        let nested: [JSON] = (0 ..< (index * 7) % 23).map { ["k": JSON(integerLiteral: $0), "v": [JSON(integerLiteral: $0), nil, true]] }
        return ["id": JSON(integerLiteral: index), "name": .string("record \(index)"), "tags": .array(JSON.Array(tags)),
                "nested": .array(JSON.Array(nested))]
    }

    @Test("texts parsed one after another, each dropped before the next, hold their own values")
    func oneAfterAnother() throws {
        for index in 0 ..< 400 {
            let json = try JSON(parsing: Self.text(index))
            #expect(json == Self.expected(index), "record \(index)")
        }
    }

    @Test("a kept document keeps its values while later texts are parsed and dropped")
    func keptDocumentUnchanged() throws {
        let kept = try (0 ..< 30).map { try JSON(parsing: Self.text($0)) }
        for index in 30 ..< 300 {
            _ = try JSON(parsing: Self.text(index))
        }
        for (index, json) in kept.enumerated() {
            #expect(json == Self.expected(index), "record \(index)")
            #expect(json["name"] == .string("record \(index)"))
        }
    }

    @Test("a text that fails to parse between good ones changes nothing for them")
    func failureBetween() throws {
        let before = try JSON(parsing: Self.text(12))
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: #"{"id": 1, "tags": [1, 2,]"#) }
        let after = try JSON(parsing: Self.text(13))
        #expect(before == Self.expected(12))
        #expect(after == Self.expected(13))
    }

    @Test("texts over the limit are parsed into an array of their own size, and read the same")
    func largeText() throws {
        let members = (0 ..< 600).map { #""key\#($0)":[\#($0),"\#($0)"]"# }.joined(separator: ",")
        let text = "{" + members + "}"
        #expect(text.utf8.count > SpareEntries.inputLimit)
        _ = try JSON(parsing: Self.text(5))
        let json = try JSON(parsing: text)
        guard case .object(let object) = json else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 600)
        #expect(json["key599"] == [599, "599"])
        #expect(try JSON(parsing: Self.text(7)) == Self.expected(7))
    }

    @Test("only small arrays are kept: a large one is left with its owner")
    func keptSizes() {
        var large = [Entry](repeating: Entry(offset: 0, tag: 0, payload: 0), count: SpareEntries.keptCapacityLimit + 1)
        SpareEntries.keep(&large)
        #expect(large.count == SpareEntries.keptCapacityLimit + 1)
        var small = [Entry](repeating: Entry(offset: 0, tag: 0, payload: 0), count: 8)
        SpareEntries.keep(&small)
        #expect(small.capacity == 0)
        var empty: [Entry] = []
        SpareEntries.keep(&empty)
        #expect(empty.isEmpty)
    }

    @Test("tasks parsing at once each get their own values")
    func concurrentParses() async throws {
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0 ..< 8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0 ..< 150 {
                        let index = task * 150 + round
                        if try JSON(parsing: Self.text(index)) != Self.expected(index) { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
