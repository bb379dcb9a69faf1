import Foundation
import FleeceFoundation
import Testing

/// The escaper finds the bytes to escape eight at a time, and the tree's writer copies keys
/// that need none as they stand: every escapable byte at every offset in a word, in keys and
/// values, against JSONEncoder.
@Suite("FleeceEncoder ≡ JSONEncoder: escapes at every offset of a word")
struct EscapingRunsTests {
    static let specials = ["\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", " ", "é", "あ", "😀"]

    @Test("one special character after 0 to 19 plain bytes, in a key and in a value, every formatting")
    func specialAtEveryOffset() {
        for formatting in EncodingSetup.allFormattings {
            let setup = EncodingSetup(formatting: formatting)
            for padding in 0..<20 {
                for special in Self.specials {
                    let text = String(repeating: "k", count: padding) + special + String(repeating: "v", count: padding % 7)
                    _ = expectSameEncoding([text: text, "plain": text + text], setup)
                    _ = expectSameEncoding([text, special + text, text + special], setup)
                }
            }
        }
    }

    @Test("strings either side of the stack buffer's limit (168 bytes), all plain, all escaped, a special at each end")
    func stringsAroundTheShortLimit() {
        for formatting in EncodingSetup.allFormattings {
            let setup = EncodingSetup(formatting: formatting)
            for length in 164...172 {
                for special in ["/", "\u{1}", "\"", "é"] {
                    let plain = String(repeating: "p", count: length)
                    let escaped = String(repeating: special, count: length)
                    let ends = special + String(repeating: "p", count: length - 2) + special
                    _ = expectSameEncoding([plain, escaped, ends], setup)
                }
            }
        }
    }

    @Test("long strings: plain, every special, and specials only at the ends")
    func longStrings() {
        let long = String(repeating: "abcdefgh", count: 50)
        let every = Self.specials.joined()
        for formatting in EncodingSetup.allFormattings {
            let setup = EncodingSetup(formatting: formatting)
            for text in [long, every + long + every, "/" + long + "/", long + "\u{1F}", String(repeating: every, count: 9)] {
                _ = expectSameEncoding([text: text], setup)
            }
        }
    }
}
