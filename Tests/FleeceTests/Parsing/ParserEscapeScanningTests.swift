import Testing
@testable import Fleece

/// The string loop handles an escape and goes back to its sixteen-byte scan from right after
/// it, with its position in a register: wherever an escape (or a run of them, or UTF-8 next to
/// one) falls against the 8-, 16- and 32-byte blocks, the string must read back exactly, and a
/// bad escape must be an error at its exact line and column.
@Suite("Parser escapes at every place of the string scan")
struct ParserEscapeScanningTests {
    /// Each escape kind, what it reads as.
    static let escapes: [(text: String, value: String)] = [
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"),
        (#"\n"#, "\n"), (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0041"#, "A"), (#"\u00e9"#, "\u{e9}"),
        (#"\u20AC"#, "\u{20AC}"), (#"\uD83D\uDE00"#, "\u{1F600}"), (#"\/\/"#, "//"),
        (#"\u00e9é\n"#, "\u{e9}\u{e9}\n"), (#"é\/€"#, "\u{e9}/\u{20AC}"),
    ]

    /// Every escape kind at every position of strings 1 to 40 bytes long (so before, across and
    /// after the 8-, 16- and 32-byte block ends), with nothing, a little or much input after the
    /// string, as a value and as a key.
    @Test("each escape kind at every position across the block boundaries, as value and key")
    func everyEscapeEverywhere() throws {
        for (escape, value) in Self.escapes {
            for length in [1, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40] {
                for position in 0 ... length {
                    let before = String(repeating: "a", count: position)
                    let after = String(repeating: "z", count: length - position)
                    let expected = before + value + after
                    let quoted = "\"" + before + escape + after + "\""
                    for trailing in [0, 3, 20] {
                        let padding = String(repeating: " ", count: trailing)
                        #expect(try JSON(parsing: quoted + padding) == .string(expected), "\(quoted)")
                    }
                    #expect(try JSON(parsing: "[" + quoted + ",1]") == [.string(expected), 1], "\(quoted)")
                    #expect(try JSON(parsing: "{" + quoted + ":1}") == [expected: 1], "\(quoted)")
                }
            }
        }
    }

    /// Escapes back to back, and escapes separated by 1 to 20 plain bytes, from every starting
    /// position: every escape found, none skipped by the scan that resumes after the one before.
    @Test("runs of escapes and escapes a few bytes apart, from every starting position")
    func escapeRuns() throws {
        for start in 0 ..< 20 {
            for gap in 0 ... 20 {
                let lead = String(repeating: "a", count: start)
                let plain = String(repeating: "p", count: gap)
                let text = "\"" + lead + (0 ..< 6).map { #"\/"# + plain + (($0 % 2 == 0) ? #"\""# : #"\u00e9"#) }.joined() + "\""
                let expected = lead + (0 ..< 6).map { "/" + plain + (($0 % 2 == 0) ? "\"" : "\u{e9}") }.joined()
                #expect(try JSON(parsing: text) == .string(expected), "\(text)")
            }
        }
    }

    /// A bad escape at every position of the string, on the second line: the error's kind,
    /// offset, line and column are exactly those of the byte the grammar rejects.
    @Test("bad escapes at every position: exact kind, line and column", arguments: [
        // The escape, the kind, and how far into it the error is.
        (#"\x"#, JSONSyntaxError.Kind.invalidEscape, 1), (#"\u12G4"#, .invalidEscape, 4),
        (#"\u00"#, .invalidEscape, 4), (#"\uDC00"#, .loneSurrogate, 0), (#"\uD83Dx"#, .loneSurrogate, 6),
        (#"\uD83D\u0041"#, .loneSurrogate, 6), (#"\u00éa"#, .invalidEscape, 4), ("\\\u{01}", .invalidEscape, 1),
    ])
    func badEscapes(escape: String, kind: JSONSyntaxError.Kind, into: Int) {
        for length in [0, 7, 8, 15, 16, 17, 31, 32, 33, 40] {
            for position in 0 ... length {
                let before = String(repeating: "a", count: position)
                let after = String(repeating: "z", count: length - position)
                // `[`, a newline, then the string: its content's k-th byte is at column k + 2.
                let text = "[\n\"" + before + "\\/" + escape + after + "\"]"
                do {
                    let json = try JSON(parsing: text)
                    Issue.record("accepted \(text) as \(json)")
                } catch {
                    let inContent = position + 2 + into
                    #expect(error.kind == kind, "\(text)")
                    #expect(error.offset == 3 + inContent, "\(text)")
                    #expect(error.line == 2, "\(text)")
                    #expect(error.column == inContent + 2, "\(text)")
                }
            }
        }
    }

    /// A backslash as the last byte of the input, after every length of string: the end of the
    /// input, found where it is.
    @Test("a backslash at the end of the input, at every position")
    func backslashAtTheEnd() {
        for length in 0 ... 40 {
            let text = "\"" + String(repeating: "a", count: length) + #"\/\"#
            do {
                let json = try JSON(parsing: text)
                Issue.record("accepted \(text) as \(json)")
            } catch {
                #expect(error.kind == .unexpectedEndOfInput, "\(text)")
                #expect(error.offset == length + 4, "\(text)")
            }
        }
    }

    /// UTF-8 validated inline (two- and three-byte sequences) and in the slower check (E0, ED,
    /// four bytes): an invalid sequence after an escape, at every position, is an error at its
    /// exact column (counted in characters).
    @Test("invalid UTF-8 after an escape at every position: exact column", arguments: [
        // Bytes after `é\/` and the index (in bytes) of the rejected byte among them.
        ([0xC3, 0x28], 0), ([0xE2, 0x82, 0x28], 0), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
        ([0xF0, 0x9F, 0x98, 0x28], 0), ([0xC3, 0xA9, 0xFF], 2), ([0xE2, 0x82, 0xAC, 0x80], 3),
    ] as [([UInt8], Int)])
    func invalidUTF8AfterEscape(bytes: [UInt8], bad: Int) {
        for position in 0 ... 34 {
            let before = [UInt8](repeating: UInt8(ascii: "a"), count: position)
            // `é` (two bytes, one character), `\/`, then the bytes under test.
            let prefix = [0xC3, 0xA9, UInt8(ascii: "\\"), UInt8(ascii: "/")]
            let text = [UInt8(ascii: "["), 0x0A, UInt8(ascii: "\"")] + before + prefix + bytes + Array("zz\"]".utf8)
            do {
                let json = try JSON(parsing: text)
                Issue.record("accepted \(text) as \(json)")
            } catch {
                #expect(error.kind == .invalidUTF8, "\(text)")
                #expect(error.offset == 3 + position + prefix.count + bad, "\(text)")
                #expect(error.line == 2, "\(text)")
                // The characters before it on its line: the string's, `"`, `é` (one) and `\/`.
                let charactersBefore = position + 4 + String(decoding: bytes[..<bad], as: UTF8.self).unicodeScalars.count
                #expect(error.column == charactersBefore + 1, "\(text)")
            }
        }
    }
}
