import Fleece
import Testing

/// `lossy(_:as:)` takes the array's type as `need(_:as:)` does, besides the element's: two
/// outside testers wrote `lossy("given", as: [String].self)`, which read every element as an
/// array and skipped them all; and the same for a set's and a dictionary's type, which another
/// tester found read as an array of sets (or of dictionaries), empty.
@Suite("lossy with the collection's type")
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

    static let tagged = #"{"tags": ["swift", 1, "json", "swift"], "fees": {"BTC": 0.0005, "ETH": "n/a"}, "none": null}"#

    @Test("a set's type reads the elements into a set, by key, path or the type asked for")
    func setType() throws {
        let json = try JSON(parsing: Self.tagged)
        let (tags, report) = try LeniencyReport.collecting { try json.lossy("tags", as: Set<String>.self) }
        #expect(tags == ["swift", "json"])
        #expect(report.entries.map(\.path) == [[.key("tags"), .index(1)]])
        #expect(report.entries.map(\.description) == [
            #"tags[1]: skipped element: expected String, found number 1 at line 1, column 20 (declared at LossyArrayTypeTests.swift:\#(#line - 3))"#,
        ])
        let byPath = try json.lossy(["tags"], as: Set<String>.self)
        #expect(byPath == ["swift", "json"])
        let inferred: Set<String> = try json.lossy("tags")
        #expect(inferred == ["swift", "json"])
        let (absent, defaults) = try LeniencyReport.collecting { try json.lossy("fees", as: Set<String>.self) }
        #expect(absent.isEmpty)
        #expect(defaults.entries.map(\.description) == [
            #"fees: used default: expected Set<String>, found object {"BTC":0.0005,"ETH":"n/a"} at line 1, column 49 (declared at LossyArrayTypeTests.swift:\#(#line - 2))"#,
        ])
    }

    @Test("a dictionary's type reads the members that decode")
    func dictionaryType() throws {
        let json = try JSON(parsing: Self.tagged)
        let (fees, report) = try LeniencyReport.collecting { try json.lossy("fees", as: [String: Double].self) }
        #expect(fees == ["BTC": 0.0005])
        #expect(report.entries.map(\.path) == [[.key("fees"), .key("ETH")]])
        #expect(try json.lossy(["fees"], as: [String: Double].self) == ["BTC": 0.0005])
        #expect(try json.lossy("none", as: [String: Double].self) == [:])
    }
}
