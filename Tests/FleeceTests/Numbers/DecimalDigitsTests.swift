import Testing
@testable import Fleece

@Suite("DecimalDigits")
struct DecimalDigitsTests {
    /// Eight bytes as loaded little-endian: `bytes[0]` in the lowest byte.
    func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    @Test func everyByteValueIsClassifiedAtEveryPosition() {
        for position in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var bytes = Array("12345678".utf8)
                bytes[position] = byte
                let expected = (0x30...0x39).contains(byte) ? 8 : position
                let digits = word(bytes) ^ 0x3030_3030_3030_3030
                #expect(DecimalDigits.leadingDigitCount(digits) == expected, "byte \(byte) at \(position)")
            }
        }
        // Bytes after the first non-digit do not matter, whatever they carry.
        let digits = word([0x31, 0xFF, 0xFF, 0x30, 0x8A, 0x39, 0xFF, 0x00]) ^ 0x3030_3030_3030_3030
        #expect(DecimalDigits.leadingDigitCount(digits) == 1)
    }

    @Test func eightDigitValues() {
        var generator = SeededGenerator(state: 8)
        let samples = ["00000000", "99999999", "12345678", "87654321", "00000001", "10000000", "09090909"]
        for text in samples + (0..<1_000).map({ _ in String(UInt64.random(in: 0..<100_000_000, using: &generator)) }) {
            let padded = String(repeating: "0", count: 8 - text.count) + text
            let value = DecimalDigits.valueOfEightDigits(word(Array(padded.utf8)) ^ 0x3030_3030_3030_3030)
            #expect(value == UInt64(padded), "\(padded)")
        }
    }

    /// Runs of every length up to 40, at every offset, followed by each kind
    /// of byte a number can continue with, or by the end of the text.
    @Test func accumulateStopsExactlyAfterTheRun() {
        var generator = SeededGenerator(state: 40)
        for length in 0...40 {
            for prefix in ["", "-", "-1234567."] {
                for suffix in ["", ".5", "e7", "E-7", "x"] {
                    let run = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                    let text = prefix + run + suffix
                    var index = prefix.utf8.count
                    var value: UInt64 = 0
                    withNumberText(text) { DecimalDigits.accumulate($0, at: &index, into: &value) }
                    #expect(index == prefix.utf8.count + length, "\(text)")
                    // Wrapping arithmetic: compare modulo 2^64.
                    let expected = run.utf8.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1 - 48) }
                    #expect(value == expected, "\(text)")
                }
            }
        }
    }
}

/// The number reads that go through `DecimalDigits`' eight-byte blocks and their short tails:
/// every split of digits between the integer part and the fraction, with and without an
/// exponent, against the standard library to the bit, and integers exactly.
@Suite("Number reading at every digit count")
struct NumberReadingEveryDigitCountTests {
    @Test func fractionsOfEveryLengthMatchTheStandardLibrary() {
        var generator = SeededGenerator(state: 0x5EED_0024)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(generator.next() % 10)) })
        }
        for integerDigits in 1...6 {
            for fractionDigits in 0...30 {
                for exponent in ["", "e5", "E-12", "e+300", "e-320"] {
                    for sign in ["", "-"] {
                        var integer = digits(integerDigits)
                        if integer.count > 1, integer.first == "0" { integer = "1" + integer.dropFirst() }
                        let text = sign + integer + (fractionDigits > 0 ? "." + digits(fractionDigits) : "") + exponent
                        let expected = Double(text)
                        let converted = doubleConversion(of: text)
                        #expect(converted.bitPattern == expected?.bitPattern, "\(text)")
                    }
                }
            }
        }
    }

    /// Integers of every digit count, signed or not, in texts shorter and longer than eight bytes
    /// (the words are loaded by the length), and texts of plain digits broken by one other byte.
    @Test func integersOfEveryDigitCount() {
        var generator = SeededGenerator(state: 0x5EED_0019)
        for digitCount in 1...21 {
            for _ in 0..<200 {
                var digits = String((0..<digitCount).map { _ in Character(String(generator.next() % 10)) })
                if digitCount > 1, digits.first == "0" { digits = "7" + digits.dropFirst() }
                for text in [digits, "-" + digits] {
                    let int64 = withNumberText(text) { NumberConversion.int64($0) }
                    let uint64 = withNumberText(text) { NumberConversion.uint64($0) }
                    #expect(int64 == Int64(text), "\(text)")
                    #expect(uint64 == (text == "-0" ? 0 : UInt64(text)), "\(text)")
                }
                for position in 0..<digitCount where digitCount >= 2 {
                    var broken = Array(digits.utf8)
                    broken[position] = UInt8(ascii: ".")
                    let text = String(decoding: broken, as: UTF8.self)
                    guard position > 0, position < digitCount - 1 else { continue }
                    // A fraction: an integer only when every digit after the point is zero.
                    let expected = Double(text).flatMap { $0.rounded() == $0 ? Int64(exactly: $0) : nil }
                    let fractionIsZero = broken[(position + 1)...].allSatisfy { $0 == UInt8(ascii: "0") }
                    let int64 = withNumberText(text) { NumberConversion.int64($0) }
                    if fractionIsZero, digitCount <= 15 {
                        #expect(int64 == expected, "\(text)")
                    } else if !fractionIsZero {
                        #expect(int64 == nil, "\(text)")
                    }
                }
            }
        }
    }

    @Test func exactValues() throws {
        let pairs: [(String, Double)] = [
            ("-74.612867787652575", -74.612867787652575), ("68.553108137847431", 68.553108137847431),
            ("139.60043940", 139.6004394), ("0.1", 0.1), ("123456789012345678", 123456789012345680),
            ("1.7976931348623157e308", 1.7976931348623157e308), ("4.9e-324", .leastNonzeroMagnitude),
            ("2.2250738585072014e-308", 2.2250738585072014e-308), ("9007199254740993", 9007199254740992),
            ("0.30000000000000004", 0.30000000000000004), ("12345678.12345678", 12345678.12345678),
        ]
        for (text, value) in pairs {
            guard case .number(let number) = try JSON(parsing: text) else {
                Issue.record("not a number: \(text)")
                continue
            }
            #expect(number.double.bitPattern == value.bitPattern, "\(text)")
        }
        for (text, value) in [("0", 0), ("7", 7), ("-12345678", -12_345_678), ("123456789", 123_456_789),
                              ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
                              ("505874924095815681", 505_874_924_095_815_681)] as [(String, Int64)] {
            guard case .number(let number) = try JSON(parsing: text) else {
                Issue.record("not a number: \(text)")
                continue
            }
            #expect(number.int64 == value, "\(text)")
        }
    }
}
