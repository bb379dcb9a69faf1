import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A string converted to a floating-point number (`@Convertible`, `<|~`, `convert`) must be
/// decimal number text whose value the type holds. Found by an outside tester: `"NaN"`, `"inf"`,
/// `"-Infinity"`, `"0x1p3"` and `"nan(0x7)"` converted (as `Double(text)` reads them), and
/// `"1e400"` became infinity while the JSON number `1e400` is rejected.
@Suite("Floating-point numbers from text: decimal text only")
struct DecimalTextConversionTests {
    struct D: Codable { @Convertible var v: Double }
    struct F: Codable { @Convertible var v: Float }
    struct I: Codable { @Convertible var v: Int }
    struct OptionalD: Codable { @Convertible var v: Double? }

    struct Functional: JSONDecodable {
        let v: Double
        static func decode(_ json: JSON) -> Decoded<Functional> { Functional.init <^> json <|~ "v" }
    }

    static func data(_ text: String) -> Data { Data(#"{"v": "\#(text)"}"#.utf8) }

    static let rejected = ["NaN", "nan", "inf", "-inf", "Infinity", "-Infinity", "0x1p3", "0X1P3", "nan(0x7)", "1e400", "-1e400", "1e-400", " 1", "1 ", "1_000", "", "."]

    @Test("no number, or one a Double cannot hold: an error under every API", arguments: rejected)
    func rejectedText(text: String) throws {
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(D.self, from: Self.data(text)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(D.self, from: Self.data(text)) }
        #expect(throws: DecodingError.self) { try JSONCodableDecoder().decode(D.self, from: Self.data(text)) }
        let json = try JSON(parsing: Self.data(text))
        #expect(Functional.decode(json).value == nil)
        do {
            let value = try json.convert("v", as: Double.self)
            Issue.record("\(text) converted to \(value)")
        } catch {
            #expect(error.reason == .typeMismatch(expected: "Double", found: "string \"\(text)\""))
        }
        // An optional is nil, and the report says so; the same while collecting as without.
        #expect(try FleeceDecoder().decode(OptionalD.self, from: Self.data(text)).v == nil)
        let (value, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(OptionalD.self, from: Self.data(text)) }
        #expect(value.v == nil)
        #expect(report.entries.map(\.action) == [.replacedWithNil])
        #expect(throws: DecodeError.self) { try LeniencyReport.collecting { try json.convert("v", as: Double.self) } }
    }

    @Test("decimal text converts to the nearest Double, as before")
    func acceptedText() throws {
        let accepted: [(String, Double)] = [
            ("-33.86882", -33.86882), ("1E+2", 100), ("+1.5", 1.5), (".5", 0.5), ("-.5", -0.5), ("5.", 5), ("007", 7),
            ("007.50", 7.5), ("-0", -0.0), ("0e999", 0), ("4.9e-324", .leastNonzeroMagnitude), ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ]
        for (text, expected) in accepted {
            let json = try JSON(parsing: Self.data(text))
            #expect(try FleeceDecoder().decode(D.self, from: Self.data(text)).v.bitPattern == expected.bitPattern, "\(text)")
            #expect(try JSONDecoder().decode(D.self, from: Self.data(text)).v.bitPattern == expected.bitPattern, "\(text)")
            #expect(try json.convert("v", as: Double.self).bitPattern == expected.bitPattern, "\(text)")
            #expect(try Functional.decode(json).get().v.bitPattern == expected.bitPattern, "\(text)")
            let (collected, _) = try LeniencyReport.collecting { try json.convert("v", as: Double.self) }
            #expect(collected.bitPattern == expected.bitPattern, "\(text) while collecting")
        }
        // An escaped string is unescaped first, then read by the same rule.
        let escaped = try JSON(parsing: #"{"a": "1\u002e5", "b": "\u0069nf"}"#)
        #expect(try escaped.convert("a", as: Double.self) == 1.5)
        #expect(throws: DecodeError.self) { try escaped.convert("b", as: Double.self) }
    }

    @Test("Float: the same rule, and its own range")
    func float() throws {
        #expect(try FleeceDecoder().decode(F.self, from: Self.data("3.5")).v == 3.5)
        #expect(try FleeceDecoder().decode(F.self, from: Self.data("+.25")).v == 0.25)
        #expect(try JSONDecoder().decode(F.self, from: Self.data("+.25")).v == 0.25)
        for text in ["inf", "NaN", "0x1p3", "1e39", "1e-46"] {
            #expect(throws: DecodingError.self, "\(text)") { try FleeceDecoder().decode(F.self, from: Self.data(text)) }
            #expect(throws: DecodingError.self, "\(text)") { try JSONDecoder().decode(F.self, from: Self.data(text)) }
            #expect(throws: DecodeError.self, "\(text)") { try JSON(parsing: Self.data(text)).convert("v", as: Float.self) }
        }
    }

    #if !(os(macOS) && arch(x86_64))
    @Test("another floating-point type (Float16): the same rule")
    func float16() throws {
        struct H: Codable { @Convertible var v: Float16 }
        #expect(try FleeceDecoder().decode(H.self, from: Self.data("0.5")).v == 0.5)
        for text in ["inf", "nan", "0x1p3", "1e5", "1e-9"] {
            #expect(throws: DecodingError.self, "\(text)") { try FleeceDecoder().decode(H.self, from: Self.data(text)) }
        }
    }
    #endif

    @Test("Int is unchanged: Int(text)")
    func int() throws {
        #expect(try FleeceDecoder().decode(I.self, from: Self.data("+5")).v == 5)
        #expect(try FleeceDecoder().decode(I.self, from: Self.data("007")).v == 7)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(I.self, from: Self.data("0x2A")) }
    }
}
