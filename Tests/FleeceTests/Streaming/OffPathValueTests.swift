@testable import Fleece
import Testing

/// Values beside the records of `.array(at:)` are checked as they arrive (`SyntaxChecker`), not
/// kept in the stream's buffer (only in its envelope, within the size limit of a record: see
/// `StreamEnvelopeTests`): the buffer stays small however large they are, and their errors are
/// the parser's, at the same line and column.
@Suite("Values off the path of .array(at:)")
struct OffPathValueTests {
    /// The records of `.array(at: ["r"])` in `text`, appended in chunks of `chunk` bytes, and the
    /// error that ended the stream; the largest the stream's buffer grew.
    static func read(_ text: [UInt8], chunk: Int, options: JSONParsingOptions = JSONStream.defaultOptions)
        -> (records: [JSON], error: (any Error)?, largestBuffer: Int)
    {
        var stream = JSONStream(.array(at: ["r"]), options: options)
        var records: [JSON] = []
        var largest = 0
        do {
            var start = 0
            while start < text.count {
                let end = min(start + chunk, text.count)
                stream.append(contentsOf: text[start..<end])
                largest = max(largest, stream.buffer.count)
                while let record = try stream.next() { records.append(record) }
                start = end
            }
            try stream.finish()
            while let record = try stream.next() { records.append(record) }
            return (records, nil, largest)
        } catch {
            return (records, error, largest)
        }
    }

    @Test("a 4 MB list and a 2 MB string beside the records are not kept, and no size limit applies to them")
    func largeValuesAreNotKept() throws {
        let list = "[" + Array(repeating: #"{"n": -12.5e3, "s": "caf\u00e9 \ud83d\ude00 \u00e9"}"#, count: 80_000).joined(separator: ",") + "]"
        let string = "\"" + String(repeating: "abcdefgh", count: 262_144) + "\""
        let text = Array(#"{"meta": {"list": \#(list), "note": \#(string)}, "r": [1, {"a": [true, null]}], "after": \#(string)}"#.utf8)
        #expect(text.count > 6_000_000)
        // Records may be at most 1 KiB: the values beside them are not records.
        let options = JSONParsingOptions(maximumInputSize: 1_024)
        for chunk in [4_096, 65_536] {
            let (records, error, largest) = Self.read(text, chunk: chunk, options: options)
            #expect(error == nil, "\(String(describing: error))")
            #expect(records == [1, ["a": [true, nil]]])
            #expect(largest <= 2 * chunk + 64, "the buffer grew to \(largest) bytes with chunks of \(chunk)")
        }
    }

    @Test("errors in values off the path: the parser's kind and words, at the byte it names", arguments: [
        (#"{"x": [1, 2,], "r": []}"#, "a JSON value after ','", 13),
        (#"{"x": {"a" 1}, "r": []}"#, "':' after an object key", 12),
        (#"{"x": {"a": 1,}, "r": []}"#, "a string key after ','", 15),
        (#"{"x": {, "r": []}"#, "a string key or '}'", 8),
        (#"{"x": [1 2], "r": []}"#, "',' or ']' after an array element", 10),
        (#"{"x": [01], "r": []}"#, "no leading zero in a number ('.', 'e' or the number's end after '0')", 9),
        (#"{"x": [-], "r": []}"#, "a digit after '-'", 9),
        (#"{"x": [1.], "r": []}"#, "a digit after '.'", 10),
        (#"{"x": [1e+], "r": []}"#, "a digit in the exponent", 11),
        (#"{"x": [tru], "r": []}"#, "'true'", 11),
        (#"{"x": 12x, "r": []}"#, "end of input after the JSON value", 9),
        (#"{"x": ["\q"], "r": []}"#, #"an escape character ('"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\'"#, 10),
        (#"{"x": ["\u12G4"], "r": []}"#, #"four hexadecimal digits after '\u'"#, 13),
        (#"{"x": ["a\ud800b"], "r": []}"#, #"a low surrogate escape (\uDC00-\uDFFF) after the high surrogate \uD800"#, 16),
        (#"{"x": ["\ud800\u0041"], "r": []}"#, #"a low surrogate escape (\uDC00-\uDFFF) after the high surrogate \uD800"#, 15),
        (#"{"x": ["\udc00"], "r": []}"#, #"a high surrogate escape before the low surrogate \uDC00"#, 9),
        ("{\"x\": [\"a\tb\"], \"r\": []}", #"no unescaped control character in a string (escape it as \u0009)"#, 10),
    ])
    func errors(text: String, expected: String, column: Int) throws {
        for chunk in [1, 3, 1_000] {
            let (_, error, _) = Self.read(Array(text.utf8), chunk: chunk)
            let syntax = try #require(error as? JSONSyntaxError, "\(text)")
            #expect(syntax.expected == expected, "\(text): \(syntax)")
            #expect(syntax.line == 1 && syntax.column == column, "\(text): \(syntax)")
        }
    }

    @Test("bad UTF-8 off the path is named at the sequence's first byte, as the parser names it")
    func badUTF8() throws {
        for (bytes, column) in [([0xC3, 0x28], 9), ([0xE0, 0x80, 0x80], 9), ([0xED, 0xA0, 0x80], 9), ([0xF4, 0x90, 0x80, 0x80], 9),
                                ([0x61, 0xFF], 10), ([0x61, 0xE2, 0x82], 10)] as [([UInt8], Int)] {
            let text = Array(#"{"x": [""#.utf8) + bytes + Array(#""], "r": []}"#.utf8)
            for chunk in [1, 2, 1_000] {
                let (_, error, _) = Self.read(text, chunk: chunk)
                let syntax = try #require(error as? JSONSyntaxError, "\(bytes)")
                #expect(syntax.kind == .invalidUTF8, "\(bytes): \(syntax)")
                #expect(syntax.column == column, "\(bytes): \(syntax)")
            }
        }
    }

    @Test("trailing commas off the path follow the options, as the parser does")
    func trailingCommas() throws {
        let text = Array(#"{"x": [1, {"a": 2,},], "r": [3]}"#.utf8)
        let strict = Self.read(text, chunk: 1)
        #expect((strict.error as? JSONSyntaxError)?.column == 19)
        let lenient = Self.read(text, chunk: 1, options: JSONParsingOptions(allowsTrailingCommas: true))
        #expect(lenient.error == nil && lenient.records == [3])
    }

    /// Found by an outside tester (maps): a FeatureCollection written `feature + ","` in a loop
    /// ends `},]`, which `JSON(parsing:options:)` and `FleeceDecoder` read with the option, and
    /// the stream refused after the last record.
    @Test("trailing commas on the path and in the records' array follow the options, as the parser does",
          arguments: [1, 4096])
    func trailingCommasOnThePath(chunk: Int) throws {
        let options = JSONParsingOptions(allowsTrailingCommas: true)
        for text in [#"{"r": [1, {"a": 2,}, [3,],],}"#, #"{"meta": {}, "r": [1, {"a": 2,}, [3,],], "after": 4,}"#] {
            let lenient = Self.read(Array(text.utf8), chunk: chunk, options: options)
            #expect(lenient.error == nil, "\(text)")
            guard case .array(let parsed)? = try JSON(parsing: text, options: options)["r"] else {
                Issue.record("the parser did not read \(text)")
                continue
            }
            #expect(lenient.records == Array(parsed), "\(text)")
        }
        // Without the option, the parser's words at the parser's column.
        let strictArray = Self.read(Array(#"{"r": [1, 2,]}"#.utf8), chunk: chunk)
        #expect(strictArray.records == [1, 2])
        #expect((strictArray.error as? JSONSyntaxError)?.description == "expected a JSON value after ',', found ']' at line 1, column 13")
        let strictObject = Self.read(Array(#"{"r": [1], "s": 2,}"#.utf8), chunk: chunk)
        #expect((strictObject.error as? JSONSyntaxError)?.description == "expected a string key after ',', found '}' at line 1, column 19")
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: #"{"r": [1, 2,]}"#) }
        // Only one comma: `[1,,]` and `[,]` are errors with the option too.
        #expect(Self.read(Array(#"{"r": [1,,]}"#.utf8), chunk: chunk, options: options).error != nil)
        #expect(Self.read(Array(#"{"r": [,]}"#.utf8), chunk: chunk, options: options).error != nil)
    }

    @Test("nesting off the path counts toward the depth limit with the objects around it")
    func depth() throws {
        let options = JSONParsingOptions(maximumDepth: 4)
        let within = Self.read(Array(#"{"x": [[[1]]], "r": [1]}"#.utf8), chunk: 1, options: options)
        #expect(within.error == nil && within.records == [1])
        let deeper = Self.read(Array(#"{"x": [[[[1]]]], "r": [1]}"#.utf8), chunk: 1, options: options)
        let syntax = try #require(deeper.error as? JSONSyntaxError)
        #expect(syntax.kind == .tooDeep(limit: 4) && syntax.column == 10)
    }

    @Test("the input ending in a value off the path is an error")
    func cutShort() throws {
        for text in [#"{"x": [1, 2"#, #"{"x": "abc"#, #"{"x": 12"#, #"{"x": tr"#, #"{"x": "\ud83d"#] {
            let (_, error, _) = Self.read(Array(text.utf8), chunk: 1)
            let syntax = try #require(error as? JSONSyntaxError, "\(text)")
            // The high surrogate's low one never came: the parser's kind for it.
            #expect(syntax.kind == (text.hasSuffix(#"\ud83d"#) ? .loneSurrogate : .unexpectedEndOfInput), "\(text): \(syntax)")
            #expect(syntax.column == text.count + 1, "\(text): \(syntax)")
        }
    }

    @Test("3,000 random values, broken or not, beside the records: the stream fails where the parser fails, or reads the records")
    func againstTheParser() throws {
        var generator = SeededGenerator(state: 0x5EED_0FF0_9A7B)
        let pieces: [[UInt8]] = [
            Array(#"{"a": "#.utf8), Array(#"[1, "#.utf8), Array("]".utf8), Array("}".utf8), Array(", ".utf8),
            Array(#""caf\u00e9\n""#.utf8), Array(#""\ud83d\ude00""#.utf8), Array("\"é 😀\"".utf8),
            Array("-0.5e-3".utf8), Array("12".utf8), Array("true".utf8), Array("null".utf8), Array("false".utf8),
            Array(" \n ".utf8), Array(#""k": "#.utf8), Array(#""\/\\\"\b\f\r\t""#.utf8),
        ]
        let noise: [UInt8] = Array(#"{}[],:"\u0D8E.-+e 0123 tfnx"#.utf8) + [0x0A, 0x01, 0xC3, 0xA9, 0xED, 0xA0, 0xF4, 0x90, 0xFF, 0x80]
        var failures = 0
        for _ in 0..<3_000 {
            var value: [UInt8] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) { value += pieces.randomElement(using: &generator) ?? [] }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !value.isEmpty {
                let at = Int.random(in: 0..<value.count, using: &generator)
                let byte = noise.randomElement(using: &generator) ?? 0
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: value[at] = byte
                case 1: value.insert(byte, at: at)
                default: value.remove(at: at)
                }
            }
            let text = Array(#"{"x": "#.utf8) + value + Array(#", "r": [1, 2]}"#.utf8)
            let parsed = Result { try JSON(parsing: text) }
            for chunk in [1, 7, 4_096] {
                let (records, error, _) = Self.read(text, chunk: chunk)
                switch parsed {
                case .success:
                    #expect(error == nil, "\(String(decoding: text, as: UTF8.self)): \(String(describing: error))")
                    #expect(records == [1, 2])
                case .failure(let parseError):
                    failures += 1
                    let expected = try #require(parseError as? JSONSyntaxError)
                    // A value that closes the document (`1}…`) leaves the stream without the
                    // records' path, which it says as the document closes, before what follows.
                    if expected.kind == .trailingContent, (error as? DecodeError)?.reason == .missingKey("r") { continue }
                    let syntax = error as? JSONSyntaxError
                    #expect(syntax?.line == expected.line && syntax?.column == expected.column,
                            "\(String(reflecting: String(decoding: text, as: UTF8.self))): stream \(String(describing: error)), parser \(expected)")
                }
            }
        }
        // Most are broken: the comparison is of errors, mostly.
        #expect(failures > 3_000)
    }
}
