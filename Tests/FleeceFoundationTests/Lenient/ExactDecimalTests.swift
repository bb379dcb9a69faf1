import Fleece
import FleeceFoundation
import Foundation
import Testing

/// Found by an outside tester (a fintech developer): Fleece's own API read a `Decimal` through
/// `Decimal(string:)`, which keeps the first 38 or 39 significant digits and drops the rest, so
/// that 41 nines became `…999000`; and it refused `1` and 200 zeros then `e-200`, which is 1,
/// saying `(beyond Decimal's range)`. Now a `Decimal` is the number's exact value, or a failure
/// that says why. `FleeceDecoder` keeps `JSONDecoder`'s reading.
@Suite struct ExactDecimalTests {
    func need(_ number: String) -> Decoded<Decimal> {
        guard let json = try? JSON(parsing: #"{"amount": \#(number)}"#) else { return .failure(.custom("not JSON")) }
        return json <| "amount"
    }

    /// The reason a failure's description gives in parentheses before its position.
    func reason(_ error: DecodeError) -> String? {
        let description = error.description
        guard let end = description.range(of: ") at line", options: .backwards),
              let start = description[..<end.lowerBound].range(of: " (") else { return nil }
        return String(description[start.upperBound..<end.lowerBound])
    }

    func exponentAndSignificand(_ decimal: Decimal?) -> String? {
        decimal.map { "\($0.significand)e\($0.exponent)" }
    }

    @Test func moreDigitsThanADecimalHoldsFail() {
        let nines = String(repeating: "9", count: 41)
        #expect(need(nines).error?.description
            == "amount: expected Decimal, found number \(nines.dropLast(2))… (more significant digits than a Decimal holds (38)) at line 1, column 12")
        // 2^128, one past the largest mantissa, fails; the largest, 39 digits, is read exactly.
        #expect(need("340282366920938463463374607431768211456").error.map(reason) == "more significant digits than a Decimal holds (38)")
        #expect(need("340282366920938463463374607431768211455").value == Decimal(string: "340282366920938463463374607431768211455"))
        #expect(exponentAndSignificand(need("-3402823669209384634633746074317682114.55").value) == "340282366920938463463374607431768211455e-2")
        // Zeros after the digits are not significant: they go into the exponent.
        #expect(exponentAndSignificand(need("1" + String(repeating: "0", count: 60)).value) == "1e60")
        // A fraction of 40 digits fails as well, and so does its text under `convert`.
        let fraction = "0." + String(repeating: "1", count: 40)
        #expect(need(fraction).error.map(reason) == "more significant digits than a Decimal holds (38)")
        let json = try? JSON(parsing: #"{"amount": "\#(fraction)"}"#)
        #expect(throws: DecodeError.self) { try json?.convert("amount", as: Decimal.self) }
    }

    @Test func aValueADecimalHoldsIsReadHoweverItIsSpelled() {
        #expect(need("1" + String(repeating: "0", count: 200) + "e-200").value == 1)
        #expect(need("0." + String(repeating: "0", count: 150) + "5e152").value == 50)
        // Beyond the exponent's 127, the zeros move into the mantissa: 34 × 10^164.
        #expect(exponentAndSignificand(need("34e164").value) == "340000000000000000000000000000000000000e127")
        #expect(exponentAndSignificand(need("1e-128").value) == "1e-128")
        #expect(need("0e999").value == 0)
        #expect(need("-0.0").value == 0)
    }

    @Test func aMagnitudeBeyondDecimalsSaysWhich() {
        #expect(need("1e166").error.map(reason) == "beyond Decimal's range")
        #expect(need("35e164").error.map(reason) == "beyond Decimal's range")
        #expect(need("1e-129").error.map(reason) == "too close to 0 for Decimal")
        #expect(need("-7e-400").error.map(reason) == "too close to 0 for Decimal")
        // 1.23 × 10^-128 is in range, but its last digit is finer than the smallest step.
        #expect(need("123e-130").error.map(reason) == "more significant digits than a Decimal holds (38)")
    }

    /// The same bits as `Decimal(string:)` wherever it reads exactly: the compact form, and a
    /// zero's exponent as written.
    @Test func theSameDecimalAsFoundationWhereFoundationIsExact() {
        var generator = SeededGenerator(seed: 0x5EED_DEC1)
        for _ in 0..<2_000 {
            let digits = Int(generator.next() % 38) + 1
            var text = generator.next() % 2 == 0 ? "-" : ""
            // JSON's digits: no leading zero.
            text += String(generator.next() % 9 + 1) + String((1..<digits).map { _ in Character(String(generator.next() % 10)) })
            if generator.next() % 2 == 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -Int(generator.next() % UInt64(digits)) - 1)) }
            if text.last == "." || text.hasPrefix(".") || text.hasPrefix("-.") { continue }
            if generator.next() % 3 == 0 { text += "e\(Int(generator.next() % 120) - 60)" }
            let expected = Decimal(string: text)
            let decoded = need(text).value
            #expect(exponentAndSignificand(decoded) == exponentAndSignificand(expected), "\(text)")
            #expect(decoded?.isSignMinus == expected?.isSignMinus, "\(text)")
        }
        #expect(exponentAndSignificand(need("12.340").value) == "1234e-2")
        #expect(exponentAndSignificand(need("0.00").value) == exponentAndSignificand(Decimal(string: "0.00")))
    }

    /// Text that does not convert says why, as a `Double`'s does (Leniency.md: "Number text the
    /// type cannot take says why, in all three styles").
    @Test func textThatDoesNotConvertSaysWhy() throws {
        let cases = [
            (" 12", "spaces around the number are not read"),
            ("1,234", "a comma is not read: the decimal point is '.', with no thousands separators"),
            ("0x10", "hexadecimal text is not read"),
            ("", "empty text"),
            ("1e400", "beyond Decimal's range"),
            ("1e-400", "too close to 0 for Decimal"),
            (String(repeating: "7", count: 40), "more significant digits than a Decimal holds (38)"),
        ]
        for (text, why) in cases {
            let json = try JSON(parsing: #"{"m": "\#(text)"}"#)
            let error = try #require(throws: DecodeError.self) { try json.convert("m", as: Decimal.self) }
            #expect(reason(error) == why, "\(text)")
            struct Price: Decodable { @Convertible var m: Decimal }
            let message = FleeceDecoder().message(decoding: Price.self, from: json.text())
            #expect(message?.contains("(\(why))") == true, "\(text): \(message ?? "decoded")")
        }
    }

    /// `FleeceDecoder` is a drop-in: it reads a `Decimal` as `JSONDecoder` does, digits cut
    /// included (the README's table of differences says so).
    @Test func fleeceDecoderKeepsJSONDecodersReading() throws {
        struct Amount: Decodable, Equatable { var amount: Decimal }
        for number in [String(repeating: "9", count: 41), "340282366920938463463374607431768211456", "12.340"] {
            let data = Data(#"{"amount": \#(number)}"#.utf8)
            let fleece = try FleeceDecoder().decode(Amount.self, from: data)
            let foundation = try JSONDecoder().decode(Amount.self, from: data)
            #expect(exponentAndSignificand(fleece.amount) == exponentAndSignificand(foundation.amount), "\(number)")
        }
        // A spelling `JSONDecoder` refuses is refused, with no false reason.
        let zeros = "1" + String(repeating: "0", count: 200) + "e-200"
        #expect(FleeceDecoder().message(decoding: Amount.self, from: #"{"amount": \#(zeros)}"#)?
            .contains("(a spelling JSONDecoder does not read as Decimal either)") == true)
        #expect((try? JSONDecoder().decode(Amount.self, from: Data(#"{"amount": \#(zeros)}"#.utf8))) == nil)
    }

    /// Converted text may carry a `+` sign and exponents of any length: the reading is the core's
    /// number shape (`DecimalShape`), shared with `JSON.Number`'s `==`.
    @Test func signedTextAndExponentsOfAnyLength() throws {
        let json = try JSON(parsing: #"""
            {"plus": "+12.50", "minus": "-0.000125e3", "huge": "1e99999999999999999999",
             "tiny": "-1e-99999999999999999999", "zeros": "+000.000e99999999999999999999"}
            """#)
        #expect(exponentAndSignificand(try json.convert("plus", as: Decimal.self)) == "125e-1")
        #expect(try json.convert("plus", as: Decimal.self).isSignMinus == false)
        #expect(exponentAndSignificand(try json.convert("minus", as: Decimal.self)) == "125e-3")
        #expect(try json.convert("minus", as: Decimal.self).isSignMinus)
        #expect(try json.convert("zeros", as: Decimal.self) == 0)
        let huge = try #require(throws: DecodeError.self) { try json.convert("huge", as: Decimal.self) }
        #expect(reason(huge) == "beyond Decimal's range")
        let tiny = try #require(throws: DecodeError.self) { try json.convert("tiny", as: Decimal.self) }
        #expect(reason(tiny) == "too close to 0 for Decimal")
    }
}
