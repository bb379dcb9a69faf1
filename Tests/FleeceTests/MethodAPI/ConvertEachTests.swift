import Testing
import Fleece

/// `convertEach`: an array whose numbers or bools may be written as text, each element read as
/// `convert` reads one value.
@Suite("convertEach: an array's elements converted from text")
struct ConvertEachTests {
    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"coordinates": ["2.35", 48.85, "1e3"],
             "counts": ["3406", 12],
             "bad": ["n/a", 1, null, "12.5"],
             "labels": [1, "a", true, 1.50],
             "text": "2.35"}
            """)
    }

    @Test("each element is the type's value, or its text converted")
    func converts() throws {
        #expect(try json.convertEach("coordinates", as: Double.self) == [2.35, 48.85, 1000])
        let counts: [Int] = try json.convertEach("counts")
        #expect(counts == [3406, 12])
        #expect(try json.convertEach("labels", as: String.self) == ["1", "a", "true", "1.50"])
    }

    @Test("each conversion is reported at its element's path")
    func reportsEachConversion() throws {
        let (values, report) = try LeniencyReport.collecting { try json.convertEach("coordinates", as: Double.self) }
        #expect(values == [2.35, 48.85, 1000])
        #expect(report.entries.map { "\($0.action) | \($0.path) | \($0.position.map(String.init(describing:)) ?? "-")" } == [
            "converted value | coordinates[0] | line 1, column 18",
            "converted value | coordinates[2] | line 1, column 33",
        ])
    }

    @Test("every element that neither decodes nor converts is named with its index")
    func failures() throws {
        let error = #expect(throws: DecodeError.self) { try json.convertEach("bad", as: Int.self) }
        #expect(error?.failures.map(\.path.description) == ["bad[0]", "bad[2]", "bad[3]"])
        #expect(error?.failures.map(\.position?.description) == ["line 3, column 10", "line 3, column 20", "line 3, column 26"])
    }

    @Test("an absent key, or a value that is not an array, fails")
    func notAnArray() throws {
        let absent = #expect(throws: DecodeError.self) { try json.convertEach("none", as: Double.self) }
        #expect(absent?.reason == .missingKey("none"))
        let text = #expect(throws: DecodeError.self) { try json.convertEach("text", as: Double.self) }
        #expect(text?.reason == .typeMismatch(expected: "[Double]", found: #"string "2.35""#))
        #expect(text?.path.description == "text")
    }
}
