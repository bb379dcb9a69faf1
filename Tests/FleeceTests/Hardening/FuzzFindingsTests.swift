import Fleece
import Testing

/// Inputs the fuzz targets (Fuzz/) found, minimized, each with what Fleece must do with it.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    @Test("a number that is not an integer has no integer value, however close (parse: 1e-400 gave 0)")
    func tinyNumberIsNotAnInteger() throws {
        for text in ["1e-400", "0.000000000000000000000000000001", "1.0000000000000000001", "-1e-400"] {
            guard case .number(let number) = try JSON(parsing: text) else {
                Issue.record("\(text) is not a number")
                continue
            }
            #expect(number.int64 == nil, "\(text)")
            #expect(number.uint64 == nil, "\(text)")
            #expect(number.integer(as: Int8.self) == nil, "\(text)")
            #expect(number != JSON.Number(0) && number != JSON.Number(1) && number != JSON.Number(-1), "\(text)")
        }
    }

    @Test("a number beyond Double converts to its own text, never \"inf\" (decoders: 2e308 gave \"inf\")")
    func overflowingNumberIsItsText() throws {
        let json = try JSON(parsing: #"{"code": 2e308, "small": 1e-400, "plain": 12.50}"#)
        #expect(try json.convert("code") == "2e308")
        #expect(try json.convert("small") == "1e-400")
        #expect(try json.convert("plain") == "12.50")
    }

    @Test("an unescaped U+FEFF inside a string is kept (differential: Foundation drops it)")
    func byteOrderMarkInsideAStringIsACharacter() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bom + Array(#"{""#.utf8) + bom + Array(#"": ""#.utf8) + bom + Array(#"a\n"#.utf8) + bom + Array(#""}"#.utf8)
        let json = try JSON(parsing: text)
        #expect(json["\u{FEFF}"] == .string("\u{FEFF}a\n\u{FEFF}"))
        guard case .object(let object) = json else { throw TestFailure("not an object") }
        #expect(object.keys == ["\u{FEFF}"])
    }

    @Test("keys that are canonically equivalent are still different keys (differential: Foundation merges them)")
    func canonicallyEquivalentKeysStayApart() throws {
        let json = try JSON(parsing: #"{"\u00e9": 1, "e\u0301": 2}"#)
        guard case .object(let object) = json else { throw TestFailure("not an object") }
        #expect(object.count == 2)
        #expect(object.keys.map { Array($0.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
        #expect(object.memberIndex(forKey: "\u{E9}") == 0)
        #expect(object.memberIndex(forKey: "e\u{301}") == 1)
    }

    @Test("digits past the 38th still decide the rounding (differential: Foundation's Decimal drops them)")
    func digitsPastTheThirtyEighthDecideTheRounding() throws {
        // 59223371018427387904 lies exactly halfway between two doubles; the 4 far to the right
        // puts the number above the tie, so it rounds up. Foundation keeps 38 digits and rounds down.
        let text = "59223371018427387904.000000000000000000000000000000000000000000000000000000000000004"
        guard case .array(let array) = try JSON(parsing: "[\(text)]"), case .number(let number) = array.first else {
            Issue.record("[\(text)] is not an array of a number")
            return
        }
        #expect(number.text == text)
        #expect(number.double.bitPattern == 0x4409_AF1D_714C_943B)
        // The double just below the tie, written exactly (the tie itself is no double).
        #expect(number.double.nextDown == 59_223_371_018_427_383_808)
        #expect(number.double.bitPattern == Double(text)?.bitPattern)
        #expect(number.int64 == nil && number.uint64 == nil)
    }
}
