@testable import Fleece
import Testing

/// A number made in code from an integer (`JSON.Number(7)`, the literal `7`) holds the integer
/// itself, without a document: it must read, compare, hash, write and decode exactly as the same
/// integer parsed from text.
@Suite("Numbers made from integers")
struct JSONNumberFromIntegerTests {
    static let values: [Int64] = [
        0, 1, -1, 7, 42, -42, 255, 256, -128, -129, 32_767, 65_536, Int64(Int32.max), Int64(Int32.min),
        9_007_199_254_740_992, 9_007_199_254_740_993, -9_007_199_254_740_993, 16_777_217,
        999_999_999_999_999_999, 1_000_000_000_000_000_000, Int64.max, Int64.min, Int64.min + 1,
    ]

    /// The same integer parsed from its text, at the top level of a document.
    func parsed(_ value: Int64) throws -> JSON.Number {
        guard case .number(let number) = try JSON(parsing: String(value)) else {
            Issue.record("\(value) did not parse as a number")
            return JSON.Number(0)
        }
        return number
    }

    @Test("every accessor gives what the parsed text gives")
    func accessorsAgreeWithTheParsedText() throws {
        for value in Self.values {
            let held = JSON.Number(value)
            let text = try parsed(value)
            #expect(held.document == nil, "\(value) is held")
            #expect(held.text == String(value))
            #expect(held.text == text.text)
            #expect(held.isWrittenAsInteger)
            #expect(held.int64 == value)
            #expect(held.int64 == text.int64)
            #expect(held.uint64 == text.uint64)
            #expect(held.int == text.int)
            #expect(held.double.bitPattern == text.double.bitPattern, "\(value) as Double")
            #expect(held.float.bitPattern == text.float.bitPattern, "\(value) as Float")
            #expect(held.integer(as: Int8.self) == text.integer(as: Int8.self))
            #expect(held.integer(as: UInt8.self) == text.integer(as: UInt8.self))
            #expect(held.integer(as: Int16.self) == text.integer(as: Int16.self))
            #expect(held.integer(as: UInt32.self) == text.integer(as: UInt32.self))
            #expect(held.integer(as: UInt64.self) == text.integer(as: UInt64.self))
            #expect(held.integer(as: Int128.self) == text.integer(as: Int128.self))
            #expect(held.description == String(value))
        }
    }

    @Test("the ties of Double and Float round to even, as the text's conversion does")
    func roundingAtTheLimitsOfThePrecision() {
        // 2^53 + 1 lies halfway between two Doubles; 2^24 + 1 between two Floats.
        #expect(JSON.Number(9_007_199_254_740_993).double == 9_007_199_254_740_992)
        #expect(JSON.Number(9_007_199_254_740_995).double == 9_007_199_254_740_996)
        #expect(JSON.Number(16_777_217).float == 16_777_216)
        #expect(JSON.Number(16_777_219).float == 16_777_220)
        #expect(JSON.Number(-16_777_219).float == -16_777_220)
    }

    @Test("out of the range of the type asked for: nil, never a trap")
    func outOfRange() {
        #expect(JSON.Number(-1).uint64 == nil)
        #expect(JSON.Number(Int64.min).uint64 == nil)
        #expect(JSON.Number(256).integer(as: UInt8.self) == nil)
        #expect(JSON.Number(-129).integer(as: Int8.self) == nil)
        #expect(JSON.Number(Int64.max).integer(as: Int32.self) == nil)
        #expect(JSON.Number(Int64.min).integer(as: Int64.self) == Int64.min)
    }

    @Test("beyond Int64 the number is its text, as before")
    func beyondInt64() {
        let large = JSON.Number(UInt64.max)
        #expect(large.document != nil)
        #expect(large.text == "18446744073709551615")
        #expect(large.uint64 == UInt64.max)
        #expect(large.int64 == nil)
        let huge = JSON.Number(Int128(Int64.max) * 4)
        #expect(huge.text == "36893488147419103228")
        #expect(huge.integer(as: Int128.self) == Int128(Int64.max) * 4)
    }

    @Test("equal to and hashed like every spelling of the same value")
    func equalityAndHashing() throws {
        for value in Self.values {
            let held = JSON.Number(value)
            let text = try parsed(value)
            #expect(held == text)
            #expect(held.hashValue == text.hashValue)
            #expect(JSON.number(held).hashValue == JSON.number(text).hashValue)
        }
        let spellings = ["[7, 7.0, 70e-1, 0.7E1]", "[0, -0, 0.0, -0e5]"]
        for spelling in spellings {
            guard case .array(let array) = try JSON(parsing: spelling), case .number(let first) = array[0] else {
                Issue.record("not an array of numbers")
                continue
            }
            let held = JSON.Number(first.int64 ?? -1)
            for element in array {
                #expect(JSON.number(held) == element, "\(held) == \(element)")
                #expect(JSON.number(held).hashValue == element.hashValue)
            }
        }
        #expect(JSON.Number(7) != JSON.Number(8))
        #expect(JSON.Number(-7) != JSON.Number(7))
    }

    @Test("written in documents built around them, and read back from those documents")
    func writtenAndBuiltIn() throws {
        let literal: JSON = ["id": 7, "ids": [0, -1, 9_007_199_254_740_993], "max": .number(JSON.Number(Int64.max))]
        #expect(literal.text() == #"{"id":7,"ids":[0,-1,9007199254740993],"max":9223372036854775807}"#)
        #expect(JSON.number(JSON.Number(-42)).text() == "-42")
        #expect(JSON.number(JSON.Number(-42)).text(.pretty) == "-42")
        // Built into one document, the integers become its entries, with their text.
        let reparsed = try JSON(parsing: literal.text())
        #expect(reparsed == literal)
        guard case .object(let object) = literal, case .array(let ids)? = object["ids"],
              case .number(let last) = ids[2]
        else {
            Issue.record("not the literal's shape")
            return
        }
        #expect(last.int64 == 9_007_199_254_740_993)
        #expect(last.text == "9007199254740993")
    }

    @Test("decoded by the Codable decoder and the functional decoders, with errors at the value")
    func decoded() throws {
        #expect(try JSONCodableDecoder().decode(Int8.self, from: JSON.number(JSON.Number(-128))) == -128)
        #expect(try JSONCodableDecoder().decode(Double.self, from: JSON.number(JSON.Number(3))) == 3)
        #expect(throws: DecodingError.self) { try JSONCodableDecoder().decode(UInt8.self, from: JSON.number(JSON.Number(256))) }
        #expect(Int16.decode(JSON.number(JSON.Number(300))).value == 300)
        let failure = UInt8.decode(JSON.number(JSON.Number(256)))
        #expect(failure.error.map { "\($0)" } == "expected UInt8, found number 256 (more than UInt8.max)")
        // In an object built in code, the path names the member.
        let model: JSON = ["count": 256]
        let member: Decoded<UInt8> = model <| "count"
        #expect(member.error.map { "\($0)" } == "count: expected UInt8, found number 256 (more than UInt8.max)")
    }
}
