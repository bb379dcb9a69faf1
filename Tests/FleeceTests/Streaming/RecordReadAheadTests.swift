import Testing
@testable import Fleece

/// A record is parsed where it lies in the stream's buffer, with the rest of the buffer (the
/// next records, when a chunk held several) readable after it, so that its last key or string
/// takes the parser's short-string path (`Parser.readable`). Whether the next bytes are there
/// depends on the chunking: whole input, one byte at a time and every chunk size in between
/// must give the same values, and the same errors at the same lines and columns.
@Suite("JSONStream records parsed in the buffer, next bytes readable")
struct RecordReadAheadTests {
    /// Lines whose last key or string ends near the line's end, at every distance.
    static var lines: String {
        (0...34).map { length in
            let text = String(repeating: "r", count: length)
            return #"{"id":\#(length),"tags":["\#(text)"],"\#(text)":null}"# + "\n" + #"{"s":"\#(text)"}"#
        }.joined(separator: "\n") + "\n"
    }

    static let chunkSizes: [[Int]] = [[Int.max], [1], [2], [3], [5, 11], [16], [17], [33], [64, 1, 7]]

    @Test("the same records whatever the chunking")
    func sameValues() throws {
        let bytes = Array(Self.lines.utf8)
        let expected = try Self.lines.split(separator: "\n").map { try JSON(parsing: Array($0.utf8)) }
        #expect(expected.count == 70)
        for sizes in Self.chunkSizes {
            #expect(try streamRecords(.lines, bytes, chunkSizes: sizes) == expected, "\(sizes)")
            #expect(try streamRecords(.concatenated, bytes, chunkSizes: sizes) == expected, "\(sizes)")
        }
    }

    @Test("the same Codable values whatever the chunking")
    func sameDecodedValues() throws {
        struct Line: Decodable, Equatable {
            let id: Int?
            let tags: [String]?
            let s: String?
        }
        let bytes = Array(Self.lines.utf8)
        let decoder = JSONCodableDecoder()
        let expected = try Self.lines.split(separator: "\n").map { try decoder.decode(Line.self, from: Array($0.utf8)) }
        for sizes in Self.chunkSizes {
            var stream = JSONStream(.lines)
            let records = decoder.recordDecoder()
            var decoded: [Line] = []
            var start = 0
            var index = 0
            while start < bytes.count {
                let end = min(start + min(sizes[index % sizes.count], bytes.count), bytes.count)
                stream.append(contentsOf: bytes[start..<end])
                while let line = try stream.nextDecoded({ try $0.decodeCodable(Line.self, with: records) }) { decoded.append(line) }
                start = end
                index += 1
            }
            stream.endInput()
            while let line = try stream.nextDecoded({ try $0.decodeCodable(Line.self, with: records) }) { decoded.append(line) }
            #expect(decoded == expected, "\(sizes)")
        }
    }

    /// A line cut short inside a string, followed by lines whose quotes a read past its end
    /// would find: the error is at the line's end, in every chunking, and with `.skip` the same
    /// report and the same records follow.
    @Test("a string cut short at a line's end is an error there, whatever follows in the buffer")
    func cutShortString() throws {
        let text = "{\"a\":\"x\"}\n{\"referrer\":\"https://ex\n{\"b\":\"y\"}\n\"z\"\n"
        let bytes = Array(text.utf8)
        for sizes in Self.chunkSizes {
            do {
                _ = try streamRecords(.lines, bytes, chunkSizes: sizes)
                Issue.record("accepted the cut-short line, \(sizes)")
            } catch let error as JSONSyntaxError {
                #expect(error.kind == .unexpectedEndOfInput, "\(sizes)")
                #expect(error.line == 2 && error.column == 24 && error.offset == 33, "\(sizes): \(error)")
            }
            let (records, report) = try LeniencyReport.collecting {
                try streamRecords(.lines, bytes, chunkSizes: sizes, onInvalidRecord: .skip)
            }
            #expect(records == [["a": "x"], ["b": "y"], "z"], "\(sizes)")
            #expect(report.entries.map(\.position) == [JSONPosition(offset: 33, line: 2, column: 24)], "\(sizes)")
        }
    }
}
