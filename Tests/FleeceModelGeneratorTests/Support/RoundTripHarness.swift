/// The fixed part of the program the compile test builds: what the generated models are checked
/// with. `main.swift` of that program calls `checkCodable` and `checkFunctional` for each shape.
enum RoundTripHarness {
    static let source = #"""
    import Fleece
    import FleeceFoundation
    import Foundation

    /// A functional model's values written back as JSON (the generator writes `exportedJSON`
    /// for the test), to compare with the sample it came from.
    protocol JSONExportable { var exportedJSON: JSON { get } }
    extension Int: JSONExportable { var exportedJSON: JSON { .number(JSON.Number(self)) } }
    extension UInt64: JSONExportable { var exportedJSON: JSON { .number(JSON.Number(self)) } }
    extension Double: JSONExportable { var exportedJSON: JSON { JSON.Number(self).map(JSON.number) ?? .null } }
    extension String: JSONExportable { var exportedJSON: JSON { .string(self) } }
    extension Bool: JSONExportable { var exportedJSON: JSON { .bool(self) } }
    extension JSON: JSONExportable { var exportedJSON: JSON { self } }
    extension Optional: JSONExportable where Wrapped: JSONExportable {
        var exportedJSON: JSON { map(\.exportedJSON) ?? .null }
    }
    extension Array: JSONExportable where Element: JSONExportable {
        var exportedJSON: JSON { .array(JSON.Array(map(\.exportedJSON))) }
    }
    extension Dictionary: JSONExportable where Key == String, Value: JSONExportable {
        var exportedJSON: JSON { .object(JSON.Object(map { (key: $0.key, value: $0.value.exportedJSON) })) }
    }

    nonisolated(unsafe) var failures: [String] = []
    nonisolated(unsafe) var checked = 0

    /// Whether `produced` holds the values of `original`: an absent key is null (an encoder leaves
    /// out nil), numbers are compared by value (`40.00` is `40`), a number may stand for its
    /// text and a bool for its or for 0 or 1, text for a number as written (converted values), an empty `{}`
    /// or `[]` for an empty one of the other kind or nil, and dates for the same instant.
    func same(_ original: JSON, _ produced: JSON) -> Bool {
        switch (original, produced) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a.text == b.text || a.double == b.double
        case (.string(let a), .string(let b)):
            return a == b || sameInstant(a, b)
        case (.string(let text), .number(let number)):
            return Double(text) == number.double
        case (.string(let text), .bool(let bool)):
            return Bool(text) == bool
        case (.number(let number), .string(let text)):
            return number.text == text
        case (.number(let number), .bool(let bool)):
            return number.int64 == (bool ? 1 : 0)
        case (.object(let object), .array(let array)), (.array(let array), .object(let object)):
            // An empty container of the other kind, read as the empty value.
            return object.keys.isEmpty && array.count == 0
        case (.array(let array), .null):
            // `[]` where the samples had objects, read as nil.
            return array.count == 0
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            var keys = a.keys
            for key in b.keys where !keys.contains(key) { keys.append(key) }
            return keys.allSatisfy { same(a[$0] ?? .null, b[$0] ?? .null) }
        default:
            return false
        }
    }

    func sameInstant(_ a: String, _ b: String) -> Bool {
        let formatter = ISO8601DateFormatter()
        guard let first = formatter.date(from: a), let second = formatter.date(from: b) else { return false }
        return first == second
    }

    func fail(_ message: String) { failures.append(message) }

    /// Decodes each sample with FleeceDecoder and JSONDecoder: both succeed, encode to the same
    /// JSON, and that JSON holds the sample's values.
    func checkCodable<T: Codable>(_ type: T.Type, shape: String, samples: [[UInt8]]) {
        for (index, sample) in samples.enumerated() {
            let label = "\(shape) codable sample \(index + 1)"
            do {
                let fleece = FleeceDecoder()
                fleece.dateDecodingStrategy = .iso8601
                let foundation = JSONDecoder()
                foundation.dateDecodingStrategy = .iso8601
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                encoder.outputFormatting = .sortedKeys
                let byFleece = try encoder.encode(fleece.decode(T.self, from: Data(sample)))
                let byFoundation = try encoder.encode(foundation.decode(T.self, from: Data(sample)))
                if byFleece != byFoundation {
                    fail("\(label): FleeceDecoder and JSONDecoder differ: \(String(decoding: byFleece, as: UTF8.self)) / \(String(decoding: byFoundation, as: UTF8.self))")
                }
                let original = try JSON(parsing: sample)
                let produced = try JSON(parsing: Array(byFleece))
                if !same(original, produced) {
                    fail("\(label): the values differ: \(produced.text())")
                }
            } catch {
                fail("\(label): \(error)")
            }
            checked += 1
        }
    }

    /// Decodes each sample with the functional model: it succeeds and gives the sample's values.
    func checkFunctional<T: JSONDecodable & JSONExportable>(_ type: T.Type, shape: String, samples: [[UInt8]]) {
        for (index, sample) in samples.enumerated() {
            let label = "\(shape) functional sample \(index + 1)"
            do {
                let original = try JSON(parsing: sample)
                let value = try T.decode(original).get()
                if !same(original, value.exportedJSON) {
                    fail("\(label): the values differ: \(value.exportedJSON.text())")
                }
            } catch {
                fail("\(label): \(error)")
            }
            checked += 1
        }
    }

    /// The samples of `shape`, written beside the program by the test.
    func samples(_ shape: String) -> [[UInt8]] {
        let directory = CommandLine.arguments[1] + "/" + shape
        var result: [[UInt8]] = []
        var index = 1
        while let data = FileManager.default.contents(atPath: "\(directory)/\(index).json") {
            result.append(Array(data))
            index += 1
        }
        return result
    }
    """#
}
