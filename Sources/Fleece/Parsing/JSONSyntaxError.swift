/// Why a text is not JSON, and where.
///
/// Thrown by ``JSON/init(parsing:options:)-(Bytes,_)``. The position is exact: `offset` counts bytes
/// from the start of the input, `line` and `column` are 1-based and the column counts characters
/// (Unicode scalars), so an editor's cursor lands on the offending character.
///
/// ```swift
/// do {
///     _ = try JSON(parsing: "{\"a\": 1]")
/// } catch {
///     print(error) // expected ',' or '}' after an object member, found ']' at line 1, column 8 (the '{' at line 1, column 1 is not closed)
/// }
/// ```
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake the text makes.
    public enum Kind: Sendable, Hashable {
        /// The input is empty or only whitespace.
        case emptyInput
        /// A character that the grammar does not allow here.
        case unexpectedCharacter
        /// The input ends before the value is complete.
        case unexpectedEndOfInput
        /// A number that breaks the RFC 8259 number grammar (leading zero, missing digits, …).
        case invalidNumber
        /// A backslash escape that JSON does not define, or a malformed `\u` escape.
        case invalidEscape
        /// A `\u` escape of a UTF-16 surrogate without its partner: it names no character.
        case loneSurrogate
        /// An unescaped control character (U+0000 to U+001F) inside a string.
        case controlCharacterInString
        /// Bytes that are not valid UTF-8 inside a string.
        case invalidUTF8
        /// Containers nested deeper than ``JSONParsingOptions/maximumDepth``.
        case tooDeep(limit: Int)
        /// The input is larger than the parser can index (4 GiB) or than ``JSONParsingOptions/maximumInputSize``.
        case tooLarge(limit: Int)
        /// Something other than whitespace follows the value.
        case trailingContent
    }

    /// What kind of mistake the text makes.
    public let kind: Kind
    /// What the grammar expected here, in words: `"',' or '}' after an object member"`.
    public let expected: String
    /// What the input had instead, in words: `"']'"`, `"end of input"`.
    public let found: String
    /// Bytes of UTF-8 from the start of the input to the offending byte. (`FleeceDecoder` reads
    /// UTF-16 and UTF-32 text as UTF-8: there, the line and column are the input's, the offset
    /// the UTF-8 text's.)
    public let offset: Int
    /// 1-based line of the offending byte (lines end at `\n`).
    public let line: Int
    /// 1-based column of the offending byte, counted in characters (Unicode scalars).
    public let column: Int
    /// For a text that ends inside an object or array, or closes one with the other's bracket:
    /// where the innermost one left open starts (its `{` or `[`), the one the missing `}` or `]`
    /// belongs to. Nil for other errors.
    ///
    /// ```swift
    /// let text = """
    ///     {
    ///       "servers": [
    ///         {"host": "a", "port": 80}
    ///     }
    ///     """
    /// do {
    ///     _ = try JSON(parsing: text)
    /// } catch {
    ///     print(error)
    ///     // expected ',' or ']' after an array element, found '}' at line 4, column 1 (the '[' at line 2, column 14 is not closed)
    ///     print(error.unclosedContainer?.description ?? "") // line 2, column 14
    /// }
    /// ```
    public let unclosedContainer: JSONPosition?
    /// Whether ``unclosedContainer`` is an object's `{` (else an array's `[`).
    let unclosedContainerIsObject: Bool

    /// Creates an error; the parser is the usual source of these.
    public init(kind: Kind, expected: String, found: String, offset: Int, line: Int, column: Int) {
        self.init(kind: kind, expected: expected, found: found, offset: offset, line: line, column: column,
                  unclosedContainer: nil, isObject: false)
    }

    /// Creates an error at the end of a text that leaves the container at `unclosedContainer` open.
    init(kind: Kind, expected: String, found: String, offset: Int, line: Int, column: Int,
         unclosedContainer: JSONPosition?, isObject: Bool) {
        self.kind = kind
        self.expected = expected
        self.found = found
        self.offset = offset
        self.line = line
        self.column = column
        self.unclosedContainer = unclosedContainer
        self.unclosedContainerIsObject = isObject
    }

    /// One line a person can act on: `expected ',' or '}' after an object member, found ']' at line 3, column 14`.
    ///
    /// A text that ends inside an object or array, or closes one with the other's bracket, also
    /// names where the innermost one left open starts: `expected ',' or ']' after an array
    /// element, found '}' at line 4, column 1 (the '[' at line 2, column 14 is not closed)`.
    public var description: String {
        let text = "expected \(expected), found \(found) at line \(line), column \(column)"
        guard let unclosedContainer else { return text }
        let bracket = unclosedContainerIsObject ? "{" : "["
        return text + " (the '\(bracket)' at line \(unclosedContainer.line), column \(unclosedContainer.column) is not closed)"
    }

    /// This error with its positions moved by `move` (a stream's record to the stream).
    func moved(by move: (JSONPosition) -> JSONPosition) -> JSONSyntaxError {
        let position = move(JSONPosition(offset: offset, line: line, column: column))
        return JSONSyntaxError(kind: kind, expected: expected, found: found, offset: position.offset,
                               line: position.line, column: position.column,
                               unclosedContainer: unclosedContainer.map(move), isObject: unclosedContainerIsObject)
    }
}
