// Streaming throughput and memory, measured quickly and interleaved (the package-benchmark
// target `Streaming` measures the same with its statistics):
//
//     swift run -c release stream-probe [throughput|memory-lines|memory-array] [MiB]
//     stream-probe ratios [rounds] [event-log|statuses]   (medians of per-round ratios, interleaved)
//     stream-probe once <event-log|statuses> <none|baseline|array|codable|functional|codable-async|functional-async
//                       |codable-bytes-async|functional-bytes-async
//                       |source-async|baseline-async> [chunk bytes]
//
// `throughput` prints MB/s per contender and the ratios to the line-by-line JSONDecoder
// baseline and to FleeceDecoder on one in-memory array. The memory modes decode a generated
// stream of MiB mebibytes (default 1024) and print the peak resident memory. `once` runs one
// contender once, synchronously (the stream fed chunk by chunk through `JSONStream`'s sync API), for
// callgrind's instruction counts:
//
//     valgrind --tool=callgrind .build/release/stream-probe once event-log codable 4096
import Corpora
import Foundation
import StreamingWorkloads

func seconds(_ body: () async throws -> Int) async rethrows -> Double {
    let start = ContinuousClock.now
    _ = try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// One thing timed: its name, its run, and for the stream forms fed chunks, which contender is
/// the baseline fed the same chunks.
struct Contender {
    let name: String
    let run: () async throws -> Int
    var chunkBaseline: Int? = nil
}

/// What both measurements time, in this order: the baseline first and the in-memory array
/// second (the ratios are taken against those two), the source alone, then per chunk size the
/// baseline fed those chunks and each stream form, then the byte source.
func contenders<R>(of workload: StreamingWorkload<R>) -> [Contender] {
    var contenders = [
        Contender(name: "baseline: split lines + JSONDecoder", run: { try workload.baseline() }),
        Contender(name: "FleeceDecoder, one in-memory array", run: { try workload.inMemoryArray() }),
        Contender(name: "the source alone, 1-byte chunks", run: { await workload.readSourceOnly(chunkSize: 1) }),
    ]
    for chunk in [1, 4096, 1 << 20] {
        let baseline = contenders.count
        contenders.append(Contender(name: "baseline from \(chunk)-byte chunks: gather lines + JSONDecoder",
                                    run: { try await workload.baselineFromChunks(chunkSize: chunk) }))
        contenders.append(Contender(name: "stream Codable, \(chunk)-byte chunks",
                                    run: { try await workload.streamCodable(chunkSize: chunk) }, chunkBaseline: baseline))
        contenders.append(Contender(name: "stream functional, \(chunk)-byte chunks",
                                    run: { try await workload.streamFunctional(chunkSize: chunk) }, chunkBaseline: baseline))
    }
    contenders.append(Contender(name: "stream Codable, byte source", run: { try await workload.streamCodableBytes() }))
    contenders.append(Contender(name: "stream functional, byte source", run: { try await workload.streamFunctionalBytes() }))
    return contenders
}

let tableHeader = """
    | contender | MB/s | × baseline | × in-memory array | × baseline fed the same chunks |
    | --- | ---: | ---: | ---: | ---: |
    """

func measure<R>(_ workload: StreamingWorkload<R>, rounds: Int) async throws {
    let megabytes = Double(workload.lines.count) / 1e6
    print("\n\(workload.name): \(workload.recordCount) records, \(String(format: "%.1f", megabytes)) MB of JSON Lines")
    let contenders = contenders(of: workload)
    var best = [Double](repeating: .infinity, count: contenders.count)
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            best[index] = min(best[index], try await seconds(contender.run))
        }
    }
    print(tableHeader)
    for (index, contender) in contenders.enumerated() {
        let toChunks = contender.chunkBaseline.map { String(format: "%.2f", best[$0] / best[index]) } ?? ""
        print("| \(contender.name) | \(String(format: "%.0f", megabytes / best[index])) | \(String(format: "%.2f", best[0] / best[index])) | \(String(format: "%.2f", best[1] / best[index])) | \(toChunks) |")
    }
}

/// Per round, each contender once, in turn; then per contender the median over the rounds of
/// the ratio baseline time / its time (and in-memory array time / its time). On a loaded machine
/// one slow round moves a best-of or a mean, not a median of ratios taken within each round.
func medianRatios<R>(_ workload: StreamingWorkload<R>, rounds: Int) async throws {
    let contenders = contenders(of: workload)
    var times = [[Double]](repeating: [], count: contenders.count)
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            times[index].append(try await seconds(contender.run))
        }
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func ratio(_ reference: Int, _ index: Int) -> String {
        String(format: "%.2f", median(zip(times[reference], times[index]).map { $0 / $1 }))
    }
    let megabytes = Double(workload.lines.count) / 1e6
    print("\n\(workload.name): \(workload.recordCount) records, \(rounds) interleaved rounds, medians")
    print(tableHeader)
    for (index, contender) in contenders.enumerated() {
        let toChunks = contender.chunkBaseline.map { ratio($0, index) } ?? ""
        print("| \(contender.name) | \(String(format: "%.0f", megabytes / median(times[index]))) | \(ratio(0, index)) | \(ratio(1, index)) | \(toChunks) |")
    }
}

func runOnce<R>(_ workload: StreamingWorkload<R>, _ contender: String, chunk: Int) throws -> Int {
    switch contender {
    case "none": 0  // only the setup, to subtract
    case "baseline": try workload.baseline()
    case "array": try workload.inMemoryArray()
    case "functional": try workload.syncFunctional(chunkSize: chunk)
    default: try workload.syncCodable(chunkSize: chunk)
    }
}

func runOnceAsync<R>(_ workload: StreamingWorkload<R>, _ contender: String, chunk: Int) async throws -> Int {
    switch contender {
    case "source-async": await workload.readSourceOnly(chunkSize: chunk)
    case "baseline-async": try await workload.baselineFromChunks(chunkSize: chunk)
    case "functional-async": try await workload.streamFunctional(chunkSize: chunk)
    case "codable-bytes-async": try await workload.streamCodableBytes()
    case "functional-bytes-async": try await workload.streamFunctionalBytes()
    default: try await workload.streamCodable(chunkSize: chunk)
    }
}

func run(_ mode: String) async throws {
    let mebibytes = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1024
    switch mode {
    case "memory-lines", "memory-array":
        let shape: GeneratedEvents.Shape = mode == "memory-lines" ? .lines : .array
        let start = ContinuousClock.now
        let count = try await decodeGenerated(shape, totalBytes: mebibytes << 20)
        print("\(mode): \(mebibytes) MiB, \(count) records in \(ContinuousClock.now - start), peak RSS \(String(format: "%.1f", peakResidentMiB())) MiB")
    case "ratios":
        // `stream-probe ratios [rounds] [event-log|statuses]`
        let rounds = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 9
        if CommandLine.arguments.dropFirst(3).first != "statuses" { try await medianRatios(eventLogWorkload(), rounds: rounds) }
        if CommandLine.arguments.dropFirst(3).first != "event-log" { try await medianRatios(statusesWorkload(), rounds: rounds) }
    default:
        try await measure(eventLogWorkload(), rounds: 3)
        try await measure(statusesWorkload(), rounds: 3)
    }
}

let mode = CommandLine.arguments.dropFirst().first ?? "throughput"
if mode == "once", let contender = CommandLine.arguments.dropFirst(3).first, contender.hasSuffix("-async") {
    // The async forms, from a task the main thread waits for on a semaphore (not in libdispatch).
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    let chunk = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 4096
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do {
            let count = if arguments.first == "statuses" {
                try await runOnceAsync(statusesWorkload(), contender, chunk: chunk)
            } else {
                try await runOnceAsync(eventLogWorkload(), contender, chunk: chunk)
            }
            print("\(arguments.first ?? "event-log") \(contender) \(chunk): \(count) records")
        } catch {
            print("error: \(error)")
        }
        done.signal()
    }
    done.wait()
} else if mode == "once" {
    // Synchronous from `main`: valgrind 3.19 crashes on this machine in a program whose main
    // thread waits in libdispatch, as an async main's does.
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    let contender = arguments.dropFirst().first ?? "codable"
    let chunk = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 4096
    let count = if arguments.first == "statuses" {
        try runOnce(statusesWorkload(), contender, chunk: chunk)
    } else {
        try runOnce(eventLogWorkload(), contender, chunk: chunk)
    }
    print("\(arguments.first ?? "event-log") \(contender) \(chunk): \(count) records")
} else {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { try await run(mode) } catch { print("error: \(error)") }
        done.signal()
    }
    done.wait()
}
