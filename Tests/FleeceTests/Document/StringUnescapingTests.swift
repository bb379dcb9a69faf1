import Fleece
import Testing

/// Unescaping copies the runs between escapes in blocks; escapes at every offset must still read back.
@Suite("String unescaping")
struct StringUnescapingTests {
    /// The JSON text of `string` with each scalar written plainly or escaped, as `choose` says.
    func text(of string: String, escaping choose: (Int) -> Bool) -> String {
        var text = "\""
        for (offset, scalar) in string.unicodeScalars.enumerated() {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case _ where scalar.value < 0x20 || choose(offset):
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    @Test("escapes at every offset of strings of every length up to 40")
    func everyOffset() throws {
        let alphabet = Array("ab\\\"\né中😀/\u{1}z".unicodeScalars)
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for length in 0...40 {
            for _ in 0..<20 {
                var string = ""
                for _ in 0..<length { string.unicodeScalars.append(alphabet[next(alphabet.count)]) }
                let json = text(of: string) { _ in next(4) == 0 }
                #expect(try JSON(parsing: json) == .string(string), "\(json)")
            }
        }
    }

    @Test func longRunsAroundOneEscape() throws {
        for prefix in 0..<20 {
            let string = String(repeating: "x", count: prefix) + "\n" + String(repeating: "y", count: 17 - prefix % 9)
            #expect(try JSON(parsing: text(of: string) { _ in false }) == .string(string))
        }
    }
}
