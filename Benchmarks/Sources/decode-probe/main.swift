import Corpora
import Fleece
import FleeceFoundation
import Foundation

// Decodes one corpus in one style, for instruction counts under callgrind:
//
//     swift build -c release --product decode-probe
//     valgrind --tool=callgrind --toggle-collect='*measuredRun*' .build/release/decode-probe geo 1 fleece
//
// `--toggle-collect` counts the measured passes only (not generating the corpus). Corpora:
// social-feed, catalog, geo, flickr-places, event-log, and two more models of the same texts:
// timeline (the social feed into 20-field models), flickr-counts (Flickr's string counts
// converted to numbers) and snake-feed (the social feed into models without `CodingKeys`, both
// decoders converting keys from snake case; styles fleece, fleece-fresh and foundation only).
// With FLEECE_REAL_CORPORA set to a folder holding twitter.json, citm_catalog.json and
// canada.json (Scripts/fetch-real-corpora.sh), those files are corpora too (twitter,
// citm_catalog, canada), decoded into the models of the corpora that imitate them, and
// twitter-timeline is twitter.json into the timeline's 20-field models.
// PASSES (default 1) repeats the decode. STYLE (default fleece):
//
//   fleece      FleeceDecoder
//   fleece-fresh  a new FleeceDecoder for every document, as `FleeceDecoder().decode(…)` is written
//   fleece-mixed  FleeceDecoder, after the same decoder decoded the other corpora's models once
//               (an app's one decoder for every endpoint)
//   foundation  JSONDecoder (for flickr-counts, on `ConvertingFlickrCounts`, which decodes the
//               strings and converts them itself; `foundation-convertible` is JSONDecoder on
//               the `@Convertible` model)
//   natural     JSON(parsing:) and the model's JSONDecodable conformance (`curry` chains)
//   combined    the same fields through `Decoded(T.init, …)` (timeline and flickr-counts only)
//   methods     the same fields through the method API, `need` and `want` (event-log only)
//   natural-vs-fleece  both, a pass of each in turn (PASSES rounds, alternating which goes
//               first), printing the median per-round ratio of natural's time to FleeceDecoder's:
//               on a shared machine whose speed drifts, a slow spell falls on both sides
//   fleece-vs-foundation  the same for FleeceDecoder's time against JSONDecoder's (its inverse
//               is the speed-up)
//   parse       JSON(parsing:) only
//   read        JSON(parsing:), then every key, string and number read (`ReadEverything`)
//   read-lent   the same walk written with `forEach`, which lends elements and members
//   foundation-parse, foundation-read   the same with JSONSerialization
let corpora = Corpus.all + [
    Corpus.renamed(.socialFeed, "timeline"),
    Corpus.renamed(.flickrPlaces, "flickr-counts"),
    Corpus.renamed(.socialFeed, "snake-feed"),
] + Corpus.real.map(\.corpus)
let arguments = CommandLine.arguments
guard arguments.count >= 2, let corpus = corpora.first(where: { $0.name == arguments[1] }) else {
    FileHandle.standardError.write(Data("usage: decode-probe CORPUS [PASSES] [STYLE]; corpora: \(corpora.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
/// The corpus whose models decode `corpus`: itself, or the one a real file's corpus imitates.
let modelsOf = Corpus.real.first { $0.corpus.name == corpus.name }?.models ?? corpus.name
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let style = arguments.count > 3 ? arguments[3] : "fleece"
let documents = corpus.documents.map { (data: Data($0), bytes: $0) }
let fleeceDecoder = FleeceDecoder()
let foundationDecoder = JSONDecoder()

/// The measured work, not inlined, so that callgrind can count it alone.
@inline(never)
func measuredRun<Model>(_ decode: (Data, [UInt8]) throws -> Model) throws -> Int {
    var decoded = 0
    for document in documents {
        _ = try decode(document.data, document.bytes)
        decoded += 1
    }
    return decoded
}

func run<Model>(_ decode: (Data, [UInt8]) throws -> Model) throws {
    _ = try measuredRun(decode)  // warm: routes found, caches filled
    var total = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<passes { total += try measuredRun(decode) }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(passes)
    print("\(corpus.name) \(style): \(total) documents in \(passes) passes, \(String(format: "%.2f", elapsed)) ms per pass")
}

/// Times `first` and `second` in turn, `passes` rounds, and prints the median ratio of their times.
func compare<First, Second>(_ first: (Data, [UInt8]) throws -> First, _ second: (Data, [UInt8]) throws -> Second) throws {
    func time(_ work: () throws -> Int) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
    _ = try measuredRun(first)
    _ = try measuredRun(second)
    var ratios: [Double] = []
    var fastest = (Double.infinity, Double.infinity)
    for round in 0..<passes {
        let a: Double, b: Double
        if round % 2 == 0 {
            a = try time { try measuredRun(first) }
            b = try time { try measuredRun(second) }
        } else {
            b = try time { try measuredRun(second) }
            a = try time { try measuredRun(first) }
        }
        ratios.append(a / b)
        fastest = (min(fastest.0, a), min(fastest.1, b))
    }
    ratios.sort()
    let median = ratios[ratios.count / 2]
    print("\(corpus.name) \(style): median ratio \(String(format: "%.3f", median)) over \(passes) rounds "
        + "(lowest \(String(format: "%.3f", ratios[0])), highest \(String(format: "%.3f", ratios[ratios.count - 1]))); "
        + "fastest passes \(String(format: "%.2f", fastest.0 / 1e6)) and \(String(format: "%.2f", fastest.1 / 1e6)) ms")
}

/// Runs `Model` in the chosen style (natural: its `JSONDecodable` conformance).
func run<Model: Decodable & JSONDecodable>(_ model: Model.Type, combined: ((JSON) -> Decoded<Model>)? = nil,
                                            methods: ((JSON) -> Decoded<Model>)? = nil) throws {
    switch style {
    case "fleece":
        try run { data, _ in try fleeceDecoder.decode(Model.self, from: data) }
    case "fleece-fresh":
        try run { data, _ in try FleeceDecoder().decode(Model.self, from: data) }
    case "fleece-mixed":
        try decodeOtherModels()
        try run { data, _ in try fleeceDecoder.decode(Model.self, from: data) }
    case "foundation", "foundation-convertible":
        try run { data, _ in try foundationDecoder.decode(Model.self, from: data) }
    case "natural":
        try run { _, bytes in try Model.decode(JSON(parsing: bytes)).get() }
    case "natural-vs-fleece":
        try compare({ _, bytes in try Model.decode(JSON(parsing: bytes)).get() },
                    { data, _ in try fleeceDecoder.decode(Model.self, from: data) })
    case "fleece-vs-foundation":
        try compare({ data, _ in try fleeceDecoder.decode(Model.self, from: data) },
                    { data, _ in try foundationDecoder.decode(Model.self, from: data) })
    case "combined":
        guard let combined else { throw ProbeError.noCombinedForm }
        try run { _, bytes in try combined(JSON(parsing: bytes)).get() }
    case "methods":
        guard let methods else { throw ProbeError.noMethodsForm }
        try run { _, bytes in try methods(JSON(parsing: bytes)).get() }
    default:
        throw ProbeError.unknownStyle
    }
}

enum ProbeError: Error { case noCombinedForm, noMethodsForm, unknownStyle }

/// The snake-feed corpus: `SnakeCaseFeed` with both decoders converting keys from snake case.
func runSnakeCase() throws {
    func snakeCase<Decoder: AnyObject>(_ decoder: Decoder) -> Decoder {
        (decoder as? FleeceDecoder)?.keyDecodingStrategy = .convertFromSnakeCase
        (decoder as? JSONDecoder)?.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
    let kept = snakeCase(FleeceDecoder())
    let foundation = snakeCase(JSONDecoder())
    switch style {
    case "fleece": try run { data, _ in try kept.decode(SnakeCaseFeed.self, from: data) }
    case "fleece-fresh": try run { data, _ in try snakeCase(FleeceDecoder()).decode(SnakeCaseFeed.self, from: data) }
    case "foundation": try run { data, _ in try foundation.decode(SnakeCaseFeed.self, from: data) }
    default: throw ProbeError.unknownStyle
    }
}

/// Decodes one document of each other corpus with `fleeceDecoder`, so that it has met their
/// model types before the measured runs.
func decodeOtherModels() throws {
    func first<Other: Decodable>(_ other: Corpus, as type: Other.Type) throws {
        guard other.name != corpus.name, let document = other.documents.first else { return }
        _ = try fleeceDecoder.decode(type, from: Data(document))
    }
    try first(.socialFeed, as: SocialFeed.self)
    try first(.catalog, as: Catalog.self)
    try first(.geo, as: Geo.self)
    try first(.flickrPlaces, as: FlickrPlaces.self)
    try first(.eventLog, as: EventLog.Record.self)
}

switch (style, corpus.name) {
case ("parse", _): try run { _, bytes in try JSON(parsing: bytes) }
case ("read", _): try run { _, bytes in ReadEverything.fleece(try JSON(parsing: bytes)) }
case ("read-lent", _): try run { _, bytes in ReadEverything.fleeceLent(try JSON(parsing: bytes)) }
case ("foundation-parse", _): try run { data, _ in try JSONSerialization.jsonObject(with: data) }
case ("foundation-read", _): try run { data, _ in ReadEverything.foundation(try JSONSerialization.jsonObject(with: data)) }
default: break
}
if style.hasSuffix("parse") || style.hasSuffix("read") || style == "read-lent" { exit(0) }

switch modelsOf {
case Corpus.socialFeed.name: try run(SocialFeed.self)
case Corpus.catalog.name: try run(Catalog.self)
case Corpus.geo.name: try run(Geo.self)
case Corpus.flickrPlaces.name: try run(FlickrPlaces.self)
case "timeline": try run(Timeline.self, combined: Timeline.decodeCombined)
case "flickr-counts" where style == "foundation":
    try run { data, _ in try foundationDecoder.decode(ConvertingFlickrCounts.self, from: data) }
case "flickr-counts": try run(FlickrCounts.self, combined: FlickrCounts.decodeCombined)
case "snake-feed": try runSnakeCase()
default: try run(EventLog.Record.self, methods: EventLog.Record.decodeWithMethods)
}
