import Testing
import Fleece

/// `JSON(parsing:)` takes a `Substring` as it takes a `String`: an outside tester stripped an
/// anti-hijacking prefix (`)]}'`) from a body and could not parse what was left without copying
/// it into a `String` first.
@Suite struct SubstringParsingTests {
    @Test("a Substring parses, its positions counted from its own start")
    func substring() throws {
        let body = ")]}'\n{\"id\": 7, \"tags\": [\"a\"]}"
        let json = try JSON(parsing: body.dropFirst(5))
        #expect(json["id"] == 7)
        #expect(json["tags"]?[0] == "a")
        let broken = ")]}'\n{\"id\": x}"
        let error = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: broken.dropFirst(5)) }
        #expect(error.description == "expected a JSON value, found 'x' at line 1, column 8")
    }
}
