// Fleece against Foundation with the passes interleaved, for ratios that hold on a machine whose
// speed drifts (a shared VM): each round times a run of Foundation passes and a run of Fleece
// passes back to back, in alternating order, and the ratio is taken per round. package-benchmark
// runs each benchmark for seconds on end, so a slow spell can fall on one side only; here it
// falls on both. A run is as many passes as take about 20 ms with Foundation (at least one), so
// small documents are measured warm, as package-benchmark measures them.
//
//     swift run -c release ratios [ROUNDS] [OPERATION...]   (default 40 rounds per corpus and operation)
//
// OPERATION limits the run to those operations (parse, codable, codable-snake, codable-dates,
// functional, encode, encode-sorted, encode-pretty); all of them by default. codable-snake is
// the social feed into models without `CodingKeys` (`SnakeCaseFeed`), both decoders converting
// keys from snake case; codable-dates is 2,000 records with two ISO 8601 dates each, both
// decoders reading them with `.iso8601`, and encode-dates writes them back so.
//
// With FLEECE_REAL_CORPORA set to a folder holding twitter.json, citm_catalog.json and
// canada.json (Scripts/fetch-real-corpora.sh), the decoding operations run on those files too,
// into the models of the corpora that imitate them (twitter-timeline: twitter.json into the
// timeline's 20-field `curry` chains).
//
// Prints a Markdown table: per corpus and operation, the median of the per-round ratios and its
// lowest and highest round, and the ratio of the two fastest passes.
import Corpora
import Fleece
import FleeceFoundation
import Foundation

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 40
let operations = Set(CommandLine.arguments.dropFirst(2))

/// One comparison: the same work done by Foundation and by Fleece, on prepared inputs.
struct Comparison {
    let operation: String
    let corpus: String
    let foundation: () throws -> Void
    let fleece: () throws -> Void
}

func comparisons<Model: Decodable & JSONDecodable>(_ corpus: Corpus, _ model: Model.Type) -> [Comparison] {
    let bytes = corpus.documents
    let data = bytes.map { Data($0) }
    return [
        Comparison(operation: "parse", corpus: corpus.name,
                   foundation: { for document in data { _ = try JSONSerialization.jsonObject(with: document) } },
                   fleece: { for document in bytes { _ = try JSON(parsing: document) } }),
        Comparison(operation: "codable", corpus: corpus.name,
                   foundation: { let decoder = JSONDecoder(); for document in data { _ = try decoder.decode(Model.self, from: document) } },
                   fleece: { let decoder = FleeceDecoder(); for document in data { _ = try decoder.decode(Model.self, from: document) } }),
        Comparison(operation: "functional", corpus: corpus.name,
                   foundation: { let decoder = JSONDecoder(); for document in data { _ = try decoder.decode(Model.self, from: document) } },
                   fleece: { for document in bytes { _ = try Model.decode(JSON(parsing: document)).get() } }),
    ]
}

/// The decoding comparisons on the public files the corpora imitate, when `FLEECE_REAL_CORPORA`
/// names a folder holding them (see `Corpus.real`).
func realComparisons() -> [Comparison] {
    Corpus.real.flatMap { real -> [Comparison] in
        switch real.models {
        case Corpus.socialFeed.name: comparisons(real.corpus, SocialFeed.self)
        // The same file as `twitter`'s: its parse is timed there, once.
        case "timeline": comparisons(real.corpus, Timeline.self).filter { $0.operation != "parse" }
        case Corpus.catalog.name: comparisons(real.corpus, Catalog.self)
        default: comparisons(real.corpus, Geo.self)
        }
    }
}

/// `FleeceDecoder` against `JSONDecoder`, each made for the pass and set to convert keys from
/// snake case, into `SnakeCaseFeed`.
func snakeCaseComparison(_ corpus: Corpus) -> Comparison {
    let data = corpus.documents.map { Data($0) }
    return Comparison(operation: "codable-snake", corpus: corpus.name,
                      foundation: {
                          let decoder = JSONDecoder()
                          decoder.keyDecodingStrategy = .convertFromSnakeCase
                          for document in data { _ = try decoder.decode(SnakeCaseFeed.self, from: document) }
                      },
                      fleece: {
                          let decoder = FleeceDecoder()
                          decoder.keyDecodingStrategy = .convertFromSnakeCase
                          for document in data { _ = try decoder.decode(SnakeCaseFeed.self, from: document) }
                      })
}

/// A record with two ISO 8601 dates, as GitHub's API sends them.
struct DatedRecord: Codable {
    let id: Int
    let name: String
    let createdAt: Date
    let updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

/// `FleeceDecoder` against `JSONDecoder`, each made for the pass and set to `.iso8601`, on
/// 2,000 `DatedRecord`s (dates spread over 2010–2026 by a fixed rule); and `FleeceEncoder`
/// against `JSONEncoder` writing them back.
func datesComparisons() -> [Comparison] {
    func iso(_ seconds: Int) -> String {
        Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
    }
    let records = (0 ..< 2_000).map { index in
        let created = 1_262_304_000 + index &* 263_171 % 504_000_000
        return #"{"id": \#(index), "name": "record \#(index)", "created_at": "\#(iso(created))", "updated_at": "\#(iso(created + index * 37))"}"#
    }
    let data = Data(("[" + records.joined(separator: ",\n") + "]").utf8)
    let reader = JSONDecoder()
    reader.dateDecodingStrategy = .iso8601
    let decoded = (try? reader.decode([DatedRecord].self, from: data)) ?? []
    let writing = Comparison(operation: "encode-dates", corpus: "dated-records",
                              foundation: {
                                  let encoder = JSONEncoder()
                                  encoder.dateEncodingStrategy = .iso8601
                                  _ = try encoder.encode(decoded)
                              },
                              fleece: {
                                  let encoder = FleeceEncoder()
                                  encoder.dateEncodingStrategy = .iso8601
                                  _ = try encoder.encode(decoded)
                              })
    let reading = Comparison(operation: "codable-dates", corpus: "dated-records",
                      foundation: {
                          let decoder = JSONDecoder()
                          decoder.dateDecodingStrategy = .iso8601
                          _ = try decoder.decode([DatedRecord].self, from: data)
                      },
                      fleece: {
                          let decoder = FleeceDecoder()
                          decoder.dateDecodingStrategy = .iso8601
                          _ = try decoder.decode([DatedRecord].self, from: data)
                      })
    return [reading, writing]
}

/// `FleeceEncoder` against `JSONEncoder` on the corpus's models (decoded once, before), compact,
/// with `.sortedKeys` and with `.prettyPrinted`.
func encodeComparisons<Model: Codable>(_ corpus: Corpus, _ model: Model.Type) -> [Comparison] {
    let models = corpus.documents.compactMap { try? FleeceDecoder().decode(Model.self, from: Data($0)) }
    let formats: [(String, JSONEncoder.OutputFormatting)] = [("encode", []), ("encode-sorted", .sortedKeys), ("encode-pretty", .prettyPrinted)]
    return formats.map { operation, formatting in
        let foundation = JSONEncoder(), fleece = FleeceEncoder()
        foundation.outputFormatting = formatting
        fleece.outputFormatting = formatting
        return Comparison(operation: operation, corpus: corpus.name,
                          foundation: { for model in models { _ = try foundation.encode(model) } },
                          fleece: { for model in models { _ = try fleece.encode(model) } })
    }
}

/// Seconds one pass of `work` takes, on average over `passes` passes in a row.
func time(_ work: () throws -> Void, passes: Int = 1) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<passes { try work() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let decoding = comparisons(.socialFeed, SocialFeed.self) + comparisons(.catalog, Catalog.self) + comparisons(.geo, Geo.self)
    + comparisons(.flickrPlaces, FlickrPlaces.self) + comparisons(.eventLog, EventLog.Record.self)
    + [snakeCaseComparison(.socialFeed)] + datesComparisons() + realComparisons()
let encoding = encodeComparisons(.socialFeed, SocialFeed.self) + encodeComparisons(.catalog, Catalog.self)
    + encodeComparisons(.geo, Geo.self) + encodeComparisons(.flickrPlaces, FlickrPlaces.self)
    + encodeComparisons(.eventLog, EventLog.Record.self)
let all = (decoding + encoding).filter { operations.isEmpty || operations.contains($0.operation) }

print("Interleaved passes, \(rounds) rounds each (`swift run -c release ratios \(rounds)` in `Benchmarks/`).")
print("Foundation is `JSONSerialization` for parse, `JSONDecoder` for codable and functional, `JSONEncoder` for encode.\n")
print("| operation | corpus | median × | lowest round | highest round | fastest pass × |")
print("|---|---|--:|--:|--:|--:|")
for comparison in all {
    // JSON Lines passes take up to a second with Foundation: fewer rounds keep the run short.
    let count = comparison.corpus == Corpus.eventLog.name ? max(rounds / 8, 3) : rounds
    let passes = max(1, Int(0.02 / (try time(comparison.foundation))))
    _ = try time(comparison.fleece)
    var ratios: [Double] = []
    var fastestFoundation = Double.infinity, fastestFleece = Double.infinity
    for round in 0..<count {
        let foundation: Double, fleece: Double
        if round % 2 == 0 {
            foundation = try time(comparison.foundation, passes: passes)
            fleece = try time(comparison.fleece, passes: passes)
        } else {
            fleece = try time(comparison.fleece, passes: passes)
            foundation = try time(comparison.foundation, passes: passes)
        }
        ratios.append(foundation / fleece)
        fastestFoundation = min(fastestFoundation, foundation)
        fastestFleece = min(fastestFleece, fleece)
    }
    let cells = [median(ratios), ratios.min() ?? 0, ratios.max() ?? 0, fastestFoundation / fastestFleece].map { String(format: "%.2f×", $0) }
    print("| \(comparison.operation) | \(comparison.corpus) | " + cells.joined(separator: " | ") + " |")
}
