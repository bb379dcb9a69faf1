import Testing
@testable import Fleece

/// A record broken inside (a lost quote, a stray bracket) is reported where the strict parser
/// reports it in the whole text, not where the stream's scanner, which does not validate, stopped
/// reading: a string whose closing quote was lost used to run on to the end of the input (or to
/// the size limit), and the error named that end.
@Suite("JSONStream: malformed records")
struct MalformedRecordTests {
    /// Thirty objects of strings, numbers and nested values, one per line, in an array.
    static let elements: [String] = (0..<30).map { index in
        #"{"id": \#(index), "name": "place \#(index)", "tags": ["a", "b\"c"], "where": {"lat": \#(index).5, "ok": true}}"#
    }
    static let array = "[\n" + elements.joined(separator: ",\n") + "\n]\n"
    static let nested = #"{"meta": {"count": 30, "note": "x"}, "data": {"items": "# + array + #"}, "after": [1, 2]}"#

    /// The stream's error for `text` fed in chunks of `chunk` bytes (0: whole), after its records.
    static func streamError(_ format: JSONStream.Format, _ text: String, chunk: Int) -> JSONSyntaxError? {
        let bytes = Array(text.utf8)
        do {
            _ = try streamRecords(format, bytes, chunkSizes: [chunk == 0 ? bytes.count : chunk])
            return nil
        } catch {
            return error as? JSONSyntaxError
        }
    }

    @Test("a lost quote is reported where the parser reports it in the whole text, in every format and chunking", arguments: [1, 7, 0])
    func lostQuote(chunk: Int) throws {
        // The quote after `"a` lost: the string runs on over `: 1, ` and the next key is out of place.
        for (format, text) in [(JSONStream.Format.array, #"[{"a#: 1, "b": 2}, {"c": 3}]"#),
                               (.concatenated, #"{"a": 0} {"a#: 1, "b": 2} {"c": 3}"#),
                               (.array(at: ["x"]), #"{"x": [{"a": 0}, {"a#: 1, "b": 2}, {"c": 3}]}"#)] {
            let error = try #require(Self.streamError(format, text, chunk: chunk), "\(format)")
            #expect(error.kind == .unexpectedCharacter, "\(format)")
            #expect(error.expected == "':' after an object key", "\(format)")
            #expect(error.found == "'b'", "\(format)")
            let column = text.utf8.firstIndex(of: UInt8(ascii: "b")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) + 1 }
            #expect(error.line == 1 && error.column == column, "\(format): \(error)")
        }
    }

    @Test("a string run on to the line's end stops there, with the records before it handed out and nothing after it read")
    func runOnStringStopsAtTheLine() throws {
        // Element 3 of 20,000 loses its closing quote: the stream stops at its line's end, not
        // after the other 19,996 lines.
        var lines = (0..<20_000).map { #"{"id": \#($0), "type": "t"}"# }
        lines[3] = #"{"id": 3, "type": "t}"#
        let text = "[\n" + lines.joined(separator: ",\n") + "\n]"
        var stream = JSONStream(.array)
        var records: [JSON] = []
        var thrown: JSONSyntaxError?
        var fed = 0
        let bytes = Array(text.utf8)
        while fed < bytes.count, thrown == nil {
            stream.append(contentsOf: bytes[fed..<min(fed + 64, bytes.count)])
            fed += 64
            do {
                while let record = try stream.next() { records.append(record) }
            } catch {
                thrown = error as? JSONSyntaxError
            }
        }
        #expect(records.count == 3)
        // The newline after `{"id": 3, "type": "t},` (22 bytes) on line 5, as the parser says of the whole text.
        #expect(thrown?.kind == .controlCharacterInString)
        #expect(thrown?.line == 5 && thrown?.column == 23)
        let streamed = try #require(thrown)
        #expect(throws: streamed) { try JSON(parsing: text) }
        #expect(fed < 256, "read \(fed) bytes before the error")
        // And under a size limit smaller than the rest of the input: the same error, not `tooLarge`.
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 4_096
        let limited = recordsAndError(.array, text, options: options).error as? JSONSyntaxError
        #expect(limited?.kind == .controlCharacterInString)
        #expect(limited?.line == 5 && limited?.column == 23)
    }

    @Test("a number longer than the size limit is still `tooLarge`, though its first bytes are a whole number")
    func longNumber() throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 100
        let text = "[1, " + String(repeating: "7", count: 500) + "]"
        let (records, error) = recordsAndError(.array, text, options: options)
        #expect(records == [1])
        #expect((error as? JSONSyntaxError)?.kind == .tooLarge(limit: 100))
        #expect((error as? JSONSyntaxError)?.column == 5)
    }

    @Test("a record over the size limit with a mistake far into it: the mistake, as the whole text's parse names it")
    func mistakeFarIntoATooLargeRecord() throws {
        // 2,000 numbers of a nested array, the 1,501st cut by an `x`; the limit is hit after it.
        var numbers = Array(repeating: "1", count: 2_000)
        numbers[1_500] = "1x"
        let text = "[[" + numbers.joined(separator: ",") + "]]"
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 3_500
        let streamed = try #require(recordsAndError(.array, text, options: options).error as? JSONSyntaxError)
        #expect(streamed.kind == .unexpectedCharacter)
        #expect(streamed.column == 3 + 1_500 * 2 + 1, "\(streamed)")
        #expect(throws: streamed) { try JSON(parsing: text) }
        // Without a mistake, the limit: where the record starts.
        let plain = "[[" + Array(repeating: "1", count: 2_000).joined(separator: ",") + "]]"
        let tooLarge = try #require(recordsAndError(.array, plain, options: options).error as? JSONSyntaxError)
        #expect(tooLarge.kind == .tooLarge(limit: 3_500))
        #expect(tooLarge.column == 2)
    }

    @Test("one byte changed anywhere: the stream's error is the whole text's, in .array and .array(at:), in every chunking",
          arguments: [1, 13, 0])
    func differential(chunk: Int) throws {
        let replacements = Array(#"#"{}[],:x1\ "#.utf8) + [UInt8(ascii: "\n"), UInt8(ascii: "\t")]
        var generator = SeededGenerator(state: 29)
        var compared = 0
        for (format, text) in [(JSONStream.Format.array, Self.array), (.array(at: ["data", "items"]), Self.nested)] {
            let bytes = Array(text.utf8)
            // Half the changes hit a quote, where a lost one makes the scanner read on.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            for attempt in 0..<150 {
                var broken = bytes
                let position = attempt.isMultiple(of: 2)
                    ? quotes[Int(generator.next() % UInt64(quotes.count))] : Int(generator.next() % UInt64(bytes.count))
                broken[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
                let brokenText = String(decoding: broken, as: UTF8.self)
                let whole: JSONSyntaxError
                do {
                    _ = try JSON(parsing: brokenText)
                    continue
                } catch {
                    whole = error
                }
                compared += 1
                let streamed = Self.streamError(format, brokenText, chunk: chunk)
                let context = "byte \(position) → \(brokenText.utf8.dropFirst(max(position - 20, 0)).prefix(40).map { Character(UnicodeScalar($0)) })"
                #expect(streamed?.kind == whole.kind, "\(format) \(context): \(String(describing: streamed)) against \(whole)")
                #expect(streamed?.line == whole.line && streamed?.column == whole.column,
                        "\(format) \(context): \(String(describing: streamed)) against \(whole)")
            }
        }
        #expect(compared > 150)
    }
}
