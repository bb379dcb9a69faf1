import Corpora
import Fleece
import Foundation

// The peak resident memory of parsing a dense document, `[0,0,0,…]` with VALUES zeros (default
// 10 million, 20 MB), over what the process held before the parse (the text itself included):
//
//     swift run -c release dense-probe fleece        # JSON(parsing:)
//     swift run -c release dense-probe foundation    # JSONSerialization.jsonObject(with:)
//
// One parse per process, so that each peak is its own. The README's Speed section quotes it.

let arguments = CommandLine.arguments
let parser = arguments.count > 1 ? arguments[1] : "fleece"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000_000 : 10_000_000
guard parser == "fleece" || parser == "foundation", count > 0 else {
    FileHandle.standardError.write(Data("usage: dense-probe [fleece|foundation] [VALUES]\n".utf8))
    exit(2)
}

var text: [UInt8] = []
text.reserveCapacity(2 * count + 1)
text.append(UInt8(ascii: "["))
for index in 0..<count {
    if index > 0 { text.append(UInt8(ascii: ",")) }
    text.append(UInt8(ascii: "0"))
}
text.append(UInt8(ascii: "]"))
let data = parser == "foundation" ? Data(text) : Data()

let before = peakResidentMiB()
let clock = ContinuousClock()
let start = clock.now
let parsed: Int
if parser == "fleece" {
    guard case .array(let array) = try JSON(parsing: text) else { exit(1) }
    parsed = array.count
} else {
    parsed = (try JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? 0
}
let elapsed = clock.now - start
let after = peakResidentMiB()
print("\(parser): \(parsed) values from \(text.count) bytes; peak \(String(format: "%.1f", after)) MiB, "
    + "\(String(format: "%.1f", after - before)) MiB over the \(String(format: "%.1f", before)) MiB before the parse; "
    + "parse \(elapsed)")
