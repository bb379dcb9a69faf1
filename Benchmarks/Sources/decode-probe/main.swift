import Corpora
import Fleece
import FleeceFoundation
import Foundation

// Decodes one corpus with FleeceDecoder, for instruction counts under callgrind:
//
//     swift build -c release --product decode-probe
//     valgrind --tool=callgrind --toggle-collect='*measuredRun*' .build/release/decode-probe geo
//
// `--toggle-collect` counts the measured passes only (not generating the corpus). Corpora:
// social-feed, catalog, geo, flickr-places, event-log; PASSES (default 1) repeats the decode.
let arguments = CommandLine.arguments
guard arguments.count >= 2, let corpus = Corpus.all.first(where: { $0.name == arguments[1] }) else {
    FileHandle.standardError.write(Data("usage: decode-probe CORPUS [PASSES]; corpora: \(Corpus.all.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let documents = corpus.documents.map { Data($0) }
let decoder = FleeceDecoder()

/// The measured work, not inlined, so that callgrind can count it alone.
@inline(never)
func measuredRun<Model: Decodable>(_ model: Model.Type) throws -> Int {
    var decoded = 0
    for document in documents {
        _ = try decoder.decode(Model.self, from: document)
        decoded += 1
    }
    return decoded
}

func run<Model: Decodable>(_ model: Model.Type) throws {
    _ = try measuredRun(model)  // warm: routes found, caches filled
    var total = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<passes { total += try measuredRun(model) }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(passes)
    print("\(corpus.name): \(total) documents in \(passes) passes, \(String(format: "%.2f", elapsed)) ms per pass")
}

switch corpus.name {
case Corpus.socialFeed.name: try run(SocialFeed.self)
case Corpus.catalog.name: try run(Catalog.self)
case Corpus.geo.name: try run(Geo.self)
case Corpus.flickrPlaces.name: try run(FlickrPlaces.self)
default: try run(EventLog.Record.self)
}
