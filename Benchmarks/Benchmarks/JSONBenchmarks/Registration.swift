import Benchmark
import Corpora
import Fleece
import Foundation

/// What every benchmark of one kind measures and for how long.
enum Measurement {
    /// Time only, so the malloc counters cost nothing while the clock runs. A pass
    /// over a corpus takes from tens of microseconds to a second; `seconds` bounds
    /// each benchmark so that even the slowest gets several samples.
    static func time(seconds: Int) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .throughput],
            timeUnits: .microseconds,
            warmupIterations: 3,
            scalingFactor: .one,
            maxDuration: .seconds(seconds),
            maxIterations: 2_000
        )
    }

    /// Allocations only, in a run of their own: they are the same every iteration,
    /// so a few iterations suffice. (`throughput` is listed because the JMH
    /// export skips benchmarks without it.)
    static var memory: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.throughput, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResidentDelta],
            warmupIterations: 1,
            scalingFactor: .one,
            maxDuration: .seconds(2),
            maxIterations: 5
        )
    }
}

/// Benchmark names read `operation/corpus/library`, and `memory/operation/corpus/library`
/// for the allocation runs, so filters and the report can group them.
func benchmarkName(_ operation: String, _ corpus: String, _ library: String, memory: Bool) -> String {
    (memory ? "memory/" : "") + "\(operation)/\(corpus)/\(library)"
}

/// Parse only: text to the library's document value.
func registerParse<Library: JSONParsing, Model>(_ library: Library.Type, _ workload: Workload<Model>) {
    registerTimeAndMemory("parse", Library.library, workload) {
        { document in try Library.parse(document) }
    }
}

/// Parse, then read every key, string and number of the document (`ReadEverything`): what a
/// program that uses all of a document pays. Named `read/corpus/library`.
func registerRead<Model>(_ workload: Workload<Model>) {
    registerTimeAndMemory("read", FleeceParsing.library, workload) {
        { document in ReadEverything.fleece(try FleeceParsing.parse(document)) }
    }
    registerTimeAndMemory("read", FoundationParsing.library, workload) {
        { document in ReadEverything.foundation(try FoundationParsing.parse(document)) }
    }
}

/// Codable: text to the `Decodable` model, checked against `JSONDecoder` first.
func registerCodable<Library: CodableDecoding, Model>(_ library: Library.Type, _ workload: Workload<Model>) {
    let makePass = {
        let decoder = Library.makeDecoder()
        return { (document: Document) in try Library.decode(Model.self, from: document, using: decoder) }
    }
    registerTimeAndMemory("codable", Library.library, workload, makePass: makePass) {
        try crossCheck(Library.library, workload, decode: makePass())
    }
}

/// Functional: text to the model through `JSON(parsing:)` and `Model.decode(json)`,
/// checked against `JSONDecoder` first.
func registerFunctional<Model: JSONDecodable>(_ workload: Workload<Model>) {
    let pass = { (document: Document) in try FleeceFunctional.decode(Model.self, from: document) }
    registerTimeAndMemory("functional", FleeceFunctional.library, workload, makePass: { pass }) {
        try crossCheck(FleeceFunctional.library + " functional", workload, decode: pass)
    }
}

/// Functional through another decoding of the same model (`form`, e.g. `combined` for
/// `Decoded(T.init, …)` against the model's own `curry` chains), named `functional-FORM`.
func registerFunctional<Model>(_ workload: Workload<Model>, form: String, decode: @escaping @Sendable (JSON) -> Decoded<Model>) {
    let pass = { (document: Document) in try decode(JSON(parsing: document.bytes)).get() }
    registerTimeAndMemory("functional-\(form)", FleeceFunctional.library, workload, makePass: { pass }) {
        try crossCheck(FleeceFunctional.library + " functional-\(form)", workload, decode: pass)
    }
}

/// Registers the timed benchmark and its memory twin. `makePass` runs inside every measured
/// iteration (making a decoder is part of decoding) and returns the work for one document;
/// `setup` runs once, untimed, before the benchmark.
private func registerTimeAndMemory<Model, Output>(
    _ operation: String,
    _ library: String,
    _ workload: Workload<Model>,
    makePass: @escaping () -> (Document) throws -> Output,
    setup: @escaping () throws -> Void = {}
) {
    for memory in [false, true] {
        Benchmark(
            benchmarkName(operation, workload.name, library, memory: memory),
            configuration: memory ? Measurement.memory : Measurement.time(seconds: workload.secondsPerBenchmark)
        ) { benchmark in
            try measure(benchmark, over: workload.documents, makePass())
        } setup: {
            try setup()
        }
    }
}

/// Runs `body` on every document. A single document's result stays alive until
/// the measurement stops, so `memoryLeakedBytes` reports what the result holds.
private func measure<Output>(
    _ benchmark: Benchmark,
    over documents: [Document],
    _ body: (Document) throws -> Output
) throws {
    if documents.count == 1 {
        let result = try body(documents[0])
        benchmark.stopMeasurement()
        blackHole(result)
    } else {
        for document in documents {
            blackHole(try body(document))
        }
    }
}

/// Before a decoder is timed, it must produce exactly what `JSONDecoder` produces.
private func crossCheck<Model>(
    _ library: String,
    _ workload: Workload<Model>,
    decode: (Document) throws -> Model
) throws {
    let reference = FoundationCodable.makeDecoder()
    for document in workload.documents {
        let expected = try FoundationCodable.decode(Model.self, from: document, using: reference)
        guard try decode(document) == expected else {
            throw CrossCheckFailure(library: library, corpus: workload.name)
        }
    }
}

struct CrossCheckFailure: Error, CustomStringConvertible {
    let library: String
    let corpus: String
    var description: String { "\(library) decoded \(corpus) differently from JSONDecoder" }
}
