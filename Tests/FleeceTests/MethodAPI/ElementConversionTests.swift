import Testing
import Fleece

/// `convert` of an index: arrays whose places hold numbers written as text, such as an
/// exchange's order book `[["43125.67", "0.5"], …]`. An outside tester found only `need` and
/// `want` took an index.
@Suite("convert: an array's element by its index, converted from text")
struct ElementConversionTests {
    static let text = """
        {"bids": [["43125.67", "0.5"], ["43125.10", 2]],
         "bad": [["n/a", "1"]]}
        """

    @Test("each place is the type's value or its text converted, reported at its path")
    func converts() throws {
        let json = try JSON(parsing: Self.text)
        let (bids, report) = try LeniencyReport.collecting {
            try json.need("bids", as: [JSON].self).map { bid in
                [try bid.convert(0, as: Double.self), try bid.convert(1, as: Double.self)]
            }
        }
        #expect(bids == [[43125.67, 0.5], [43125.10, 2]])
        #expect(report.entries.map { "\($0.action) | \($0.path) | \($0.position.map(String.init(describing:)) ?? "-")" } == [
            "converted value | bids[0][0] | line 1, column 12",
            "converted value | bids[0][1] | line 1, column 24",
            "converted value | bids[1][0] | line 1, column 33",
        ])
        let quantity: Int = try #require(json["bids"]?[1]).convert(1)
        #expect(quantity == 2)
    }

    @Test("an element that does not convert, an index past the end, or a value that is not an array fails at its place")
    func failures() throws {
        let json = try JSON(parsing: Self.text)
        let bid = try #require(json["bad"]?[0])
        let declared = #line + 1
        let notANumber = #expect(throws: DecodeError.self) { try bid.convert(0, as: Double.self) }
        #expect(notANumber?.description == #"bad[0][0]: expected Double, found string "n/a" at line 2, column 11 (declared at ElementConversionTests.swift:\#(declared))"#)
        let pastTheEnd = #expect(throws: DecodeError.self) { try bid.convert(2, as: Double.self) }
        #expect(pastTheEnd?.reason == .typeMismatch(expected: "an element at index 2", found: "an array of 2"))
        #expect(pastTheEnd?.path.description == "bad[0][2]")
        let notAnArray = #expect(throws: DecodeError.self) { try json.convert(0, as: Double.self) }
        #expect(notAnArray?.reason == .typeMismatch(expected: "array", found: #"object {"bids":[["43125.67","0.5"],["43125.10",…]],…}"#))
    }
}
