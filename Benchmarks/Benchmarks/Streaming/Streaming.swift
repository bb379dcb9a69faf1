import Benchmark
import StreamingWorkloads

// Streaming JSON Lines into models, against the line-by-line JSONDecoder baseline and against
// FleeceDecoder on the same records as one in-memory array; and peak memory while decoding a
// generated 1 GiB stream (JSON Lines, and one top-level array), which must stay under 64 MiB:
//
//     swift package --disable-sandbox benchmark --target Streaming
//
// `swift run -c release stream-probe` prints the same comparisons interleaved, in seconds.
let benchmarks: @Sendable () -> Void = {
    let throughput = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal],
        timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(3), maxIterations: 10)
    register(eventLogWorkload(), throughput)
    register(statusesWorkload(), throughput)

    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .seconds, warmupIterations: 0,
        scalingFactor: .one, maxDuration: .seconds(60), maxIterations: 1)
    Benchmark("stream/memory/lines-1GiB", configuration: memory) { _ in
        blackHole(try await decodeGenerated(.lines, totalBytes: 1 << 30))
    }
    Benchmark("stream/memory/array-1GiB", configuration: memory) { _ in
        blackHole(try await decodeGenerated(.array, totalBytes: 1 << 30))
    }
}

func register<R>(_ workload: StreamingWorkload<R>, _ configuration: Benchmark.Configuration) {
    let name = "stream/\(workload.name)"
    Benchmark("\(name)/baseline-lines-JSONDecoder", configuration: configuration) { _ in
        blackHole(try workload.baseline())
    }
    Benchmark("\(name)/FleeceDecoder-in-memory-array", configuration: configuration) { _ in
        blackHole(try workload.inMemoryArray())
    }
    for chunk in [1, 4096, 1 << 20] {
        Benchmark("\(name)/codable/chunk-\(chunk)", configuration: configuration) { _ in
            blackHole(try await workload.streamCodable(chunkSize: chunk))
        }
        Benchmark("\(name)/functional/chunk-\(chunk)", configuration: configuration) { _ in
            blackHole(try await workload.streamFunctional(chunkSize: chunk))
        }
    }
}
