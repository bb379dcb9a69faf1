import Fleece
import Testing

/// `lossy(_:as:)` takes the array's type as `need(_:as:)` does, besides the element's: two
/// outside testers wrote `lossy("given", as: [String].self)`, which read every element as an
/// array and skipped them all.
@Suite("lossy with the array's type")
struct LossyArrayTypeTests {
    static let text = #"{"name": {"given": ["Peter", 7, "James"]}, "rows": [[1, 2], [3, "x"], "no"]}"#

    @Test("the array's type reads the elements, as the element's type does")
    func arrayType() throws {
        let json = try JSON(parsing: Self.text)
        let name = try #require(json["name"])
        let (byArrayType, report) = try LeniencyReport.collecting { try name.lossy("given", as: [String].self) }
        #expect(byArrayType == ["Peter", "James"])
        #expect(try name.lossy("given", as: String.self) == ["Peter", "James"])
        #expect(try json.lossy(["name", "given"], as: [String].self) == ["Peter", "James"])
        #expect(report.entries.map(\.path) == [[.key("name"), .key("given"), .index(1)]])
    }

    @Test("a lossy array of arrays says so by its type")
    func arraysOfArrays() throws {
        let json = try JSON(parsing: Self.text)
        let rows: [[Int]] = try json.lossy("rows", as: [Int].self)
        #expect(rows == [[1, 2]])
        let byPath: [[Int]] = try json.lossy(["rows"], as: [Int].self)
        #expect(byPath == [[1, 2]])
    }
}
