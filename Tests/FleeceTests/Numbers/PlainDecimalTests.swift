import Testing
@testable import Fleece

/// `PlainDecimal` (a number without an exponent, read from a few words, in place in its buffer)
/// against the standard library's `Double(String)`: the same bits, for the text alone, in place
/// between bytes that would change the value if they were read as its digits, and as
/// `JSON.Number.double` in parsed documents.
@Suite("Plain decimals against the standard library")
struct PlainDecimalTests {
    /// Compares every way of reading `text` with `Double(text)`; returns whether all agreed.
    @discardableResult
    func expectSameBits(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let expected = Double(text) else {
            Issue.record("the standard library rejects \(text)", sourceLocation: sourceLocation)
            return false
        }
        var results: [(String, Double)] = []
        results.append(("alone", doubleConversion(of: text)))
        // In place, with digits, a point and an exponent around it: none of them may count.
        for (before, after) in [("", ""), ("9", "7"), ("[", "]"), ("123.", "e5"), ("12345678", "9.5e-3, 1")] {
            let buffer = Array((before + text + after).utf8)
            let value = buffer.withUnsafeBufferPointer {
                NumberConversion.double(in: $0, start: before.utf8.count, count: text.utf8.count)
            }
            results.append(("in place after \"\(before)\", before \"\(after)\"", value))
        }
        // In documents: alone (the text is the whole input), first and last in an array, a member;
        // after eight bytes or more (where the parser's recorded point is used), and through the
        // JSON5 parser (which records none).
        let documents = [text, "[\(text),\(text)]", "{\"a\": \(text)}", "[\"padding\", \(text)]", "{\"padding\": \"\", \"value\": \(text)}"]
        for (document, options) in documents.map({ ($0, JSONParsingOptions()) })
            + [("[\(text),]", JSONParsingOptions(allowsTrailingCommas: true))] {
            guard let json = try? JSON(parsing: document, options: options) else {
                Issue.record("\(document) does not parse", sourceLocation: sourceLocation)
                return false
            }
            let numbers: [JSON]
            switch json {
            case .array(let array): numbers = Array(array)
            case .object(let object): numbers = object.map(\.value)
            default: numbers = [json]
            }
            for case .number(let number) in numbers {
                results.append(("in \(document)", number.double))
            }
        }
        var agreed = true
        for (way, value) in results where value.bitPattern != expected.bitPattern {
            Issue.record("\(text) \(way): \(value) != \(expected)", sourceLocation: sourceLocation)
            agreed = false
        }
        return agreed
    }

    /// Whether the plain-decimal path itself reads `text` (alone in its buffer, and in place with
    /// room to load after it).
    func isReadInPlace(_ text: String) -> Bool {
        let buffer = Array((text + "        ").utf8)
        return buffer.withUnsafeBufferPointer {
            unsafe PlainDecimal.bits($0.baseAddress!, start: 0, end: text.utf8.count, limit: $0.count) != nil
        }
    }

    /// The strict parser records a fraction's point (its offset from the number's first byte)
    /// and an exponent in the entry; numbers without a fraction record no point.
    @Test func parserRecordsThePointAndTheExponent() throws {
        let json = try JSON(parsing: "[1.5, -12.25, 3e5, 1.5e-3, 42, -0.5, 123456789.5, -7E+2, 0.0]")
        guard case .array(let array) = json else { Issue.record("not an array"); return }
        let expected: [(point: Int, exponent: Bool)] = [(1, false), (3, false), (0, true), (1, true), (0, false),
                                                        (2, false), (9, false), (0, true), (1, false)]
        for (position, (point, exponent)) in expected.enumerated() {
            let entry = array.document.entries[array.elementEntryIndex(position)]
            #expect(entry.recordedPointOffset == point, "element \(position)")
            #expect(entry.hasRecordedExponent == exponent, "element \(position)")
        }
    }

    /// A parsed coordinate after eight bytes or more is read around its recorded point.
    @Test func recordedPointIsReadInPlace() throws {
        let json = try JSON(parsing: "[0, 0, 0, -65.613616999999977, 19.99]")
        guard case .array(let array) = json else { Issue.record("not an array"); return }
        for position in [3, 4] {
            let entry = array.document.entries[array.elementEntryIndex(position)]
            let bits = array.document.bytes.withUnsafeBufferPointer {
                unsafe PlainDecimal.bits($0.baseAddress!, start: Int(entry.offset), end: Int(entry.offset) + entry.length,
                                         recordedPoint: entry.recordedPointOffset)
            }
            #expect(bits == [-65.613616999999977, 19.99][position - 3].bitPattern)
        }
    }

    /// A point more than 65,535 bytes into its number is recorded modulo 2^16, where a digit
    /// is: the general path reads it, to the same value as the standard library.
    @Test func pointBeyondTheRecordableOffsets() throws {
        for integerDigits in [65_535, 65_536, 65_537, 70_000] {
            let text = "1" + String(repeating: "0", count: integerDigits - 1) + ".5"
            let json = try JSON(parsing: "[0, 0, 0, \(text)]")
            guard case .array(let array) = json, case .number(let number) = array[3] else { Issue.record("no number"); return }
            #expect(number.double == Double(text))
        }
    }

    @Test func takesOnlyPlainDecimalsOfAtMostNineteenDigits() {
        for text in ["-65.613616999999977", "19.99", "0.5", "-0.0", "0.0000000000000001", "1234567.123456789012",
                     "1.2345678901234567", "-7.25", "9999999.9999999999"] {
            #expect(isReadInPlace(text), "\(text)")
        }
        for text in ["1e5", "1.5e3", "-1.5E-3", "12345678.5", "1.23456789012345678", "0.12345678901234567890",
                     "5", "-5", "123", "12345678", "1234567.1234567890123"] {
            #expect(!isReadInPlace(text), "\(text)")
        }
    }

    /// Integer parts of 0 to 9 digits (up to 7 is the plain path), fractions of 1 to 20 digits
    /// (up to 16 is), both signs, a few random numbers of each shape.
    @Test func everyShape() {
        var texts = RandomNumberTexts(seed: 0x91A1_DEC1)
        for integerDigits in 0...9 {
            for fractionDigits in 1...20 {
                for round in 0..<12 {
                    let integer = integerDigits == 0 ? "0" : texts.digits(integerDigits, leadingNonzero: true)
                    // Every other fraction ends in zeros or is all zeros, the rest random.
                    var fraction = texts.digits(fractionDigits, leadingNonzero: false)
                    if round == 1 { fraction = String(repeating: "0", count: fractionDigits) }
                    if round == 2 { fraction = String(fraction.dropLast(fractionDigits / 2)) + String(repeating: "0", count: fractionDigits / 2) }
                    if round == 3 { fraction = String(repeating: "9", count: fractionDigits) }
                    guard expectSameBits((round % 2 == 0 ? "" : "-") + integer + "." + fraction) else { return }
                }
            }
        }
    }

    /// The geo corpus's coordinates: 17 significant digits, 1 to 3 of them before the point.
    @Test func seventeenDigitCoordinates() {
        var texts = RandomNumberTexts(seed: 0xC00_4D1)
        for index in 0..<20_000 {
            let integerDigits = index % 3 + 1
            let text = texts.sign() + texts.digits(integerDigits, leadingNonzero: true) + "."
                + texts.digits(17 - integerDigits, leadingNonzero: false)
            guard expectSameBits(text) else { return }
        }
    }

    /// 16 to 19 significant digits within a unit of the last digit from a point exactly halfway
    /// between two neighbouring doubles below 10^7: where a wrong product or rounding shows.
    @Test func nearHalfwayPoints() {
        var generator = SeededGenerator(state: 0x4A1F_3A7)
        for _ in 0..<20_000 {
            // odd × 2^e, odd of 54 bits: a halfway point; e from -70 to -31 keeps it below 10^7.
            let odd = UInt128(UInt64.random(in: 0..<(1 << 53), using: &generator) | 1 << 53) << 1 | 1
            let e = Int.random(in: -76 ... -31, using: &generator)
            // odd × 2^e = odd × 5^-e / 10^-e: the digits of odd × 5^-e, the point -e from the end.
            var digits = Self.decimalDigits(of: odd, timesPowerOfFive: -e)
            while digits.count <= -e { digits.insert(UInt8(ascii: "0"), at: 0) }
            let integerDigits = digits.count + e
            guard integerDigits <= 7 else { continue }
            // Keep 16 to 19 significant digits: truncated, or one more in the last place.
            let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
            let kept = min(digits.count, max(integerDigits + 1, leadingZeros + Int.random(in: 16...19, using: &generator)))
            var text = Array(digits.prefix(kept))
            if Bool.random(using: &generator) {
                var index = text.count - 1
                while index >= 0, text[index] == UInt8(ascii: "9") {
                    text[index] = UInt8(ascii: "0")
                    index -= 1
                }
                guard index >= 0 else { continue }
                text[index] += 1
            }
            let integer = String(decoding: text.prefix(integerDigits), as: UTF8.self)
            let fraction = String(decoding: text.dropFirst(integerDigits), as: UTF8.self)
            let trimmed = integer.drop { $0 == "0" }
            guard expectSameBits((Bool.random(using: &generator) ? "-" : "") + (trimmed.isEmpty ? "0" : trimmed) + "." + fraction) else { return }
        }
    }

    /// The decimal digits (ASCII, most significant first) of `value × 5^exponent`, exactly.
    static func decimalDigits(of value: UInt128, timesPowerOfFive exponent: Int) -> [UInt8] {
        var digits: [UInt8] = String(value).utf8.reversed().map { $0 - UInt8(ascii: "0") }  // least significant first
        for _ in 0..<exponent {
            var carry: UInt8 = 0
            for index in digits.indices {
                let product = digits[index] * 5 + carry
                digits[index] = product % 10
                carry = product / 10
            }
            if carry > 0 { digits.append(carry) }
        }
        return digits.reversed().map { $0 + UInt8(ascii: "0") }
    }

    /// Zeros keep their sign; powers of two and ten, and values at 2^53, either side of the
    /// limit of the exact division.
    @Test func edgeValues() {
        for text in ["0.0", "-0.0", "0.0000000000000000", "-0.0000000000000000", "0.5", "-0.5", "0.1", "0.2", "0.3",
                     "9007199.254740992", "9007199.254740993", "9007199.254740991", "9007199.254740994",
                     "900719.9254740993", "0.9007199254740993", "0.9007199254740992", "1.0000000000000002",
                     "1.0000000000000001", "0.9999999999999999", "0.99999999999999999", "9999999.999999999999",
                     "0.0000000000000001", "0.1234567890123456", "1.7976931348623157", "2.2250738585072014",
                     "4.9406564584124654", "1.00000000000000011102230246251565404236316680908203125"] {
            expectSameBits(text)
        }
    }
}
