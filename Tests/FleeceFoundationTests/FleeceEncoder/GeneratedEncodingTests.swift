import Foundation
import FleeceFoundation
import Testing

/// Seeded values of every kind, encoded by `FleeceEncoder` and `JSONEncoder` under every output
/// formatting and every strategy: the text must be the same, byte for byte.
@Suite("FleeceEncoder ≡ JSONEncoder: generated values")
struct GeneratedEncodingTests {
    @Test("Generated payloads, every formatting, every key strategy")
    func payloadsUnderEveryFormattingAndKeyStrategy() {
        var random = SeededGenerator(seed: 0xE4C0DE)
        var compared = 0
        for _ in 0..<150 {
            let payload = random.payload(depth: 4)
            for formatting in EncodingSetup.allFormattings {
                for (name, keys) in EncodingSetup.keyStrategies {
                    compared += expectSameEncoding(payload, EncodingSetup(formatting: formatting, keys: keys, keysName: name))
                }
            }
        }
        #expect(compared > 4000)
    }

    @Test("Generated payloads, every date and data strategy")
    func payloadsUnderEveryDateAndDataStrategy() {
        var random = SeededGenerator(seed: 0xDA7E)
        for _ in 0..<60 {
            let payload = random.payload(depth: 3)
            for (datesName, dates) in EncodingSetup.dateStrategies {
                for (dataName, data) in EncodingSetup.dataStrategies {
                    let setup = EncodingSetup(formatting: [.sortedKeys, .prettyPrinted], dates: dates, datesName: datesName, data: data, dataName: dataName)
                    expectSameEncoding(payload, setup)
                }
            }
        }
    }

    @Test("Infinity and NaN: the same error at the same path, or the same strings")
    func nonConformingFloats() {
        var random = SeededGenerator(seed: 0xF1047)
        for _ in 0..<300 {
            let payload = random.payload(depth: 3, nonFinite: true)
            expectSameEncoding(payload, EncodingSetup(formatting: [.sortedKeys]))
            expectSameEncoding(payload, EncodingSetup(
                formatting: [.sortedKeys], floats: .convertToString(positiveInfinity: "+inf/\"", negativeInfinity: "-inf", nan: "nan")))
        }
    }

    @Test("Doubles: every kind, alone and in arrays")
    func doubles() {
        var random = SeededGenerator(seed: 0xD0B1E)
        for _ in 0..<20_000 { expectSameEncoding(random.double(), EncodingSetup()) }
        for _ in 0..<200 { expectSameEncoding((0..<100).map { _ in random.double() }, EncodingSetup(formatting: [.prettyPrinted])) }
    }

    @Test("Floats are not widened: every kind, alone and in arrays")
    func floats() {
        var random = SeededGenerator(seed: 0xF10A7)
        for _ in 0..<20_000 { expectSameEncoding(random.float(), EncodingSetup()) }
        for _ in 0..<200 { expectSameEncoding((0..<100).map { _ in random.float() }, EncodingSetup()) }
    }

    @Test("Strings: escapes, slashes, control characters and every plane")
    func strings() {
        var random = SeededGenerator(seed: 0x57A1)
        for _ in 0..<3_000 {
            let text = random.text()
            expectSameEncoding(text, EncodingSetup())
            expectSameEncoding([text: text], EncodingSetup(formatting: [.withoutEscapingSlashes, .sortedKeys]))
        }
    }

    @Test("Decimals as Foundation writes them")
    func decimals() {
        var random = SeededGenerator(seed: 0xDEC)
        for _ in 0..<2_000 { expectSameEncoding([random.decimal()], EncodingSetup()) }
    }

    @Test("Snake case keys, ASCII and beyond, as Foundation converts them")
    func snakeCaseKeys() {
        var random = SeededGenerator(seed: 0x5AA4E)
        var keys = ["", "a", "A", "aB", "AB", "myURLKey", "_oneTwo_", "__a__B", "oneTwoThree", "URLs", "aBC", "a1B2", "x\r\nYz",
                    "\r\nAb", "ǅungla", "straßeName", "ÉtéÀb", "a\u{301}Bc", "αΒγ", "ABcD", "already_snake", "with space Here"]
        for _ in 0..<500 { keys.append(random.key()) }
        for key in keys {
            expectSameEncoding(Payload.object([(key, .int(1))]), EncodingSetup(keys: .convertToSnakeCase, keysName: "snake"))
        }
        // Two spellings of one text (é, and e with a combining accent), one after the other:
        // each keeps its own bytes, whichever was converted first in the process.
        for key in ["\u{E9}CacheSpellingX", "e\u{301}CacheSpellingX"] {
            expectSameEncoding(Payload.object([(key, .int(1))]), EncodingSetup(keys: .convertToSnakeCase, keysName: "snake"))
        }
    }
}
