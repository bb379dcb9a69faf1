import Benchmark
import Fleece
import FleeceFoundation
import Foundation

// Encoding: a corpus's models back to JSON text, and parsed documents written back.
//
// Names read `encode/corpus/library` (compact), `encode-sorted/…` (`.sortedKeys`),
// `encode-pretty/…` (`.prettyPrinted`), `encode-functional/corpus/Fleece` for the models' own
// `JSONEncodable` conformances (compact), and `write/corpus/Fleece` for the `JSON` value's
// writer on the parsed documents. Models and documents are made once, before any
// measurement; each iteration encodes every document's model.

/// The output formats measured, with the name of their benchmark operation.
let encodingFormats: [(operation: String, formatting: JSONEncoder.OutputFormatting)] = [
    ("encode", []),
    ("encode-sorted", .sortedKeys),
    ("encode-pretty", .prettyPrinted),
]

/// `FleeceEncoder` and `JSONEncoder` on the workload's models, each format; `FleeceEncoder`'s
/// output is checked against `JSONEncoder`'s (the same bytes with sorted keys, the same length
/// otherwise) before it is timed.
func registerEncoding<Model>(_ workload: Workload<Model>) {
    let models = Models(workload)
    for format in encodingFormats {
        let foundation = JSONEncoder()
        foundation.outputFormatting = format.formatting
        let fleece = FleeceEncoder()
        fleece.outputFormatting = format.formatting
        registerEncode(format.operation, "Foundation", workload, models) { try foundation.encode($0) }
        registerEncode(format.operation, "Fleece", workload, models) { try fleece.encode($0) } setup: {
            for model in models.all {
                let mine = try fleece.encode(model), theirs = try foundation.encode(model)
                let same = format.formatting.contains(.sortedKeys) ? mine == theirs : mine.count == theirs.count
                guard same else { throw EncodingCrossCheckFailure(corpus: workload.name, operation: format.operation) }
            }
        }
    }
}

/// The functional path: each model's `JSONEncodable` conformance writes it, compact, as a user
/// writes JSON without Codable. Checked first against `FleeceEncoder` with
/// `.withoutEscapingSlashes` (the functional writer leaves `/` as it is): the same bytes.
func registerFunctionalEncoding<Model: JSONEncodable>(_ workload: Workload<Model>) {
    let models = Models(workload)
    Benchmark(
        benchmarkName("encode-functional", workload.name, "Fleece", memory: false),
        configuration: Measurement.time(seconds: workload.secondsPerBenchmark)
    ) { benchmark in
        for model in models.all {
            blackHole(model.jsonBytes())
        }
    } setup: {
        let unescaped = FleeceEncoder()
        unescaped.outputFormatting = .withoutEscapingSlashes
        for model in models.all where try unescaped.encode(model) != Data(model.jsonBytes()) {
            throw EncodingCrossCheckFailure(corpus: workload.name, operation: "encode-functional")
        }
    }
}

/// The `JSON` writer on the workload's parsed documents, compact.
func registerWriting<Model>(_ workload: Workload<Model>) {
    let documents = workload.documents.compactMap { try? JSON(parsing: $0.bytes) }
    Benchmark(
        benchmarkName("write", workload.name, "Fleece", memory: false),
        configuration: Measurement.time(seconds: workload.secondsPerBenchmark)
    ) { benchmark in
        for document in documents {
            blackHole(document.utf8())
        }
    }
}

/// The models of a workload's documents, decoded once, on first use.
final class Models<Model: Codable & Equatable & Sendable>: @unchecked Sendable {
    private let workload: Workload<Model>
    private lazy var decoded: [Model] = workload.documents.compactMap { try? FleeceDecoder().decode(Model.self, from: $0.data) }

    init(_ workload: Workload<Model>) { self.workload = workload }

    var all: [Model] { decoded }
}

private func registerEncode<Model>(
    _ operation: String, _ library: String, _ workload: Workload<Model>, _ models: Models<Model>,
    encode: @escaping (Model) throws -> Data, setup: @escaping () throws -> Void = {}
) {
    Benchmark(
        benchmarkName(operation, workload.name, library, memory: false),
        configuration: Measurement.time(seconds: workload.secondsPerBenchmark)
    ) { benchmark in
        for model in models.all {
            blackHole(try encode(model))
        }
    } setup: {
        _ = models.all
        try setup()
    }
}

struct EncodingCrossCheckFailure: Error, CustomStringConvertible {
    let corpus: String
    let operation: String
    var description: String { "FleeceEncoder wrote \(corpus) (\(operation)) differently from JSONEncoder" }
}
