import Testing
@testable import Fleece

/// `JSONDocument.plainInteger(atNumber:)`, the inlined fast path of `JSON.Number`'s `int64`,
/// `uint64` and `int` (and `double` beside them, which converts the text as before): every digit
/// count around its limits (19 digits, a sign, eight bytes before the end to load), signs, `-0`,
/// digits or a sign just before the number (which the load reads and must clear), and texts it
/// must leave to the general conversion.
@Suite("Plain integers read in place")
struct JSONDocumentPlainIntegerTests {
    /// The numbers of `text`'s top-level array, or the root when it is a number.
    static func numbers(in text: String) throws -> [JSON.Number] {
        switch try JSON(parsing: text) {
        case .number(let number): return [number]
        case .array(let array): return array.compactMap { if case .number(let number) = $0 { number } else { nil } }
        default: return []
        }
    }

    /// Texts of every digit count 1...20, unsigned and negative: ascending digits, all nines, a
    /// one and zeros.
    static let texts: [String] = (1...20).flatMap { count -> [String] in
        let ascending = String((0..<count).map { Character(String(($0 &+ 1) % 10)) })
        let nines = String(repeating: "9", count: count)
        let power = "1" + String(repeating: "0", count: count - 1)
        let zero = count == 1 ? ["0"] : []
        return (zero + [ascending, nines, power]).flatMap { [$0, "-" + $0] }
    }

    /// What every accessor must give for `text`, from the standard library's own parsing.
    static func expectMatches(_ number: JSON.Number, _ text: String) {
        #expect(number.text == text)
        #expect(number.int64 == Int64(text), "\(text)")
        #expect(number.uint64 == (text == "-0" ? 0 : UInt64(text)), "\(text)")
        #expect(number.int == Int(text), "\(text)")
        let double = number.double
        let expected = Double(text)
        #expect(double.bitPattern == expected?.bitPattern, "\(text): \(double)")
        expectAgreesWithGeneralConversion(number, text)
    }

    /// The accessors give what the general conversion gives.
    static func expectAgreesWithGeneralConversion(_ number: JSON.Number, _ text: String) {
        #expect(number.int64 == number.convertedInt64, "\(text)")
        #expect(number.uint64 == number.convertedUInt64, "\(text)")
    }

    @Test("every digit count, in every place: alone (too short to load), after digits, after a sign, first in a long text")
    func everyDigitCountInEveryPlace() throws {
        for text in Self.texts {
            let contexts = [
                text,
                "[\(text)]",
                "[12345678,\(text)]",
                "[-9999999,-\(text.hasPrefix("-") ? "1" : "2"),\(text)]",
                "[\(text),1]",
                "        \(text)",
                "\(text)                ",
            ]
            for context in contexts {
                let numbers = try Self.numbers(in: context)
                guard let number = numbers.last(where: { $0.text == text }) else {
                    Issue.record("no \(text) in \(context)")
                    continue
                }
                Self.expectMatches(number, text)
            }
        }
    }

    @Test("the fast path takes up to 19 digits with eight bytes before the end, and nothing else")
    func whatTheFastPathTakes() throws {
        let cases: [(String, (Bool, UInt64)?)] = [
            ("0", (false, 0)), ("-0", (true, 0)), ("7", (false, 7)), ("-7", (true, 7)),
            ("12345678", (false, 12_345_678)), ("-12345678", (true, 12_345_678)),
            ("123456789", (false, 123_456_789)),
            ("9999999999999999", (false, 9_999_999_999_999_999)),
            ("-9999999999999999", (true, 9_999_999_999_999_999)),
            ("9007199254740993", (false, 9_007_199_254_740_993)),
            ("10000000000000000", (false, 10_000_000_000_000_000)), ("-10000000000000000", (true, 10_000_000_000_000_000)),
            ("12345678901234567", (false, 12_345_678_901_234_567)),
            ("999999999999999999", (false, 999_999_999_999_999_999)),
            ("-999999999999999999", (true, 999_999_999_999_999_999)),
            ("1234567890123456789", (false, 1_234_567_890_123_456_789)),
            ("-1000000000000000000", (true, 1_000_000_000_000_000_000)),
            ("9223372036854775807", (false, 9_223_372_036_854_775_807)),
            ("-9223372036854775808", (true, 9_223_372_036_854_775_808)),
            ("9223372036854775808", (false, 9_223_372_036_854_775_808)),
            ("-9223372036854775809", (true, 9_223_372_036_854_775_809)),
            ("9999999999999999999", (false, 9_999_999_999_999_999_999)),
            ("10000000000000000000", nil), ("-10000000000000000000", nil), ("18446744073709551615", nil),
            ("1.5", nil), ("-0.0", nil), ("1e2", nil), ("1E2", nil), ("12345678.5", nil), ("-1e-2", nil),
        ]
        for (text, expected) in cases {
            let padded = "[        \(text)]"
            guard case .array(let array) = try JSON(parsing: padded) else {
                Issue.record("no array for \(text)")
                continue
            }
            let plain = array.document.plainInteger(atNumber: array.elementEntryIndex(0))
            #expect(plain?.isNegative == expected?.0 && plain?.magnitude == expected?.1, "\(text): \(String(describing: plain))")
            guard case .number(let number) = array[0] else { continue }
            // `1e2` and `-0.0` are integers too, which `Int64(String)` does not read.
            if expected != nil { Self.expectMatches(number, text) } else { Self.expectAgreesWithGeneralConversion(number, text) }
        }
        // Too short to load eight bytes before its end: the general path, same values.
        guard case .number(let short) = try JSON(parsing: "-42") else { return }
        #expect(short.document?.plainInteger(atNumber: Int(short.slot)) == nil)
        #expect(short.document != nil)
        #expect(short.int64 == -42)
    }

    @Test("-0 is 0 as an integer and -0.0 as a Double")
    func negativeZero() throws {
        for context in ["-0", "[        -0]", "[1,-0]"] {
            guard let number = try Self.numbers(in: context).last else { continue }
            #expect(number.int64 == 0)
            #expect(number.uint64 == 0)
            #expect(number.int == 0)
            #expect(number.double == 0 && number.double.sign == .minus)
        }
    }

    @Test("16-digit integers beyond 2^53 round to the nearest even Double, as their text does")
    func roundingAbove2To53() throws {
        let texts = [
            "9007199254740993", "9007199254740995", "9007199254740997", "-9007199254740993",
            "9999999999999999", "-9999999999999999", "4503599627370497", "9007199254740992",
        ]
        let numbers = try Self.numbers(in: "[" + texts.joined(separator: ",") + "]")
        #expect(numbers.count == texts.count)
        for (number, text) in zip(numbers, texts) {
            Self.expectMatches(number, text)
        }
        #expect(numbers[0].double == 9_007_199_254_740_992)
        #expect(numbers[1].double == 9_007_199_254_740_996)
    }

    @Test("fractions, exponents and long texts convert as before")
    func generalPathUnchanged() throws {
        let texts = [
            "1.5", "-1.5", "1e2", "-1E+2", "12.0", "-0.0", "0.1", "123456789012345678", "-123456789012345678",
            "9223372036854775807", "-9223372036854775808", "9223372036854775808", "18446744073709551615",
            "18446744073709551616", "-65.613616999999977", "1e400", "12345678901234567890123",
        ]
        let numbers = try Self.numbers(in: "[" + texts.joined(separator: ",") + "]")
        #expect(numbers.count == texts.count)
        for (number, text) in zip(numbers, texts) {
            #expect(number.int64 == NumberConversionTesting.int64(text), "\(text)")
            #expect(number.uint64 == NumberConversionTesting.uint64(text), "\(text)")
            #expect(number.double.bitPattern == (Double(text) ?? .nan).bitPattern, "\(text)")
        }
    }
}

/// The general conversions on a text, for comparing with the accessors.
private enum NumberConversionTesting {
    static func int64(_ text: String) -> Int64? {
        Array(text.utf8).withUnsafeBufferPointer { NumberConversion.int64($0) }
    }
    static func uint64(_ text: String) -> UInt64? {
        Array(text.utf8).withUnsafeBufferPointer { NumberConversion.uint64($0) }
    }
}
