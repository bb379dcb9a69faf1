@testable import Fleece

/// Runs `body` on the UTF-8 bytes of `text`, the way the parser hands a
/// number's bytes to `NumberConversion`.
func withNumberText<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    Array(text.utf8).withUnsafeBufferPointer(body)
}

/// `NumberConversion.double` of `text`'s bytes. A function with its types spelled out, so that a
/// comparison with a literal (`doubleConversion(of: "1e1") == 0x1p53`) type-checks at once, which
/// the same comparison around a generic closure did not (up to 388 ms an expression).
func doubleConversion(of text: String) -> Double {
    withNumberText(text) { NumberConversion.double($0) }
}

/// `NumberConversion.float` of `text`'s bytes (see `doubleConversion(of:)`).
func floatConversion(of text: String) -> Float {
    withNumberText(text) { NumberConversion.float($0) }
}

/// Random texts of valid JSON numbers, in shapes that stress different paths.
struct RandomNumberTexts {
    /// SplitMix64 (see RoundTripPropertyTests.swift), so every run checks the
    /// same numbers and a failure can be replayed.
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(state: seed) }

    mutating func digits(_ count: Int, leadingNonzero: Bool) -> String {
        var text = ""
        for index in 0..<count {
            let lowest = index == 0 && leadingNonzero ? 1 : 0
            text.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(Int.random(in: lowest...9, using: &generator)))))
        }
        return text
    }

    mutating func sign() -> String { Bool.random(using: &generator) ? "-" : "" }

    /// An integer part: "0" or digits without a leading zero.
    mutating func integerPart(maximumDigits: Int) -> String {
        let count = Int.random(in: 0...maximumDigits, using: &generator)
        return count == 0 ? "0" : digits(count, leadingNonzero: true)
    }

    mutating func exponent(_ range: ClosedRange<Int>) -> String {
        let value = Int.random(in: range, using: &generator)
        let marker = Bool.random(using: &generator) ? "e" : "E"
        let sign = value < 0 ? "-" : (Bool.random(using: &generator) ? "+" : "")
        return marker + sign + String(value.magnitude)
    }

    /// A coordinate like the geo corpus: up to 3 integer digits, 1 to 15 fraction digits.
    mutating func coordinate() -> String {
        sign() + integerPart(maximumDigits: 3) + "." + digits(Int.random(in: 1...15, using: &generator), leadingNonzero: false)
    }

    /// Any shape: integer part, optional fraction and exponent, across the
    /// whole Double range and beyond.
    mutating func general() -> String {
        var text = sign() + integerPart(maximumDigits: 22)
        if Bool.random(using: &generator) {
            text += "." + digits(Int.random(in: 1...22, using: &generator), leadingNonzero: false)
        }
        if Bool.random(using: &generator) {
            text += exponent(-360...330)
        }
        return text
    }

    /// 1 to 20 significant digits scaled near the ends of `range` (powers of ten).
    mutating func scaled(into range: ClosedRange<Int>) -> String {
        let significant = digits(Int.random(in: 1...20, using: &generator), leadingNonzero: true)
        return sign() + significant + exponent(range)
    }

    /// More than 19 significant digits, so Eisel–Lemire bounds the value from
    /// both sides and sometimes has to hand over to the slow path.
    mutating func longSignificand(digitCount: ClosedRange<Int>, exponents: ClosedRange<Int>) -> String {
        let count = Int.random(in: digitCount, using: &generator)
        let point = Int.random(in: 1...count, using: &generator)
        let all = digits(count, leadingNonzero: true)
        let integer = all.prefix(point)
        let fraction = all.dropFirst(point)
        return sign() + integer + (fraction.isEmpty ? "" : "." + fraction) + exponent(exponents)
    }

    /// Decimal texts within one unit of the 40th digit of a point exactly
    /// halfway between two neighbouring `Double`s (or `Float`s, with
    /// `significandBits` 24): the cases where rounding is hardest to get right.
    mutating func nearHalfway(significandBits: Int, binaryExponents: ClosedRange<Int>) -> String {
        // An odd integer of significandBits + 1 bits, times 2^e, is exactly halfway.
        let odd = (UInt128(UInt64.random(in: 0..<(1 << UInt64(significandBits)), using: &generator)) | 1 << significandBits) << 1 | 1
        let e = Int.random(in: binaryExponents, using: &generator)
        // odd × 2^e = odd × 5^-e / 10^-e for e < 0, so its decimal digits are finite.
        var digits: String
        var pointFromEnd = 0
        if e >= 0 {
            digits = String(odd << e)
        } else {
            var scaled = odd
            for _ in 0..<(-e) { scaled *= 5 }
            digits = String(scaled)
            pointFromEnd = -e
        }
        if pointFromEnd >= digits.count {
            digits = String(repeating: "0", count: pointFromEnd - digits.count + 1) + digits
        }
        let integer = String(digits.dropLast(pointFromEnd))
        var fraction = String(digits.suffix(pointFromEnd))
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:  // exactly halfway
            break
        case 1:  // just above
            fraction += String(repeating: "0", count: 30) + "1"
        default:  // just below: one unit less in the last of 40 more digits
            if fraction.isEmpty {
                let lower = Self.decrement(integer).drop { $0 == "0" }
                return sign() + (lower.isEmpty ? "0" : lower) + "." + String(repeating: "9", count: 40)
            }
            fraction = Self.decrement(fraction + String(repeating: "0", count: 40))
        }
        return sign() + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `digits` minus one in the last place, as many digits long
    /// (`digits` must not be all zeros).
    static func decrement(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        var index = bytes.count - 1
        while index >= 0, bytes[index] == UInt8(ascii: "0") {
            bytes[index] = UInt8(ascii: "9")
            index -= 1
        }
        if index >= 0 { bytes[index] -= 1 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
