import Testing
@testable import Fleece

/// `JSONDocument.readString(at:)`, the inlined small-string path of `value(at:)` and the object
/// iterator: strings of every length around its limits (8 and 15 bytes, 16 bytes of input from
/// the start), ASCII and not, with escapes (which it leaves to `string(at:)`), followed by bytes
/// it loads and must clear, and at the end of the input, where it must not load.
@Suite("Short strings read in place")
struct JSONDocumentShortStringTests {
    /// `count` scalars cycling through `alphabet`.
    static func plain(_ count: Int, from alphabet: [Character]) -> String {
        String((0..<count).map { alphabet[$0 % alphabet.count] })
    }

    static let alphabets: [[Character]] = [Array("abcdefghij"), Array("aé"), Array("中a"), Array("😀ab"), Array("ü")]

    /// The two words of a string, to compare with what the standard library makes.
    static func words(_ string: String) -> (UInt64, UInt64) {
        unsafe unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    /// `read` is exactly `expected`: equal, same UTF-8, same hash, and when short the same words
    /// as the standard library's own small string.
    static func expectSame(_ read: String, _ expected: String, _ context: String) {
        #expect(read == expected, "\(context)")
        #expect(Array(read.utf8) == Array(expected.utf8), "\(context)")
        #expect(read.utf8.count == expected.utf8.count, "\(context)")
        #expect(read.hashValue == expected.hashValue, "\(context)")
        #expect(read.unicodeScalars.count == expected.unicodeScalars.count, "\(context)")
        if expected.utf8.count <= 15 {
            let made = String(decoding: Array(expected.utf8), as: UTF8.self)
            #expect(words(read) == words(made), "\(context)")
        }
    }

    @Test("keys and values of every length 0...20, iterated, with text after them and at the end of the input")
    func everyLengthIterated() throws {
        for alphabet in Self.alphabets {
            for count in 0...20 {
                let string = Self.plain(count, from: alphabet)
                let quoted = "\"\(string)\""
                // The member's key and value both this string; digits after it that a load reads;
                // the last one ends the input, too near its end to load 16 bytes.
                let texts = [
                    "{\(quoted):\(quoted),\"n\":1234567890123456789012}",
                    "[\(quoted),12345678901234567890,\(quoted)]",
                    "[\(quoted)]",
                    quoted,
                ]
                for text in texts {
                    switch try JSON(parsing: text) {
                    case .object(let object):
                        for (key, value) in object where key != "n" {
                            Self.expectSame(key, string, text)
                            if case .string(let read) = value { Self.expectSame(read, string, text) } else { Issue.record("\(text)") }
                        }
                    case .array(let array):
                        for element in array {
                            if case .string(let read) = element { Self.expectSame(read, string, text) }
                        }
                    case .string(let read):
                        Self.expectSame(read, string, text)
                    default:
                        Issue.record("\(text)")
                    }
                }
            }
        }
    }

    @Test("every string entry of a document reads as string(at:) reads it, escaped or not")
    func agreesWithStringAt() throws {
        var members: [String] = []
        for alphabet in Self.alphabets {
            for count in 0...20 {
                let string = Self.plain(count, from: alphabet)
                members.append("\"\(string)\":\"\(string)\"")
                // Escaped: the general path.
                members.append("\"\\u0041\(string)\":\"\(string)\\n\"")
            }
        }
        let text = "{" + members.joined(separator: ",") + "}"
        guard case .object(let object) = try JSON(parsing: text) else {
            Issue.record("not an object")
            return
        }
        let document = object.document
        var strings = 0
        for index in 0..<document.entries.count where document.entries[index].kind == .string {
            let read = document.readString(at: index)
            let general = document.string(at: index)
            Self.expectSame(read, general, "entry \(index): \(general)")
            strings += 1
        }
        #expect(strings == members.count * 2)
        // And the escapes read as such.
        #expect(object["A中a中"] == .string("中a中\n"))
    }
}
