// swift-tools-version:6.2
import PackageDescription

// Test targets are compiled without optimization even in a release build. CI runs the suite in a
// release build under AddressSanitizer for the library's sake: its unchecked paths run only with
// -O. Optimizing the tests' own bodies bought nothing for that and was most of the build: 628 s,
// with FleeceTests and FleeceFoundationTests taking about 400 s each, on 2 cores, 2026-12-07.
// The library still calls its own code optimized, and the tests call into it as users do.
let unoptimizedTests: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

// CI only (FLEECE_FUZZ_COVERAGE=1, with --sanitize=address): the library's modules also get
// libFuzzer's coverage instrumentation, what `-sanitize=fuzzer` gives but its stack-depth
// tracking (`__sancov_lowest_stack`; compared on a toy, 2026-12-07), so that the fuzz
// targets link the AddressSanitizer build's objects (Fuzz/run.sh, FUZZ_MODULES_FROM) instead of
// compiling the library optimized a third time in CI. Nothing reads the coverage in the suite.
// Unset, as for every user of the package, there is no flag.
let fuzzCoverage: [SwiftSetting] = Context.environment["FLEECE_FUZZ_COVERAGE"] == "1"
    ? [.unsafeFlags(["-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"])]
    : []

let package = Package(
    name: "Fleece",
    // Mutex (Synchronization) and async URLSession set the floor on Apple platforms.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Fleece", targets: ["Fleece"]),
        .library(name: "FleeceFoundation", targets: ["FleeceFoundation"]),
        .library(name: "FleeceNetworking", targets: ["FleeceNetworking"]),
        // The engine of `fleece-models`, for tools that write models from code.
        .library(name: "FleeceModelGenerator", targets: ["FleeceModelGenerator"]),
        .executable(name: "places", targets: ["places"]),
        .executable(name: "fleece-models", targets: ["fleece-models"]),
        .executable(name: "fleece-stream", targets: ["fleece-stream"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.20.0"),
        // `swift package generate-documentation` for every module; no code of it is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The core: the standard library only, no Foundation.
        .target(
            name: "Fleece",
            dependencies: ["CFleeceAtomics"],
            // SE-0458: every unsafe construct is acknowledged with `unsafe`, beside the reason it
            // is sound; one that is not is a warning, and the build has none.
            swiftSettings: [.strictMemorySafety()] + fuzzCoverage
        ),
        // The core's atomics: the compiler's builtins, in a header (see `AtomicWords` for why not
        // the Synchronization module's).
        .target(name: "CFleeceAtomics"),
        .target(name: "FleeceFoundation", dependencies: ["Fleece"], swiftSettings: fuzzCoverage),
        .target(name: "FleeceNetworking", dependencies: ["Fleece", "FleeceFoundation"]),
        .executableTarget(
            name: "places",
            dependencies: [
                "Fleece", "FleeceFoundation", "FleeceNetworking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/places"
        ),
        // Streams JSON Lines of GitHub events from a file or URL into a summary.
        .executableTarget(
            name: "fleece-stream",
            dependencies: [
                "Fleece", "FleeceFoundation", "FleeceNetworking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/fleece-stream"
        ),
        .testTarget(name: "FleeceTests", dependencies: ["Fleece"], swiftSettings: unoptimizedTests),
        .testTarget(name: "FleeceFoundationTests", dependencies: ["Fleece", "FleeceFoundation"], swiftSettings: unoptimizedTests),
        // A real HTTP server on loopback, shared by the networking and the `places` tests.
        .target(
            name: "LoopbackHTTPServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
            path: "Tests/Support/LoopbackHTTPServer"
        ),
        // Compiles and runs a user's program against this build's modules, for the tests that
        // check what compiles (generated models, isolation).
        .target(name: "CompilerHarness", path: "Tests/Support/CompilerHarness"),
        .testTarget(
            name: "FleeceNetworkingTests",
            dependencies: ["Fleece", "FleeceFoundation", "FleeceNetworking", "LoopbackHTTPServer", "CompilerHarness"],
            swiftSettings: unoptimizedTests
        ),
        .testTarget(name: "PlacesExampleTests", dependencies: ["places", "LoopbackHTTPServer"], swiftSettings: unoptimizedTests),
        // Models from sample responses: the inference and the writing, apart from the command.
        .target(name: "FleeceModelGenerator", dependencies: ["Fleece"]),
        .executableTarget(
            name: "fleece-models",
            dependencies: [
                "FleeceModelGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/fleece-models",
            // Sample responses for the README's commands, not sources.
            exclude: ["Samples"]
        ),
        // Depends on FleeceFoundation too, so that the generated code is compiled against the
        // modules this build made, and on the command, which its tests run.
        .testTarget(
            name: "FleeceModelGeneratorTests",
            dependencies: ["FleeceModelGenerator", "Fleece", "FleeceFoundation", "fleece-models", "CompilerHarness"],
            swiftSettings: unoptimizedTests
        ),
        .testTarget(
            name: "StreamExampleTests", dependencies: ["fleece-stream", "LoopbackHTTPServer"], swiftSettings: unoptimizedTests
        ),
    ]
)
