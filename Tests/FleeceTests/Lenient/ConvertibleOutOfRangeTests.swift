@testable import Fleece
import Foundation
import Testing

/// Found by an outside tester: `@Convertible var p: UInt8` on `"256"` said `found a string
/// "256"`, which reads as if the wrapper had not tried the text. Each style now says why number
/// text did not convert, in the words a JSON number's range error uses.
extension LenientWrapperTests {
    static let outOfRangeTexts: [(text: String, why: String)] = [
        (#""256""#, "more than UInt8.max"),
        (#""-1""#, "UInt8 cannot be negative"),
        (#""99999999999999999999999""#, "more than UInt8.max"),
        (#""1.5""#, "UInt8's text is digits with an optional sign"),
        (#""3e2""#, "UInt8's text is digits with an optional sign"),
        // Found by an outside tester coming from Python, whose int() reads the first.
        (#"" 12 ""#, "spaces around the number are not read"),
        (#""1,234""#, "a comma is not read: the decimal point is '.', with no thousands separators"),
        (#""0x1F""#, "hexadecimal text is not read"),
        (#""""#, "empty text"),
    ]

    @Test("@Convertible says why number text did not convert: out of range, or not an integer's text",
          arguments: Decoder.allCases)
    func convertibleSaysWhyTextDidNotConvert(decoder: Decoder) throws {
        struct Port: Decodable { @Convertible var p: UInt8 }
        struct MaybePort: Decodable { @Convertible var p: UInt8? }
        for (text, why) in Self.outOfRangeTexts {
            let json = #"{"p": \#(text)}"#
            let error = try #require(throws: DecodingError.self) { try decoder.decode(Port.self, json) }
            guard case .typeMismatch(let type, let context) = error else { Issue.record("\(error)"); continue }
            #expect(ObjectIdentifier(type) == ObjectIdentifier(UInt8.self))
            #expect(context.codingPath.map(\.stringValue) == ["p"])
            let found = decoder.knowsPositions ? "a string \(text)" : "a string"
            let position = decoder.knowsPositions ? ", at line 1, column 7" : ""
            #expect(context.debugDescription == "Expected to decode UInt8 but found \(found) instead (\(why))\(position).")
            // An optional is nil, and the report's entry says why.
            let (maybe, report) = try LeniencyReport.collecting { try decoder.decode(MaybePort.self, json) }
            #expect(maybe.p == nil)
            #expect(report.entries.map(\.action) == [.replacedWithNil])
            #expect(report.entries.first?.description.contains("instead (\(why))") == true, "\(report.entries)")
        }
        // Text that is no number, and a number that converts, are as before.
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Port.self, #"{"p": "abc"}"#) }
        #expect(error.context?.debugDescription.contains("(") == false)
        #expect(try decoder.decode(Port.self, #"{"p": "255"}"#).p == 255)
    }

    @Test("<|~, convert and wantConverted say why number text did not convert")
    func functionalAndMethodSayWhyTextDidNotConvert() throws {
        for (text, why) in Self.outOfRangeTexts {
            let object = try JSON(parsing: #"{"p": \#(text)}"#)
            let expected = "p: expected UInt8, found string \(text) (\(why)) at line 1, column 7"
            let decoded: Decoded<UInt8> = object <|~ "p"
            #expect(decoded.error?.description == expected)
            let optional: Decoded<UInt8?> = object <|?~ "p"
            #expect(optional.error?.description == expected)
            let convertLine = #line + 1
            let thrown = try #require(throws: DecodeError.self) { try object.convert("p", as: UInt8.self) }
            #expect(thrown.failures.map(\.description) == ["\(expected) (declared at ConvertibleOutOfRangeTests.swift:\(convertLine))"])
            let wanted = try #require(throws: DecodeError.self) { try object.wantConverted("p", as: UInt8.self) }
            #expect(wanted.failures.first?.reasonText == "expected UInt8, found string \(text) (\(why))")
        }
        let floats = try JSON(parsing: #"{"big": "1e39", "tiny": "1e-50", "huge": "1e400", "word": "inf"}"#)
        let big: Decoded<Float> = floats <|~ "big"
        let tiny: Decoded<Float> = floats <|~ "tiny"
        let huge: Decoded<Double> = floats <|~ "huge"
        let word: Decoded<Double> = floats <|~ "word"
        #expect(big.error?.description == #"big: expected Float, found string "1e39" (beyond Float's range) at line 1, column 9"#)
        #expect(tiny.error?.description == #"tiny: expected Float, found string "1e-50" (too close to 0 for Float) at line 1, column 25"#)
        #expect(huge.error?.description == #"huge: expected Double, found string "1e400" (beyond Double's range) at line 1, column 42"#)
        #expect(word.error?.description == #"word: expected Double, found string "inf" at line 1, column 59"#)
    }

    @Test("a @Convertible model decoded through the functional API keeps the why as the failure's detail")
    func convertibleWhyThroughTheBridge() throws {
        struct Port: Decodable, JSONDecodableByCodable { @Convertible var p: UInt8 }
        let json = try JSON(parsing: #"{"p": "256"}"#)
        let error = try #require(Port.decode(json).error)
        #expect(error.description == #"p: expected UInt8, found string "256" (more than UInt8.max) at line 1, column 7"#)
    }
}
