import Testing
@testable import Fleece

/// Values nested as deep as a raised parser limit allows are written, compared and hashed
/// without recursion (300,000 levels overflowed the stack when these recursed).
@Suite("Deep values")
struct DeepValueTests {
    static let depth = 300_000
    static let options = JSONParsingOptions(maximumDepth: 1_000_000)

    static func nestedArrays(innermost: String) -> String {
        String(repeating: "[", count: depth) + innermost + String(repeating: "]", count: depth)
    }

    static func nestedObjects(innermost: String) -> String {
        String(repeating: #"{"a":"#, count: depth) + innermost + String(repeating: "}", count: depth)
    }

    @Test("300,000 nested arrays: written back as parsed")
    func writeArrays() throws {
        let text = Self.nestedArrays(innermost: "1")
        let json = try JSON(parsing: text, options: Self.options)
        #expect(json.text() == text)
        #expect(json == (try JSON(parsing: text, options: Self.options)))
    }

    @Test("3,000 nested arrays pretty: indentation grows two spaces a level")
    func writePretty() throws {
        let depth = 3_000
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let json = try JSON(parsing: text, options: Self.options)
        let pretty = json.text(.pretty)
        // Each level adds two newlines and its indentation before the element and the bracket.
        #expect(pretty.utf8.count == text.utf8.count + 2 * depth + 2 * depth * depth)
        #expect(try JSON(parsing: pretty, options: Self.options) == json)
    }

    @Test("300,000 nested objects: written, equal to the same text parsed again, not to another")
    func compareObjects() throws {
        let json = try JSON(parsing: Self.nestedObjects(innermost: "[1, \"x\"]"), options: Self.options)
        let same = try JSON(parsing: Self.nestedObjects(innermost: "[1.0, \"x\"]"), options: Self.options)
        let different = try JSON(parsing: Self.nestedObjects(innermost: "[1, \"y\"]"), options: Self.options)
        #expect(json.text() == Self.nestedObjects(innermost: #"[1,"x"]"#))
        #expect(json == same)
        #expect(json != different)
        #expect(json.hashValue == same.hashValue)
        #expect(json.hashValue != different.hashValue)
        #expect(Set([json, same, different]).count == 2)
    }
}
