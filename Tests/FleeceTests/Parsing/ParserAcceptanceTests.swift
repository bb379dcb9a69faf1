import Testing
@testable import Fleece

@Suite("Parser accepts every RFC 8259 form")
struct ParserAcceptanceTests {
    @Test("any value at the top level", arguments: [
        ("{}", JSON.object(.empty)), ("[]", JSON.array(JSON.Array([]))), ("\"\"", JSON.string("")),
        ("0", JSON(integerLiteral: 0)), ("-1", -1), ("true", true), ("false", false), ("null", nil),
    ] as [(String, JSON)])
    func topLevel(text: String, expected: JSON) throws {
        #expect(try JSON(parsing: text) == expected)
    }

    @Test("the four whitespace bytes, anywhere between tokens")
    func whitespace() throws {
        let json = try JSON(parsing: " \t\r\n{ \"a\" \n:\t[ 1 ,\r2 ] } \n")
        #expect(json == ["a": [1, 2]])
    }

    @Test("the number grammar", arguments: [
        "0", "-0", "1", "-1", "10", "1234567890", "0.5", "-0.5", "1.25", "1e2", "1E2", "1e+2", "1e-2",
        "1.5e10", "-1.5E-10", "0e0", "0.0e-0", "123456789012345678901234567890", "1e400",
    ])
    func numbers(text: String) throws {
        let json = try JSON(parsing: text)
        guard case .number(let number) = json else {
            Issue.record("not a number: \(json)")
            return
        }
        #expect(number.text == text)
    }

    @Test("every escape", arguments: [
        (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{8}"), (#""\f""#, "\u{C}"),
        (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"), (#""\u0041""#, "A"), (#""\u00e9""#, "é"),
        (#""\u00E9""#, "é"), (#""\u20AC""#, "€"), (#""\ud83d\ude00""#, "😀"), (#""\uD834\uDD1E""#, "𝄞"),
        (#""\u0000""#, "\u{0}"), (#""a\"b\\c""#, "a\"b\\c"),
    ])
    func escapes(text: String, expected: String) throws {
        #expect(try JSON(parsing: text) == .string(expected))
    }

    @Test("UTF-8 of every length, including the largest scalar")
    func utf8() throws {
        let text = "\"A é € 😀 \u{10FFFF} \u{FFFD}\""
        #expect(try JSON(parsing: text) == .string("A é € 😀 \u{10FFFF} \u{FFFD}"))
    }

    @Test("long strings take the eight-bytes-at-a-time path and its exits")
    func longStrings() throws {
        for length in 0..<40 {
            let plain = String(repeating: "x", count: length)
            #expect(try JSON(parsing: "\"\(plain)\"") == .string(plain))
            let escaped = plain + "\\n" + plain
            #expect(try JSON(parsing: "\"\(escaped)\"") == .string(plain + "\n" + plain))
            let accented = plain + "é" + plain
            #expect(try JSON(parsing: "\"\(accented)\"") == .string(accented))
        }
    }

    @Test("a leading UTF-8 byte-order mark is skipped")
    func byteOrderMark() throws {
        #expect(try JSON(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test("nesting up to the limit")
    func nestingAtLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var json = try JSON(parsing: text)
        var depth = 0
        while case .array(let items) = json, let first = items.first {
            json = first
            depth += 1
        }
        #expect(depth == 511)
    }

    @Test("every byte collection: [UInt8], ArraySlice, a lazy collection, String")
    func inputs() throws {
        let bytes = Array(#"[{"a":1}]"#.utf8)
        let expected: JSON = [["a": 1]]
        #expect(try JSON(parsing: bytes) == expected)
        #expect(try JSON(parsing: ([0x20] + bytes + [0x20])[1...bytes.count]) == expected)
        #expect(try JSON(parsing: bytes.lazy.map { $0 }) == expected)
        #expect(try JSON(parsing: String(decoding: bytes, as: UTF8.self)) == expected)
    }

    @Test("duplicate keys: iteration shows all, lookup gives the last")
    func duplicateKeys() throws {
        guard case .object(let object) = try JSON(parsing: #"{"a":1,"b":2,"a":3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 3)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == 3)
        #expect(object.map(\.value) == [1, 2, 3])
    }
}
