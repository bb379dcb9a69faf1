import Testing
@testable import Fleece

/// `NumberConversion.double` and `.float` against the standard library's
/// `Double(String)` and `Float(String)`, which round correctly: the same bits
/// for every generated text.
@Suite("NumberConversion against the standard library")
struct NumberConversionDifferentialTests {
    /// Compares both conversions on `text`; returns whether they agreed.
    @discardableResult
    func expectSameBits(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let expectedDouble = Double(text), let expectedFloat = Float(text) else {
            Issue.record("the standard library rejects \(text)", sourceLocation: sourceLocation)
            return false
        }
        let double = doubleConversion(of: text)
        let float = floatConversion(of: text)
        #expect(double.bitPattern == expectedDouble.bitPattern, "\(text): \(double) != \(expectedDouble)", sourceLocation: sourceLocation)
        #expect(float.bitPattern == expectedFloat.bitPattern, "\(text): \(float) != \(expectedFloat)", sourceLocation: sourceLocation)
        return double.bitPattern == expectedDouble.bitPattern && float.bitPattern == expectedFloat.bitPattern
    }

    /// 100,000 texts of every shape with a fixed seed; the first disagreement
    /// stops the test so a bug reports one text, not thousands.
    @Test func hundredThousandRandomNumbers() {
        var texts = RandomNumberTexts(seed: 0xF1EE_CE00_2026)
        for index in 0..<100_000 {
            let text: String
            switch index % 10 {
            case 0, 1, 2: text = texts.coordinate()
            case 3, 4: text = texts.general()
            case 5: text = texts.scaled(into: -345...(-290))  // Double subnormals and underflow
            case 6: text = texts.scaled(into: 280...312)  // near Double overflow
            case 7: text = texts.scaled(into: -66...40)  // the whole Float range
            case 8: text = texts.nearHalfway(significandBits: 52, binaryExponents: -30...70)
            default: text = texts.nearHalfway(significandBits: 23, binaryExponents: -40...100)
            }
            guard expectSameBits(text) else { return }
        }
    }

    /// Integer parts of every length from 0 to 22 digits (the first three are read one by one,
    /// the rest eight at a time), with and without a fraction and an exponent, signed or not.
    @Test func everyIntegerPartLength() {
        var generator = SystemRandomNumberGenerator()
        for integerDigits in 0...22 {
            for fractionDigits in [0, 1, 7, 8, 9, 15, 17] {
                for exponent in ["", "e5", "E-3", "e+300"] {
                    for sign in ["", "-"] {
                        guard integerDigits + fractionDigits > 0 else { continue }
                        var integer = integerDigits == 0 ? "0" : String(Int.random(in: 1...9, using: &generator))
                        for _ in 1..<max(integerDigits, 1) { integer += String(Int.random(in: 0...9, using: &generator)) }
                        var text = sign + integer
                        if fractionDigits > 0 {
                            text += "."
                            for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
                        }
                        guard expectSameBits(text + exponent) else { return }
                    }
                }
            }
        }
    }

    /// Significands of 20 to 60 digits: Eisel–Lemire runs twice and, near a
    /// tie, hands over to the slow path.
    @Test func longSignificands() {
        var texts = RandomNumberTexts(seed: 0x10_6D16_175)
        for index in 0..<10_000 {
            let exponents = index % 2 == 0 ? -30...30 : -350...320
            guard expectSameBits(texts.longSignificand(digitCount: 20...60, exponents: exponents)) else { return }
        }
    }

    /// The slow path on its own, including texts longer than the 800 digits it
    /// keeps: the same bits as the standard library on the full text.
    @Test func slowPathAgreesOnLongTexts() {
        var texts = RandomNumberTexts(seed: 0x5_10_3_9A7)
        for index in 0..<400 {
            let digitCount = index % 4 == 0 ? 780...1_200 : 1...120
            let text = index % 5 == 0
                ? texts.nearHalfway(significandBits: index % 2 == 0 ? 52 : 23, binaryExponents: -30...60)
                : texts.longSignificand(digitCount: digitCount, exponents: -400...330)
            let (double, float) = withNumberText(text) { bytes in
                let layout = DecimalLayout(scanning: bytes)
                return (layout.correctlyRounded(in: bytes, as: Binary64.self), layout.correctlyRounded(in: bytes, as: Binary32.self))
            }
            #expect(double.bitPattern == Double(text)?.bitPattern, "\(text)")
            #expect(float.bitPattern == Float(text)?.bitPattern, "\(text)")
        }
    }

    /// Ties decided by a digit far beyond the 800 the slow path keeps: its
    /// sticky digit must carry that digit's weight.
    @Test func digitsBeyondTheKeptOnesDecideTies() {
        /// The exact decimal text of `odd × 2^-exponent`, that is `odd × 5^exponent / 10^exponent`.
        func exactText(_ odd: UInt32, timesTwoToTheMinus exponent: Int) -> String {
            var scaled = BigNatural.power(5, exponent)
            scaled.multiply(by: odd)
            let digits = scaled.description
            return "0." + String(repeating: "0", count: exponent - digits.count) + digits
        }
        func justBelow(_ text: String) -> String {
            RandomNumberTexts.decrement(text) + String(repeating: "9", count: 1_000)
        }
        let farAbove = String(repeating: "0", count: 1_000) + "1"

        // Halfway between 0 and the smallest subnormal (752 significant digits).
        let doubleHalf = exactText(1, timesTwoToTheMinus: 1075)
        #expect(doubleConversion(of: doubleHalf) == 0)
        #expect(doubleConversion(of: doubleHalf + farAbove) == 0x1p-1074)
        #expect(doubleConversion(of: justBelow(doubleHalf)) == 0)
        // Halfway between the smallest subnormal and twice it: ties go to the even one.
        let doubleThreeHalves = exactText(3, timesTwoToTheMinus: 1075)
        #expect(doubleConversion(of: doubleThreeHalves) == 0x1p-1073)
        #expect(doubleConversion(of: doubleThreeHalves + farAbove) == 0x1p-1073)
        #expect(doubleConversion(of: justBelow(doubleThreeHalves)) == 0x1p-1074)

        let floatHalf = exactText(1, timesTwoToTheMinus: 150)
        #expect(floatConversion(of: floatHalf) == 0)
        #expect(floatConversion(of: floatHalf + farAbove) == 0x1p-149)
        #expect(floatConversion(of: justBelow(floatHalf)) == 0)
        let floatThreeHalves = exactText(3, timesTwoToTheMinus: 150)
        #expect(floatConversion(of: floatThreeHalves) == 0x1p-148)
        #expect(floatConversion(of: justBelow(floatThreeHalves)) == 0x1p-149)
    }
}

/// The shapes most documents hold, a million of them, written straight into bytes (no `String`
/// per text, so the test runs in seconds): integers, short decimals that Clinger's fast path
/// takes, and 16- to 19-digit coordinates that go to Eisel–Lemire; each against `Double(String)`.
@Suite("NumberConversion.double on a million common numbers")
struct CommonNumberDifferentialTests {
    @Test func millionCommonShapes() {
        var generator = SeededGenerator(state: 0xF1EE_CE00_0014)
        var text: [UInt8] = []
        text.reserveCapacity(40)
        func appendDigits(_ count: Int, leadingNonzero: Bool) {
            for index in 0 ..< count {
                let lowest: UInt64 = index == 0 && leadingNonzero ? 1 : 0
                text.append(UInt8(ascii: "0") + UInt8(lowest + generator.next() % (10 - lowest)))
            }
        }
        var disagreements = 0
        for index in 0 ..< 1_000_000 {
            text.removeAll(keepingCapacity: true)
            if generator.next() & 1 == 0 { text.append(UInt8(ascii: "-")) }
            switch index % 4 {
            case 0:  // an integer of 1...19 digits
                appendDigits(1 + Int(generator.next() % 19), leadingNonzero: true)
            case 1:  // up to 15 significant digits, some with a small exponent
                let integerDigits = Int(generator.next() % 8)
                if integerDigits == 0 { text.append(UInt8(ascii: "0")) } else { appendDigits(integerDigits, leadingNonzero: true) }
                text.append(UInt8(ascii: "."))
                appendDigits(1 + Int(generator.next() % UInt64(15 - integerDigits)), leadingNonzero: false)
                if generator.next() % 4 == 0 {
                    text.append(UInt8(ascii: "e"))
                    if generator.next() & 1 == 0 { text.append(UInt8(ascii: "-")) }
                    appendDigits(1 + Int(generator.next() % 2), leadingNonzero: false)
                }
            default:  // a coordinate: 1...3 integer digits, 16...19 significant digits in all
                let integerDigits = 1 + Int(generator.next() % 3)
                appendDigits(integerDigits, leadingNonzero: true)
                text.append(UInt8(ascii: "."))
                appendDigits(16 + Int(generator.next() % 4) - integerDigits, leadingNonzero: false)
            }
            let converted = text.withUnsafeBufferPointer { NumberConversion.double($0) }
            let string = String(decoding: text, as: UTF8.self)
            guard let expected = Double(string), converted.bitPattern == expected.bitPattern else {
                disagreements += 1
                if disagreements <= 5 { Issue.record("\(string): \(converted), expected \(Double(string) ?? .nan)") }
                continue
            }
        }
        #expect(disagreements == 0)
    }
}
