@testable import FleeceVapor
import Testing

/// The interim line splitter: the same records whatever the chunk sizes.
@Suite struct JSONLinesSplitterTests {
    static let body = Array("{\"id\":1}\r\n\n{\"id\":2}\n   \n{\"id\":3}".utf8)

    /// Feeds `body` in chunks of `size` bytes and returns each line's text and number.
    func lines(chunkSize size: Int, limit: Int = 1024) throws -> [String] {
        var splitter = JSONLinesSplitter(maximumLineLength: limit)
        var found: [String] = []
        var offset = 0
        while offset < Self.body.count {
            let chunk = Self.body[offset..<min(offset + size, Self.body.count)]
            chunk.withUnsafeBytes { splitter.append($0) }
            offset += size
            while let line = try splitter.nextLine() {
                found.append("\(line.number): \(String(decoding: line.bytes, as: UTF8.self))")
            }
        }
        if let last = splitter.finish() { found.append("\(last.number): \(String(decoding: last.bytes, as: UTF8.self))") }
        return found
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func sameLinesWhateverTheChunkSize(size: Int) throws {
        #expect(try lines(chunkSize: size) == [#"1: {"id":1}"#, #"3: {"id":2}"#, #"5: {"id":3}"#])
    }

    @Test func lineOverTheLimitFailsBeforeItEnds() throws {
        #expect(throws: JSONLinesSplitter.LineTooLong.self) { try lines(chunkSize: 4, limit: 5) }
    }

    @Test func relocatesPositionsToTheRecordsLine() {
        #expect(JSONLinesSplitter.relocate("id: found a string, at line 1, column 8.", toLine: 12) == "id: found a string, at line 12, column 8.")
    }
}
