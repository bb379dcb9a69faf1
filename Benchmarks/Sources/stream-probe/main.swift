// Streaming throughput and memory, measured quickly and interleaved (the package-benchmark
// target `Streaming` measures the same with its statistics):
//
//     swift run -c release stream-probe [throughput|memory-lines|memory-array] [MiB]
//
// `throughput` prints MB/s per contender and the ratios to the line-by-line JSONDecoder
// baseline and to FleeceDecoder on one in-memory array. The memory modes decode a generated
// stream of MiB mebibytes (default 1024) and print the peak resident memory.
import Foundation
import StreamingWorkloads
#if canImport(Glibc)
import Glibc
#endif

func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
}

func seconds(_ body: () async throws -> Int) async rethrows -> Double {
    let start = ContinuousClock.now
    _ = try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func measure<R>(_ workload: StreamingWorkload<R>, rounds: Int) async throws {
    let megabytes = Double(workload.lines.count) / 1e6
    print("\n\(workload.name): \(workload.recordCount) records, \(String(format: "%.1f", megabytes)) MB of JSON Lines")
    var contenders: [(String, () async throws -> Int)] = [
        ("baseline: split lines + JSONDecoder", { try workload.baseline() }),
        ("FleeceDecoder, one in-memory array", { try workload.inMemoryArray() }),
    ]
    for chunk in [1, 4096, 1 << 20] {
        contenders.append(("stream Codable, \(chunk)-byte chunks", { try await workload.streamCodable(chunkSize: chunk) }))
        contenders.append(("stream functional, \(chunk)-byte chunks", { try await workload.streamFunctional(chunkSize: chunk) }))
    }
    var best = [Double](repeating: .infinity, count: contenders.count)
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            best[index] = min(best[index], try await seconds(contender.1))
        }
    }
    print("| contender | MB/s | × baseline | × in-memory array |")
    print("| --- | ---: | ---: | ---: |")
    for (index, contender) in contenders.enumerated() {
        print("| \(contender.0) | \(String(format: "%.0f", megabytes / best[index])) | \(String(format: "%.2f", best[0] / best[index])) | \(String(format: "%.2f", best[1] / best[index])) |")
    }
}

let mode = CommandLine.arguments.dropFirst().first ?? "throughput"
let mebibytes = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1024
switch mode {
case "memory-lines", "memory-array":
    let shape: GeneratedEvents.Shape = mode == "memory-lines" ? .lines : .array
    let start = ContinuousClock.now
    let count = try await decodeGenerated(shape, totalBytes: mebibytes << 20)
    print("\(mode): \(mebibytes) MiB, \(count) records in \(ContinuousClock.now - start), peak RSS \(String(format: "%.1f", peakResidentMiB())) MiB")
default:
    try await measure(eventLogWorkload(), rounds: 3)
    try await measure(statusesWorkload(), rounds: 3)
}
