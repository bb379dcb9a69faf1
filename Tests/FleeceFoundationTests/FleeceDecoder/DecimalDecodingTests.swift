import Foundation
@testable import FleeceFoundation
import Testing

/// `Decimal`s are built from the number the parser read (`DecimalParts`) in place of
/// `Decimal(string:)`: the same `Decimal` to the bit, and for what it leaves to the parser the
/// same values and errors as `JSONDecoder`.
@Suite("Decimals, built from the digits")
struct DecimalDecodingTests {
    /// The 20 bytes of a `Decimal`: `==` would call `1.5` and `1.50` equal whatever their form.
    static func bits(_ decimal: Decimal) -> [UInt8] { withUnsafeBytes(of: decimal) { Array($0) } }

    /// Random JSON numbers: up to 12 integer and 12 fraction digits, a sign, and an exponent in a
    /// fifth of them, many with trailing zeros (`12.340`, `100`).
    static func randomNumbers(count: Int) -> [String] {
        var random = SeededGenerator(seed: 1_234)
        func digits(_ count: Int) -> String {
            String((0 ..< count).map { _ in Character(String(Int.random(in: 0 ... 9, using: &random))) })
        }
        return (0 ..< count).map { _ in
            var text = Bool.random(using: &random) ? "-" : ""
            let integerDigits = Int.random(in: 0 ... 12, using: &random)
            text += integerDigits == 0 ? "0" : String(Int.random(in: 1 ... 9, using: &random)) + digits(integerDigits - 1)
            let fractionDigits = Int.random(in: 0 ... 12, using: &random)
            if fractionDigits > 0 { text += "." + digits(fractionDigits) }
            // Trailing zeros, after a fraction or a nonzero integer part (`00` is not JSON).
            if fractionDigits + integerDigits > 0, Int.random(in: 0 ..< 4, using: &random) == 0 { text += String(repeating: "0", count: Int.random(in: 1 ... 4, using: &random)) }
            if Int.random(in: 0 ..< 5, using: &random) == 0 { text += "e" + String(Int.random(in: -120 ... 120, using: &random)) }
            return text
        }
    }

    static let edges = [
        "0", "-0", "0.0", "0.00", "-0.0", "0e5", "-0e-3", "1", "-1", "1.50", "100", "-12.340", "0.05", "5e-3", "5E+3",
        "65536", "4294967296", "18446744073709551615", "9999999999999999999", "99999999999999999999",
        "12345678901234567890", "1234567890.123456789", "1234567890123456789012345678901234567890",
        "1e100", "1e101", "1e127", "1e128", "1000e126", "1e-100", "1e-101", "1e-128", "1e-129", "10e-129",
        "0.0000000000000000000000000000001", "123456789012345678901234567890.12345678",
    ]

    @Test("every number decodes to the bits Decimal(string:) gives, or fails where it gives nil")
    func sameBitsAsDecimalString() throws {
        let decoder = FleeceDecoder()
        for text in Self.edges + Self.randomNumbers(count: 5_000) {
            let decoded = Result { try decoder.decode([Decimal].self, from: Data("[\(text)]".utf8)) }
            switch (decoded, Decimal(string: text)) {
            case (.success(let decimals), let expected?):
                #expect(decimals.map(Self.bits) == [Self.bits(expected)], "\(text): \(decimals) against \(expected)")
            case (.failure, nil):
                break
            default:
                Issue.record("\(text): FleeceDecoder \(decoded), Decimal(string:) \(String(describing: Decimal(string: text)))")
            }
        }
    }

    @Test("DecimalParts builds what Decimal(string:) reads, and leaves it what it cannot build")
    func partsDirectly() throws {
        let built: [(Bool, UInt64, Int, String)] = [(false, 1_234, -2, "12.34"), (true, 15, -1, "-1.5"), (false, 1_000, 0, "1000"), (false, 5, -100, "5e-100"),
                     (false, 18_446_744_073_709_551_615, 100, "18446744073709551615e100"), (true, 0, -3, "-0.000"), (false, 0, 0, "0")]
        for (isNegative, significand, exponent, text) in built {
            let decimal = try #require(DecimalParts.decimal(isNegative: isNegative, significand: significand, exponent: exponent), "\(text)")
            #expect(Self.bits(decimal) == Self.bits(try #require(Decimal(string: text))), "\(text)")
        }
        // A positive zero keeps its written exponent in `Decimal(string:)`; exponents past ±100 are the parser's.
        #expect(DecimalParts.decimal(isNegative: false, significand: 0, exponent: -2) == nil)
        #expect(DecimalParts.decimal(isNegative: false, significand: 1, exponent: 101) == nil)
        #expect(DecimalParts.decimal(isNegative: true, significand: 1, exponent: -101) == nil)
    }

    @Test("a document of numbers: the values and bits JSONDecoder gives")
    func sameAsJSONDecoder() throws {
        let json = Data(#"{"prices": [0, 19.99, -0.50, 1e3, 2.5E-2, 100.000, 1e-128, 1e127]}"#.utf8)
        let mine = try FleeceDecoder().decode([String: [Decimal]].self, from: json)["prices"] ?? []
        let theirs = try JSONDecoder().decode([String: [Decimal]].self, from: json)["prices"] ?? []
        #expect(mine.map(Self.bits) == theirs.map(Self.bits))
        #expect(mine.map(\.description) == ["0", "19.99", "-0.5", "1000", "0.025", "100", theirs[6].description, theirs[7].description])
    }

    @Test("what is not a number fails as JSONDecoder fails", arguments: [#""19.99""#, "true", "null", "{}", "[]", "1e200"])
    func notANumber(value: String) {
        expectSameDecoding([String: Decimal].self, #"{"price": \#(value)}"#)
    }
}

/// A malformed number token read as `Decimal` is said to be malformed, as for `Int`, not to
/// "not fit": an outside tester read `The number 0x at a does not fit in Decimal`.
@Suite("FleeceDecoder: a malformed number as Decimal")
struct MalformedDecimalTests {
    struct Amount: Decodable { var a: Decimal }
    struct Count: Decodable { var a: Int64 }

    @Test("JSON5's malformed tokens, and JSON's read leniently, are not valid", arguments: [
        ("{a: 0x}", true, "The value 0x at a is not valid JSON5"),
        ("{a: 1e}", true, "The value 1e at a is not valid JSON5"),
        (#"{"a": 01}"#, false, "The value 01 at a is not valid JSON"),
    ])
    func malformed(text: String, json5: Bool, words: String) throws {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = json5
        for decode in [{ _ = try decoder.decode(Amount.self, from: Data(text.utf8)) },
                       { _ = try decoder.decode(Count.self, from: Data(text.utf8)) }] {
            do {
                try decode()
                Issue.record("decoded \(text)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains(words), "\(context.debugDescription)")
                #expect(!context.debugDescription.contains("does not fit"))
            }
        }
    }
}
