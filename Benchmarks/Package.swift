// swift-tools-version:6.1
import PackageDescription

// The benchmarks are a package of their own so that Fleece never depends on the
// harness. Run them from this folder with:
//
//     swift package --disable-sandbox benchmark
//
// (see README.md for the report script and the exported formats).
let package = Package(
    name: "FleeceBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Fleece", path: ".."),
        // Swift 6.3 counts allocations with the malloc interposer (no jemalloc to
        // install); naming the trait leaves out the ARC runtime interposer.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The deterministic corpora and the models they decode into (Decodable, and
        // Fleece's JSONDecodable for the functional benchmarks).
        .target(name: "Corpora", dependencies: [.product(name: "Fleece", package: "Fleece")]),
        // Prints the corpora's sizes, or writes them to files: `swift run -c release corpora`.
        .executableTarget(name: "corpora", dependencies: ["Corpora"]),
        // Foundation and Fleece passes interleaved, for ratios that hold while the machine's
        // speed drifts: `swift run -c release ratios`.
        .executableTarget(
            name: "ratios",
            dependencies: ["Corpora", .product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        .executableTarget(
            name: "JSONBenchmarks",
            dependencies: [
                "Corpora",
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/JSONBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Hostile input at sizes n, 10n and 100n: the shapes, their benchmarks, and the probe
        // that Scripts/scaling.py runs for its table of time and instructions per byte.
        .target(
            name: "ScalingShapes",
            dependencies: [.product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        .executableTarget(name: "scaling-probe", dependencies: ["ScalingShapes"]),
        .executableTarget(
            name: "Scaling",
            dependencies: ["ScalingShapes", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Scaling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Fleece's locks with several threads at once (see Contention.swift).
        .executableTarget(
            name: "Contention",
            dependencies: [
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Contention",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // FleeceDecoder on one corpus, for callgrind's instruction counts (see its main.swift).
        .executableTarget(
            name: "decode-probe",
            dependencies: ["Corpora", .product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        // Codable patterns beyond the corpora (superDecoder(), UUIDs), for callgrind's instruction
        // counts against JSONDecoder: `swift run -c release patterns-probe PATTERN LIBRARY PASSES`.
        .executableTarget(
            name: "patterns-probe",
            dependencies: [.product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        // Building deep JSON values in code, level by level (issue #13): `swift run -c release build-probe`.
        .executableTarget(name: "build-probe", dependencies: [.product(name: "Fleece", package: "Fleece")]),
        // FleeceEncoder on one corpus's models, for callgrind's instruction counts and a quick
        // interleaved ratio against JSONEncoder (see its main.swift).
        .executableTarget(
            name: "encode-probe",
            dependencies: ["Corpora", .product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        // Streaming JSON Lines and big arrays: the workloads, a quick interleaved probe
        // (`swift run -c release stream-probe`), and the package-benchmark target.
        .target(
            name: "StreamingWorkloads",
            dependencies: ["Corpora", .product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        .executableTarget(name: "stream-probe", dependencies: ["Corpora", "StreamingWorkloads"]),
        .executableTarget(
            name: "Streaming",
            dependencies: ["StreamingWorkloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Streaming",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A Flickr-shaped lenient model on string counts and on numbers, Fleece against
        // JSONDecoder in one process: `swift run -c release lenient-probe`.
        .executableTarget(
            name: "lenient-probe",
            dependencies: [.product(name: "Fleece", package: "Fleece"), .product(name: "FleeceFoundation", package: "Fleece")]
        ),
        // Peak memory of a dense document (`[0,0,0,…]`) parsed by Fleece or JSONSerialization:
        // `swift run -c release dense-probe [fleece|foundation] [VALUES]`.
        .executableTarget(name: "dense-probe", dependencies: ["Corpora", .product(name: "Fleece", package: "Fleece")]),
        .testTarget(
            name: "CorporaTests",
            dependencies: [
                "Corpora",
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
            ]
        ),
    ]
)
