import Testing
@testable import Fleece

/// `true`, `false` and `null` are recognised by one four-byte comparison (and one more byte for
/// `false`) when the whole word is there, and byte by byte otherwise, to find the error: both
/// must accept and reject exactly the same texts, with the error at the same place.
@Suite("Parser literals, whole and broken")
struct ParserLiteralTests {
    static let words: [(text: String, value: JSON)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]

    @Test("each literal as the root, in an array, as a member, at the end of the input")
    func wholeLiterals() throws {
        for (text, value) in Self.words {
            #expect(try JSON(parsing: text) == value)
            #expect(try JSON(parsing: " \(text) ") == value)
            #expect(try JSON(parsing: "[\(text)]") == [value])
            #expect(try JSON(parsing: "[\(text),\(text)]") == [value, value])
            #expect(try JSON(parsing: "{\"k\":\(text)}") == ["k": value])
            #expect(try JSON(parsing: "{\"k\": \(text) , \"l\":[\(text)]}") == ["k": value, "l": [value]])
        }
        #expect(try JSON(parsing: "[true,false,null,true]") == [true, false, .null, true])
    }

    /// Every byte value at every position of each word, in an array (input after it) and as the
    /// whole input: accepted only when it is the word, otherwise an error at the first byte that
    /// differs.
    @Test("any byte at any position of a literal")
    func everyByteEverywhere() throws {
        for (text, value) in Self.words {
            let word = Array(text.utf8)
            for position in 1 ..< word.count {
                for byte in UInt8(0) ... 255 {
                    var broken = word
                    broken[position] = byte
                    let inArray = Array("[".utf8) + broken + Array("]".utf8)
                    if byte == word[position] {
                        #expect(try JSON(parsing: broken) == value)
                        #expect(try JSON(parsing: inArray) == [value])
                    } else {
                        expectError(broken, .unexpectedCharacter, at: position, text)
                        expectError(inArray, .unexpectedCharacter, at: position + 1, text)
                    }
                }
            }
        }
    }

    @Test("a literal cut by the end of the input")
    func truncated() {
        for (text, _) in Self.words {
            let word = Array(text.utf8)
            for length in 1 ..< word.count {
                expectError(Array(word[..<length]), .unexpectedEndOfInput, at: length, text)
                expectError(Array("[".utf8) + word[..<length], .unexpectedEndOfInput, at: length + 1, text)
            }
        }
        // The error names the line and column of the byte that broke the word.
        do {
            _ = try JSON(parsing: "[\n  tru")
            Issue.record("accepted a cut literal")
        } catch {
            #expect(error.kind == .unexpectedEndOfInput)
            #expect(error.line == 2)
            #expect(error.column == 6)
        }
    }

    @Test("a literal followed by more letters is trailing content or an unexpected character")
    func tooLong() {
        expectError(Array("truex".utf8), .trailingContent, at: 4, "truex")
        expectError(Array("[falsey]".utf8), .unexpectedCharacter, at: 6, "[falsey]")
        expectError(Array("{\"a\":nulll}".utf8), .unexpectedCharacter, at: 9, "{\"a\":nulll}")
    }

    private func expectError(_ text: [UInt8], _ kind: JSONSyntaxError.Kind, at offset: Int, _ context: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let json = try JSON(parsing: text)
            Issue.record("accepted \(text) as \(json) (\(context))", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, "\(text) (\(context))", sourceLocation: sourceLocation)
            #expect(error.offset == offset, "\(text) (\(context))", sourceLocation: sourceLocation)
        }
    }
}
