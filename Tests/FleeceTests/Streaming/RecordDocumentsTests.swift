import Testing
@testable import Fleece

/// A model that keeps part of its record as `JSON`: a view into the record's document, which the
/// stream must then never fill with a later record.
private struct KeepsPayload: Decodable, JSONDecodable, Equatable {
    let id: Int
    let payload: JSON

    static func decode(_ json: JSON) -> Decoded<KeepsPayload> {
        Decoded { try KeepsPayload(id: json.need("id"), payload: json.need("payload")) }
    }
}

/// The document behind a record. Tests hold it `weak` between records: a weak reference leaves
/// the stream free to reuse it, and is nil once it is freed, so `===` on a later record's
/// document says exactly whether that one was reused (unlike comparing addresses, which a new
/// allocation may take over).
private func document(of json: JSON) -> JSONDocument? {
    switch json {
    case .object(let object): object.document
    case .array(let array): array.document
    case .number(let number): number.document
    case .string, .bool, .null: nil
    }
}

/// `{"id": i, "payload": {"i": i, "s": "x…"}}` for each index, one per line.
private func payloadLines(_ indices: Range<Int>) -> String {
    indices.map { #"{"id": \#($0), "payload": {"i": \#($0), "s": "\#(String(repeating: "x", count: $0 % 37))"}}"# }
        .joined(separator: "\n") + "\n"
}

@Suite("JSONStream record documents")
struct RecordDocumentsTests {
    @Test("a record no one keeps lends its document to the next one; a kept record keeps its own")
    func reusedUnlessKept() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array(payloadLines(0..<12).utf8))
        var kept: [JSON] = []
        weak var previous: JSONDocument?
        var reused: [Bool] = []
        var index = 0
        while let record = try stream.next() {
            let current = try #require(document(of: record))
            reused.append(previous === current)
            previous = current
            #expect(record["id"] == .number(JSON.Number(index)))
            // Keep every third record: the one after it must get a document of its own.
            if index % 3 == 0 { kept.append(record) }
            index += 1
        }
        #expect(index == 12)
        #expect(reused == [false, false, true, true, false, true, true, false, true, true, false, true])
        for (position, record) in kept.enumerated() {
            let id = position * 3
            #expect(record == ["id": .number(JSON.Number(id)), "payload": ["i": .number(JSON.Number(id)), "s": .string(String(repeating: "x", count: id % 37))]])
        }
    }

    /// `nextDecoded` lends the record's document to the decode and takes it back after (the
    /// stream keeps no reference meanwhile): the same reuse as `next()`, also after a record
    /// whose decode failed and was skipped.
    @Test("a decoded record hands its document back to the next one, also when its decode failed; a kept record keeps its own")
    func decodedRecordsHandTheirDocumentBack() throws {
        struct Failure: Error {}
        var stream = JSONStream(.lines, onInvalidRecord: .skip)
        stream.append(contentsOf: Array(payloadLines(0..<12).utf8))
        var kept: [JSON] = []
        weak var previous: JSONDocument?
        var reused: [Bool] = []
        var ids: [Int] = []
        var index = 0
        let (_, report) = try LeniencyReport.collecting {
            while let id = try stream.nextDecoded({ record -> Int in
                reused.append(previous === record.document)
                previous = record.document
                defer { index += 1 }
                // Keep every third record: the one after it must get a document of its own.
                if index % 3 == 0 { kept.append(record.json) }
                if index == 4 || index == 7 { throw Failure() }
                return try record.json.need("id")
            }) {
                ids.append(id)
            }
        }
        #expect(ids == [0, 1, 2, 3, 5, 6, 8, 9, 10, 11])
        #expect(report.entries.count == 2)
        #expect(reused == [false, false, true, true, false, true, true, false, true, true, false, true])
        for (position, record) in kept.enumerated() {
            let id = position * 3
            #expect(record == ["id": .number(JSON.Number(id)), "payload": ["i": .number(JSON.Number(id)), "s": .string(String(repeating: "x", count: id % 37))]])
        }
    }

    @Test("models that keep a view into their record keep their own values, decoded with Codable and JSONDecodable",
          arguments: [1, 5, 64, 1 << 20])
    func keptViewsSurvive(chunkSize: Int) async throws {
        let text = payloadLines(0..<80)
        let expected = (0..<80).map { KeepsPayload(id: $0, payload: ["i": .number(JSON.Number($0)), "s": .string(String(repeating: "x", count: $0 % 37))]) }
        var codable: [KeepsPayload] = []
        for try await model in ChunkSource(chunks: chunked(text, by: chunkSize)).decodeJSON(KeepsPayload.self, .lines, decoder: JSONCodableDecoder()) {
            codable.append(model)
        }
        #expect(codable == expected)
        var functional: [KeepsPayload] = []
        for try await model in ChunkSource(chunks: chunked(text, by: chunkSize)).decodeJSON(KeepsPayload.self, .lines) {
            functional.append(model)
        }
        #expect(functional == expected)
    }

    @Test("records spanning chunk boundaries read the same into a reused document, in every format",
          arguments: [1, 2, 3, 13])
    func spanningChunks(chunkSize: Int) throws {
        let values: [JSON] = (0..<30).map { ["n": .number(JSON.Number($0)), "text": .string(String(repeating: "é", count: $0))] }
        let formats: [(JSONStream.Format, String)] = [
            (.lines, values.map { $0.text() }.joined(separator: "\n")),
            (.concatenated, values.map { $0.text() }.joined()),
            (.array, "[" + values.map { $0.text() }.joined(separator: ",") + "]"),
            (.array(at: ["a"]), #"{"a": ["# + values.map { $0.text() }.joined(separator: ",") + "]}"),
        ]
        for (format, text) in formats {
            var stream = JSONStream(format)
            weak var previous: JSONDocument?
            var reuses = 0
            var count = 0
            func check(_ record: JSON) throws {
                #expect(record == values[count], "\(format)")
                let current = try #require(document(of: record))
                if previous === current { reuses += 1 }
                previous = current
                count += 1
            }
            for chunk in chunked(text, by: chunkSize) {
                stream.append(contentsOf: chunk)
                while let record = try stream.next() { try check(record) }
            }
            try stream.finish()
            while let record = try stream.next() { try check(record) }
            #expect(count == 30, "\(format)")
            // Each record is dropped before the next is read: all but the first reuse its document
            // (in `.array(at:)` the key before the array takes it first, which is no record).
            #expect(reuses == 29, "\(format)")
        }
    }

    @Test("after a record far larger than the next ones, its storage is let go, and the small records still read")
    func largeRecordThenSmall() throws {
        let large = #"{"big": ""# + String(repeating: "y", count: 1 << 20) + #"", "list": [\#((0..<5_000).map(String.init).joined(separator: ","))]}"#
        let small = (0..<5).map { #"{"n": \#($0)}"# }
        var stream = JSONStream(.lines)
        // Every line ends with "\n", so `next()` reads each as it is asked for (`finish()` would
        // read them all at once, and hold them all until handed out).
        stream.append(contentsOf: Array(([#"{"n": -1}"#, large] + small).map { $0 + "\n" }.joined().utf8))
        let first = try #require(try stream.next())
        weak var previous: JSONDocument?
        do {
            let big = try #require(try stream.next())
            #expect(big["big"] == .string(String(repeating: "y", count: 1 << 20)))
            #expect(big["list"]?[4_999] == .number(JSON.Number(4_999)))
            // The first record is still held, so the large one has a document of its own.
            previous = document(of: big)
            #expect(previous !== document(of: first))
            #expect(previous?.bytes.count == large.utf8.count)
        }
        var reused: [Bool] = []
        // As text: a `JSON` number would hold its record's document.
        var numbers: [String?] = []
        while let record = try stream.next() {
            let current = try #require(document(of: record))
            reused.append(previous === current)
            #expect(current.bytes.capacity < 4096)
            previous = current
            numbers.append(record["n"]?.text())
        }
        let expectedNumbers: [String?] = (0..<5).map { (index: Int) -> String? in String(index) }
        #expect(numbers == expectedNumbers)
        // The large record's document is not filled with a small one: a new one is made, then reused.
        #expect(reused == [false, true, true, true, true])
        #expect(first["n"] == -1)
        try stream.finish()
        #expect(try stream.next() == nil)
    }

    @Test("a syntax error after reused documents has its exact line and column, and the lines after it read afresh")
    func syntaxErrorAfterReuse() throws {
        let text = payloadLines(0..<5) + "{\"id\": 5, \"payload\": [1, 2,, 3]}\n" + payloadLines(6..<9)
        let ((records, error), report) = LeniencyReport.collecting {
            recordsAndError(.lines, text, onInvalidRecord: .skip)
        }
        #expect(error == nil)
        #expect(records.map { $0["id"] } == [0, 1, 2, 3, 4, 6, 7, 8].map { .number(JSON.Number($0)) })
        let entry = try #require(report.entries.first)
        // The second ',' of `[1, 2,, 3]`: column 28 of line 6.
        let offset = Array(payloadLines(0..<5).utf8).count + 27
        #expect(entry.position == JSONPosition(offset: offset, line: 6, column: 28))
        let (_, thrown) = recordsAndError(.lines, text)
        let syntax = try #require(thrown as? JSONSyntaxError)
        #expect(syntax.line == 6 && syntax.column == 28 && syntax.offset == offset)
    }

    @Test("a decoding error in a reused document names its line and column in the stream")
    func decodeErrorAfterReuse() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("{\"id\": 1, \"type\": \"a\"}\n{\"id\": 2, \"type\": \"b\"}\n\n  {\"id\": 3, \"type\": 4}\n".utf8))
        #expect(try stream.next(decoding: StreamEvent.self) == StreamEvent(id: 1, type: "a"))
        #expect(try stream.next(decoding: StreamEvent.self) == StreamEvent(id: 2, type: "b"))
        #expect {
            _ = try stream.next(decoding: StreamEvent.self)
        } throws: { error in
            let error = error as? DecodeError
            // Line 4 starts at offset 47 (23 + 23 + a blank line); `4` is its 21st character.
            return error?.path.description == "type" && error?.position == JSONPosition(offset: 67, line: 4, column: 21)
        }
    }
}
