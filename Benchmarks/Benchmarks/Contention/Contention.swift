import Benchmark
import Fleece
import FleeceFoundation
import Foundation

// Fleece's locks under contention: several threads at once on what they share.
//
//     swift package --disable-sandbox benchmark --target Contention
//
// - `shared-decoder`: every thread decodes small records with one `FleeceDecoder` (each decode
//   reads the decoder's configuration and the stored type routes under their locks);
// - `object-lookup`: every thread looks keys up in one large parsed object (each lookup reads
//   the document's cached key table under its lock).
//
// `cpuTotal` against `wallClock` shows what waiting costs: a lock whose waiters spin burns a
// core per waiter for as long as they wait; one whose waiters sleep does not.
let benchmarks: @Sendable () -> Void = {
    for threads in [1, 2, 4, 8] {
        Benchmark("contention/shared-decoder/\(threads)-threads", configuration: Contention.configuration) { benchmark in
            let decoder = FleeceDecoder()
            let records = Contention.records
            benchmark.startMeasurement()
            Contention.onThreads(threads) {
                for record in records { blackHole(try? decoder.decode(Contention.Record.self, from: record)) }
            }
        }
        Benchmark("contention/object-lookup/\(threads)-threads", configuration: Contention.configuration) { benchmark in
            let object = Contention.largeObject
            let keys = Contention.keys
            benchmark.startMeasurement()
            Contention.onThreads(threads) {
                for _ in 0..<20 { for key in keys { blackHole(object[key]) } }
            }
        }
    }
}

enum Contention {
    /// Made on each use: `Benchmark.Configuration` is not `Sendable`, so it cannot be a
    /// static stored property under strict concurrency.
    static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .cpuTotal, .throughput],
            timeUnits: .milliseconds,
            warmupIterations: 2,
            scalingFactor: .one,
            maxDuration: .seconds(3),
            maxIterations: 50
        )
    }

    struct Record: Decodable {
        var id: Int
        var level: String
        var message: String
    }

    /// 2,000 small records, each its own document: a decode is short, so the lock is taken often.
    static let records: [[UInt8]] = (0..<2_000).map { index in
        Array(#"{"id": \#(index), "level": "info", "message": "record \#(index)"}"#.utf8)
    }

    static let keys = (0..<200).map { "key\($0)" }

    /// An object of 200 members: large enough for its lookups to use the cached key table.
    static let largeObject: JSON.Object = {
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ",") + "}"
        guard case .object(let object)? = try? JSON(parsing: text) else { return .empty }
        return object
    }()

    /// Runs `work` on `count` threads at once and waits for all of them.
    static func onThreads(_ count: Int, _ work: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            let thread = Thread {
                work()
                group.leave()
            }
            thread.start()
        }
        group.wait()
    }
}
