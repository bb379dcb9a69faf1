import Testing
@testable import Fleece

/// A leniency report's entries about stream records: a record with no path of its own (a line
/// of JSON Lines, one of concatenated values) is named by the line it starts on, whether the
/// whole record was skipped or a value inside it was forgiven; a record of an array has a path.
@Suite("Leniency report entries of stream records")
struct RecordLeniencyReportTests {
    /// A model whose tags are a lossy array, in the method API.
    struct Tagged: JSONDecodable, Equatable {
        let id: Int
        let tags: [String]

        static let declaringLine = #line + 2
        static func decode(_ json: JSON) -> Decoded<Tagged> {
            Decoded { try Tagged(id: json.need("id"), tags: json.lossy("tags")) }
        }
    }

    /// The same model for Codable, with the lossy array's wrapper.
    struct CodableTagged: Decodable, Equatable {
        let id: Int
        @FailableDecodableArray var tags: [String]
    }

    static let lines = """
        {"id": 1, "tags": ["a", "b"]}
        {"id": 2, "tags": ["c", 7, "d"]}
        {"id": "three", "tags": []}

        {"id": 4, "tags": [true]}

        """

    @Test("JSON Lines, method API: a skipped record and a value inside one name the record's line")
    func linesFunctional() throws {
        let (records, report) = try LeniencyReport.collecting {
            var stream = JSONStream(.lines, onInvalidRecord: .skip)
            stream.append(contentsOf: Array(Self.lines.utf8))
            var records: [Tagged] = []
            while let record = try stream.next(decoding: Tagged.self) { records.append(record) }
            return records
        }
        #expect(records == [Tagged(id: 1, tags: ["a", "b"]), Tagged(id: 2, tags: ["c", "d"]), Tagged(id: 4, tags: [])])
        #expect(report.entries.map(\.description) == [
            #"line 2: tags[1]: skipped element: expected String, found number 7 at line 2, column 25 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
            #"line 3: skipped record: id: expected Int, found string "three" at line 3, column 8 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
            #"line 5: tags[0]: skipped element: expected String, found bool true at line 5, column 20 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
        ])
        // The paths stay the record's own.
        #expect(report.entries.map(\.path.description) == ["tags[1]", "", "tags[0]"])
    }

    @Test("JSON Lines, Codable: the wrappers' entries name the record's line too")
    func linesCodable() async throws {
        let (records, report) = try await LeniencyReport.collecting {
            var records: [CodableTagged] = []
            for try await record in ChunkSource(chunks: chunked(Self.lines, by: 7))
                .decodeJSON(CodableTagged.self, .lines, decoder: JSONCodableDecoder(), onInvalidRecord: .skip) {
                records.append(record)
            }
            return records
        }
        #expect(records.map(\.id) == [1, 2, 4])
        #expect(records.map(\.tags) == [["a", "b"], ["c", "d"], []])
        let descriptions = report.entries.map(\.description)
        #expect(descriptions.count == 3)
        #expect(descriptions[0].hasPrefix("line 2: tags[1]: skipped element: "), "\(descriptions[0])")
        #expect(descriptions[0].hasSuffix("at line 2, column 25."), "\(descriptions[0])")
        #expect(descriptions[1].hasPrefix("line 3: skipped record: id: "), "\(descriptions[1])")
        #expect(descriptions[2].hasPrefix("line 5: tags[0]: skipped element: "), "\(descriptions[2])")
    }

    @Test("Codable records of an array: a missing key's entry names the key's path, as a type mismatch's does")
    func codableMissingKey() async throws {
        let text = "{\"places\": {\"place\": [{\"id\": 1, \"tags\": []},\n{\"tags\": []}, {\"id\": \"x\", \"tags\": []}]}}"
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [Int] = []
            for try await record in ChunkSource(chunks: chunked(text, by: 5))
                .decodeJSON(CodableTagged.self, .array(at: ["places", "place"]), decoder: JSONCodableDecoder(), onInvalidRecord: .skip) {
                ids.append(record.id)
            }
            return ids
        }
        #expect(ids == [1])
        let descriptions = report.entries.map(\.description)
        #expect(descriptions.count == 2)
        // A missing key is said as Fleece says it, without Swift's `CodingKeys(stringValue:intValue:)`.
        #expect(descriptions[0] == #"places.place[1]: skipped element: places.place[1].id: missing key "id" in object at line 2, column 1"#)
        #expect(descriptions[1].hasPrefix("places.place[2]: skipped element: places.place[2].id: Expected to decode Int"), "\(descriptions[1])")
    }

    @Test("Codable records of an array: what a wrapper forgave inside a record has the record's path in front",
          arguments: [1, 5, 4096])
    func codableForgivenInsideARecord(chunkSize: Int) async throws {
        let text = "{\"places\": {\"place\": [{\"id\": 1, \"tags\": []},\n{\"id\": 2, \"tags\": [\"a\", 7]}]}}"
        let (ids, report) = try await LeniencyReport.collecting {
            var ids: [Int] = []
            for try await record in ChunkSource(chunks: chunked(text, by: chunkSize))
                .decodeJSON(CodableTagged.self, .array(at: ["places", "place"]), decoder: JSONCodableDecoder()) {
                ids.append(record.id)
            }
            return ids
        }
        #expect(ids == [1, 2])
        #expect(report.entries.map(\.path.description) == ["places.place[1].tags[1]"])
        #expect(report.entries.map(\.description) == [
            "places.place[1].tags[1]: skipped element: Expected to decode String but found number 7 instead, at line 2, column 25.",
        ])
        // As the same text decoded whole says it.
        struct Places: Decodable { let place: [CodableTagged] }
        struct Root: Decodable { let places: Places }
        let whole = try LeniencyReport.collecting { try JSONCodableDecoder().decode(Root.self, from: text) }
        #expect(whole.report.entries.map(\.description) == report.entries.map(\.description))
    }

    @Test("concatenated values: the line the record starts on; array elements: their path, no line")
    func otherLayouts() throws {
        func report(_ format: JSONStream.Format, _ text: String) throws -> [String] {
            try LeniencyReport.collecting {
                var stream = JSONStream(format, onInvalidRecord: .skip)
                stream.append(contentsOf: Array(text.utf8))
                while try stream.next(decoding: Tagged.self) != nil {}
            }.report.entries.map(\.description)
        }
        #expect(try report(.concatenated, "{\"id\": 1, \"tags\": []} {\"id\": 2,\n \"tags\": [1]}") == [
            "line 1: tags[0]: skipped element: expected String, found number 1 at line 2, column 11 (declared at RecordLeniencyReportTests.swift:\(Tagged.declaringLine))",
        ])
        let arrayEntries = try report(.array, "[{\"id\": 1, \"tags\": []},\n{\"id\": \"x\", \"tags\": [1]}]")
        #expect(arrayEntries == [
            "[1]: skipped element: [1].id: expected Int, found string \"x\" at line 2, column 8 (declared at RecordLeniencyReportTests.swift:\(Tagged.declaringLine))",
        ])
    }

    /// Found by an outside tester: with models that convert values, `entries.count +
    /// omittedCount` counted 760,034 "bad lines" of a log that had 7, and the entries kept under
    /// a limit held only some of the skipped records.
    @Test("skippedRecordCount counts the records a stream skipped, past the limit too, and nothing a model forgave",
          arguments: [JSONStream.Format.lines, .array, .array(at: ["data"])])
    func skippedRecordsAreCountedApart(format: JSONStream.Format) async throws {
        struct Event: JSONDecodable {
            let id: Int
            let ms: Double
            static func decode(_ json: JSON) -> Decoded<Event> { Decoded(Event.init, json <| "id", json <|~ "ms") }
        }
        let records = [#"{"id": 1, "ms": "5"}"#, #"{"id": "x", "ms": 1}"#, #"{"id": 3, "ms": "6"}"#,
                       #"{"ms": 7}"#, #"{"id": 5, "ms": "8"}"#, #"{"id": 6, "ms": [1]}"#]
        let text = switch format {
        case .lines: records.joined(separator: "\n")
        case .array: "[" + records.joined(separator: ",\n") + "]"
        default: #"{"data": ["# + records.joined(separator: ",\n") + "]}"
        }
        for limit in [1, 100] {
            let (ids, report) = try await LeniencyReport.collecting(keepingAtMost: limit) {
                var ids: [Int] = []
                for try await event in ChunkSource(chunks: chunked(text, by: 5)).decodeJSON(Event.self, format, onInvalidRecord: .skip) {
                    ids.append(event.id)
                }
                return ids
            }
            #expect(ids == [1, 3, 5])
            #expect(report.skippedRecordCount == 3)
            // Three conversions and three skipped records.
            #expect(report.entries.count + report.omittedCount == 6)
            #expect(report.entries.count == min(limit, 6))
        }
        // A report around another counts in both, the sync stream's skips too.
        let (inner, outer) = try LeniencyReport.collecting {
            try LeniencyReport.collecting(keepingAtMost: 0) {
                var stream = JSONStream(format, onInvalidRecord: .skip)
                stream.append(contentsOf: Array(text.utf8))
                try stream.finish()
                while try stream.next(decoding: Event.self) != nil {}
            }.report
        }
        #expect(inner.skippedRecordCount == 3 && outer.skippedRecordCount == 3 && inner.entries.isEmpty)
    }

    @Test("a Codable record of the wrong kind of container is said in JSON's words, not Swift's")
    func codableContainerWords() async throws {
        let (_, report) = try await LeniencyReport.collecting {
            for try await _ in ChunkSource(chunks: chunked("[1,2,3]\n{\"id\": 1, \"tags\": {}}\n", by: 4))
                .decodeJSON(CodableTagged.self, .lines, decoder: JSONCodableDecoder(), onInvalidRecord: .skip) {}
        }
        #expect(report.entries.map(\.description) == [
            "line 1: skipped record: Expected to decode an object but found an array instead, at line 1, column 1.",
            "line 2: tags: used default: Expected to decode an array but found an object instead, at line 2, column 19.",
        ])
    }

    @Test("an entry keeps its failure's path and position, not the document of the record it was found in")
    func entriesHoldNoDocument() throws {
        // A skipped record and a skipped value in one: each entry's error had its places in the
        // record's document, which it kept alive (a 200 KB record: 1.8 MB per entry).
        let (_, report) = try LeniencyReport.collecting {
            var stream = JSONStream(.lines, onInvalidRecord: .skip)
            stream.append(contentsOf: Array(Self.lines.utf8))
            while try stream.next(decoding: Tagged.self) != nil {}
        }
        let errors = report.entries.compactMap { $0.error as? DecodeError }
        #expect(errors.count == 3)
        for error in errors {
            for failure in error.failures {
                if case .entry = failure.location { Issue.record("\(failure) holds its document") }
            }
        }
        // What the entries say is unchanged.
        #expect(report.entries.map(\.description) == [
            #"line 2: tags[1]: skipped element: expected String, found number 7 at line 2, column 25 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
            #"line 3: skipped record: id: expected Int, found string "three" at line 3, column 8 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
            #"line 5: tags[0]: skipped element: expected String, found bool true at line 5, column 20 (declared at RecordLeniencyReportTests.swift:\#(Tagged.declaringLine))"#,
        ])
        #expect(errors[1].position.map { [$0.line, $0.column] } == [3, 8])

        // Parsed whole: once the value is gone, so is its document, though the report stays.
        weak var document: JSONDocument?
        let whole = try LeniencyReport.collecting {
            let json = try JSON(parsing: #"{"items": [{"id": 1, "tags": [2, "a"]}, {"id": "x", "tags": []}]}"#)
            if case .object(let object) = json { document = object.document }
            return try json.lossy("items", as: Tagged.self).count
        }
        #expect(whole.value == 1)
        #expect(document == nil)
        #expect(whole.report.entries.map(\.path.description) == ["items[0].tags[0]", "items[1]"])
    }
}
