import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Converting text to a standard number or bool takes a shortcut when no `LeniencyReport` is
/// collected (no type-mismatch error is built first). The results must be exactly those of the
/// full path and of `JSONDecoder`, including the failures the shortcut hands back to it.
@Suite("Convertible text without a report")
struct ConvertibleWithoutReportTests {
    struct Counts: Decodable, Equatable {
        @Convertible var photoCount: Int
        @Convertible var latitude: Double
        @Convertible var small: UInt8
        @Convertible var flag: Bool
        @Convertible var maybe: Int?
    }

    static let strings = #"{"photoCount": "3406", "latitude": "-33.868820", "small": "255", "flag": "true", "maybe": "n/a"}"#

    @Test func sameValuesAsJSONDecoderAndAsWhenCollecting() throws {
        let data = Data(Self.strings.utf8)
        let ours = try FleeceDecoder().decode(Counts.self, from: data)
        let theirs = try JSONDecoder().decode(Counts.self, from: data)
        let (collected, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(Counts.self, from: data) }
        #expect(ours == theirs)
        #expect(ours == collected)
        #expect(ours.photoCount == 3406 && ours.latitude == -33.86882 && ours.small == 255 && ours.flag)
        #expect(ours.maybe == nil)
        #expect(report.entries.map(\.action) == [.convertedValue, .convertedValue, .convertedValue, .convertedValue, .replacedWithNil])
    }

    @Test func textThatDoesNotConvertFailsAsBefore() throws {
        for text in [#"{"photoCount": "3406x"}"#, #"{"photoCount": " 3406"}"#, #"{"photoCount": "1e3"}"#] {
            #expect(throws: DecodingError.self) { try FleeceDecoder().decode([String: Convertible<Int>].self, from: Data(text.utf8)) }
        }
        let outOfRange = Data(#"{"small": "256"}"#.utf8)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode([String: Convertible<UInt8>].self, from: outOfRange) }
    }

    @Test func functionalConvertTakesTheSameShortcut() throws {
        let json = try JSON(parsing: #"{"count": "3406", "rate": "0.25", "bad": "12a", "on": "false"}"#)
        #expect(((json <|~ "count") as Decoded<Int>).value == 3406)
        #expect(((json <|~ "rate") as Decoded<Double>).value == 0.25)
        #expect(((json <|~ "on") as Decoded<Bool>).value == false)
        let bad: Decoded<Int> = json <|~ "bad"
        #expect(bad.error?.description == #"bad: expected Int, found string "12a" at line 1, column 42"#)
        let (count, report) = LeniencyReport.collecting { (json <|~ "count") as Decoded<Int> }
        #expect(count.value == 3406)
        #expect(report.entries.map(\.action) == [.convertedValue])
    }
}
