import Testing
@testable import Fleece

@Suite("JSONStream formats")
struct JSONStreamFormatTests {
    @Test("JSON Lines: CRLF, blank lines and a last line without a newline")
    func lines() throws {
        let text = "{\"a\":1}\r\n\r\n   \n[2, 3]\n\"four\"\r\n  5  \nnull"
        for sizes in [[1], [3], [Int.max]] {
            let records = try streamRecords(.lines, Array(text.utf8), chunkSizes: sizes)
            #expect(records == [["a": 1], [2, 3], "four", 5, nil])
        }
    }

    @Test("JSON Lines: an empty stream and one of blank lines have no records")
    func emptyLines() throws {
        #expect(try streamRecords(.lines, [], chunkSizes: [1]).isEmpty)
        #expect(try streamRecords(.lines, Array("\n \r\n\n".utf8), chunkSizes: [1]).isEmpty)
        #expect(try streamRecords(.concatenated, Array("  \n".utf8), chunkSizes: [1]).isEmpty)
    }

    @Test("concatenated values, with and without whitespace between")
    func concatenated() throws {
        let text = #"{"a":1}{"a":2} 3 "x""y"[4]true null -55"#
        for sizes in [[1], [2], [Int.max]] {
            let records = try streamRecords(.concatenated, Array(text.utf8), chunkSizes: sizes)
            #expect(records == [["a": 1], ["a": 2], 3, "x", "y", [4], true, nil, -55])
        }
    }

    @Test("the elements of a top-level array, nested containers and strings with brackets included")
    func topLevelArray() throws {
        let text = #"[ {"a": "]}[{"}, [1, [2]], "\"]", 3 , true,null,{} ]"#
        for sizes in [[1], [Int.max]] {
            let records = try streamRecords(.array, Array(text.utf8), chunkSizes: sizes)
            #expect(records == [["a": "]}[{"], [1, [2]], "\"]", 3, true, nil, [:]])
        }
        #expect(try streamRecords(.array, Array(" [ ] ".utf8), chunkSizes: [1]).isEmpty)
    }

    @Test("bytes appended after finish() are more of the input: read, never dropped")
    func appendAfterFinish() throws {
        var lines = JSONStream(.lines)
        lines.append(contentsOf: Array("{\"a\":1}\n{\"a\":2}".utf8))
        try lines.finish()
        #expect(try lines.next() == ["a": 1])
        #expect(try lines.next() == ["a": 2])
        #expect(try lines.next() == nil)
        lines.append(contentsOf: Array("\n{\"a\":3}\n4".utf8))
        #expect(try lines.next() == ["a": 3])
        #expect(try lines.next() == 4)
        #expect(try lines.next() == nil)

        var values = JSONStream(.concatenated)
        values.append(contentsOf: Array("1 2".utf8))
        try values.finish()
        values.append(contentsOf: Array(" 3".utf8))
        #expect(try values.next() == 1)
        #expect(try values.next() == 2)
        #expect(try values.next() == 3)
        #expect(try values.next() == nil)

        var array = JSONStream(.array)
        array.append(contentsOf: Array("[1]".utf8))
        try array.finish()
        #expect(try array.next() == 1)
        array.append(contentsOf: Array("[2]".utf8))
        let error = try #require(throws: JSONSyntaxError.self) { try array.next() }
        #expect(error.description == "expected end of input after the JSON value, found '[' at line 1, column 4")
    }

    @Test("a byte-order mark in the middle of an array or of concatenated values is an error, as in JSON(parsing:)")
    func byteOrderMarkInTheMiddle() throws {
        let bom = "\u{FEFF}"
        for (format, text, column, afterComma) in [(JSONStream.Format.array, "[1,\(bom)2]", 4, true), (.concatenated, "1 \(bom)2", 3, false),
                                                   (.array(at: ["x"]), "{\"x\":[\(bom){\"a\":1}]}", 7, false)] {
            let (records, error) = recordsAndError(format, text)
            #expect(records == (format == .array ? [1] : format == .concatenated ? [1] : []), "\(format)")
            let syntax = try #require(error as? JSONSyntaxError, "\(format)")
            let expected = afterComma ? "a JSON value after ','" : "a JSON value"
            #expect(syntax.description == "expected \(expected), found '\\ufeff' (U+FEFF) at line 1, column \(column)", "\(format)")
        }
        // The words JSON(parsing:) has for it.
        let parsed = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: "[1,\(bom)2]") }
        #expect(parsed.description == "expected a JSON value after ',', found '\\ufeff' (U+FEFF) at line 1, column 4")
    }

    @Test("a byte-order mark before the stream is skipped")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try streamRecords(.array, bom + Array("[1]".utf8), chunkSizes: [1]) == [1])
        #expect(try streamRecords(.lines, bom + Array("1\n2".utf8), chunkSizes: [1]) == [1, 2])
        #expect(try streamRecords(.concatenated, bom + Array("1 2".utf8), chunkSizes: [1]) == [1, 2])
    }

    @Test("JSON Lines: a line of a byte-order mark alone, or with whitespace, is blank, as in the batches of long streams",
          arguments: [[1], [2], [3], [7], [4096]])
    func byteOrderMarkOnABlankLine(chunkSizes: [Int]) throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        for blank in ["\n", "\r\n", " \n", ""] {
            #expect(try streamRecords(.lines, bom + Array("\(blank){\"a\":1}\n".utf8), chunkSizes: chunkSizes) == [["a": 1]], "\(blank)")
        }
        #expect(try streamRecords(.lines, bom, chunkSizes: chunkSizes) == [])
        // The error of the line after it is the one reported.
        let error = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, bom + Array("\n\t{ \"id\"  ".utf8), chunkSizes: chunkSizes)
        }
        #expect(error.description == "expected ':' after an object key, found end of input at line 2, column 10 (the '{' at line 2, column 2 is not closed)")
        let many = Array(repeating: Array("{\"a\":1}\n".utf8), count: 40).joined()
        #expect(try streamRecords(.lines, bom + Array("\n".utf8) + many, chunkSizes: chunkSizes).count == 40)
    }

    @Test("a record over the size limit is said in the same words however the text came",
          arguments: [[1], [3], [7], [4096]])
    func tooLargeSameWords(chunkSizes: [Int]) throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 16
        for (format, text) in [(JSONStream.Format.lines, "{\"id\":1}\n{\"id\": 2, \"pad\": \"aaaaaaaaaaaaaaaa\"}\n"),
                               (.array, "[{\"id\":1}, {\"id\": 2, \"pad\": \"aaaaaaaaaaaaaaaa\"}]")] {
            let error = try #require(throws: JSONSyntaxError.self) {
                try streamRecords(format, Array(text.utf8), chunkSizes: chunkSizes, options: options)
            }
            #expect(error.kind == .tooLarge(limit: 16))
            #expect(error.expected == "a record of at most 16 bytes (maximumInputSize)", "\(format)")
            #expect(error.found == "a longer one", "\(format)")
        }
    }

    @Test("JSON Lines with \\r\\n: a record cut short ends where its text does, before the \\r",
          arguments: [[1], [3], [4096]])
    func crlfEndOfInput(chunkSizes: [Int]) throws {
        let text = "{\"id\": 1, \"type\": \"push\"}\r\n{\"id\": 2, \"type\": \"fork\"\r\n"
        let error = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, Array(text.utf8), chunkSizes: chunkSizes)
        }
        #expect(error.description == "expected ',' or '}' after an object member, found the end of the line at line 2, column 25 (the '{' at line 2, column 1 is not closed)")
        let lf = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, Array(text.replacingOccurrences(of: "\r", with: "").utf8), chunkSizes: chunkSizes)
        }
        #expect(lf.description == error.description)
    }

    /// Found by an outside tester: a line cut short said `found end of input`, and the next
    /// line decoded. The last line, which no line break ends, still ends at the end of input.
    @Test("JSON Lines: a line cut short ends at the end of the line; the last one at the end of input",
          arguments: [[1], [4096]])
    func cutShortLineWords(chunkSizes: [Int]) throws {
        let cut = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, Array("{\"a\": [1,\n{\"b\": 2}\n".utf8), chunkSizes: chunkSizes)
        }
        #expect(cut.found == "the end of the line")
        #expect(cut.description == "expected a JSON value, found the end of the line at line 1, column 10 (the '[' at line 1, column 7 is not closed)")
        let last = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, Array("{\"b\": 2}\n{\"a\": [1,".utf8), chunkSizes: chunkSizes)
        }
        #expect(last.description == "expected a JSON value, found end of input at line 2, column 10 (the '[' at line 2, column 7 is not closed)")
    }

    @Test("the array at a key path: everything around it is read past, only its elements are records")
    func arrayAtPath() throws {
        let text = #"""
        {"stat": "ok", "places": {"accuracy": [1, {"place": []}], "place": [
          {"name": "Lisbon", "photo_count": 12},
          {"name": "Porto", "photo_count": 7}
        ], "total": 2}, "place": [99]}
        """#
        for sizes in [[1], [5], [Int.max]] {
            let records = try streamRecords(.array(at: ["places", "place"]), Array(text.utf8), chunkSizes: sizes)
            #expect(records == [["name": "Lisbon", "photo_count": 12], ["name": "Porto", "photo_count": 7]])
        }
    }

    @Test("a key with escapes matches the path by its value")
    func escapedKey() throws {
        let text = #"{"pl\u0061ces": [1, 2]}"#
        #expect(try streamRecords(.array(at: ["places"]), Array(text.utf8), chunkSizes: [1]) == [1, 2])
    }

    @Test("finish() reads the last record the end completes, and next() hands it out")
    func finishCompletesLastRecord() throws {
        var stream = JSONStream(.concatenated)
        stream.append(contentsOf: Array("1 22".utf8))
        #expect(try stream.next() == 1)
        #expect(try stream.next() == nil)
        try stream.finish()
        #expect(try stream.next() == 22)
        #expect(try stream.next() == nil)
    }

    @Test("true, false and null are handed out at their last byte, as objects, arrays and strings are")
    func literalsAtTheirLastByte() throws {
        var array = JSONStream(.array)
        array.append(contentsOf: "[true".utf8)
        #expect(try array.next() == true)
        array.append(contentsOf: ",fals".utf8)
        #expect(try array.next() == Optional<JSON>.none)
        array.append(contentsOf: "e".utf8)
        #expect(try array.next() == false)
        array.append(contentsOf: ",{}".utf8)
        #expect(try array.next() == [:])

        var values = JSONStream(.concatenated)
        values.append(contentsOf: "null".utf8)
        #expect(try values.next() == .some(.null))
        values.append(contentsOf: " 12".utf8)
        #expect(try values.next() == Optional<JSON>.none, "a number needs the byte after it")
        try values.finish()
        #expect(try values.next() == 12)

        // A literal's letters are still the parser's to check, and what follows it the grammar's.
        let (records, error) = recordsAndError(.array, "[true, nul, 1]")
        #expect(records == [true])
        #expect((error as? JSONSyntaxError)?.expected == "'null'")
        let (after, trailing) = recordsAndError(.array, "[truex]")
        #expect(after == [true])
        #expect((trailing as? JSONSyntaxError)?.column == 6)
    }

    @Test("a large value where the path needs the records' array is reported at once, by its first byte")
    func largeWrongTargetReportedEarly() throws {
        var stream = JSONStream(.array)
        stream.append(contentsOf: #"{"a": ["#.utf8)
        var thrown: (any Error)?
        for _ in 0 ..< 1_000 where thrown == nil {
            stream.append(contentsOf: #""padding", "#.utf8)
            do { _ = try stream.next() } catch { thrown = error }
        }
        let error = try #require(thrown as? DecodeError)
        #expect("\(error)" == "expected an array of records, found object {…} at line 1, column 1")
        #expect(stream.buffer.count < 2 * JSONStream.wrongValueExcerptBytes)
    }
}
