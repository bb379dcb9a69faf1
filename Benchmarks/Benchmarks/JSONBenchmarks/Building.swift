import Benchmark
import Fleece

/// `JSON` values built from parsed ones: every array of the workload's parsed documents rebuilt
/// with `JSON.Array(_:)` from its elements, each spliced into the new value, as code that
/// filters or reorders a response's records builds them. Named `build/corpus/Fleece`.
///
/// It watches for what an outside tester found: an array of N containers took O(N²) to build
/// (each element's splice reserved the exact capacity, giving up the array's doubling).
func registerBuilding<Model>(_ workload: Workload<Model>) {
    let arrays = workload.documents.compactMap { try? JSON(parsing: $0.bytes) }.flatMap(arraysOfContainers)
    Benchmark(
        benchmarkName("build", workload.name, "Fleece", memory: false),
        configuration: Measurement.time(seconds: workload.secondsPerBenchmark)
    ) { benchmark in
        for elements in arrays {
            blackHole(JSON.Array(elements))
        }
    }
}

/// The elements of every array in `value` whose elements include a container, outermost first.
private func arraysOfContainers(in value: JSON) -> [[JSON]] {
    switch value {
    case .array(let array):
        let elements = Array(array)
        let holdsContainers = elements.contains { if case .array = $0 { true } else if case .object = $0 { true } else { false } }
        return (holdsContainers ? [elements] : []) + elements.flatMap(arraysOfContainers)
    case .object(let object):
        return object.flatMap { arraysOfContainers(in: $0.value) }
    default:
        return []
    }
}
