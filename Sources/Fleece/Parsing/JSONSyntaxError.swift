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
    /// What the input had instead, in words: `"']'"`, `"end of input"` (`"the end of the line"`
    /// for a line of JSON Lines cut short, when more lines follow).
    public internal(set) var found: String
    /// Bytes of UTF-8 from the start of the input to the offending byte. (`FleeceDecoder` reads
    /// UTF-16 and UTF-32 text as UTF-8: there, the line and column are the input's, the offset
    /// the UTF-8 text's.)
    public let offset: Int
    /// 1-based line of the offending byte (lines end at `\n`).
    public let line: Int
    /// 1-based column of the offending byte, counted in characters (Unicode scalars).
    public let column: Int
    /// For a text that ends inside an object or array, closes one with the other's bracket, or
    /// has a key's `:` after an array's element (the array's `]` is missing before a member):
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
    public var unclosedContainer: JSONPosition? { unclosed?.position }
    /// Whether ``unclosedContainer`` is an object's `{` (else an array's `[`).
    var unclosedContainerIsObject: Bool { unclosed?.isObject ?? false }
    /// The container left open, boxed: every function that throws this error returns it through
    /// a slot of its size, and the position inline (33 bytes more) cost parsing 0.7% on
    /// twitter.json and citm_catalog.json (callgrind), where the box costs 0.02%.
    private let unclosed: UnclosedContainer?

    /// Where a container left open starts, and its kind.
    private final class UnclosedContainer: Sendable, Hashable {
        let position: JSONPosition
        let isObject: Bool

        init(position: JSONPosition, isObject: Bool) {
            self.position = position
            self.isObject = isObject
        }

        static func == (left: UnclosedContainer, right: UnclosedContainer) -> Bool {
            left.position == right.position && left.isObject == right.isObject
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(position)
            hasher.combine(isObject)
        }
    }

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
        self.unclosed = unclosedContainer.map { UnclosedContainer(position: $0, isObject: isObject) }
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

    /// This error of a parser of `input`, naming the container whose bracket is at `offset`
    /// (the innermost left open when it was thrown) where that is where the mistake is: at the
    /// end of input, an error that expected a value, a key, a colon, or what follows a value
    /// (JSON5's words too), not one at the end of a string, number or literal, which is what is
    /// left open there; at a closing bracket, one that expected what follows a value (the
    /// bracket that fits was taken there: one found is the other kind). Told by the words, so
    /// that no throwing call site of the parsers changes.
    func namingUnclosedContainer(at offset: Int, isObject: Bool, in input: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError {
        let afterValue = expected.hasPrefix("',' or ")
        // A key's `:` after an array's element: the array's `]` is missing before the next
        // member of the object around it (found by an outside tester).
        let names = if self.offset < input.count {
            unsafe afterValue && (input[self.offset] == UInt8(ascii: "}") || input[self.offset] == UInt8(ascii: "]")
                || (!isObject && input[self.offset] == UInt8(ascii: ":")))
        } else {
            afterValue || ["a JSON", "a string key", "an object key", "':'"].contains { expected.hasPrefix($0) }
        }
        guard names else { return self }
        let (line, column) = unsafe TextPosition.lineAndColumn(of: offset, in: input)
        return JSONSyntaxError(kind: kind, expected: expected, found: found, offset: self.offset, line: self.line, column: self.column,
                               unclosedContainer: JSONPosition(offset: offset, line: line, column: column), isObject: isObject)
    }

    /// This error with its positions moved by `move` (a stream's record to the stream).
    func moved(by move: (JSONPosition) -> JSONPosition) -> JSONSyntaxError {
        let position = move(JSONPosition(offset: offset, line: line, column: column))
        return JSONSyntaxError(kind: kind, expected: expected, found: found, offset: position.offset,
                               line: position.line, column: position.column,
                               unclosedContainer: unclosedContainer.map(move), isObject: unclosedContainerIsObject)
    }
}
