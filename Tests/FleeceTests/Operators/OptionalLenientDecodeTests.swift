import Fleece
import Testing

/// `<|?~`: absent or null is nil, a value or its text converts, anything else is an error.
@Suite struct OptionalLenientDecodeTests {
    let json: JSON = ["number": 12, "text": "13", "null": nil, "bad": "n/a", "nested": ["count": "4"]]

    @Test func absentAndNullAreNil() {
        let absent: Decoded<Int?> = json <|?~ "missing"
        let null: Decoded<Int?> = json <|?~ "null"
        #expect(absent.value == .some(nil))
        #expect(null.value == .some(nil))
    }

    @Test func aNumberOrItsTextConverts() {
        let number: Decoded<Int?> = json <|?~ "number"
        let text: Decoded<Int?> = json <|?~ "text"
        let path: Decoded<Int?> = json <|?~ ["nested", "count"]
        let absentPath: Decoded<Int?> = json <|?~ ["missing", "count"]
        #expect(number.value == 12)
        #expect(text.value == 13)
        #expect(path.value == 4)
        #expect(absentPath.value == .some(nil))
    }

    @Test func textThatDoesNotConvertIsTheValuesError() throws {
        let parsed = try JSON(parsing: #"{"bad": "n/a"}"#)
        let bad: Decoded<Double?> = parsed <|?~ "bad"
        #expect(bad.error?.description == #"bad: expected Double, found string "n/a" at line 1, column 9"#)
    }

    @Test func aConversionIsReported() {
        let (value, report) = LeniencyReport.collecting { () -> Decoded<Int?> in json <|?~ "text" }
        #expect(value.value == 13)
        #expect(report.entries.map(\.action) == [.convertedValue])
        #expect(report.entries.map(\.path.description) == ["text"])
    }
}
