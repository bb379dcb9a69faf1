import Testing
@testable import Fleece

@Suite("JSONStream errors")
struct JSONStreamErrorTests {
    static let linesWithBadLine = """
    {"id": 1, "type": "push"}
    {"id": 2, "type": "fork"}
    {"id": 3, "type": "watch",}
    {"id": 4, "type": "star"}

    """

    @Test("a bad line in the middle: the lines before it are handed out, then its error, with its line and column in the stream")
    func badLineThrows() throws {
        let (records, error) = recordsAndError(.lines, Self.linesWithBadLine)
        #expect(records == [["id": 1, "type": "push"], ["id": 2, "type": "fork"]])
        let syntax = try #require(error as? JSONSyntaxError)
        #expect(syntax.kind == .unexpectedCharacter)
        #expect(syntax.line == 3)
        #expect(syntax.column == 27)
        #expect(syntax.offset == 52 + 26)
        #expect("\(syntax)" == "expected a string key after ',', found '}' at line 3, column 27")
    }

    @Test("after a bad line has thrown, the next line starts afresh")
    func linesGoOnAfterThrowing() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array(Self.linesWithBadLine.utf8))
        #expect(try stream.next() != nil)
        #expect(try stream.next() != nil)
        #expect(throws: JSONSyntaxError.self) { try stream.next() }
        #expect(try stream.next() == ["id": 4, "type": "star"])
    }

    @Test("with .skip, a bad line is left out and reported with its line, column and reason")
    func badLineSkipped() throws {
        let ((records, error), report) = LeniencyReport.collecting {
            recordsAndError(.lines, Self.linesWithBadLine, onInvalidRecord: .skip)
        }
        #expect(error == nil)
        #expect(records.count == 3)
        #expect(records.last == ["id": 4, "type": "star"])
        #expect(report.entries.count == 1)
        let entry = try #require(report.entries.first)
        #expect(entry.action == .skippedElement)
        #expect(entry.position == JSONPosition(offset: 78, line: 3, column: 27))
        #expect(entry.error is JSONSyntaxError)
        #expect("\(entry)" == "line 3: skipped record: expected a string key after ',', found '}' at line 3, column 27")
    }

    @Test("cut-short input: the stream's end inside a record is an error of finish()")
    func cutShort() throws {
        for (format, text, line, column) in [
            (JSONStream.Format.lines, "{\"a\": 1}\n{\"a\": ", 2, 7),
            (.concatenated, "{\"a\": 1} {\"a\": [1, 2", 1, 21),
            (.concatenated, "\"never ends", 1, 12),
            (.array, "[1, 2, {\"x\": 3}", 1, 16),
            (.array, "[1, 2,", 1, 7),
            (.array(at: ["a", "b"]), "{\"a\": {\"b\": [1], \"c\"", 1, 21),
        ] {
            let (_, error) = recordsAndError(format, text)
            let syntax = try #require(error as? JSONSyntaxError, "\(format) \(text)")
            #expect(syntax.kind == .unexpectedEndOfInput, "\(format) \(text)")
            #expect(syntax.line == line && syntax.column == column, "\(format) \(text): \(syntax)")
        }
    }

    /// `[1,2` may be `[1,23]` cut short: a number the input ends on inside the array (or an
    /// object around it) is not a record, and `finish()` throws; at the top level of
    /// `.concatenated` the end completes it. A number followed by anything (a space) is whole.
    @Test("a number the input ends on inside an array is cut short: finish() throws, in every chunking")
    func numberCutShortInsideTheArray() throws {
        for (format, text, records, message) in [
            (JSONStream.Format.array, "[1,2", [1], "expected ',' or ']' after an array element, found end of input at line 1, column 5"),
            (.array, "[10, -2.5e3", [10], "expected ',' or ']' after an array element, found end of input at line 1, column 12"),
            (.array(at: ["places", "place"]), "{\"places\":{\"place\":[1,2", [1],
             "expected ',' or ']' after an array element, found end of input at line 1, column 24"),
            (.array(at: ["places", "place"]), "{\"places\":{\"page\": 7", [],
             "expected ',' or '}' after an object member, found end of input at line 1, column 21"),
            (.array, "[1,2 ", [1, 2], "expected ',' or ']' after an array element, found end of input at line 1, column 6"),
        ] as [(JSONStream.Format, String, [JSON], String)] {
            for chunk in [1, 3, 1_000] {
                var stream = JSONStream(format)
                var read: [JSON] = []
                let bytes = Array(text.utf8)
                for start in stride(from: 0, to: bytes.count, by: chunk) {
                    stream.append(contentsOf: bytes[start ..< min(start + chunk, bytes.count)])
                    while let record = try stream.next() { read.append(record) }
                }
                #expect(read == records, "\(text), chunks of \(chunk)")
                #expect { try stream.finish() } throws: { "\($0)" == message }
                // The stream has ended there: the same error again.
                #expect { try stream.next() } throws: { "\($0)" == message }
            }
        }
        // At the top level of concatenated values, the end completes the last number.
        let (values, error) = recordsAndError(.concatenated, "1 2 3")
        #expect(values == [1, 2, 3])
        #expect(error == nil)
    }

    /// Found by an outside tester: `1-2` said `expected end of input after the JSON value`,
    /// where other values may follow. A number runs on until a byte that cannot be in one, so
    /// it needs whitespace (or a bracket, brace or quote) before the next value.
    @Test("concatenated values: a number run on into other bytes asks for whitespace, in every chunking", arguments: [1, 4, 100])
    func numberRunOnInConcatenatedValues(chunkSize: Int) {
        for (text, records, message) in [
            ("7 1-2", [7], "expected whitespace separating the number from the next value, found '-' at line 1, column 4"),
            ("1x", [], "expected whitespace separating the number from the next value, found 'x' at line 1, column 2"),
            ("[1]\n1.5.5", [[1]], "expected whitespace separating the number from the next value, found '.' at line 2, column 4"),
        ] as [(String, [JSON], String)] {
            let (read, error) = recordsAndError(.concatenated, text, chunkSize: chunkSize)
            #expect(read == records, "\(text)")
            #expect(error.map { "\($0)" } == message, "\(text)")
        }
        // Delimited, the same bytes are values.
        let (values, error) = recordsAndError(.concatenated, #"1 -2 1"b"[3]"#, chunkSize: chunkSize)
        #expect(values == [1, -2, 1, "b", [3]])
        #expect(error == nil)
    }

    /// A stream given all its input, then `finish()` before any `next()`: the records before an
    /// error still come first, then the error, then (JSON Lines, `after` not nil) the lines after
    /// it or (the other formats) the same error again.
    @Test("finish() before the records are read: the records before an error come first, then its error", arguments: [
        (JSONStream.Format.lines, "{\"a\":1}\nx\n{\"a\":2}\n", "expected a JSON value, found 'x' at line 2, column 1", [["a": 2]] as [JSON]?),
        (.lines, "{\"a\":1}\n{\"a\":", "expected a JSON value, found end of input at line 2, column 6 (the '{' at line 2, column 1 is not closed)", []),
        (.array, "[{\"a\":1}, x]", "expected a JSON value, found 'x' at line 1, column 11", nil),
        (.array, "[{\"a\":1}, {\"a\":2", "expected ',' or '}' after an object member, found end of input at line 1, column 17", nil),
        (.concatenated, "{\"a\":1} x", "expected a JSON value, found 'x' at line 1, column 9", nil),
    ])
    func finishBeforeReading(format: JSONStream.Format, text: String, message: String, after: [JSON]?) throws {
        var stream = JSONStream(format)
        stream.append(contentsOf: Array(text.utf8))
        try stream.finish()
        #expect(try stream.next() == ["a": 1])
        #expect { try stream.next() } throws: { "\($0)" == message }
        if let after {
            for record in after { #expect(try stream.next() == record) }
            #expect(try stream.next() == nil)
        } else {
            #expect { try stream.next() } throws: { "\($0)" == message }
        }
    }

    @Test("finish() reads one record ahead, not every record buffered before the end", arguments: [JSONStream.Format.lines, .array, .concatenated])
    func finishReadsOneRecord(format: JSONStream.Format) throws {
        let records = (0..<1_000).map { #"{"n":\#($0)}"# }
        let text = format == .array ? "[" + records.joined(separator: ",") + "]"
            : records.joined(separator: "\n") + (format == .lines ? "\n" : "")
        var stream = JSONStream(format)
        stream.append(contentsOf: Array(text.utf8))
        try stream.finish()
        // One document made, not a thousand at once (200,000 lines: 116 MB against 27 MB).
        #expect(stream.finishedRecord?.json == ["n": 0])
        var read: [JSON] = []
        while let record = try stream.next() { read.append(record) }
        #expect(read == (0..<1_000).map { ["n": JSON(integerLiteral: $0)] })
    }

    @Test("finish() throws at once when no record comes before the error")
    func finishThrowsFirstError() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("{\"a\":1}\nx\n".utf8))
        #expect(try stream.next() == ["a": 1])
        #expect(throws: JSONSyntaxError.self) { try stream.next() }
        stream.append(contentsOf: Array("{\"a\":".utf8))
        #expect { try stream.finish() } throws: { "\($0)" == "expected a JSON value, found end of input at line 3, column 6 (the '{' at line 3, column 1 is not closed)" }
    }

    @Test("a syntax error inside an array ends the stream, even with .skip")
    func syntaxErrorEndsArray() throws {
        let text = "[1,\n 2,\n {\"a\" 3},\n 4]"
        let (records, error) = recordsAndError(.array, text, onInvalidRecord: .skip)
        #expect(records == [1, 2])
        let syntax = try #require(error as? JSONSyntaxError)
        #expect(syntax.line == 3 && syntax.column == 7)
        #expect(syntax.expected == "':' after an object key")
    }

    @Test("the grammar around the records is checked: commas, brackets, trailing content, the root")
    func structuralErrors() throws {
        for (format, text, expected, line, column) in [
            (JSONStream.Format.array, "[1 2]", "',' or ']' after an array element", 1, 4),
            (.array, "[1,]", "a JSON value after ','", 1, 4),
            (.array, "[1] 2", "end of input after the JSON value", 1, 5),
            (.array, "", "a JSON value", 1, 1),
            (.array(at: ["a"]), "{\"a\": [1]\n \"b\": 2}", "',' or '}' after an object member", 2, 2),
            (.array(at: ["a"]), "{\"x\": tru, \"a\": [1]}", "'true'", 1, 10),
            // Two values on one line of JSON Lines: the line, not the input, should have ended.
            (.lines, "{\"a\": 1}\n{\"a\": 2} {\"b\": 3}\n", "the end of the line after the JSON value", 2, 10),
        ] {
            let (_, error) = recordsAndError(format, text)
            let syntax = try #require(error as? JSONSyntaxError, "\(text)")
            #expect(syntax.expected == expected, "\(text): \(syntax)")
            #expect(!"\(syntax)".contains("found end of input") || text.isEmpty, "\(text): \(syntax)")
            #expect(syntax.line == line && syntax.column == column, "\(text): \(syntax)")
        }
    }

    @Test("the path of .array(at:) must be in the document, and hold an array")
    func missingOrWrongPath() throws {
        let (_, missing) = recordsAndError(.array(at: ["places", "place"]), #"{"places": {"total": 0}}"#)
        let error = try #require(missing as? DecodeError)
        #expect(error.reason == .missingKey("place"))
        #expect(error.path.description == "places.place")
        #expect(error.position == JSONPosition(offset: 11, line: 1, column: 12))

        // The key missing is the first one the document lacks, in the object that lacks it.
        for (path, text, key, errorPath, position) in [
            (["places", "place"], #"{"x":1}"#, "places", "places", JSONPosition(offset: 0, line: 1, column: 1)),
            (["a", "b", "c"], "{\"a\":\n  {\"x\":1}}", "b", "a.b", JSONPosition(offset: 8, line: 2, column: 3)),
            (["a", "b", "c"], #"{"a":{"b":{"d":[]}}}"#, "c", "a.b.c", JSONPosition(offset: 10, line: 1, column: 11)),
            (["a"], " {}", "a", "a", JSONPosition(offset: 1, line: 1, column: 2)),
        ] {
            let (_, error) = recordsAndError(.array(at: path), text)
            let missingKey = try #require(error as? DecodeError, "\(text)")
            #expect(missingKey.reason == .missingKey(key), "\(text)")
            #expect(missingKey.path.description == errorPath, "\(text)")
            #expect(missingKey.position == position, "\(text)")
        }

        let (_, wrong) = recordsAndError(.array(at: ["places", "place"]), "{\"places\": {\n\"place\": {\"a\": 1}}}")
        let mismatch = try #require(wrong as? DecodeError)
        #expect(mismatch.path.description == "places.place")
        #expect(mismatch.position == JSONPosition(offset: 22, line: 2, column: 10))
    }

    @Test("a value on the path of .array(at:) that is not an object is named, as soon as it is read (a null when the document ends)")
    func notAnObjectOnThePath() throws {
        for (text, message) in [
            (#"{"places": [{"place": [1]}], "stat": "ok"}"#,
             #"places: expected an object holding "place", found array [{"place":[1]}] at line 1, column 12"#),
            ("[1, 2]", #"expected an object holding "places", found array [1,2] at line 1, column 1"#),
            (#"{"places": null}"#, #"places: expected an object holding "place", found null at line 1, column 12"#),
        ] {
            let (records, error) = recordsAndError(.array(at: ["places", "place"]), text)
            #expect(records.isEmpty)
            let mismatch = try #require(error as? DecodeError, "\(text)")
            #expect("\(mismatch)" == message)
        }
    }

    static let places = """
    {"places": {"total": 40, "place": [
    \((0..<37).map { #"  {"name": "place \#($0)", "photo_count": \#($0)},"# }.joined(separator: "\n"))
      {"name": "place 37", "photo_count": "12a"},
      {"name": "place 38", "photo_count": 38}
    ]}}
    """

    @Test("a wrong element deep in an array at a key path: its full path, and its line and column in the stream")
    func wrongElementDeepInArray() throws {
        for chunk in [1, 4096] {
            var stream = JSONStream(.array(at: ["places", "place"]))
            var places: [StreamPlace] = []
            var thrown: (any Error)?
            let bytes = Array(Self.places.utf8)
            do {
                for start in stride(from: 0, to: bytes.count, by: chunk) {
                    stream.append(contentsOf: bytes[start..<min(start + chunk, bytes.count)])
                    while let place = try stream.next(decoding: StreamPlace.self) { places.append(place) }
                }
                try stream.finish()
            } catch {
                thrown = error
            }
            #expect(places.count == 37)
            let error = try #require(thrown as? DecodeError)
            #expect(error.path.description == "places.place[37].photo_count")
            #expect(error.position == JSONPosition(offset: error.position?.offset ?? -1, line: 39, column: 39))
            #expect("\(error)".hasPrefix(#"places.place[37].photo_count: expected Int, found string "12a" at line 39, column 39"#))
        }
    }

    @Test("with .skip, a wrong element is reported and the array goes on")
    func wrongElementSkipped() throws {
        let (places, report) = try LeniencyReport.collecting {
            var stream = JSONStream(.array(at: ["places", "place"]), onInvalidRecord: .skip)
            stream.append(contentsOf: Array(Self.places.utf8))
            try stream.finish()
            var places: [StreamPlace] = []
            while let place = try stream.next(decoding: StreamPlace.self) { places.append(place) }
            return places
        }
        #expect(places.count == 38)
        #expect(places.last == StreamPlace(name: "place 38", photoCount: 38))
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.path.description == "places.place[37]")
        #expect(report.entries.first?.position?.line == 39)
        #expect(report.entries.first?.position?.column == 39)
    }

    @Test("a missing key in a line names the line of the stream")
    func missingKeyInLine() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("{\"id\": 1, \"type\": \"a\"}\n\n{\"id\": 2}\n".utf8))
        #expect(try stream.next(decoding: StreamEvent.self) == StreamEvent(id: 1, type: "a"))
        #expect {
            _ = try stream.next(decoding: StreamEvent.self)
        } throws: { error in
            let error = error as? DecodeError
            return error?.reason == .missingKey("type") && error?.position?.line == 3 && error?.position?.column == 1
        }
    }

    @Test("a scalar record that does not decode gets the record's place")
    func scalarRecordError() throws {
        var stream = JSONStream(.array(at: ["ids"]))
        stream.append(contentsOf: Array("{\"ids\": [1,\n \"two\"]}".utf8))
        #expect(try stream.next(decoding: Int.self) == 1)
        #expect {
            _ = try stream.next(decoding: Int.self)
        } throws: { error in
            let error = error as? DecodeError
            return error?.path.description == "ids[1]" && error?.position == JSONPosition(offset: 13, line: 2, column: 2)
        }
    }
}

@Suite("JSONStream limits")
struct JSONStreamLimitTests {
    @Test("a line longer than the record limit is cut off while it streams, and the next line still reads")
    func hugeLine() throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 1024
        var stream = JSONStream(.lines, options: options)
        stream.append(contentsOf: Array("[1]\n\"".utf8))
        #expect(try stream.next() == [1])
        var thrown: JSONSyntaxError?
        for _ in 0..<100 {
            stream.append(contentsOf: [UInt8](repeating: UInt8(ascii: "x"), count: 100))
            do { _ = try stream.next() } catch let error as JSONSyntaxError { thrown = error; break }
        }
        #expect(thrown?.kind == .tooLarge(limit: 1024))
        #expect(thrown?.line == 2 && thrown?.column == 1)
        for _ in 0..<100 {
            stream.append(contentsOf: [UInt8](repeating: UInt8(ascii: "x"), count: 100))
            #expect(try stream.next() == nil)
            #expect(stream.buffer.count <= 200)
        }
        stream.append(contentsOf: Array("\"\n[2]\n".utf8))
        #expect(try stream.next() == [2])
    }

    /// Found by an outside tester: a 100 MiB line fed in 1 MiB chunks grew the buffer to twice
    /// the 64 MiB limit before it was cut off, since each chunk was appended before the line
    /// was looked at.
    @Test("a chunk that carries a line past the limit cuts it off before it is appended")
    func lineCutBeforeTheChunkIsAppended() throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 1024
        var stream = JSONStream(.lines, options: options)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 600)
        stream.append(contentsOf: Array("[1]\n\"".utf8) + chunk)
        #expect(try stream.next() == [1])
        #expect(try stream.next() == nil)
        stream.append(contentsOf: chunk)
        // The line's 601 bytes were dropped, not kept beside the chunk that made it too long.
        #expect(stream.buffer.count <= chunk.count)
        #expect { try stream.next() } throws: { error in
            let error = error as? JSONSyntaxError
            return error?.kind == .tooLarge(limit: 1024) && error?.line == 2 && error?.column == 1 && error?.offset == 4
        }
        for _ in 0..<10 {
            stream.append(contentsOf: chunk)
            #expect(stream.buffer.count <= chunk.count)
            #expect(try stream.next() == nil)
        }
        stream.append(contentsOf: Array("\"\n[2]\n".utf8))
        #expect(try stream.next() == [2])
        #expect(try stream.next() == nil)
    }

    @Test("a line of exactly the limit whose newline comes in the chunk that reaches it is read", arguments: [1_024, 1_025])
    func lineAtTheLimit(length: Int) throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 1024
        let line = "\"" + String(repeating: "x", count: length - 2) + "\""
        let bytes = Array((line + "\n[2]\n").utf8)
        let (records, error) = recordsAndError(.lines, String(decoding: bytes, as: UTF8.self), chunkSize: 600,
                                               onInvalidRecord: .skip, options: options)
        #expect(error == nil)
        #expect(records == (length <= 1024 ? [.string(String(repeating: "x", count: length - 2)), [2]] : [[2]]))
        let (_, report) = LeniencyReport.collecting {
            recordsAndError(.lines, String(decoding: bytes, as: UTF8.self), chunkSize: 600, onInvalidRecord: .skip, options: options)
        }
        #expect(report.entries.map(String.init(describing:)) == (length <= 1024 ? [] : [
            "line 1: skipped record: expected a record of at most 1024 bytes (maximumInputSize), found a longer one at line 1, column 1",
        ]))
    }

    @Test("a never-ending string in an array is cut off by the size limit")
    func endlessString() throws {
        var options = JSONStream.defaultOptions
        options.maximumInputSize = 4096
        var stream = JSONStream(.array, options: options)
        stream.append(contentsOf: Array("[\"".utf8))
        #expect(throws: JSONSyntaxError.self) {
            for _ in 0..<1000 {
                stream.append(contentsOf: [UInt8](repeating: UInt8(ascii: "a"), count: 64))
                _ = try stream.next()
            }
        }
    }

    @Test("endless nesting is cut off by the depth limit as soon as it is too deep", arguments: [JSONStream.Format.array, .concatenated, .array(at: ["a"])])
    func endlessNesting(format: JSONStream.Format) throws {
        var stream = JSONStream(format)
        stream.append(contentsOf: Array(#"{"a": "#.utf8))
        var thrown: JSONSyntaxError?
        for _ in 0..<10_000 {
            stream.append(UInt8(ascii: "["))
            do { _ = try stream.next() } catch let error as JSONSyntaxError { thrown = error; break }
        }
        #expect(thrown?.kind == .tooDeep(limit: 512))
        #expect(stream.buffer.count < 600)
    }

    @Test("endless nesting in a line is cut off by the depth limit before the line ends, and the next line reads", arguments: [1, 100, 4096])
    func endlessNestingInLine(chunk: Int) throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("[1]\n  ".utf8))
        #expect(try stream.next() == [1])
        var thrown: JSONSyntaxError?
        var appended = 0
        while thrown == nil, appended < 1 << 20 {
            stream.append(contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: chunk))
            appended += chunk
            do { _ = try stream.next() } catch let error as JSONSyntaxError { thrown = error }
        }
        #expect("\(try #require(thrown))" == "expected at most 512 nested arrays and objects, found '[' at line 2, column 515")
        #expect(thrown?.offset == 4 + 2 + 512)
        // Within one look past the limit: the rest of the line is dropped as it comes.
        #expect(appended <= 512 + LineNestingWatch.lookInterval + chunk)
        for _ in 0..<100 {
            stream.append(contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: 1000))
            #expect(try stream.next() == nil)
        }
        #expect(stream.buffer.count < 2 * LineNestingWatch.lookInterval)
        stream.append(contentsOf: Array("\n[2]\n".utf8))
        #expect(try stream.next() == [2])
    }

    @Test("a long line is watched for its nesting only: brackets in strings and nesting within the limit read as they are")
    func longLinesWithinTheDepthLimit() throws {
        let deep = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        // A string of brackets with an escaped quote and a backslash, then arrays 511 deep in the
        // object: 512 levels, the limit.
        let text = #"{"s": ""# + String(repeating: "[{", count: 3000) + #"\"[", "e": "\\", "deep": "# + deep + "}\n[2]\n"
        for chunk in [1, 7, 100, 4096] {
            let records = try streamRecords(.lines, Array(text.utf8), chunkSizes: [chunk])
            #expect(records.count == 2)
            #expect(records.first?["s"] == .string(String(repeating: "[{", count: 3000) + "\"["))
            #expect(records.last == [2])
        }
    }

    @Test("brackets in strings before endless nesting: the nesting is followed from the line's start, and the error is at the first bracket too deep",
          arguments: [("[", 600, 1), ("[", 600, 100), ("[", 600, 4096), ("ab[c", 3000, 1), ("ab[c", 3000, 100), ("ab[c", 3000, 4096)])
    func endlessNestingAfterBracketsInStrings(unit: String, repeats: Int, chunk: Int) throws {
        // With a string of 600 `[`, the count of `[` passes the limit at the first look (513
        // bytes); spread out in other text, at a later one. Either way the nesting is then
        // followed from the line's start, past the string (with an escaped quote and backslash).
        let filler = String(repeating: unit, count: repeats) + #"\"\\"#
        let prefix = "[\"" + filler + "\", {\"k\": "
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("[1]\n".utf8))
        #expect(try stream.next() == [1])
        var bytes = Array(prefix.utf8)
        var thrown: JSONSyntaxError?
        var index = 0
        while thrown == nil, index < 1 << 20 {
            if index + chunk > bytes.count { bytes += [UInt8](repeating: UInt8(ascii: "["), count: 4096) }
            stream.append(contentsOf: bytes[index..<index + chunk])
            index += chunk
            do { _ = try stream.next() } catch let error as JSONSyntaxError { thrown = error }
        }
        // Two levels open before the brackets: 510 more reach the limit, the 511th is too deep.
        let column = prefix.utf8.count + 511
        #expect("\(try #require(thrown))" == "expected at most 512 nested arrays and objects, found '[' at line 2, column \(column)")
        #expect(thrown?.offset == 4 + column - 1)
        #expect(index <= column + LineNestingWatch.lookInterval + chunk)
    }

    @Test("with .skip, a line nested too deep is reported and left out")
    func tooDeepLineSkipped() throws {
        let text = "[1]\n" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "\n[2]\n"
        let ((records, error), report) = LeniencyReport.collecting {
            recordsAndError(.lines, text, onInvalidRecord: .skip)
        }
        #expect(error == nil)
        #expect(records == [[1], [2]])
        #expect(report.entries.count == 1)
        #expect(report.entries.first?.position == JSONPosition(offset: 4 + 512, line: 2, column: 513))
    }
}
