import Fleece
import Testing

/// Strings the strict parser checked become `String`s without a second check of their UTF-8;
/// they must behave exactly as strings made by the standard library from the same text.
@Suite("Strings made from checked text")
struct CheckedStringTests {
    /// One of each kind the reader tells apart: plain or escaped, ASCII or not, short (stored
    /// inline by `String`) or long.
    static let cases: [(json: String, expected: String)] = [
        (#""""#, ""),
        (#""id""#, "id"),
        (#""a plain ASCII string longer than fifteen bytes""#, "a plain ASCII string longer than fifteen bytes"),
        (#""café""#, "café"),
        (#""中文テキスト and more text after it""#, "中文テキスト and more text after it"),
        (#""tab\there""#, "tab\there"),
        (#""\u00e9t\u00e9, escaped and longer than fifteen bytes""#, "été, escaped and longer than fifteen bytes"),
        (#""\ud83d\ude00""#, "😀"),
        (#""raw é and escaped \u00e9""#, "raw é and escaped é"),
        (#""e\u0301""#, "e\u{301}"),
        (#""\u0000\u001f\"\\\/""#, "\u{0}\u{1F}\"\\/"),
    ]

    @Test("each kind reads back equal, hashing and counting like the standard library's string", arguments: 0 ..< cases.count)
    func behavesLikeStandardString(index: Int) throws {
        let (json, expected) = Self.cases[index]
        guard case .string(let string) = try JSON(parsing: json) else {
            Issue.record("not a string: \(json)")
            return
        }
        #expect(string == expected)
        #expect(string.hashValue == expected.hashValue)
        #expect(string.count == expected.count)
        #expect(Array(string.utf8) == Array(expected.utf8))
        #expect(Array(string.utf16) == Array(expected.utf16))
        #expect(string.unicodeScalars.map(\.value) == expected.unicodeScalars.map(\.value))
        #expect((string < "~") == (expected < "~"))
        #expect(string.uppercased() == expected.uppercased())
    }

    @Test("a decomposed é read from escapes equals the precomposed é, as Swift strings compare")
    func canonicalEquivalence() throws {
        #expect(try JSON(parsing: #""e\u0301""#) == .string("é"))
        #expect(try JSON(parsing: #""é""#) == .string("e\u{301}"))
    }

    @Test("object keys and strings read through iteration, subscripts and the decoder agree")
    func keysAndValues() throws {
        let json = try JSON(parsing: #"{"caf\u00e9": "thé", "plain": "\u00e9t\u00e9", "中": "x"}"#)
        guard case .object(let object) = json else {
            Issue.record("not an object")
            return
        }
        #expect(object.map(\.key) == ["café", "plain", "中"])
        #expect(object["café"] == .string("thé"))
        #expect(object["plain"] == .string("été"))
        #expect(object["中"] == .string("x"))
    }
}
