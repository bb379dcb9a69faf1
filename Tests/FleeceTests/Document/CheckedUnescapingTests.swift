@testable import Fleece
import Foundation
import Testing

/// Checked escaped strings are unescaped by `CheckedUnescaping` (hex digits read as one word, a
/// scalar's UTF-8 stored as one word, the last escapes handed to the general loop): it must give
/// exactly the bytes the general loop gives, for every escape.
@Suite("Checked unescaping")
struct CheckedUnescapingTests {
    /// What both loops write for `raw` (the text between the quotes), with room for `extra`
    /// bytes more than the text.
    func both(_ raw: [UInt8], extra: Int = 0) -> (checked: [UInt8], checkedASCII: Bool, general: [UInt8], generalASCII: Bool) {
        func run(_ body: (UnsafeBufferPointer<UInt8>, UnsafeMutableBufferPointer<UInt8>) -> (written: Int, isASCII: Bool))
            -> ([UInt8], Bool)
        {
            var output = [UInt8](repeating: 0xEE, count: raw.count + extra)
            let (written, isASCII) = unsafe raw.withUnsafeBufferPointer { input in
                unsafe output.withUnsafeMutableBufferPointer { unsafe body(input, $0) }
            }
            return (Array(output[..<written]), isASCII)
        }
        let checked = run { unsafe CheckedUnescaping.unescape($0, into: $1) }
        let general = run { unsafe StringUnescaping.unescape($0, into: $1) }
        return (checked.0, checked.1, general.0, general.1)
    }

    /// The JSON string literal's content for `units` written as `\uXXXX`, in lower or upper case.
    func escaped(_ units: [UInt16], uppercase: Bool = false) -> String {
        units.map { unit in
            let hex = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    @Test("every code unit that is not a surrogate, as \\uXXXX in both cases, reads back as its scalar")
    func everyCodeUnit() throws {
        let units = (0 ... 0xFFFF).filter { $0 & 0xF800 != 0xD800 }.map { UInt16($0) }
        for uppercase in [false, true] {
            // One document of every unit, each in a string padded on both sides (the runs and
            // the escape then sit at every alignment).
            let text = "[" + units.enumerated().map { index, unit in
                "\"" + String(repeating: "a", count: index % 9) + escaped([unit], uppercase: uppercase) + "z\""
            }.joined(separator: ",") + "]"
            guard case .array(let array) = try JSON(parsing: text) else {
                Issue.record("not an array")
                return
            }
            var mismatches = 0
            for (index, unit) in units.enumerated() {
                let expected = String(repeating: "a", count: index % 9) + String(decoding: [unit], as: UTF16.self) + "z"
                guard case .string(let string) = array[index], Array(string.utf8) == Array(expected.utf8) else {
                    mismatches += 1
                    continue
                }
            }
            #expect(mismatches == 0, "uppercase: \(uppercase)")
        }
    }

    @Test("surrogate pairs: every high surrogate and every low surrogate, in pairs, read back as their scalar")
    func surrogatePairs() throws {
        var pairs: [(UInt16, UInt16)] = []
        for high in UInt16(0xD800) ... 0xDBFF { pairs.append((high, 0xDC00 + (high & 0x3FF))) }
        for low in UInt16(0xDC00) ... 0xDFFF { pairs.append((0xD800 + (low & 0x3FF), low)) }
        let text = "[" + pairs.enumerated().map { index, pair in
            "\"" + String(repeating: "b", count: index % 11) + escaped([pair.0, pair.1], uppercase: index % 2 == 0) + "\""
        }.joined(separator: ",") + "]"
        guard case .array(let array) = try JSON(parsing: text) else {
            Issue.record("not an array")
            return
        }
        var mismatches = 0
        for (index, pair) in pairs.enumerated() {
            let expected = String(repeating: "b", count: index % 11) + String(decoding: [pair.0, pair.1], as: UTF16.self)
            guard case .string(let string) = array[index], Array(string.utf8) == Array(expected.utf8) else {
                mismatches += 1
                continue
            }
        }
        #expect(mismatches == 0)
    }

    @Test("each simple escape, at every offset of strings of 0 to 40 bytes, ending or not with it")
    func simpleEscapesEverywhere() throws {
        let escapes: [(String, String)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\b", "\u{8}"), ("\\f", "\u{C}"), ("\\n", "\n"),
            ("\\r", "\r"), ("\\t", "\t"), ("\\u00e9", "é"), ("\\u20AC", "€"), ("\\ud83d\\ude00", "😀"), ("\\u0041", "A"),
        ]
        for (escape, value) in escapes {
            for length in 0 ... 40 {
                for offset in 0 ... length {
                    let before = String(repeating: "x", count: offset)
                    let after = String(repeating: "y", count: length - offset)
                    let json = "\"" + before + escape + after + "\""
                    #expect(try JSON(parsing: json) == .string(before + value + after), "\(json)")
                }
            }
        }
    }

    @Test("strings of 15 and 16 bytes once unescaped, around the small form's limit")
    func aroundSmallForm() throws {
        for total in 13 ... 18 {
            for (escape, value) in [("\\n", "\n"), ("\\u00e9", "é"), ("\\u4e2d", "中"), ("\\ud83d\\ude00", "😀")] {
                let plain = total - value.utf8.count
                guard plain >= 0 else { continue }
                for offset in [0, plain / 2, plain] {
                    let expected = String(repeating: "q", count: offset) + value + String(repeating: "r", count: plain - offset)
                    #expect(expected.utf8.count == total)
                    let json = "\"" + String(repeating: "q", count: offset) + escape + String(repeating: "r", count: plain - offset) + "\""
                    #expect(try JSON(parsing: json) == .string(expected), "\(json)")
                }
            }
        }
    }

    @Test("random escaped strings read as JSONSerialization reads them")
    func againstJSONSerialization() throws {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "Z", " ", "é", "中", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\r",
                      "\\u00e9", "\\u00E9", "\\u4e2d", "\\uFFFF", "\\u0000", "\\u001f", "\\ud83d\\ude00", "\\uD83D\\uDE00",
                      "\\udbff\\udfff", "\\u007f", "\\u0080", "\\u07ff", "\\u0800"]
        var texts: [String] = []
        for _ in 0 ..< 2_000 {
            var text = ""
            for _ in 0 ..< next(30) { text += pieces[next(pieces.count)] }
            texts.append("\"" + text + "\"")
        }
        let document = "[" + texts.joined(separator: ",") + "]"
        let foundation = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
        guard let foundation, case .array(let array) = try JSON(parsing: document) else {
            Issue.record("not an array")
            return
        }
        #expect(array.count == foundation.count)
        var mismatches = 0
        for (value, expected) in zip(array, foundation) {
            guard case .string(let string) = value, Array(string.utf8) == Array(expected.utf8) else {
                mismatches += 1
                continue
            }
        }
        #expect(mismatches == 0)
    }

    @Test("the checked loop writes what the general loop writes for checked text, with room to spare or none")
    func sameAsGeneralLoop() throws {
        var state: UInt64 = 0xF1EECE
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["ab", "é", "\\n", "\\/", "\\\\", "\\u00e9", "\\u4E2D", "\\ud83d\\ude00", "\\u0041", "xyzxyzxyz", "\\\""]
        for _ in 0 ..< 3_000 {
            var text = ""
            for _ in 0 ..< next(12) { text += pieces[next(pieces.count)] }
            let result = both(Array(text.utf8), extra: next(3) == 0 ? 8 : 0)
            #expect(result.checked == result.general, "\(text)")
            #expect(result.checkedASCII == result.generalASCII, "\(text)")
        }
    }

    /// Runs longer than a word go sixteen bytes a step after their first eight: the step must
    /// stop at a backslash in any of its lanes, and the last bytes of the text, fewer than a
    /// step, go eight and then one at a time.
    @Test("long runs, with escapes in every lane of the sixteen-byte steps, as the general loop writes them")
    func longRuns() {
        let escapes = ["\\n", "\\/", "\\\"", "\\u00e9", "\\ud83d\\ude00", "\\\\"]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var cases = 0
        for escape in escapes {
            for before in 0 ... 50 {
                for after in [0, 1, 7, 8, 9, 15, 16, 17, 31, 33] {
                    let plain = String((0 ..< before).map { alphabet[$0 % alphabet.count] })
                    let text = plain + escape + String(repeating: "é", count: after / 2) + String(repeating: "z", count: after % 2)
                        + escape + plain
                    for extra in [0, 8] {
                        let result = both(Array(text.utf8), extra: extra)
                        #expect(result.checked == result.general, "\(text)")
                        #expect(result.checkedASCII == result.generalASCII, "\(text)")
                        cases += 1
                    }
                }
            }
        }
        #expect(cases == 6 * 51 * 10 * 2)
    }

    @Test("text no parser checked is read and written within the buffers, even with too little room")
    func uncheckedTextStaysInBounds() {
        var state: UInt64 = 0xBAD
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let bytes: [UInt8] = Array("\\u\\ud83d\\\\xA0fZ\"".utf8) + [0xFF, 0xC3, 0x00]
        for _ in 0 ..< 3_000 {
            let raw = (0 ..< next(40)).map { _ in bytes[next(bytes.count)] }
            for room in [0, raw.count / 2, raw.count] {
                var output = [UInt8](repeating: 0, count: room)
                let written = unsafe raw.withUnsafeBufferPointer { input in
                    unsafe output.withUnsafeMutableBufferPointer { unsafe CheckedUnescaping.unescape(input, into: $0).written }
                }
                #expect(written >= 0 && written <= room)
            }
        }
    }
}
