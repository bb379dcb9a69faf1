import Foundation
import ScalingShapes

// Runs one hostile shape at one size and prints its time, for Scripts/scaling.py:
//
//     swift run -c release scaling-probe SHAPE SIZE [REPETITIONS]
//
// prints one JSON line: {"shape", "size", "bytes", "best_ns", "median_ns", "runs"}. Under
// valgrind, `--toggle-collect='*measuredRun*'` counts the instructions of the measured work only.
// `scaling-probe --list` prints every shape with its sizes, one JSON line each.
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--list" {
    for shape in ScalingShape.all {
        print(#"{"shape": "\#(shape.name)", "sizes": \#(shape.sizes)}"#)
    }
    exit(0)
}
guard arguments.count >= 3, let shape = ScalingShape.named(arguments[1]), let size = Int(arguments[2]) else {
    let names = ScalingShape.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: scaling-probe SHAPE SIZE [REPETITIONS]; shapes: \(names)\n".utf8))
    exit(2)
}
let repetitions = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let text = shape.input(size)
let work = shape.work(text, size)

/// The measured work, not inlined, so that callgrind can count it alone.
@inline(never)
func measuredRun(_ work: () throws -> Void) throws {
    try work()
}

var nanoseconds: [UInt64] = []
for _ in 0..<repetitions {
    let start = DispatchTime.now().uptimeNanoseconds
    try measuredRun(work)
    nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
}
nanoseconds.sort()
print(#"{"shape": "\#(shape.name)", "size": \#(size), "bytes": \#(text.count), "best_ns": \#(nanoseconds[0]), "median_ns": \#(nanoseconds[nanoseconds.count / 2]), "runs": \#(repetitions)}"#)
