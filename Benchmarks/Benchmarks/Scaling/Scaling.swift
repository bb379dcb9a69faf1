import Benchmark
import ScalingShapes

// Hostile input stays linear: every shape of ScalingShapes at n, 10n and 100n, timed with its
// peak memory and allocations. The time per byte must stay flat as the size grows:
//
//     swift package --disable-sandbox benchmark --target Scaling
//
// `python3 Scripts/scaling.py` prints the table of time (and, with --instructions, instructions)
// per byte, measured by the `scaling-probe` executable on the same shapes.
let benchmarks: @Sendable () -> Void = {
    for shape in ScalingShape.all {
        for size in shape.sizes {
            let text = shape.input(size)
            let work = shape.work(text, size)
            Benchmark(
                "scaling/\(shape.name)/\(size)/\(text.count)",
                configuration: Benchmark.Configuration(
                    metrics: [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal],
                    timeUnits: .microseconds,
                    warmupIterations: 1,
                    scalingFactor: .one,
                    maxDuration: .seconds(2),
                    maxIterations: 20
                )
            ) { _ in
                try work()
            }
        }
    }
}
