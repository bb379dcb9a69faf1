// Prints the size of every corpus (for the README and the report script) and,
// with `--write DIRECTORY`, writes each one to a file so other tools and other
// JSON libraries can be measured on exactly the same bytes.
//
//     swift run -c release corpora [--json] [--write DIRECTORY]
import Corpora
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let asJSON = arguments.contains("--json")
let directory = arguments.firstIndex(of: "--write").flatMap { index in
    arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
}

var rows: [[String: Any]] = []
for corpus in Corpus.all {
    let fileName = corpus.documentRanges.count > 1 ? "\(corpus.name).jsonl" : "\(corpus.name).json"
    if let directory {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(fileName)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(corpus.bytes).write(to: url)
    }
    rows.append([
        "name": corpus.name,
        "bytes": corpus.bytes.count,
        "documents": corpus.documentRanges.count,
        "imitates": corpus.imitates,
        "file": fileName,
    ])
}

if asJSON {
    let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} else {
    for row in rows {
        let name = (row["name"] as? String ?? "").padding(toLength: 14, withPad: " ", startingAt: 0)
        let bytes = row["bytes"] as? Int ?? 0
        let documents = row["documents"] as? Int ?? 0
        print("\(name) \(bytes) bytes (\(String(format: "%.2f", Double(bytes) / 1_000_000)) MB) in \(documents) document(s), like \(row["imitates"] ?? "")")
    }
}
