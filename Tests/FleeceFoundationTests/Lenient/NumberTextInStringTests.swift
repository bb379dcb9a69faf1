import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A string converted to `Int`, `Int64`, `Double` or `Float` (`@Convertible`, `<|~`, `convert`) is
/// read in place when its text has no escape, and through the `String` otherwise. An integer must
/// be exactly what `T(text)` gives; a `Double` or `Float` what `T(text)` gives for decimal number
/// text whose value the type holds, and nothing for any other text (`ConvertibleText.value`).
@Suite("Numbers in strings, read in place")
struct NumberTextInStringTests {
    static let texts = [
        "3406", "-12", "0", "-0", "007", "+5", "123456789012345678", "1234567890123456789",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "12.0", "1e3", "1E+2",
        "-33.868820", "0.1", "2.2250738585072014e-308", "4.9e-324", "1e-400", "1e400", "-1e400",
        "9007199254740993", "17976931348623157e292", ".5", "5.", "+1.5", " 1", "1 ", "0x1p3", "inf",
        "-infinity", "nan", "", "-", "1e", "--1", "1.2.3", "n/a", "١٢", "NaN", "-Infinity", "nan(0x7)",
        "0X1P3", "+.5", "-.5", "-5.", ".", "+", "1e+", "0e999", "-0e-999", "1e-46", "3.4028236e38", "1e39", "007.50",
    ]

    /// The lenient rule, written independently of Fleece: `T(text)` when the text is decimal
    /// number text and the value is finite, and zero only for a zero.
    static func expected<T: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? {
        guard text.wholeMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil,
              let value = T(text), value.isFinite else { return nil }
        let significand = text.prefix { $0 != "e" && $0 != "E" }
        return value != 0 || !significand.contains(where: { ("1"..."9").contains($0) }) ? value : nil
    }

    struct Holder<T: Decodable & Sendable>: Decodable, Sendable {
        @Convertible var value: T
    }

    /// What `@Convertible` gives for `text`: the value, or nil when decoding throws.
    func convertible<T: Decodable & Sendable>(_ text: String, as type: T.Type) -> T? {
        let json = try? JSONEncoder().encode(["value": text])
        return json.flatMap { try? FleeceDecoder().decode(Holder<T>.self, from: $0).value }
    }

    /// What `<|~` and `convert` give for `text`: the value, or nil on failure (both the same).
    func functional<T: JSONDecodable & LosslessStringConvertible & Equatable>(_ text: String, as type: T.Type) throws -> T? {
        let json: JSON = ["value": .string(text)]
        let viaOperator: Decoded<T> = json <|~ "value"
        let viaMethod = try? json.convert("value", as: T.self)
        // Compared as written: `nan` is not equal to itself.
        #expect(String(describing: viaOperator.value) == String(describing: viaMethod), "\(text)")
        return viaOperator.value
    }

    @Test func integersAsTheInitializerReadsThem() throws {
        for text in Self.texts {
            #expect(try functional(text, as: Int.self) == Int(text), "Int \(text)")
            #expect(try functional(text, as: Int64.self) == Int64(text), "Int64 \(text)")
            #expect(convertible(text, as: Int.self) == Int(text), "@Convertible Int \(text)")
            #expect(convertible(text, as: Int64.self) == Int64(text), "@Convertible Int64 \(text)")
        }
    }

    @Test func floatingPointOnlyFromDecimalTextItHolds() throws {
        for text in Self.texts {
            let expected = Self.expected(text, as: Double.self)
            let viaFunctional = try functional(text, as: Double.self)
            #expect(viaFunctional?.bitPattern == expected?.bitPattern,
                    "Double \(text): \(String(describing: viaFunctional)) vs \(String(describing: expected))")
            let viaConvertible = convertible(text, as: Double.self)
            #expect(viaConvertible?.bitPattern == expected?.bitPattern,
                    "@Convertible Double \(text): \(String(describing: viaConvertible)) vs \(String(describing: expected))")
            let expectedFloat = Self.expected(text, as: Float.self)
            let viaFunctionalFloat = try functional(text, as: Float.self)
            #expect(viaFunctionalFloat?.bitPattern == expectedFloat?.bitPattern, "Float \(text)")
            let viaConvertibleFloat = convertible(text, as: Float.self)
            #expect(viaConvertibleFloat?.bitPattern == expectedFloat?.bitPattern, "@Convertible Float \(text)")
            // Under `JSONDecoder` the wrapper converts the same way.
            let foundation = (try? JSONEncoder().encode(["value": text])).flatMap { try? JSONDecoder().decode(Holder<Double>.self, from: $0).value }
            #expect(foundation?.bitPattern == expected?.bitPattern, "JSONDecoder @Convertible Double \(text)")
        }
    }

    @Test func escapedDigitsTakeTheInitializer() throws {
        // `\u0033` is "3": the text has an escape, so it is unescaped first, then converted.
        let json = try JSON(parsing: #"{"count": "\u00334", "ratio": "0\u002e5"}"#)
        #expect(try (json <|~ "count").get() == 34)
        #expect(try (json <|~ "ratio").get() == 0.5)
        let data = Data(#"{"value": "\u00334"}"#.utf8)
        #expect(try FleeceDecoder().decode(Holder<Int>.self, from: data).value == 34)
    }

    @Test func aReportStillRecordsTheConversion() throws {
        let json: JSON = ["count": "3406", "ratio": "0.25"]
        let ((count, ratio), report) = try LeniencyReport.collecting {
            (try (json <|~ "count").get() as Int, try (json <|~ "ratio").get() as Double)
        }
        #expect(count == 3406 && ratio == 0.25)
        #expect(report.entries.map(\.action) == [.convertedValue, .convertedValue])
    }
}
