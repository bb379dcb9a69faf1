import Testing
@testable import Fleece

/// JSON text sequences (RFC 7464), as GeoJSONSeq (RFC 8142) files are written: a record separator
/// (U+001E) before each text, a line feed after it. `.lines` reads them, and its errors name the
/// text's own line and column. Found by an outside tester working with maps.
@Suite("JSON text sequences read as JSON Lines")
struct JSONTextSequenceTests {
    static let rs = "\u{1E}"

    @Test(arguments: [[1], [7], [4096]])
    func recordsAfterTheSeparator(chunkSizes: [Int]) throws {
        let text = "\(Self.rs){\"type\": \"Feature\", \"id\": 1}\n\(Self.rs){\"type\": \"Feature\", \"id\": 2}\r\n\(Self.rs)\n\(Self.rs)[1, 2]"
        let records = try streamRecords(.lines, Array(text.utf8), chunkSizes: chunkSizes)
        #expect(records == [["type": "Feature", "id": 1], ["type": "Feature", "id": 2], [1, 2]])
    }

    @Test func errorsNameTheTextsColumns() throws {
        let text = "\(Self.rs){\"id\": 1}\n\(Self.rs){\"id\": x}\n"
        let error = try #require(throws: JSONSyntaxError.self) { try streamRecords(.lines, Array(text.utf8), chunkSizes: [4096]) }
        #expect(error.description == "expected a JSON value, found 'x' at line 2, column 9")
        let failure = try #require(throws: DecodeError.self) {
            for record in try streamRecords(.lines, Array("\(Self.rs){\"id\": \"a\"}".utf8), chunkSizes: [4096]) {
                _ = try record.need("id", as: Int.self)
            }
        }
        #expect(failure.failures.map(\.position?.description) == ["line 1, column 9"])
    }

    @Test func aSeparatorElsewhereIsStillAnError() throws {
        let error = try #require(throws: JSONSyntaxError.self) {
            try streamRecords(.lines, Array("{\"id\": 1}\(Self.rs)\n".utf8), chunkSizes: [4096])
        }
        #expect(error.description == "expected the end of the line after the JSON value, found control character U+001E at line 1, column 10")
    }
}
