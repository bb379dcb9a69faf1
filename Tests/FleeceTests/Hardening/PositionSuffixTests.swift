import Testing
@testable import Fleece

/// Every element a lossy array skips under `FleeceDecoder` asks whether its error's message names
/// a position already: Fleece's own messages end in one, told by reading back from the end, not
/// by searching the message (two `ranges(of:)` searches were ~2 µs an element, 5× `JSONDecoder`).
@Suite("Position suffix of a message")
struct PositionSuffixTests {
    @Test("a message ending in the position is told from its end; other messages are searched as before",
          arguments: [
              ("Expected to decode Dictionary<String, Any> but found a string instead, at line 1, column 12.", true, true),
              ("at line 3, column 14", true, true),
              ("price must not be negative, at line 30, column 104.", true, true),
              ("at line 3, column 4 is where it went wrong", false, true),
              ("at line , column 1.", false, true),
              ("x, column 3.", false, false),
              ("at line 3, column .", false, true),
              ("", false, false),
              ("price must not be negative", false, false),
          ])
    func suffix(message: String, endsWithPosition: Bool, namesPosition: Bool) {
        #expect(DecodingError.endsWithPosition(message) == endsWithPosition)
        #expect(DecodingError.namesPosition(message) == namesPosition)
    }
}

/// Every record a stream skips asks whether its error names the position its decoder last
/// described (what the leniency report then gives): told from the message's end first.
@Suite("An error naming a position")
struct ErrorNamesPositionTests {
    static let position = JSONPosition(offset: 40, line: 3, column: 14)

    @Test("read from the end, searched otherwise, and exact about the numbers",
          arguments: [
              ("Expected to decode Int but found a string instead, at line 3, column 14.", true),
              ("Expected to decode Int but found a string instead, at line 3, column 14", true),
              ("at line 13, column 14.", false),
              ("at line 3, column 114.", false),
              ("at line 3, column 1.", false),
              ("line 3, column 14 is where a model said it went wrong", true),
              ("price must not be negative", false),
              ("", false),
          ])
    func names(message: String, names: Bool) {
        let error = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: message))
        #expect(error.names(Self.position) == names)
    }
}

/// Describing an error of many failures in one document tells them apart by their entries and
/// works out the place of only those it prints; what it says is what telling them apart by
/// their paths and positions says.
@Suite("Summary of many failures")
struct ManyFailuresSummaryTests {
    struct Small: JSONDecodable {
        let id: Int
        let name: String
        static func decode(_ json: JSON) -> Decoded<Small> { curry(Small.init) <^> json <| "id" <*> json <| "name" }
    }

    @Test("failures of one document: the first five, then how many more distinct ones")
    func oneDocument() throws {
        // 1,000 empty objects: two missing keys each; a model decoded from a number fails once
        // (its lookups' failures are one failure of one value).
        let text = "[" + Array(repeating: "{}", count: 1_000).joined(separator: ",") + ",7]"
        let json = try JSON(parsing: text)
        guard case .failure(let error) = [Small].decode(json) else {
            Issue.record("decoded")
            return
        }
        #expect(error.failures.count == 2_001)
        let summary = error.summary(separator: "\n")
        #expect(summary.split(separator: "\n").last == "…and 1996 more")
        #expect(summary.hasPrefix(#"[0].id: missing key "id" in object at line 1, column 2"#))
        // As when the failures are placed by path and position.
        #expect(summary == error.detached().summary(separator: "\n"))
        #expect(error.description == error.detached().description)
    }
}
