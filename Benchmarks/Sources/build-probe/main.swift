// Building deep `JSON` values in code (issue #13): each level wraps the previous value in a new
// array or object, as code that assembles a nested value bottom-up does.
//
//     swift run -c release build-probe [levels...]          # seconds per shape, default 1k 2k 4k 16k
//     valgrind --tool=callgrind .build/release/build-probe cg array 4000   # one build, instructions
//
// Shapes: `array` (v = [v]), `object` (v = ["level": v]), `mixed` (an object with a number, a
// string, a parsed subdocument and the previous level).
import Fleece

let parsed = (try? JSON(parsing: #"{"id": 7, "tags": ["a", "b"], "name": "Ada \"A\""}"#)) ?? .null

func build(_ shape: String, levels: Int) -> JSON {
    var value: JSON = 1
    for level in 0..<levels {
        switch shape {
        case "array": value = [value]
        case "object": value = ["level": value]
        default: value = ["n": .number(JSON.Number(level)), "s": "x", "parsed": parsed, "next": value]
        }
    }
    return value
}

/// A cheap check that the build happened (and is not optimised away): the text's length.
func measure(_ shape: String, levels: Int) -> (seconds: Double, textLength: Int) {
    let clock = ContinuousClock()
    var value: JSON = .null
    let elapsed = clock.measure { value = build(shape, levels: levels) }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, value.utf8().count)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "cg" {
    let shape = arguments.count > 1 ? arguments[1] : "array"
    let levels = arguments.count > 2 ? Int(arguments[2]) ?? 4000 : 4000
    print(build(shape, levels: levels).utf8().count)
} else {
    let levels = arguments.isEmpty ? [1000, 2000, 4000, 16000] : arguments.compactMap { Int($0) }
    for shape in ["array", "object", "mixed"] {
        for count in levels {
            let result = measure(shape, levels: count)
            print("\(shape) \(count) levels: \(String(format3(result.seconds))) s (text \(result.textLength) bytes)")
        }
    }
}

func format3(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    return "\(millis / 1000).\(String(millis % 1000 + 1000).dropFirst())"
}
