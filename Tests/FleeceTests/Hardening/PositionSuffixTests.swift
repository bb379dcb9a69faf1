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
