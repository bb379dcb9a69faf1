import Testing
@testable import Fleece

@Suite("NumberConversion integers")
struct NumberConversionIntegerTests {
    static let int64Cases: [(String, Int64?)] = [
        ("0", 0), ("-0", 0), ("1", 1), ("-1", -1), ("42", 42),
        ("123456789012345678", 123_456_789_012_345_678),  // 18 digits, the fast loop's limit
        ("-123456789012345678", -123_456_789_012_345_678),
        ("1234567890123456789", 1_234_567_890_123_456_789),  // 19 digits, the general path
        ("9223372036854775807", .max), ("9223372036854775806", .max - 1),
        ("9223372036854775808", nil), ("9223372036854775809", nil),
        ("-9223372036854775808", .min), ("-9223372036854775807", .min + 1),
        ("-9223372036854775809", nil), ("18446744073709551615", nil),
        ("99999999999999999999", nil), ("-99999999999999999999", nil),
        // Exponent and fraction forms of integers.
        ("1e2", 100), ("1E2", 100), ("1e+2", 100), ("-1e2", -100), ("1.0", 1), ("1.000", 1),
        ("-1.0", -1), ("100e-2", 1), ("1.5e1", 15), ("0.5e1", 5), ("0.0012e4", 12),
        ("1e0", 1), ("0e0", 0), ("-0.0", 0), ("-0e-5", 0), ("0e99999", 0), ("0.000e-99999", 0),
        ("9.223372036854775807e18", .max), ("9.223372036854775808e18", nil),
        ("-9.223372036854775808e18", .min), ("-9.223372036854775809e18", nil),
        ("922337203685477580.7e1", .max), ("92233720368547758070e-1", .max),
        ("92233720368547758080e-1", nil), ("9223372036854775807.0", .max),
        ("9223372036854775807.000000000000000000000000", .max),
        ("1e18", 1_000_000_000_000_000_000), ("1e19", nil), ("-1e18", -1_000_000_000_000_000_000),
        ("1000000000000000000000e-3", 1_000_000_000_000_000_000),
        // Not integers.
        ("15e-1", nil), ("12.5", nil), ("-12.5", nil), ("0.1", nil), ("1e-1", nil), ("1.0000000000000000000001", nil),
        ("9223372036854775807.5", nil), ("1e400", nil), ("-1e400", nil), ("1e-400", nil),
    ]

    @Test(arguments: int64Cases)
    func int64(text: String, expected: Int64?) {
        #expect(withNumberText(text) { NumberConversion.int64($0) } == expected)
    }

    static let uint64Cases: [(String, UInt64?)] = [
        ("0", 0), ("-0", 0), ("-0.0e7", 0), ("1", 1), ("-1", nil), ("-1e2", nil), ("-0.5", nil),
        ("1234567890123456789", 1_234_567_890_123_456_789),  // 19 digits, the fast loop's limit
        ("9999999999999999999", 9_999_999_999_999_999_999),
        ("10000000000000000000", 10_000_000_000_000_000_000),  // 20 digits, the general path
        ("18446744073709551615", .max), ("18446744073709551614", .max - 1),
        ("18446744073709551616", nil), ("18446744073709551617", nil), ("99999999999999999999", nil),
        ("1.8446744073709551615e19", .max), ("1.8446744073709551616e19", nil),
        ("18446744073709551615.000", .max), ("184467440737095516150e-1", .max),
        ("9223372036854775808", 9_223_372_036_854_775_808), ("1e19", 10_000_000_000_000_000_000),
        ("1e20", nil), ("12.5", nil), ("15e-1", nil), ("1e2", 100),
    ]

    @Test(arguments: uint64Cases)
    func uint64(text: String, expected: UInt64?) {
        #expect(withNumberText(text) { NumberConversion.uint64($0) } == expected)
    }

    @Test func otherWidthsConvertExactlyOrNotAtAll() {
        func convert<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
            withNumberText(text) { NumberConversion.integer($0, as: T.self) }
        }
        #expect(convert("127", as: Int8.self) == 127)
        #expect(convert("128", as: Int8.self) == nil)
        #expect(convert("-128", as: Int8.self) == -128)
        #expect(convert("-129", as: Int8.self) == nil)
        #expect(convert("255", as: UInt8.self) == 255)
        #expect(convert("2.55e2", as: UInt8.self) == 255)
        #expect(convert("256", as: UInt8.self) == nil)
        #expect(convert("-1", as: UInt8.self) == nil)
        #expect(convert("-32768", as: Int16.self) == .min)
        #expect(convert("2147483647", as: Int32.self) == .max)
        #expect(convert("2147483648", as: Int32.self) == nil)
        #expect(convert("4294967295", as: UInt32.self) == .max)
        #expect(convert("4.294967296e9", as: UInt32.self) == nil)
        #expect(convert("-9223372036854775808", as: Int.self) == .min)
        #expect(convert("18446744073709551615", as: UInt.self) == .max)
        #expect(convert("0.5", as: Int32.self) == nil)
        #expect(convert("-0", as: UInt16.self) == 0)
        // Wider than 64 bits: exact through the general path.
        #expect(convert("170141183460469231731687303715884105727", as: Int128.self) == .max)
        #expect(convert("-170141183460469231731687303715884105728", as: Int128.self) == .min)
        #expect(convert("170141183460469231731687303715884105728", as: Int128.self) == nil)
        #expect(convert("-170141183460469231731687303715884105729", as: Int128.self) == nil)
        #expect(convert("340282366920938463463374607431768211455", as: UInt128.self) == .max)
        #expect(convert("340282366920938463463374607431768211456", as: UInt128.self) == nil)
        #expect(convert("1e38", as: UInt128.self) == UInt128(10_000_000_000_000_000_000) * 10_000_000_000_000_000_000)
        #expect(convert("42", as: Int128.self) == 42)
        #expect(convert("-1", as: UInt128.self) == nil)
    }

    @Test func hostileTextIsRejectedWithoutTrapping() {
        let manyDigits = "1" + String(repeating: "0", count: 100_000)
        let longFraction = "0." + String(repeating: "0", count: 100_000) + "1"
        let cases: [(String, Int64?)] = [
            (manyDigits, nil), ("-" + manyDigits, nil),
            (manyDigits + "e-100000", 1), ("-" + manyDigits + "e-99999", -10),
            (longFraction, nil), (longFraction + "e100001", 1), (longFraction + "e100021", nil),
            ("1" + String(repeating: "0", count: 18) + String(repeating: "1", count: 100_000), nil),
            (String(repeating: "0", count: 1) + "." + String(repeating: "0", count: 100_000), 0),
            ("1e99999999999999999999", nil), ("-1e99999999999999999999", nil),
            ("1e-99999999999999999999", nil), ("0e99999999999999999999", 0), ("0e-99999999999999999999", 0),
            ("1" + "e" + String(repeating: "9", count: 100_000), nil),
            ("1" + "e-" + String(repeating: "9", count: 100_000), nil),
        ]
        for (text, expected) in cases {
            #expect(withNumberText(text) { NumberConversion.int64($0) } == expected, "\(text.prefix(40))…")
            #expect(withNumberText(text) { NumberConversion.uint64($0) } == expected.flatMap(UInt64.init(exactly:)), "\(text.prefix(40))…")
        }
        #expect(withNumberText(manyDigits + "e-99981") { NumberConversion.uint64($0) } == 10_000_000_000_000_000_000)
    }

    @Test func textWithoutDigitsGivesNilWithoutTrapping() {
        // Outside the grammar, so the parser never passes it; still no trap.
        for text in ["", "-", ".", "-.", "e5", "-e5", "abc", "--1"] {
            #expect(withNumberText(text) { NumberConversion.int64($0) } == nil, "\(text)")
            #expect(withNumberText(text) { NumberConversion.uint64($0) } == nil, "\(text)")
            #expect(withNumberText(text) { NumberConversion.integer($0, as: Int128.self) } == nil, "\(text)")
        }
    }

    /// Random Int64 and UInt64 values written in many equivalent ways (plain,
    /// with a fraction of zeros, with trailing zeros moved into the exponent,
    /// with the point moved left) must convert back exactly, and the same
    /// texts plus a nonzero fraction digit must not convert.
    @Test func randomIntegersInEveryFormRoundTrip() {
        var generator = SeededGenerator(state: 0x1D_F1EE_CE)
        for _ in 0..<5_000 {
            // Arithmetic shifts spread magnitudes over every length and keep both signs.
            let signed = Int64(bitPattern: generator.next()) >> Int64.random(in: 0...63, using: &generator)
            let unsigned = generator.next() >> UInt64.random(in: 0...63, using: &generator)
            for form in forms(of: String(signed), using: &generator) {
                #expect(withNumberText(form) { NumberConversion.int64($0) } == signed, "\(form)")
                #expect(withNumberText(form) { NumberConversion.integer($0, as: Int128.self) } == Int128(signed), "\(form)")
            }
            for form in forms(of: String(unsigned), using: &generator) {
                #expect(withNumberText(form) { NumberConversion.uint64($0) } == unsigned, "\(form)")
            }
            let fractional = String(signed) + "." + String(repeating: "0", count: Int.random(in: 0...5, using: &generator)) + "7"
            #expect(withNumberText(fractional) { NumberConversion.int64($0) } == nil, "\(fractional)")
        }
    }

    /// Equivalent texts of the integer whose decimal text is `plain`.
    func forms(of plain: String, using generator: inout SeededGenerator) -> [String] {
        let sign = plain.hasPrefix("-") ? "-" : ""
        let digits = String(plain.drop { $0 == "-" })
        var forms = [plain, plain + ".0", plain + "e0", plain + "E+0"]
        // Move the point `shift` places left and compensate with the exponent.
        let shift = Int.random(in: 1...(digits.count + 3), using: &generator)
        if shift < digits.count {
            forms.append(sign + digits.dropLast(shift) + "." + digits.suffix(shift) + "e" + String(shift))
        } else {
            forms.append(sign + "0." + String(repeating: "0", count: shift - digits.count) + digits + "e+" + String(shift))
        }
        // Trailing zeros moved into the exponent, and extra zeros with a negative exponent.
        let stripped = digits.reversed().drop { $0 == "0" }
        let trailingZeros = digits.count - stripped.count
        if !stripped.isEmpty, trailingZeros > 0 {
            forms.append(sign + String(stripped.reversed()) + "e" + String(trailingZeros))
        }
        if digits != "0" {
            let extra = Int.random(in: 1...30, using: &generator)
            forms.append(plain + String(repeating: "0", count: extra) + "e-" + String(extra))
        }
        return forms
    }
}
