import Testing
@testable import Fleece

/// SplitMix64: a small seeded generator so that every run tests the same values.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random JSON values of bounded size, with the awkward parts of JSON over-represented.
struct RandomJSON {
    var generator: SeededGenerator

    mutating func value(depth: Int) -> JSON {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(number())
        case 3, 4: return .string(string())
        case 5:
            return .array(JSON.Array((0..<Int.random(in: 0..<5, using: &generator)).map { _ in value(depth: depth + 1) }))
        default:
            return .object(JSON.Object((0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                (key: string(), value: value(depth: depth + 1))
            }))
        }
    }

    mutating func number() -> JSON.Number {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return JSON.Number(Int64.random(in: .min ... .max, using: &generator))
        case 1: return JSON.Number(UInt64.random(in: 0 ... .max, using: &generator))
        case 2: return JSON.Number(Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))) ?? JSON.Number(0)
        default:
            let mantissa = Int.random(in: -99999...99999, using: &generator)
            let exponent = Int.random(in: -400...400, using: &generator)
            return JSON.Number("\(mantissa).5e\(exponent)") ?? JSON.Number(0)
        }
    }

    mutating func string() -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "€", "😀", "\u{10FFFF}", "key", "\u{7F}"]
        return (0..<Int.random(in: 0..<6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }
}

@Suite("Round trip")
struct RoundTripPropertyTests {
    @Test("random values written compact and pretty parse back equal")
    func randomValues() throws {
        var random = RandomJSON(generator: SeededGenerator(state: 0xF1EECE))
        for _ in 0..<2_000 {
            let value = random.value(depth: 0)
            let compact = value.text()
            let pretty = value.text(.pretty)
            #expect(try JSON(parsing: compact) == value, "\(compact)")
            #expect(try JSON(parsing: pretty) == value, "\(pretty)")
            #expect(try JSON(parsing: compact).text() == compact)
        }
    }
}
