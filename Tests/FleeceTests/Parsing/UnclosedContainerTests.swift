import Fleece
import Testing

/// A text that ends inside an object or array, or closes one with the other's bracket, names
/// where the innermost one left open starts: the `{` or `[` the missing close belongs to.
@Suite("Syntax errors name the container left open")
struct UnclosedContainerTests {
    /// The error `JSON(parsing:)` throws for `text`.
    static func error(_ text: String) throws -> JSONSyntaxError {
        try #require(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
    }

    @Test("an array closed with '}' names the '['")
    func wrongClosingBracket() throws {
        let error = try Self.error("{\n  \"servers\": [\n    {\"host\": \"a\", \"port\": 80}\n}")
        #expect(error.description == "expected ',' or ']' after an array element, found '}' at line 4, column 1 (the '[' at line 2, column 14 is not closed)")
        #expect(error.unclosedContainer == JSONPosition(offset: 15, line: 2, column: 14))
        #expect(error.kind == .unexpectedCharacter)
    }

    /// Found by an outside tester: a `]` left out before the next member of an object.
    @Test("a key's ':' after an array's element names the '['")
    func keyAfterAnArraysElement() throws {
        let error = try Self.error("{\"a\": 1, \"b\": [1, 2,\n  \"c\": 3]}")
        #expect(error.description == "expected ',' or ']' after an array element, found ':' at line 2, column 6 (the '[' at line 1, column 15 is not closed)")
        // In an object, a ':' after a value is no such sign.
        #expect(try Self.error(#"{"a": 1: 2}"#).unclosedContainer == nil)
    }

    @Test("an object closed with ']' names the '{'")
    func objectClosedWithBracket() throws {
        let error = try Self.error("[1, {\"a\": 2]]")
        #expect(error.description == "expected ',' or '}' after an object member, found ']' at line 1, column 12 (the '{' at line 1, column 5 is not closed)")
    }

    @Test("the end of input names the innermost container open there", arguments: [
        ("{\n  \"a\": {\n    \"b\": 1\n", "expected ',' or '}' after an object member, found end of input at line 4, column 1 (the '{' at line 2, column 8 is not closed)"),
        ("[1, [2, ", "expected a JSON value, found end of input at line 1, column 9 (the '[' at line 1, column 5 is not closed)"),
        ("{\"a\": [1], \"b\"", "expected ':' after an object key, found end of input at line 1, column 15 (the '{' at line 1, column 1 is not closed)"),
        ("{\"a\": 1,", "expected a string key after ',', found end of input at line 1, column 9 (the '{' at line 1, column 1 is not closed)"),
        ("[{}, {", "expected a string key or '}', found end of input at line 1, column 7 (the '{' at line 1, column 6 is not closed)"),
    ])
    func endOfInput(text: String, message: String) throws {
        let error = try Self.error(text)
        #expect(error.description == message)
        #expect(error.kind == .unexpectedEndOfInput)
    }

    @Test("a string, number or literal cut short, a trailing comma and trailing text name none", arguments: [
        "{\"a\": \"b", "[1, -", "[tru", "{\"a\": 1,}", "[1,]", "[1]]", "{\"a\": 1}}",
    ])
    func namesNone(text: String) throws {
        let error = try Self.error(text)
        #expect(error.unclosedContainer == nil)
        #expect(!error.description.contains("is not closed"))
    }

    @Test("an error made with the public initializer names none, and equals the parser's only with the same fields")
    func equality() throws {
        let parsed = try Self.error("[")
        let made = JSONSyntaxError(kind: parsed.kind, expected: parsed.expected, found: parsed.found,
                                   offset: parsed.offset, line: parsed.line, column: parsed.column)
        #expect(made.unclosedContainer == nil)
        #expect(made != parsed)
        #expect(try Self.error("[") == parsed)
    }
}
