import Foundation
import FleeceFoundation
import Testing

/// `Int128` and `UInt128`, which the standard library's default container methods refuse.
@Suite("FleeceDecoder ≡ JSONDecoder: Int128 and UInt128")
struct Int128DifferentialTests {
    static let texts = [
        "42", "-42", "0", "-0", "-0.0", "1.0", "1.5", "1e3", "1E2", "1e15", "1e18", "1e19", "1e20", "1e38", "1.7e38",
        "9.2e18", "9.3e18", "1.8e19", "1.9e19", "-9.2e18", "-9.3e18", "-1e18", "-1e19", "-1.9e19",
        "9007199254740993.0", "9007199254740993e0", "12345678901234567890.0", "18446744073709551615.0",
        "18446744073709551616.0", "-18446744073709551615.0", "-18446744073709551616.0", "-9223372036854775808.0",
        "1.0000000000000001", "0e5", "-0e5", "1e-400", "1e400", "0.0000001e7", "9223372036854775808",
        "18446744073709551616", "170141183460469231731687303715884105727", "170141183460469231731687303715884105728",
        "-170141183460469231731687303715884105728", "-170141183460469231731687303715884105729",
        "340282366920938463463374607431768211455", "340282366920938463463374607431768211456",
        "99999999999999999999999999999999999999999999", "-1", "\"42\"", "null", "true", "[]", "{}",
    ]

    struct Wide: Decodable, Equatable {
        let signed: Int128
        let unsigned: UInt128?
    }

    @Test("every path: single value, keyed, unkeyed, optional", arguments: texts)
    func wide(text: String) {
        expectSameDecoding(Int128.self, text)
        expectSameDecoding(UInt128.self, text)
        expectSameDecoding([Int128].self, "[\(text)]")
        expectSameDecoding([UInt128?].self, "[null, \(text)]")
        expectSameDecoding([String: Int128].self, #"{"n": \#(text)}"#)
        expectSameDecoding(Wide.self, #"{"signed": \#(text), "unsigned": \#(text)}"#)
        expectSameDecoding(Wide.self, #"{"signed": 1, "unsigned": \#(text)}"#)
        expectSameDecoding(Wide.self, #"{"signed": \#(text)}"#)
    }

    /// Through the container methods a hand-written `init(from:)` calls.
    struct HandWritten: Decodable, Equatable {
        var values: [Int128?] = []

        enum Keys: String, CodingKey { case a, b, c }

        init(from decoder: any Decoder) throws {
            let keyed = try decoder.container(keyedBy: Keys.self)
            values.append(try keyed.decode(Int128.self, forKey: .a))
            values.append(try keyed.decodeIfPresent(Int128.self, forKey: .b))
            var unkeyed = try keyed.nestedUnkeyedContainer(forKey: .c)
            values.append(try unkeyed.decode(Int128.self))
            values.append(try unkeyed.decodeIfPresent(UInt128.self).map { Int128(truncatingIfNeeded: $0) })
            values.append(Int128(truncatingIfNeeded: try unkeyed.decode(UInt128.self)))
        }
    }

    @Test("hand-written init(from:)", arguments: [
        #"{"a": 1, "b": 2, "c": [3, 4, 5]}"#, #"{"a": 1, "c": [3, null, 5]}"#, #"{"a": 1, "b": null, "c": [3, -4, 5]}"#,
        #"{"a": 1.5, "c": []}"#, #"{"a": 1, "c": [3]}"#, #"{"a": 170141183460469231731687303715884105727, "c": [0, 1, 340282366920938463463374607431768211455]}"#,
    ])
    func handWritten(text: String) {
        expectSameDecoding(HandWritten.self, text)
    }

    @Test("the largest values")
    func limits() throws {
        let decoder = FleeceDecoder()
        #expect(try decoder.decode(Int128.self, from: Data("-170141183460469231731687303715884105728".utf8)) == .min)
        #expect(try decoder.decode(UInt128.self, from: Data("340282366920938463463374607431768211455".utf8)) == .max)
    }
}

/// Found by an outside tester: JSON5's hexadecimal beyond 64 bits, which `JSONDecoder` reads into
/// `Int128` and `UInt128`, was refused as `(more than Int128.max)` (`0x7FFF…FFFF` is
/// `Int128.max`), and into `Double` as "not valid JSON5" or `(beyond Double's range)`.
@Suite("FleeceDecoder ≡ JSONDecoder: JSON5 hexadecimal beyond 64 bits")
struct JSON5WideHexadecimalTests {
    static let texts = [
        "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "0x80000000000000000000000000000000", "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "0x100000000000000000000000000000000", "0x10000000000000000", "0xfffffffffffffffff", "-0x10000000000000000",
        "-0x80000000000000000000000000000000", "+0x10000000000000000",
    ]

    @Test("Int128 and UInt128", arguments: texts)
    func wide(text: String) {
        let json5 = Strategies(allowsJSON5: true)
        expectSameDecoding([String: Int128].self, #"{"v": \#(text)}"#, json5)
        expectSameDecoding([String: UInt128].self, #"{"v": \#(text)}"#, json5)
    }

    @Test func aValueBeyondTheTypeSaysWhich() {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        #expect(decoder.message(decoding: [String: Int128].self, from: #"{"v": 0x80000000000000000000000000000000}"#)
            == "v: expected Int128, found number 0x80000000000000000000000000000000 (more than Int128.max) at line 1, column 7")
        #expect(decoder.message(decoding: [String: Int64].self, from: #"{"v": -0x10000000000000000}"#)
            == "v: expected Int64, found number -0x10000000000000000 (less than Int64.min) at line 1, column 7")
        #expect(decoder.message(decoding: [String: UInt128].self, from: #"{"v": -0x10000000000000000}"#)
            == "v: expected UInt128, found number -0x10000000000000000 (UInt128 cannot be negative) at line 1, column 7")
    }

    /// `JSONDecoder` refuses a hexadecimal integer a `Double` does not hold exactly; the reason
    /// says so, not `(beyond Double's range)`.
    @Test func aDoubleRefusesAnInexactHexadecimalIntegerAndSaysSo() {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let why = "(a hexadecimal integer that Double does not hold exactly, which JSONDecoder refuses too)"
        #expect(decoder.message(decoding: [String: Double].self, from: #"{"v": 0xFFFFFFFFFFFFFFFF}"#)
            == "v: expected Double, found number 18446744073709551615 \(why) at line 1, column 7")
        #expect(decoder.message(decoding: [String: Double].self, from: #"{"v": 0x10000000000000000}"#)
            == "v: expected Double, found number 0x10000000000000000 \(why) at line 1, column 7")
        #expect(decoder.message(decoding: [String: Double].self, from: #"{"v": 1e400}"#)
            == "v: expected Double, found number 1e400 (beyond Double's range) at line 1, column 7")
        #expect(decoder.message(decoding: [String: Float].self, from: #"{"v": 1e39}"#)
            == "v: expected Float, found number 1e39 (beyond Float's range) at line 1, column 7")
        for text in ["0xFFFFFFFFFFFFFFFF", "0x10000000000000000"] {
            let foundation = JSONDecoder()
            foundation.allowsJSON5 = true
            #expect((try? foundation.decode([String: Double].self, from: Data(#"{"v": \#(text)}"#.utf8))) == nil)
        }
    }
}
