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
    register("event-log", { eventLog }, throughput)
    register("statuses", { statuses }, throughput)

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

// The workloads are globals, so made on first use, by the benchmarks that use them: each
// benchmark runs in a process of its own, and the memory ones, which never touch them, then
// measure the stream alone (made at registration, they added ~114 MB to every reading).
let eventLog = eventLogWorkload()
let statuses = statusesWorkload()

func register<R>(_ name: String, _ workload: @escaping @Sendable () -> StreamingWorkload<R>,
                 _ configuration: Benchmark.Configuration) {
    let name = "stream/\(name)"
    Benchmark("\(name)/baseline-lines-JSONDecoder", configuration: configuration) { benchmark in
        let workload = workload()
        benchmark.startMeasurement()
        blackHole(try workload.baseline())
    }
    Benchmark("\(name)/FleeceDecoder-in-memory-array", configuration: configuration) { benchmark in
        let workload = workload()
        benchmark.startMeasurement()
        blackHole(try workload.inMemoryArray())
    }
    for chunk in [1, 4096, 1 << 20] {
        Benchmark("\(name)/codable/chunk-\(chunk)", configuration: configuration) { benchmark in
            let workload = workload()
            benchmark.startMeasurement()
            blackHole(try await workload.streamCodable(chunkSize: chunk))
        }
        Benchmark("\(name)/functional/chunk-\(chunk)", configuration: configuration) { benchmark in
            let workload = workload()
            benchmark.startMeasurement()
            blackHole(try await workload.streamFunctional(chunkSize: chunk))
        }
    }
    // A source of single bytes, buffered as URLSession's and FileHandle's `AsyncBytes` are.
    Benchmark("\(name)/codable/byte-source", configuration: configuration) { benchmark in
        let workload = workload()
        benchmark.startMeasurement()
        blackHole(try await workload.streamCodableBytes())
    }
    Benchmark("\(name)/functional/byte-source", configuration: configuration) { benchmark in
        let workload = workload()
        benchmark.startMeasurement()
        blackHole(try await workload.streamFunctionalBytes())
    }
}
