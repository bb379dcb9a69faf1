import Testing
@testable import Fleece

@Suite("LineTable")
struct LineTableTests {
    /// The position of `offset` counted a byte at a time: lines end at `\n`, columns count
    /// characters (non-continuation bytes), a byte-order mark at the start is not counted.
    static func countedPosition(of offset: Int, in bytes: [UInt8]) -> JSONPosition {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        if lineStart == 0, offset >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column -= 1 }
        return JSONPosition(offset: offset, line: line, column: column)
    }

    /// Texts of short and long lines (longer than a block), multi-byte characters across word
    /// and block boundaries, newlines at word edges, a byte-order mark.
    static let texts: [[UInt8]] = {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("ab".utf8), Array("é".utf8), Array("日本".utf8), Array("🙂".utf8), [UInt8(ascii: "\n")],
                                 Array("\n\n".utf8), Array("       ".utf8)]
        var texts: [[UInt8]] = [[], Array("\n".utf8), Array("x".utf8), [0xEF, 0xBB, 0xBF] + Array("{\"a\":\n1}".utf8)]
        for length in [7, 8, 9, 63, 511, 512, 513, 4097, 9000, 20000] {
            for newlineShare in [0, 1, 8] {
                var text: [UInt8] = length % 2 == 0 ? [0xEF, 0xBB, 0xBF] : []
                while text.count < length {
                    let piece = Int.random(in: 0..<pieces.count, using: &generator)
                    if pieces[piece].first == UInt8(ascii: "\n"), Int.random(in: 0..<16, using: &generator) >= newlineShare { continue }
                    text += pieces[piece]
                }
                texts.append(text)
            }
        }
        return texts
    }()

    @Test("every offset's line and column are those counted a byte at a time")
    func positionsMatchCounting() {
        for text in Self.texts {
            text.withUnsafeBufferPointer { bytes in
                let table = LineTable(bytes)
                var expected = JSONPosition(offset: 0, line: 1, column: 1)
                var mismatches = 0
                for offset in 0...text.count {
                    // Counted incrementally, so that long texts stay quick.
                    if offset > 0 {
                        let byte = text[offset - 1]
                        if byte == UInt8(ascii: "\n") {
                            expected = JSONPosition(offset: offset, line: expected.line + 1, column: 1)
                        } else {
                            let counts = byte & 0xC0 != 0x80 && !(offset <= 3 && text.starts(with: [0xEF, 0xBB, 0xBF]))
                            expected = JSONPosition(offset: offset, line: expected.line, column: expected.column + (counts ? 1 : 0))
                        }
                    }
                    // Offsets inside a byte-order mark are no value's place: not compared.
                    let insideMark = (1...2).contains(offset) && text.starts(with: [0xEF, 0xBB, 0xBF])
                    if !insideMark, table.position(of: offset, in: bytes) != expected { mismatches += 1 }
                }
                #expect(mismatches == 0, "\(text.count) bytes")
            }
        }
    }

    @Test("TextPosition.lineAndColumn, which syntax errors use, gives the counted position at every offset of short texts and near every word edge of long ones")
    func lineAndColumnMatchesCounting() {
        for text in Self.texts {
            var offsets = Set<Int>((text.count - min(text.count, 40))...text.count)
            if text.count <= 600 { offsets.formUnion(0...text.count) }
            for start in stride(from: 0, to: text.count, by: 997) {
                for delta in [0, 1, 7, 8] where start + delta <= text.count { offsets.insert(start + delta) }
            }
            let insideMark = { (offset: Int) in (1...2).contains(offset) && text.starts(with: [0xEF, 0xBB, 0xBF]) }
            let mismatches = text.withUnsafeBufferPointer { bytes in
                offsets.sorted().filter { offset in
                    let counted = Self.countedPosition(of: offset, in: text)
                    let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
                    return !insideMark(offset) && (line != counted.line || column != counted.column)
                }
            }
            #expect(mismatches.isEmpty, "\(text.count) bytes, at \(mismatches.prefix(5))")
        }
        // Newlines in every byte of a word, and every byte of a word a newline.
        let allNewlines = [UInt8](repeating: UInt8(ascii: "\n"), count: 19)
        allNewlines.withUnsafeBufferPointer { bytes in
            for offset in 0...19 { #expect(TextPosition.lineAndColumn(of: offset, in: bytes) == (offset + 1, 1)) }
        }
    }

    @Test("the incremental count agrees with the plain one")
    func incrementalCountIsRight() {
        let text = [0xEF, 0xBB, 0xBF] + Array("{\"é\":\n 1,\n\"🙂\": 2}".utf8)
        text.withUnsafeBufferPointer { bytes in
            let table = LineTable(bytes)
            for offset in [0] + Array(3...text.count) {
                #expect(table.position(of: offset, in: bytes) == Self.countedPosition(of: offset, in: text))
            }
        }
    }

    @Test("a position's description is the interpolated one, for any line and column")
    func descriptionMatchesInterpolation() {
        let values = [0, 1, 9, 10, 99, 100, 12_345, 999_999, 1_000_000, -1, -10, Int.max, Int.min, Int.max - 1, 1 << 40]
        for line in values {
            for column in values {
                #expect(JSONPosition(offset: 0, line: line, column: column).description == "line \(line), column \(column)")
            }
        }
    }

    @Test("a caught failure in a minified document names its place")
    func failurePositionInLongLine() throws {
        let places = (0..<400).map { #"{"id":"\#($0)","name":"ville \#($0) é"}"# }.joined(separator: ",")
        let text = "[" + places + "]"
        let document = try JSONDocument.parse(Array(text.utf8))
        let offset = text.utf8.count - 20
        let expected = Self.countedPosition(of: offset, in: Array(text.utf8))
        #expect(document.position(atOffset: offset) == expected)
        #expect(expected.line == 1)
        #expect(expected.column == String(decoding: text.utf8.prefix(offset), as: UTF8.self).unicodeScalars.count + 1)
    }
}
