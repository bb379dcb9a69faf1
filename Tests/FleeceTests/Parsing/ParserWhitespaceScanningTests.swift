@testable import Fleece
import Testing

/// Whitespace runs are skipped sixteen bytes at a time while sixteen bytes remain, then byte by
/// byte: a run of any length, ending anywhere in a block or at the input's end, and broken by any
/// other byte at any place, must be skipped exactly to its end, and the breaking byte be an error
/// (or the next token) at its own offset.
@Suite("Parser skips whitespace sixteen bytes at a time, exactly")
struct ParserWhitespaceScanningTests {
    /// The four whitespace bytes, in turns, so that every lane sees each of them.
    static func run(_ length: Int, phase: Int) -> [UInt8] {
        let whitespace: [UInt8] = [0x20, 0x0A, 0x20, 0x20, 0x0D, 0x09, 0x20]
        return (0 ..< length).map { whitespace[($0 + phase) % whitespace.count] }
    }

    @Test("a run of any length between tokens and at the end is skipped whole")
    func wholeRuns() throws {
        for length in 0 ... 50 {
            for phase in 0 ..< 7 {
                let gap = Self.run(length, phase: phase)
                let text = Array("[1,".utf8) + gap + Array("2".utf8) + gap + Array("]".utf8) + gap
                #expect(try JSON(parsing: text) == [1, 2], "length \(length), phase \(phase)")
                let key = Array("{".utf8) + gap + Array(#""k""#.utf8) + gap + Array(":".utf8) + gap + Array("true}".utf8)
                #expect(try JSON(parsing: key) == ["k": true], "length \(length), phase \(phase)")
            }
        }
    }

    /// Every non-whitespace kind of byte (control bytes, the vertical tab and form feed, ASCII,
    /// non-ASCII, bytes one away from each whitespace byte) at every place of a run of 40 bytes,
    /// itself at every offset from the start of the input (so the run's blocks fall everywhere).
    @Test("any other byte at any place of a long run is an error where it is")
    func brokenRuns() throws {
        let breakers: [UInt8] = [0x00, 0x08, 0x0B, 0x0C, 0x0E, 0x1F, 0x21, 0x2C, 0x5D, 0x7F, 0x80, 0x8A, 0xA0, 0xFF]
        for lead in 0 ..< 17 {
            for place in 0 ..< 40 {
                for breaker in breakers {
                    var gap = Self.run(40, phase: place)
                    gap[place] = breaker
                    let prefix = Array("[".utf8) + Array(repeating: UInt8(ascii: " "), count: lead) + Array("1".utf8)
                    let text = prefix + gap + Array("]".utf8)
                    let offset = prefix.count + place
                    do {
                        // `,` before `]` is a trailing comma, `]` closes the root before
                        // the last `]`: no breaker makes a document.
                        let json = try JSON(parsing: text)
                        Issue.record("accepted \(breaker) at \(place) after \(lead): \(json)")
                    } catch {
                        if breaker == 0x2C || breaker == 0x5D {
                            // The token is taken; the document fails after it, never before.
                            #expect(error.offset > offset, "\(breaker) at \(place) after \(lead): \(error)")
                        } else {
                            #expect(error.offset == offset, "\(breaker) at \(place) after \(lead): \(error)")
                        }
                    }
                }
            }
        }
    }

    /// The last block of a run may end past the input: the run must stop at the input's end, and
    /// a document cut short there be reported at the end.
    @Test("a run reaching the input's end, of any length, at any offset")
    func runsToTheEnd() throws {
        for lead in 0 ..< 17 {
            for length in 0 ... 40 {
                let prefix = Array("[".utf8) + Array(repeating: UInt8(ascii: "\n"), count: lead) + Array("1".utf8)
                let whole = prefix + Array("]".utf8) + Self.run(length, phase: lead)
                #expect(try JSON(parsing: whole) == [1], "lead \(lead), length \(length)")
                let cut = prefix + Self.run(length, phase: lead)
                do {
                    _ = try JSON(parsing: cut)
                    Issue.record("accepted a cut document, lead \(lead), length \(length)")
                } catch {
                    #expect(error.kind == .unexpectedEndOfInput)
                    #expect(error.offset == cut.count, "lead \(lead), length \(length)")
                }
            }
        }
    }

    /// One space and then a token (`"id": 5`, after every ':' of pretty-printed text) takes a path
    /// of its own, two byte tests: whatever byte follows the space, the text must parse, or fail
    /// with the same kind one byte earlier, as the same text with two spaces there (a run the
    /// sixteen-byte path skips). After a key, the space is skipped where the key was parsed (the
    /// first member's, and a later one's after ','), and at the end of the input too.
    @Test("one space then any byte reads as two spaces then that byte")
    func oneSpaceThenAnyByte() throws {
        for byte in UInt8.min ... UInt8.max {
            for (before, after) in [(#"{"k":"#, "}"), (#"{"a":1,"k":"#, "}"), (#"{"a":1,"k":"#, ""), ("[1,", "]"), ("[", "]"),
                                    (#"{"k":[true,"#, "]}")] {
                let one = Array(before.utf8) + [0x20, byte] + Array(after.utf8)
                let two = Array(before.utf8) + [0x20, 0x20, byte] + Array(after.utf8)
                let error = Self.expectSameReading(one, asOneByteLonger: two, "\(byte) after \(before)")
                // A byte that starts no token (nor closes the empty array `[ ]`) is the error.
                if let error, !Parser.isWhitespace(byte), !Array(#""{[-0123456789tfn]"#.utf8).contains(byte) {
                    #expect(error.offset == before.utf8.count + 1, "\(byte) after \(before): \(error)")
                }
            }
        }
        #expect(try JSON(parsing: Array(#"{"a": 1, "b": [2, 3], "c": {"d": null}}"#.utf8))
            == ["a": 1, "b": [2, 3], "c": ["d": nil]])
    }

    /// A line break and spaces (the indentation of pretty-printed text) are skipped eight spaces
    /// at a time on a path of their own: with any number of spaces and any byte after them, the
    /// text must read as the same run after a tab does (which the sixteen-byte blocks skip), the
    /// error one byte earlier.
    @Test("a line break, any number of spaces, then any byte reads as the same run after a tab")
    func lineBreakAndIndentationThenAnyByte() throws {
        for spaces in 0 ... 25 {
            for byte in UInt8.min ... UInt8.max {
                // Before an element, a value and a key (after '{' and after ',').
                for (before, after) in [("[1,", "]"), (#"{"k":"#, "}"), ("[", "]"), ("{", #""k":2}"#),
                                        (#"{"a":1,"#, #""k":2}"#)] {
                    let run = [UInt8(ascii: "\n")] + [UInt8](repeating: 0x20, count: spaces) + [byte]
                    let plain = Array(before.utf8) + run + Array(after.utf8)
                    let tabbed = Array(before.utf8) + [0x09] + run + Array(after.utf8)
                    Self.expectSameReading(plain, asOneByteLonger: tabbed, "\(spaces) spaces, \(byte) after \(before)")
                }
            }
            // At the end of the input, the run ends there.
            #expect(try JSON(parsing: Array("[1]\n".utf8) + [UInt8](repeating: 0x20, count: spaces)) == [1])
        }
    }

    /// Expects `text` to read as `longer` (the same text with one more whitespace byte before
    /// the place under test): the same value, or the same kind of error one byte earlier.
    /// Returns `text`'s error, if any, for checks of its own.
    @discardableResult
    static func expectSameReading(_ text: [UInt8], asOneByteLonger longer: [UInt8], _ label: String) -> JSONSyntaxError? {
        let parse = { (text: [UInt8]) in Result<JSON, JSONSyntaxError> { () throws(JSONSyntaxError) in try JSON(parsing: text) } }
        switch (parse(text), parse(longer)) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "\(label)")
            return nil
        case (.failure(let a), .failure(let b)):
            #expect(a.kind == b.kind && a.offset == b.offset - 1, "\(label): \(a) against \(b)")
            return a
        case (.success(let a), .failure(let b)):
            Issue.record("\(label): read as \(a), the longer text failed: \(b)")
            return nil
        case (.failure(let a), .success(let b)):
            Issue.record("\(label): failed with \(a), the longer text read as \(b)")
            return a
        }
    }
}
