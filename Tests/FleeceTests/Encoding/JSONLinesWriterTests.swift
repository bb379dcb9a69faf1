import Testing
@testable import Fleece

@Suite("JSON Lines out")
struct JSONLinesWriterTests {
    struct Record: Codable, JSONEncodable, Equatable {
        var id: Int
        var name: String
        func write(to writer: inout JSONTextWriter) {
            writer.writeObject { object in
                object.write(id, forKey: "id")
                object.write(name, forKey: "name")
            }
        }
    }

    @Test("10,000 records reach the sink in line-aligned chunks, never the whole text at once")
    func chunks() throws {
        var chunks: [[UInt8]] = []
        var lines = JSONLinesWriter(chunkSize: 4096) { chunks.append($0) }
        for id in 0..<10_000 { try lines.write(Record(id: id, name: "n/\(id)")) }
        #expect(chunks.count > 30)
        try lines.finish()
        let text = String(decoding: chunks.joined(), as: UTF8.self)
        let expected: String = (0..<10_000).map { (id: Int) -> String in #"{"id":\#(id),"name":"n/\#(id)"}"# + "\n" }.joined()
        #expect(text == expected)
        for chunk in chunks.dropLast() {
            #expect(chunk.count >= 4096 && chunk.count < 4096 + 64)
            #expect(chunk.last == UInt8(ascii: "\n"))
        }
        // Each line parses back.
        for line in text.split(separator: "\n").prefix(100) { #expect((try? JSON(parsing: String(line))) != nil) }
    }

    @Test("finish() is a flush: lines written after it reach the sink at the next finish()")
    func finishIsAFlush() throws {
        var chunks: [String] = []
        var lines = JSONLinesWriter(chunkSize: 1000) { chunks.append(String(decoding: $0, as: UTF8.self)) }
        try lines.write(1)
        try lines.finish()
        try lines.write("two")
        try lines.write(3)
        #expect(chunks == ["1\n"])
        try lines.finish()
        try lines.finish()
        #expect(chunks == ["1\n", "\"two\"\n3\n"])
    }

    @Test("a sink that throws loses nothing: the chunk is handed over again with the lines after it")
    func sinkFailureKeepsTheChunk() throws {
        struct Full: Error {}
        var chunks: [String] = []
        var refusals = 1
        var lines = JSONLinesWriter(chunkSize: 4) { chunk in
            if refusals > 0 {
                refusals -= 1
                throw Full()
            }
            chunks.append(String(decoding: chunk, as: UTF8.self))
        }
        #expect(throws: Full.self) { try lines.write("ab") }   // fills a chunk; the sink refuses
        try lines.write(2)                                      // written with the kept chunk
        try lines.finish()
        #expect(chunks == ["\"ab\"\n2\n"])
    }

    @Test("Encodable records through the Codable engine; a failure writes nothing")
    func encodable() throws {
        var output: [UInt8] = []
        var lines = JSONLinesWriter(chunkSize: 1) { output += $0 }
        var encoder = JSONCodableEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try lines.write(encoding: Record(id: 1, name: "a"), with: encoder)
        #expect(throws: EncodingError.self) { try lines.write(encoding: [Double.nan], with: encoder) }
        try lines.write(encoding: ["b": 2], with: encoder)
        try lines.finish()
        #expect(String(decoding: output, as: UTF8.self) == "{\"id\":1,\"name\":\"a\"}\n{\"b\":2}\n")
    }
}
