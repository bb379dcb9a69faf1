import Corpora
import Fleece
import Foundation

// The peak resident memory of parsing a dense document, `[0,0,0,…]` with VALUES zeros (default
// 10 million, 20 MB), over what the process held before the parse (the text itself included):
//
//     swift run -c release dense-probe fleece        # JSON(parsing:)
//     swift run -c release dense-probe foundation    # JSONSerialization.jsonObject(with:)
//     swift run -c release dense-probe fleece 10000000 nested   # {"data":[0,0,0,…]}
//
// `nested` puts the array one member down, as an API's envelope does: the parser then collects
// the array's children while its parent is open too, not only at the root.
//
// One parse per process, so that each peak is its own. The README's Speed section quotes it.

let arguments = CommandLine.arguments
let parser = arguments.count > 1 ? arguments[1] : "fleece"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000_000 : 10_000_000
let nested = arguments.count > 3 && arguments[3] == "nested"
guard parser == "fleece" || parser == "foundation", count > 0, arguments.count <= 3 || nested else {
    FileHandle.standardError.write(Data("usage: dense-probe [fleece|foundation] [VALUES] [nested]\n".utf8))
    exit(2)
}

let envelope = Array(#"{"data":"#.utf8)
var text: [UInt8] = []
text.reserveCapacity(2 * count + 1 + (nested ? envelope.count + 1 : 0))
if nested { text += envelope }
text.append(UInt8(ascii: "["))
for index in 0..<count {
    if index > 0 { text.append(UInt8(ascii: ",")) }
    text.append(UInt8(ascii: "0"))
}
text.append(UInt8(ascii: "]"))
if nested { text.append(UInt8(ascii: "}")) }
let data = parser == "foundation" ? Data(text) : Data()

let before = peakResidentMiB()
let clock = ContinuousClock()
let start = clock.now
let parsed: Int
if parser == "fleece" {
    let root = try JSON(parsing: text)
    guard case .array(let array)? = nested ? root["data"] : root else { exit(1) }
    parsed = array.count
} else {
    let root = try JSONSerialization.jsonObject(with: data)
    parsed = ((nested ? (root as? [String: Any])?["data"] : root) as? [Any])?.count ?? 0
}
let elapsed = clock.now - start
let after = peakResidentMiB()
print("\(parser): \(parsed) values from \(text.count) bytes; peak \(String(format: "%.1f", after)) MiB, "
    + "\(String(format: "%.1f", after - before)) MiB over the \(String(format: "%.1f", before)) MiB before the parse; "
    + "parse \(elapsed)")
