import Benchmark
import Corpora
import Fleece

// Every corpus, every operation, every library, in one run:
//
//     swift package --disable-sandbox benchmark
//
// Names read `operation/corpus/library` (see Registration.swift); `Scripts/report.py`
// turns the run into Results/results.md and Results/chart.svg.
let benchmarks: @Sendable () -> Void = {
    register(.socialFeed)
    register(.catalog)
    register(.geo)
    register(.flickrPlaces)
    register(.eventLog)
    // The same texts into the models users write by hand: 20-field `curry` chains, and
    // string counts converted to numbers (against JSONDecoder converting them itself).
    // Their texts are parsed above (social-feed, flickr-places), so only decoding is registered.
    registerDecoding(.timeline, combined: Timeline.decodeCombined)
    registerDecoding(.flickrCounts, combined: FlickrCounts.decodeCombined)
    registerCodable(FoundationCodable.self, .convertingFlickrCounts)
    // The event records through the method API (`need`, `want` in `Decoded { … }`).
    registerFunctional(.eventLog, form: "methods", decode: EventLog.Record.decodeWithMethods)
}

/// Codable with both decoders, the model's own functional conformance (natural `curry` chains)
/// and the same fields through `Decoded(T.init, …)` (`functional-combined`).
private func registerDecoding<Model: JSONDecodable>(
    _ workload: Workload<Model>, combined: @escaping @Sendable (JSON) -> Decoded<Model>
) {
    registerCodable(FoundationCodable.self, workload)
    registerCodable(FleeceCodable.self, workload)
    registerFunctional(workload)
    registerFunctional(workload, form: "combined", decode: combined)
}

private func register<Model>(_ workload: Workload<Model>) {
    registerParseAndCodable(workload)
    registerEncoding(workload)
    registerWriting(workload)
    registerBuilding(workload)
}

/// Chosen at compile time over the one above once a corpus's model conforms to
/// `JSONDecodable` (in the Corpora target): it adds the functional benchmarks.
private func register<Model: JSONDecodable>(_ workload: Workload<Model>) {
    registerParseAndCodable(workload)
    registerFunctional(workload)
    registerEncoding(workload)
    registerWriting(workload)
    registerBuilding(workload)
}

/// Chosen over both above once the model also conforms to `JSONEncodable`: it adds the
/// functional encoding benchmark.
private func register<Model: JSONDecodable & JSONEncodable>(_ workload: Workload<Model>) {
    registerParseAndCodable(workload)
    registerFunctional(workload)
    registerEncoding(workload)
    registerFunctionalEncoding(workload)
    registerWriting(workload)
    registerBuilding(workload)
}

private func registerParseAndCodable<Model>(_ workload: Workload<Model>) {
    registerParse(FoundationParsing.self, workload)
    registerParse(FleeceParsing.self, workload)
    registerRead(workload)
    registerCodable(FoundationCodable.self, workload)
    registerCodable(FleeceCodable.self, workload)
}
