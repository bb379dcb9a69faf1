import Foundation
import FleeceFoundation
import Testing

/// Numbers, booleans and strings: FleeceDecoder against JSONDecoder at every edge.
@Suite("FleeceDecoder ≡ JSONDecoder: scalars")
struct ScalarDifferentialTests {
    /// Texts around every integer type's limits, written in every way JSON allows.
    static let integerTexts: [String] = {
        var texts: Set<String> = ["0", "-0", "1", "-1", "0.0", "-0.0", "1.0", "1.5", "-1.5", "1e2", "1E2", "1e+2", "100e-2",
                                  "2.55e2", "1.0000000000000001", "0.1e1", "1e0", "5e-1", "1e400", "-1e400", "1e-400",
                                  "9007199254740993", "9007199254740993.0", "9007199254740992.0", "9007199254740993e0",
                                  "123456789012345678901234567890", "123456789012345678901234567890e-29", "0e5", "-0.0e5"]
        let limits: [(min: String, max: String)] = [
            ("-128", "127"), ("0", "255"), ("-32768", "32767"), ("0", "65535"),
            ("-2147483648", "2147483647"), ("0", "4294967295"),
            ("-9223372036854775808", "9223372036854775807"), ("0", "18446744073709551615"),
        ]
        for (min, max) in limits {
            for text in [min, max] {
                texts.insert(text)
                texts.insert(text + ".0")
                texts.insert(text + "e0")
                if let value = Int128(text) {
                    texts.insert(String(value + 1))
                    texts.insert(String(value - 1))
                    texts.insert(String(value + 1) + ".0")
                }
            }
        }
        return texts.sorted()
    }()

    /// Texts whose integer value only an exact conversion gets right: beyond 2^53 with a fraction
    /// or exponent, or just past Int64's range.
    static let exactOnlyTexts: Set<String> = [
        "-9223372036854775807.0", "-9223372036854775808.0", "-9223372036854775808e0", "-9223372036854775809",
        "9007199254740993.0", "9007199254740993e0", "9223372036854775807.0", "9223372036854775807e0",
        // A fraction beyond 2^53: `JSONDecoder` reads the text again as a `Decimal`, whose
        // conversion drops the fraction.
        "12345678901234567.5", "-12345678901234567.5", "922337203685477581.5", "9007199254740993.7",
        "18446744073709551614.5", "1234567890123456789.0000000000000000000000000000001",
        "-8134747839508626861.000000000000000000000000000000019", "9007199254740992.25e1", "90071992547409935e-1",
        "18446744073709549568.5", "-9223372036854775807.5", "-9223372036854775808.5", "9223372036854775806.5",
    ]

    /// Whether the core's number conversion is the exact one (the interim one rounds through `Double`).
    static let numberConversionIsExact = JSON.Number("9007199254740993.0")?.int64 == 9_007_199_254_740_993

    @Test("every integer type at its limits and just beyond", arguments: integerTexts.filter { !exactOnlyTexts.contains($0) })
    func integers(text: String) {
        compareIntegers(text)
    }

    @Test("integers that need the exact number conversion", .enabled(if: numberConversionIsExact), arguments: exactOnlyTexts.sorted())
    func exactIntegers(text: String) {
        compareIntegers(text)
    }

    func compareIntegers(_ text: String) {
        expectSameDecoding(Int.self, text)
        expectSameDecoding(Int8.self, text)
        expectSameDecoding(Int16.self, text)
        expectSameDecoding(Int32.self, text)
        expectSameDecoding(Int64.self, text)
        expectSameDecoding(UInt.self, text)
        expectSameDecoding(Int128.self, text)
        expectSameDecoding(UInt128.self, text)
        expectSameDecoding(UInt8.self, text)
        expectSameDecoding(UInt16.self, text)
        expectSameDecoding(UInt32.self, text)
        expectSameDecoding(UInt64.self, text)
        // Through keyed, unkeyed and generic paths too.
        expectSameDecoding([Int8].self, "[\(text)]")
        expectSameDecoding([UInt64?].self, "[null, \(text)]")
        expectSameDecoding([String: Int32].self, #"{"n": \#(text)}"#)
        expectSameDecoding(OptionalNumbers.self, #"{"int": \#(text), "int8": [\#(text)], "uint64": [\#(text)], "doubles": []}"#)
    }

    static let floatTexts: [String] = [
        "0", "-0", "0.0", "-0.0", "0e5", "0.0e5", "-0.0e5", "0e-5", "1", "-1", "0.1", "0.2", "0.3", "1.5", "2.5",
        "3.4028234663852886e38", "3.4028235677973366e38", "3.4028236e38", "1e38", "1e39", "-1e39",
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e308", "1e309", "-1e309",
        "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-324", "1e-400", "-1e-400",
        "1.401298464324817e-45", "7e-46", "1e-46", "1e-50", "1.17549435e-38", "2.2250738585072014e-308",
        "2.2250738585072011e-308", "9007199254740993", "9007199254740992.5", "18446744073709551616",
        "1.00000005960464477539062501", "1.000000059604644775390625", "0.1000000000000000055511151231257827021181583404541015625",
        "123456789012345678901234567890", "1e23", "8.589973e9", "3.14159265358979323846264338327950288",
        "1.7e308", "4.35e-6", "0.000001", "1E+2", "1e-7", "69.00000000000001",
    ]

    @Test("doubles and floats: hard-to-round, -0, tiny, huge", arguments: floatTexts)
    func floats(text: String) {
        expectSameDecoding(BitExact<Double>.self, text)
        expectSameDecoding(BitExact<Float>.self, text)
        expectSameDecoding([BitExact<Double>].self, "[\(text), \(text)]")
        expectSameDecoding([String: BitExact<Float>].self, #"{"x": \#(text)}"#)
        expectSameDecoding(Numbers.self, Self.numbers(float: text, double: text))
    }

    @Test("random doubles written as Swift writes them round-trip identically")
    func randomDoubles() {
        var generator = SeededGenerator(seed: 0xF1EECE)
        var texts: [String] = []
        for _ in 0..<2000 {
            let bits = generator.next()
            let value = Double(bitPattern: bits)
            guard value.isFinite else { continue }
            texts.append("\(value)")
            // Shorter texts round differently: keep 1 to 17 significant digits.
            let digits = Int.random(in: 1...17, using: &generator)
            texts.append(String(format: "%.\(digits)e", value))
        }
        let json = "[" + texts.joined(separator: ",") + "]"
        expectSameDecoding([BitExact<Double>].self, json)
        expectSameDecoding([BitExact<Float>].self, json)
    }

    @Test("random integers of every width")
    func randomIntegers() {
        var generator = SeededGenerator(seed: 42)
        var texts: [String] = []
        for _ in 0..<1000 {
            let bits = Int.random(in: 1...64, using: &generator)
            let magnitude = generator.next() >> (64 - bits)
            texts.append(Bool.random(using: &generator) ? "-\(magnitude)" : "\(magnitude)")
        }
        for text in texts {
            let json = "[\(text)]"
            expectSameDecoding([Int64].self, json)
            expectSameDecoding([UInt32].self, json)
            expectSameDecoding([Int16].self, json)
            expectSameDecoding([UInt64].self, json)
        }
    }

    @Test("booleans and null against every type", arguments: ["true", "false", "null", "\"true\"", "1", "0", "{}", "[]"])
    func kinds(text: String) {
        expectSameDecoding(Bool.self, text)
        expectSameDecoding([Bool].self, "[\(text)]")
        expectSameDecoding([String: Bool].self, #"{"b": \#(text)}"#)
        expectSameDecoding(Bool?.self, text)
        expectSameDecoding(String.self, text)
        expectSameDecoding(Int.self, text)
        expectSameDecoding(Double.self, text)
        expectSameDecoding(Float?.self, text)
        expectSameDecoding([UInt8?].self, "[\(text)]")
    }

    static let stringTexts: [String] = [
        #""""#, #""plain""#, #""\"quoted\" \\ \/ \b\f\n\r\t""#, #""\u0041\u00e9\u4e2d""#, #""\ud83d\ude00 smile""#,
        #""naïve café 中文 😀""#, #""\u0000 nul""#, #""tab\tand\nnewline""#, "\"\(String(repeating: "long ", count: 50))\"",
        #""\u2028\u2029""#, #""e\u0301""#,
    ]

    @Test("strings with escapes and non-ASCII text", arguments: stringTexts)
    func strings(text: String) {
        expectSameDecoding(String.self, text)
        expectSameDecoding([String].self, "[\(text), \(text)]")
        expectSameDecoding([String: String].self, "{\(text): \(text)}")
        expectSameDecoding(Address.self, #"{"street": \#(text), "city": \#(text)}"#)
    }

    static func numbers(float: String, double: String) -> String {
        #"{"int": 1, "int8": 1, "int16": 1, "int32": 1, "int64": 1, "uint": 1, "uint8": 1, "uint16": 1, "uint32": 1, "uint64": 1, "float": \#(float), "double": \#(double)}"#
    }
}

/// A float compared by its bits, so that -0 and 0 differ and NaN equals NaN.
struct BitExact<Value: BinaryFloatingPoint & Decodable>: Decodable, Equatable, CustomStringConvertible {
    var value: Value
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Value.self) }
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value.isNaN ? rhs.value.isNaN : (lhs.value == rhs.value && lhs.value.sign == rhs.value.sign)
    }
    var description: String { "\(value)" }
}
