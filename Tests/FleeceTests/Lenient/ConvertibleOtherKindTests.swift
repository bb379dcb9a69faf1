@testable import Fleece
import Foundation
import Testing

/// `@Convertible` of a `String` or a `Bool` takes a value of another kind, as BetterCodable's
/// `@LosslessValue` and `@LosslessBoolValue` do: a number or a bool as a string's text, the
/// numbers 0 and 1 as a bool. Before, `@Convertible var code: String?` made `1234` nil.
extension LenientWrapperTests {
    struct Item: Decodable, Equatable {
        @Convertible var code: String
        @Convertible var label: String?
        @Convertible var flag: Bool
        @Convertible var pinned: Bool?
    }

    @Test("@Convertible String takes a number or bool as its text, Bool takes 0 and 1; each reported",
          arguments: Decoder.allCases)
    func convertibleOtherKind(decoder: Decoder) throws {
        let json = #"[{"code": 1234, "label": 12.50, "flag": 1, "pinned": 0}, {"code": true, "flag": 0, "pinned": 1.0}, {"code": "A7", "label": "x", "flag": true, "pinned": null}]"#
        let (items, report) = try LeniencyReport.collecting { try decoder.decode([Item].self, json) }
        #expect(items.map(\.code) == ["1234", "true", "A7"])
        #expect(items.map(\.label) == [decoder == .fleece ? "12.50" : "12.5", nil, "x"])
        #expect(items.map(\.flag) == [true, false, true])
        #expect(items.map(\.pinned) == [false, true, nil])
        #expect(report.entries.map(\.action) == Array(repeating: .convertedValue, count: 7))
        #expect(report.entries.map(\.path.description) == [
            "[0].code", "[0].label", "[0].flag", "[0].pinned", "[1].code", "[1].flag", "[1].pinned",
        ])
    }

    @Test("@Convertible Bool refuses other numbers and the string \"1\"; an optional is nil, reported",
          arguments: Decoder.allCases)
    func convertibleBoolRefuses(decoder: Decoder) throws {
        struct Flag: Decodable { @Convertible var flag: Bool }
        struct MaybeFlag: Decodable { @Convertible var flag: Bool? }
        for text in ["2", "-1", "0.5", #""1""#, #""yes""#, "[1]"] {
            #expect(throws: DecodingError.self, "\(text)") { try decoder.decode(Flag.self, #"{"flag": \#(text)}"#) }
            let (maybe, report) = try LeniencyReport.collecting { try decoder.decode(MaybeFlag.self, #"{"flag": \#(text)}"#) }
            #expect(maybe.flag == nil)
            #expect(report.entries.map(\.action) == [.replacedWithNil], "\(text)")
        }
        struct Code: Decodable { @Convertible var code: String }
        #expect(throws: DecodingError.self) { try decoder.decode(Code.self, #"{"code": [1]}"#) }
        #expect(throws: DecodingError.self) { try decoder.decode(Code.self, #"{"code": null}"#) }
    }

    /// Found by an outside tester: `<|~` and `convert` refused `{"b": 1}` as a `Bool` that
    /// `@Convertible var b: Bool` took.
    @Test("<|~ and convert take 0 and 1 as a Bool, as @Convertible does, reported; nothing else")
    func functionalAndMethodBoolFromNumber() throws {
        struct Flags: JSONDecodable, Equatable {
            let flag: Bool
            let pinned: Bool?
            static func decode(_ json: JSON) -> Decoded<Flags> {
                curry(Flags.init) <^> json <|~ "flag" <*> json <|?~ "pinned"
            }
        }
        let json = try JSON(parsing: #"[{"flag": 1, "pinned": 0}, {"flag": 0, "pinned": 1.0}, {"flag": 1e0}]"#)
        let (flags, report) = try LeniencyReport.collecting { try [Flags].decode(json).get() }
        #expect(flags == [Flags(flag: true, pinned: false), Flags(flag: false, pinned: true), Flags(flag: true, pinned: nil)])
        #expect(report.entries.map(\.action) == Array(repeating: .convertedValue, count: 5))
        #expect(report.entries.map(\.path.description) == ["[0].flag", "[0].pinned", "[1].flag", "[1].pinned", "[2].flag"])
        // Without a report, the same values.
        #expect(try [Flags].decode(json).get() == flags)
        #expect(try JSON(parsing: #"{"b": 1}"#).convert("b", as: Bool.self) == true)
        #expect(try JSON(parsing: #"{"b": 0}"#).convert("b", as: Bool.self) == false)
        for text in ["2", "-1", "0.5", #""1""#, #""yes""#, "[1]"] {
            let object = try JSON(parsing: #"{"b": \#(text)}"#)
            #expect(throws: DecodeError.self, "\(text)") { try object.convert("b", as: Bool.self) }
            let decoded: Decoded<Bool> = object <|~ "b"
            #expect(decoded.error?.path.description == "b", "\(text)")
        }
    }

    /// Found by an outside tester: the entry said "The given data was not valid JSON. The
    /// number 3.5 …" of valid JSON, the sentence `JSONDecoder`'s thrown error has (and keeps).
    @Test("a number that does not fit is reported as that, not as JSON that is not valid")
    func numberThatDoesNotFitInAReport() throws {
        struct Counts: Decodable { @FailableDecodableArray var counts: [Int8] }
        let (counts, report) = try LeniencyReport.collecting {
            try JSONCodableDecoder().decode(Counts.self, from: #"{"counts": [1, 3.5, 300]}"#)
        }
        #expect(counts.counts == [1])
        #expect(report.entries.map(\.description) == [
            "counts[1]: skipped element: The number 3.5 at counts[1] does not fit in Int8, at line 1, column 16",
            "counts[2]: skipped element: The number 300 at counts[2] does not fit in Int8, at line 1, column 21",
        ])
        // The thrown error keeps `JSONDecoder`'s sentence.
        #expect {
            try JSONCodableDecoder().decode([Int8].self, from: "[300]")
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription.hasPrefix("The given data was not valid JSON. The number 300 ")
        }
    }

    @Test("text that is not one character is no Character, never a trap")
    func characterFromText() {
        #expect(ConvertibleText.value("a", as: Character.self) == "a")
        #expect(ConvertibleText.value("é", as: Character.self) == "é")
        #expect(ConvertibleText.value("🇫🇷", as: Character.self) == "🇫🇷")
        #expect(ConvertibleText.value("ab", as: Character.self) == nil)
        #expect(ConvertibleText.value("", as: Character.self) == nil)
    }
}
