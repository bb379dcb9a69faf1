@testable import Fleece
import Testing

/// A stream whose input ends inside a value says what the parser says of the same text cut
/// there: what was expected (`'"' to close the string`, `a digit after '-'`), found end of
/// input, at the same line and column. It said "expected the rest of the value" for every record
/// and for most values beside the records.
@Suite("A stream cut short inside a value")
struct CutShortStreamTests {
    /// Every construct the grammar has, and its ways to be cut: escapes, a surrogate pair, raw
    /// UTF-8 of two and four bytes, numbers in every part, literals, nesting, and whitespace.
    static let value = Array(#"{"k": ["é😀", "a\n\u00e9\ud83d\ude00", -12.5e+3, 0, true, false, null, {}, [ ], {"n" : 1}]}"#.utf8)

    /// The parser's error for `text`, which must fail, without the container it names as left
    /// open: a value stream checks a value's bytes as they arrive and drops them (a value beside
    /// the records is never kept), so it says what and where, but not which bracket is open.
    static func parserError(_ text: [UInt8]) throws -> JSONSyntaxError {
        do {
            _ = try JSON(parsing: text)
        } catch {
            return JSONSyntaxError(kind: error.kind, expected: error.expected, found: error.found,
                                   offset: error.offset, line: error.line, column: error.column)
        }
        throw CutShortFailure.parsed(String(decoding: text, as: UTF8.self))
    }

    enum CutShortFailure: Error { case parsed(String) }

    @Test("a record cut anywhere: the parser's error, word for word")
    func recordCutShort() throws {
        for cut in 1..<Self.value.count {
            let text = Array("[{\"r\": 0},\n ".utf8) + Self.value[..<cut]
            let expected = try Self.parserError(text)
            var stream = JSONStream(.array)
            stream.append(contentsOf: text)
            try stream.finish()
            #expect(try stream.next() == ["r": 0])
            #expect { try stream.next() } throws: { error in
                let error = error as? JSONSyntaxError
                return error?.kind == expected.kind && "\(error.map { "\($0)" } ?? "")" == "\(expected)"
            }
        }
    }

    @Test("a number or literal that runs on into other bytes: the parser's words for what may follow a value", arguments: [
        "[{\"id\": 1}, 12ab, 3]", "[1, truex]", "[nullx, 1]", "[-0.5e3x]", "[1, 2, falsey\n]",
    ])
    func scalarRunningOn(text: String) throws {
        let expected = try Self.parserError(Array(text.utf8))
        for (format, prefix, suffix) in [(JSONStream.Format.array, "", ""), (.array(at: ["r"]), "{\"r\": ", "}")] {
            let whole = Array((prefix + text + suffix).utf8)
            let expectedHere = try Self.parserError(whole)
            var stream = JSONStream(format)
            stream.append(contentsOf: whole)
            do {
                try stream.finish()
                while try stream.next() != nil {}
                Issue.record("\(text): no error")
            } catch {
                let syntax = try #require(error as? JSONSyntaxError)
                #expect(syntax.kind == expectedHere.kind && "\(syntax)" == "\(expectedHere)", "\(text): stream \(syntax), parser \(expectedHere)")
            }
        }
        #expect(expected.kind == .unexpectedCharacter)
    }

    @Test("a value beside the records cut anywhere: the parser's error, word for word")
    func valueOffThePathCutShort() throws {
        for cut in 1..<Self.value.count {
            let text = Array("{\"r\": [1],\n \"x\": ".utf8) + Self.value[..<cut]
            let expected = try Self.parserError(text)
            for chunk in [1, 4_096] {
                let (records, error, _) = OffPathValueTests.read(text, chunk: chunk)
                #expect(records == [1])
                let syntax = try #require(error as? JSONSyntaxError, "\(String(decoding: text, as: UTF8.self))")
                #expect(syntax.kind == expected.kind && "\(syntax)" == "\(expected)",
                        "\(String(decoding: text, as: UTF8.self)): stream \(syntax), parser \(expected)")
            }
        }
    }
}
