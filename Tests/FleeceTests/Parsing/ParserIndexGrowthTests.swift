@testable import Fleece
import Testing

/// The parser writes the index into the spare capacity of its array and, when a container's
/// children do not fit there at its close, stops at the closing byte, moves what it wrote to a
/// larger array and resumes. Whatever the capacity it starts with (a stream's last record's array,
/// or an estimate that fell short), the index, the root and every error must be exactly those of a
/// parse that never ran out.
@Suite("The parser's index when it outgrows its array")
struct ParserIndexGrowthTests {
    /// Each entry as its three fields, to compare two indexes.
    static func fields(_ entries: [Entry]) -> [String] {
        entries.map { "\($0.offset) \($0.tag) \($0.payload)" }
    }

    /// The index of `text`, parsed into an array reserved at `capacity` (nil: the estimate).
    static func parse(_ text: String, capacity: Int?) -> Result<(entries: [String], root: Int), JSONSyntaxError> {
        var storage: [Entry] = []
        if let capacity { storage.reserveCapacity(capacity) }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(JSONSyntaxError) -> (entries: [String], root: Int) in
                let parsed = try Parser.parse(bytes, options: JSONParsingOptions(), reusing: storage)
                return (fields(parsed.entries), parsed.rootIndex)
            }
        }
    }

    static func expectSame(_ text: String, capacity: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let ample = parse(text, capacity: text.utf8.count + 2)
        let small = parse(text, capacity: capacity)
        switch (ample, small) {
        case (.success(let expected), .success(let actual)):
            // The first difference, not the whole indexes (tens of thousands of entries).
            let firstDifference = actual.entries.indices.first { index in
                index >= expected.entries.count || actual.entries[index] != expected.entries[index]
            }
            #expect(firstDifference == nil, "capacity \(capacity): entry \(firstDifference ?? -1)", sourceLocation: sourceLocation)
            #expect(actual.entries.count == expected.entries.count, "capacity \(capacity)", sourceLocation: sourceLocation)
            #expect(actual.root == expected.root, "capacity \(capacity)", sourceLocation: sourceLocation)
        case (.failure(let expected), .failure(let actual)):
            #expect(actual == expected, "capacity \(capacity)", sourceLocation: sourceLocation)
        default:
            Issue.record("capacity \(capacity): \(small) but \(ample) with room", sourceLocation: sourceLocation)
        }
    }

    static let documents = [
        "[[1,2],[3,4],[5,6],[7,8]]",
        #"{"a":{"b":{"c":[1,{"d":null}]}},"e":[],"f":{},"g":"h"}"#,
        #"[{"x":1,"y":[true,false]},{"x":2,"y":[]},{"x":3,"y":[null,"s",-1.5e3]}]"#,
        " [ [ 1 ] , { \"k\" : [ [ ] , { } ] } ] ",
        "[[[[[[[[1]]]]]]],2]",
        "42",
        #""text""#,
    ]

    @Test("every starting capacity gives the index a parse with room gives", arguments: documents)
    func everyCapacity(text: String) {
        for capacity in 0 ... 40 {
            Self.expectSame(text, capacity: capacity)
        }
    }

    /// Errors after a close that did not fit (the parse resumed at its closing byte) or where the
    /// next close would not fit: the same kind, line and column as with room.
    @Test("errors after a resumed close are the same", arguments: [
        "[[1,2],[3,4]]x", "[[1,2],[3,4],]", "[[1,2],[3,4]", "[[1,2]\n,[3 4]]", #"{"a":[1,2],"b":[3,4]"#,
        #"{"a":[1,2],"b":[3,4],}"#, "[[1,2],[3,4]}", "[[1,2],[3,4]]]", "[[1,2],[3,4],\n  ]",
    ])
    func errors(text: String) {
        for capacity in 0 ... 24 {
            Self.expectSame(text, capacity: capacity)
        }
    }

    /// A root wide enough to fill the scratch stack, whose children may move to the index early
    /// only when they fit: with any capacity, with nested containers before, among and after them.
    @Test("wide roots, with and without room to move their children early", arguments: [
        Parser.scratchEntries - 1, Parser.scratchEntries + 1, 3 * Parser.scratchEntries + 5,
    ])
    func wideRoots(width: Int) {
        let scalars = (0..<width).map { "\($0)" }
        var nested = scalars
        nested[width / 2] = "[1,[2]]"
        nested[width - 1] = #"{"a":[]}"#
        let texts = [
            "[" + scalars.joined(separator: ",") + "]",
            "[" + nested.joined(separator: ",") + "]",
            "{" + nested.enumerated().map { #""k\#($0.offset)":\#($0.element)"# }.joined(separator: ",") + "}",
        ]
        for text in texts {
            for capacity in [0, 1, 3, Parser.scratchEntries - 1, Parser.scratchEntries, Parser.scratchEntries + 1, width, width + 1, 2 * width] {
                Self.expectSame(text, capacity: capacity)
            }
        }
    }

    /// Over 64 KiB the estimate samples windows spread along the document: long strings over
    /// every window and dense containers between two of them make it fall far short, so the
    /// index grows several times during the parse.
    @Test("an estimate that falls short: the index grows mid-parse")
    func shortEstimate() throws {
        let pairs = (0..<20_000).map { "[\($0),\($0).5]" }.joined(separator: ",")
        let dense = #"{"pairs":["# + pairs + "]}"
        // Long enough that the gap after the first window holds `dense` with room on both sides.
        let count = 32 * dense.utf8.count
        let gap = EntryCountEstimate.windowStart(1, inputCount: count)
        let before = gap / 2 - dense.utf8.count / 2
        let after = count - before - dense.utf8.count - 8
        let text = #"[""# + String(repeating: "a", count: before) + #"","# + dense + #",""#
            + String(repeating: "a", count: after) + #""]"#
        #expect(text.utf8.count == count)
        let estimated = Array(text.utf8).withUnsafeBufferPointer(EntryCountEstimate.entries(in:))
        let parsed = try JSONDocument.parse(Array(text.utf8))
        #expect(estimated < parsed.entries.count / 100)
        Self.expectSame(text, capacity: estimated)
        guard case .array(let root) = try JSON(parsing: text), root.count == 3, case .object(let object) = root[1],
              case .array(let list)? = object["pairs"] else {
            Issue.record("not the document's shape")
            return
        }
        #expect(list.count == 20_000)
        #expect(list.last?.text() == "[19999,19999.5]")
        #expect(list.first?.text() == "[0,0.5]")
    }
}
