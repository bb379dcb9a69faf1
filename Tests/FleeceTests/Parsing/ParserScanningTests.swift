import Testing
@testable import Fleece

/// The parser's word-at-a-time scans (sixteen bytes for strings, four hex digits for `\u`, eight
/// spaces of indentation) must find exactly what the byte-by-byte rules find, wherever in a
/// chunk the byte that matters falls, and however near the end of the input.
@Suite("Parser scans several bytes at a time, exactly")
struct ParserScanningTests {
    /// Every byte value at every position of a 40-byte string (so in the first and the second
    /// 16-byte chunk and in the 8-byte tail), at every distance from the end of the input: what
    /// the parser does must be what the grammar says for that byte alone.
    @Test("a string with any byte at any position")
    func everyByteEverywhere() throws {
        for length in [1, 7, 8, 15, 16, 17, 31, 32, 33, 40] {
            for position in 0 ..< length {
                for byte in UInt8(0) ... 255 {
                    var content = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    content[position] = byte
                    try check(content, trailing: 0)
                    if position == length / 2 { try check(content, trailing: 20) }
                }
            }
        }
    }

    /// Multi-byte sequences are checked a word at a time where four bytes remain (the sequence
    /// and the byte after it), one byte at a time nearer the end, and a character of two or three
    /// bytes lets the next one of its shape be checked at once: every lead byte with continuation
    /// bytes in and out of each lead's range, first or second of a pair of characters of two or
    /// three bytes, with characters of both shapes after it, at every distance from the end, must
    /// be accepted or refused exactly as RFC 3629 says, the error at the lead byte of the first
    /// bad sequence. Sixteen leads a case, so that the cases run side by side (under the thread
    /// sanitizer this is the longest test there is).
    @Test("any multi-byte sequence between other characters is accepted or refused at its lead, as RFC 3629 says",
          arguments: [UInt8(0xC0), 0xD0, 0xE0, 0xF0])
    func multiByteSequences(leadsFrom first: UInt8) throws {
        let seconds: [UInt8] = [0x20, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xE3, 0xFF]
        let afters: [[UInt8]] = [[], [0xC3, 0xA9], [0xE3, 0x81, 0x82], [UInt8(ascii: "b")], [0xEF, 0xBF, 0xBD, 0xE4, 0xB8, 0x80]]
        for lead in first ... first + 0x0F {
            // After a two-byte character the next two bytes are tested as one at once: that
            // test passes or fails on the sequence for leads C0-DF, and on the shape alone for
            // the others, as with nothing before them, which is tested. After a two-byte lead,
            // the third byte starts the next character: one byte of each kind (ASCII, a
            // continuation at either end of its range, an overlong lead, a lead, a byte never
            // valid) stands for the rest.
            let twoByteLead = lead < 0xE0
            let befores: [[UInt8]] = twoByteLead ? [[], [0xE3, 0x81, 0x82], [0xC3, 0xA9]] : [[], [0xE3, 0x81, 0x82]]
            let thirds: [UInt8] = twoByteLead ? [0x41, 0x80, 0xBF, 0xC0, 0xE3, 0xFF] : seconds
            for second in seconds {
                for third in thirds {
                    for before in befores {
                        for after in afters {
                            let content = before + [lead, second, third] + after
                            let bad = Self.firstInvalidSequence(in: content)
                            for trailing in [0, 3] {
                                let text = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")] + [UInt8](repeating: 0x20, count: trailing)
                                do {
                                    let json = try JSON(parsing: text)
                                    #expect(bad == nil, "accepted \(content) as \(json)")
                                    #expect(json == .string(String(decoding: content, as: UTF8.self)), "\(content)")
                                } catch {
                                    #expect(bad.map { $0 + 1 } == error.offset && error.kind == .invalidUTF8, "\(content): \(error)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Where the first invalid UTF-8 sequence of `bytes` starts (RFC 3629's table, byte by
    /// byte), or nil when all of it is valid.
    static func firstInvalidSequence(in bytes: [UInt8]) -> Int? {
        var at = 0
        while at < bytes.count {
            let lead = bytes[at]
            guard lead >= 0x80 else {
                at += 1
                continue
            }
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2 ... 0xDF: (length, second) = (2, 0x80 ... 0xBF)
            case 0xE0: (length, second) = (3, 0xA0 ... 0xBF)
            case 0xE1 ... 0xEC, 0xEE ... 0xEF: (length, second) = (3, 0x80 ... 0xBF)
            case 0xED: (length, second) = (3, 0x80 ... 0x9F)
            case 0xF0: (length, second) = (4, 0x90 ... 0xBF)
            case 0xF1 ... 0xF3: (length, second) = (4, 0x80 ... 0xBF)
            case 0xF4: (length, second) = (4, 0x80 ... 0x8F)
            default: return at
            }
            guard at + length <= bytes.count, second.contains(bytes[at + 1]),
                  bytes[(at + 2) ..< (at + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return at }
            at += length
        }
        return nil
    }

    /// Parses `"content"` (followed by `trailing` spaces) and compares with the rules.
    private func check(_ content: [UInt8], trailing: Int) throws {
        let text = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")] + [UInt8](repeating: 0x20, count: trailing)
        let special = content.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 >= 0x80 }
        guard let special else {
            #expect(try JSON(parsing: text) == .string(String(decoding: content, as: UTF8.self)))
            return
        }
        let byte = content[special]
        do {
            let json = try JSON(parsing: text)
            Issue.record("accepted \(content) as \(json)")
        } catch {
            // A lone quote ends the string early (trailing content), a lone backslash escapes
            // what follows, a control byte or a lone non-ASCII byte is an error at its offset.
            switch byte {
            case UInt8(ascii: "\""):
                #expect(error.kind == .trailingContent || error.kind == .unexpectedCharacter || error.kind == .unexpectedEndOfInput)
            case UInt8(ascii: "\\"):
                #expect(error.kind == .invalidEscape || error.kind == .unexpectedEndOfInput)
            case ..<0x20:
                #expect(error.kind == .controlCharacterInString)
                #expect(error.offset == special + 1)
            default:
                #expect(error.kind == .invalidUTF8 || error.kind == .unexpectedEndOfInput)
            }
        }
    }

    /// Strings that close within 32 bytes are checked inline, in two 16-byte blocks, as values
    /// and as keys; longer ones, or ones with a byte to check, go to the string loop. Every byte
    /// value at every position of strings around both block ends, with enough input after them
    /// for both blocks to be read (and with none, at the end of the input).
    @Test("a string closing near the 16- and 32-byte block ends, any byte at any position, as value and key")
    func shortStringsAcrossBothBlocks() throws {
        for length in [0, 14, 15, 16, 17, 18, 30, 31, 32, 33, 34] {
            for position in 0 ..< max(length, 1) {
                for byte in UInt8(0) ... 255 {
                    var content = [UInt8](repeating: UInt8(ascii: "b"), count: length)
                    if length > 0 { content[position] = byte }
                    let quoted = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")]
                    let padding = [UInt8](repeating: UInt8(ascii: " "), count: 40)
                    let key = [UInt8(ascii: "{")] + quoted + Array(":1}".utf8) + padding
                    let special = content.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 >= 0x80 }
                    if special == nil {
                        let string = String(decoding: content, as: UTF8.self)
                        #expect(try JSON(parsing: quoted + padding) == .string(string))
                        #expect(try JSON(parsing: [UInt8(ascii: "[")] + quoted + [UInt8(ascii: "]")]) == [.string(string)])
                        #expect(try JSON(parsing: key) == [string: 1])
                    } else if let special, content[special] < 0x20 {
                        // A control byte is an error at its own offset, however the string is reached.
                        expectError(quoted + padding, .controlCharacterInString, at: special + 1)
                        expectError(key, .controlCharacterInString, at: special + 2)
                    } else {
                        // Anything else to check leaves the inline path: the string loop decides,
                        // and must decide the same whether the string is a value or a key.
                        let asValue = outcome(quoted + padding)
                        let asKey = outcome(key)
                        switch (asValue, asKey) {
                        case (.success(.string(let value)), .success(let object)):
                            #expect(object == [value: 1], "\(content)")
                        case (.failure(let valueError), .failure(let keyError)):
                            #expect(valueError.kind == keyError.kind || valueError.kind == .trailingContent, "\(content)")
                        default:
                            Issue.record("\(content): \(asValue) as a value, \(asKey) as a key")
                        }
                    }
                }
            }
        }
    }

    /// When the inline check of a short string stops at a byte it does not handle (an escape or
    /// non-ASCII) after plain bytes, the string loop takes the string over: what follows is
    /// checked the same (the escape unescaped, the UTF-8 validated, the ASCII flag cleared), as
    /// a value and as a key, and an error there is at its own byte.
    @Test("a string leaving the inline check after a plain prefix of any length decodes exactly")
    func resumedAfterPlainPrefix() throws {
        // The JSON text after the prefix, and what it decodes to.
        let tails: [(text: String, decoded: String)] = [
            (#"\u00e9x"#, "\u{e9}x"), (#"\n"#, "\n"), (#"\""#, "\""), ("\u{e9}", "\u{e9}"), (#"✓\\"#, "✓\\"),
            (#"\uD83D\uDE00"#, "\u{1F600}"), ("\u{e9}\u{4E2D}", "\u{e9}\u{4E2D}"),
        ]
        let padding = String(repeating: " ", count: 40)
        for prefix in [0, 1, 15, 16, 17, 31, 32, 33, 40] {
            let plain = String(repeating: "p", count: prefix)
            for (text, decoded) in tails {
                let string = plain + decoded
                #expect(try JSON(parsing: "\"\(plain)\(text)\"" + padding) == .string(string))
                #expect(try JSON(parsing: "[\"\(plain)\(text)\",1]") == [.string(string), 1])
                #expect(try JSON(parsing: "{\"\(plain)\(text)\":1}" + padding) == [string: 1])
            }
            // An error after the prefix is still at its own byte.
            expectError(Array("[\"\(plain)\\x\"]".utf8), .invalidEscape, at: prefix + 3)
            expectError(Array("{\"\(plain)".utf8) + [0xFF] + Array("\":1}".utf8) + Array(padding.utf8), .invalidUTF8, at: prefix + 2)
        }
    }

    private func outcome(_ text: [UInt8]) -> Result<JSON, JSONSyntaxError> {
        do { return .success(try JSON(parsing: text)) } catch { return .failure(error) }
    }

    @Test("the first special byte of a chunk is found, whatever follows it")
    func firstOfSeveral() throws {
        // A quote at 3 and a backslash, a control byte and UTF-8 after it in the same chunk.
        let json = try JSON(parsing: "[\"abc\", \"x\\n\u{e9}\\u00e9 long enough to need two chunks ✓\"]")
        #expect(json == ["abc", "x\n\u{e9}\u{e9} long enough to need two chunks ✓"])
        let flags = try JSON(parsing: "[\"0123456789abcdef0123456789\", \"0123456789abcdef0123456\u{e9}\"]")
        #expect(flags == ["0123456789abcdef0123456789", "0123456789abcdef0123456\u{e9}"])
    }

    @Test("four hex digits at once: every byte in every place, against the byte-by-byte rule")
    func hexDigits() {
        let valid = Array("09afAF".utf8)
        for place in 0 ..< 4 {
            for byte in UInt8(0) ... 255 {
                for filler in valid {
                    var digits = [UInt8](repeating: filler, count: 4)
                    digits[place] = byte
                    #expect(Parser.hexValue(ofFourDigits: word(digits)) == reference(digits), "\(digits)")
                }
            }
        }
        // Pairs of places, over a set of bytes around each range's ends.
        let edges: [UInt8] = [0x00, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x46, 0x47, 0x60, 0x61, 0x66, 0x67, 0x7F, 0x80, 0xB0, 0xC6, 0xFF]
        for first in edges {
            for second in edges {
                for places in [(0, 1), (1, 2), (2, 3), (0, 3)] {
                    var digits = Array("5a5A".utf8)
                    digits[places.0] = first
                    digits[places.1] = second
                    #expect(Parser.hexValue(ofFourDigits: word(digits)) == reference(digits), "\(digits)")
                }
            }
        }
        #expect(Parser.hexValue(ofFourDigits: word(Array("D83d".utf8))) == 0xD83D)
        #expect(Parser.hexValue(ofFourDigits: word(Array("0000".utf8))) == 0)
        #expect(Parser.hexValue(ofFourDigits: word(Array("ffFF".utf8))) == 0xFFFF)
    }

    private func word(_ digits: [UInt8]) -> UInt32 {
        digits.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    private func reference(_ digits: [UInt8]) -> UInt16? {
        var unit: UInt16 = 0
        for byte in digits {
            guard let value = hexDigitValue(byte) else { return nil }
            unit = unit << 4 | UInt16(value)
        }
        return unit
    }

    @Test("escapes split by the end of the input stay errors at the right place", arguments: [
        (#""\u12"#, JSONSyntaxError.Kind.unexpectedEndOfInput, 5), (#""\u12G4""#, .invalidEscape, 5),
        (#""\uD83D\u12""#, .invalidEscape, 11), (#""\u00é9""#, .invalidEscape, 5),
    ])
    func truncatedEscapes(text: String, kind: JSONSyntaxError.Kind, offset: Int) {
        do {
            _ = try JSON(parsing: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.kind == kind)
            #expect(error.offset == offset)
        }
    }

    /// A run of 1 to 20 digits (the number scan reads eight at a time) followed by every byte:
    /// the number ends exactly where its digits do, and each error is where the grammar says.
    @Test("a number's digits followed by any byte")
    func digitsThenAnyByte() throws {
        for length in 1 ... 20 {
            let digits = [UInt8](repeating: UInt8(ascii: "7"), count: length)
            for byte in UInt8(0) ... 255 {
                let text = [UInt8(ascii: "[")] + digits + [byte, UInt8(ascii: "]")]
                switch byte {
                case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                    #expect(try number(in: text) == String(decoding: digits + [byte], as: UTF8.self))
                case 0x20, 0x09, 0x0A, 0x0D:
                    #expect(try number(in: text) == String(decoding: digits, as: UTF8.self))
                case UInt8(ascii: "]"):
                    expectError(text, .trailingContent, at: length + 2)
                case UInt8(ascii: ","):
                    expectError(text, .unexpectedCharacter, at: length + 2)
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                    expectError(text, .invalidNumber, at: length + 2)
                default:
                    expectError(text, .unexpectedCharacter, at: length + 1)
                }
            }
            // And as the whole input, where the scan meets the end of the text.
            #expect(try JSON(parsing: digits + Array(".5e-3".utf8)) == .number(JSON.Number(String(decoding: digits, as: UTF8.self) + ".5e-3")!))
            expectError(digits + [UInt8(ascii: ".")], .unexpectedEndOfInput, at: length + 1)
            expectError([UInt8(ascii: "-")] + digits + [UInt8(ascii: "e")], .unexpectedEndOfInput, at: length + 2)
        }
    }

    private func number(in text: [UInt8]) throws -> String? {
        guard case .array(let array) = try JSON(parsing: text), case .number(let number)? = array.first else { return nil }
        return number.text
    }

    private func expectError(_ text: [UInt8], _ kind: JSONSyntaxError.Kind, at offset: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let json = try JSON(parsing: text)
            Issue.record("accepted \(text) as \(json)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, "\(text)", sourceLocation: sourceLocation)
            #expect(error.offset == offset, "\(text)", sourceLocation: sourceLocation)
        }
    }

    /// Whitespace is skipped where a value starts and after a value, and tested after ',' and
    /// the closing bracket there: every byte value between every two tokens must be accepted
    /// exactly when it is JSON whitespace, and otherwise be an error at its own line and column.
    @Test("any byte between any two tokens: whitespace accepted, anything else an error at its place")
    func anyByteBetweenTokens() throws {
        let tokens = ["{", "\"a\"", ":", "[", "1", ",", "\"bc\"", ",", "true", ",", "{", "}", ",", "[", "]", "]", ",",
                      "\"d\"", ":", "null", "}"]
        let expected: JSON = ["a": [1, "bc", true, [:], []], "d": nil]
        for gap in 0 ... tokens.count {
            for byte in UInt8(0) ... 255 {
                // A newline first, so the error's line and column are checked past a line start.
                let before = tokens[..<gap].joined(separator: "\n")
                let after = tokens[gap...].joined()
                let text = Array(before.utf8) + [byte] + Array(after.utf8)
                let offset = before.utf8.count
                let line = 1 + max(gap - 1, 0)
                let column = offset - (Array(before.utf8).lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    #expect(try JSON(parsing: text) == expected, "byte \(byte) in gap \(gap)")
                    continue
                }
                do {
                    _ = try JSON(parsing: text)
                    // The only bytes that fit: a digit before or after the "1" or inside the empty
                    // array, or a '-' before the "1".
                    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                    #expect((isDigit && [4, 5, 14].contains(gap)) || (byte == UInt8(ascii: "-") && gap == 4),
                            "accepted byte \(byte) in gap \(gap)")
                } catch {
                    // A byte that starts a token where one fits fails later or elsewhere; every
                    // other byte fails where it is.
                    if error.offset == offset {
                        #expect(error.line == line, "byte \(byte) in gap \(gap)")
                        #expect(error.column == column, "byte \(byte) in gap \(gap)")
                    } else {
                        #expect(byte > 0x20 && byte < 0x80, "byte \(byte) in gap \(gap): \(error)")
                    }
                }
            }
        }
    }

    @Test("indentation of any width, with tabs and carriage returns between")
    func indentation() throws {
        for width in 0 ..< 40 {
            let indent = String(repeating: " ", count: width)
            let text = "{\n\(indent)\"a\"\(indent):\(indent)[\r\n\(indent)\t1,\(indent)2\(indent)]\(indent)\n}\(indent)"
            #expect(try JSON(parsing: text) == ["a": [1, 2]])
        }
        do {
            _ = try JSON(parsing: "[1,\n        \u{0B}2]")
            Issue.record("accepted a vertical tab")
        } catch {
            #expect(error.kind == .unexpectedCharacter)
            #expect(error.offset == 12)
        }
    }
}
