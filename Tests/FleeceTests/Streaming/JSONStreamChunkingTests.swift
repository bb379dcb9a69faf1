import Testing
@testable import Fleece

/// Every format, fed whole, one byte at a time and in random chunks, hands out the same records:
/// the values it was written from.
@Suite("JSONStream chunking")
struct JSONStreamChunkingTests {
    /// Random records and the stream text of each format, with random whitespace between.
    static func generated(seed: UInt64, count: Int) -> (records: [JSON], lines: [UInt8], concatenated: [UInt8], array: [UInt8], nested: [UInt8]) {
        var random = RandomJSON(generator: SeededGenerator(state: seed))
        var records: [JSON] = []
        for _ in 0..<count { records.append(random.value(depth: 0)) }
        let spaces = [" ", "\n", "\t", "\r\n", "", "  "]
        func gap() -> String { spaces.randomElement(using: &random.generator) ?? "" }
        var lines = ""
        var concatenated = gap()
        var array = "[" + gap()
        for (index, record) in records.enumerated() {
            let pretty = Bool.random(using: &random.generator)
            lines += record.text() + (Bool.random(using: &random.generator) ? "\r\n" : "\n")
            if Int.random(in: 0..<5, using: &random.generator) == 0 { lines += "  \n" }
            // Scalars need a space to end them; containers and strings do not.
            concatenated += record.text(pretty ? .pretty : .compact) + " " + gap()
            array += (index > 0 ? "," + gap() : "") + record.text(pretty ? .pretty : .compact) + gap()
        }
        array += "]" + gap()
        let nested = #"{"meta": {"count": \#(count), "tags": ["x", {"y": null}]}, "places": {"total": 3, "place": "# + array + #", "after": [1, 2, {"z": "}]"}]}, "end": true}"#
        return (records, Array(lines.utf8), Array(concatenated.utf8), Array(array.utf8), Array(nested.utf8))
    }

    static let chunkings: [(String, [Int])] = [("whole", [Int.max]), ("1 byte", [1]), ("2 bytes", [2]), ("7 bytes", [7])]

    @Test("every format gives the same records whole, in small chunks and in random chunks", arguments: [UInt64(1), 2, 3, 0xF1EECE])
    func sameRecords(seed: UInt64) throws {
        let generated = Self.generated(seed: seed, count: 60)
        var random = SeededGenerator(state: seed &* 31)
        let randomSizes = (0..<50).map { _ in Int.random(in: 1...300, using: &random) }
        let formats: [(JSONStream.Format, [UInt8])] = [
            (.lines, generated.lines), (.concatenated, generated.concatenated),
            (.array, generated.array), (.array(at: ["places", "place"]), generated.nested),
        ]
        for (format, bytes) in formats {
            for (name, sizes) in Self.chunkings + [("random", randomSizes)] {
                let records = try streamRecords(format, bytes, chunkSizes: sizes)
                #expect(records == generated.records, "\(format), \(name)")
            }
        }
    }

    @Test("a record's values keep working after the stream has moved on (each record owns its bytes)")
    func recordsOutliveTheBuffer() throws {
        var stream = JSONStream(.lines)
        var kept: [JSON] = []
        for index in 0..<200 {
            stream.append(contentsOf: Array("{\"i\": \(index), \"s\": \"\(String(repeating: "x", count: index))\"}\n".utf8))
            while let record = try stream.next() { kept.append(record) }
        }
        try stream.finish()
        #expect(kept.count == 200)
        for (index, record) in kept.enumerated() {
            #expect(record["i"] == .number(JSON.Number(index)))
            #expect(record["s"] == .string(String(repeating: "x", count: index)))
        }
    }

    @Test("the buffer holds the record being read, not the stream")
    func bufferIsCompacted() throws {
        var stream = JSONStream(.array)
        stream.append(contentsOf: Array("[".utf8))
        let element = Array(#"{"name": "Lisbon", "photo_count": 12},"#.utf8)
        var count = 0
        for _ in 0..<10_000 {
            stream.append(contentsOf: element)
            while try stream.next() != nil { count += 1 }
            #expect(stream.buffer.count <= 2 * element.count)
        }
        stream.append(contentsOf: Array("{}]".utf8))
        while try stream.next() != nil { count += 1 }
        try stream.finish()
        #expect(count == 10_001)
    }
}
