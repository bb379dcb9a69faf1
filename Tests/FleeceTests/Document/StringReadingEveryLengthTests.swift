import Testing
@testable import Fleece

/// Reading strings back copies runs between escapes eight bytes at a time and makes short strings
/// in the small form: every length from 0 to 64, ASCII and not, with one escape at every position,
/// must read back exactly what was written.
@Suite("String reading at every length and escape position")
struct StringReadingEveryLengthTests {
    /// The escapes a JSON text can hold, with what each unescapes to.
    static let escapes: [(text: String, value: String)] = [
        ("\\n", "\n"), ("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\t", "\t"), ("\\b", "\u{8}"),
        ("\\f", "\u{C}"), ("\\r", "\r"), ("\\u0041", "A"), ("\\u00e9", "é"), ("\\u4E2D", "中"),
        ("\\ud83d\\ude00", "😀"),
    ]

    /// `count` scalars cycling through `alphabet`.
    func plain(_ count: Int, from alphabet: [Character]) -> String {
        String((0..<count).map { alphabet[$0 % alphabet.count] })
    }

    /// Reads `json` (a string literal's text) and expects `expected`, both as the root and as a
    /// member of an object and an element of an array (where the index entries differ).
    func expectReads(_ json: String, as expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try JSON(parsing: json) == .string(expected), "\(json)", sourceLocation: sourceLocation)
        let object = try JSON(parsing: "{\(json): [\(json)]}")
        guard case .object(let members) = object, case .array(let elements)? = members.value(at: 0) as JSON? else {
            Issue.record("not an object of an array: \(json)", sourceLocation: sourceLocation)
            return
        }
        #expect(members.key(at: 0) == expected, "\(json)", sourceLocation: sourceLocation)
        #expect(members.key(at: 0).utf8.count == expected.utf8.count, sourceLocation: sourceLocation)
        #expect(elements[0] == .string(expected), "\(json)", sourceLocation: sourceLocation)
    }

    @Test("plain strings of every length 0...64, ASCII, two-byte, three-byte and four-byte UTF-8")
    func plainEveryLength() throws {
        let alphabets: [[Character]] = [Array("abcdefghij"), Array("aé"), Array("中a"), Array("😀ab"), Array("ü")]
        for alphabet in alphabets {
            for count in 0...64 {
                let string = plain(count, from: alphabet)
                try expectReads("\"\(string)\"", as: string)
            }
        }
    }

    @Test("one escape at every position of strings of every length 0...64")
    func oneEscapeEveryPosition() throws {
        for alphabet in [Array("abcdefghij"), Array("xé中")] as [[Character]] {
            for count in 0...64 {
                let string = plain(count, from: alphabet)
                for position in 0...count {
                    for escape in Self.escapes {
                        let index = string.index(string.startIndex, offsetBy: position)
                        let json = "\"" + string[..<index] + escape.text + string[index...] + "\""
                        let expected = String(string[..<index]) + escape.value + String(string[index...])
                        try expectReads(json, as: expected)
                    }
                }
            }
        }
    }

    @Test("runs of escapes, escapes at both ends and eight bytes apart")
    func escapeRuns() throws {
        for count in 0...24 {
            let escaped = String(repeating: "\\u00e9", count: count)
            try expectReads("\"\(escaped)\"", as: String(repeating: "é", count: count))
            try expectReads("\"\\n\(String(repeating: "a", count: count))\\n\"", as: "\n" + String(repeating: "a", count: count) + "\n")
            let spaced = (0..<count).map { _ in "\\/abcdefg" }.joined()
            try expectReads("\"\(spaced)\"", as: String(repeating: "/abcdefg", count: count))
        }
    }

    @Test("text the parser did not check unescapes within its buffer, whatever it holds")
    func uncheckedText() {
        // A backslash at the very end, a `\u` cut short, bad hex, a lone surrogate: each still
        // gives a string (U+FFFD where nothing can be decoded), none writes past the buffer.
        let cases: [(String, String)] = [
            ("abcdefghij\\", "abcdefghij\\"), ("abcdefghij\\u12", "abcdefghij\u{FFFD}"),
            ("\\uZZZZabcdefgh", "\u{FFFD}abcdefgh"), ("\\ud800abcdefgh", "\u{FFFD}abcdefgh"),
            ("abcdefgh\\n", "abcdefgh\n"), ("\\n", "\n"),
        ]
        for (raw, expected) in cases {
            let bytes = Array(raw.utf8)
            let string = bytes.withUnsafeBufferPointer { StringUnescaping.unescape($0) }
            #expect(string == expected, "\(raw)")
        }
    }
}
