import Foundation
import FleeceFoundation
import Testing

/// Cases where swift-foundation's own encoder test suite, run with `FleeceEncoder` in place of
/// `JSONEncoder`, found Fleece behaving differently; each is checked here against
/// `JSONEncoder` itself, with the exact result the suite expects.
@Suite("Foundation's JSONEncoder suite: cases it found, against JSONEncoder")
struct FoundationSuiteCompatibilityTests {
    private struct Reading: Encodable { var level: Double }
    private struct Sensor: Encodable { var lastReading: Reading }
    private struct Station: Encodable { var sensorsByRoom: [String: [String: Sensor]] }

    private static let keyStrategies: [(String, JSONEncoder.KeyEncodingStrategy)] = [
        ("default", .useDefaultKeys),
        ("snake", .convertToSnakeCase),
        ("custom", .custom { path in PlainKey(stringValue: "\(path.count)-\(path.last?.stringValue ?? "")") }),
    ]

    /// The coding path of the `EncodingError` an encoder throws for `value`.
    private func failurePath<T: Encodable>(_ encode: (T) throws -> Data, _ value: T) -> [String]? {
        do {
            _ = try encode(value)
            return nil
        } catch EncodingError.invalidValue(_, let context) {
            return context.codingPath.map(\.stringValue)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test("A failure inside nested [String: V] dictionaries: the path JSONEncoder gives, under every key strategy",
          arguments: keyStrategies.map(\.0))
    func nestedDictionaryFailurePath(strategyName: String) throws {
        let strategy = try #require(Self.keyStrategies.first { $0.0 == strategyName }).1
        let fleece = FleeceEncoder()
        fleece.keyEncodingStrategy = strategy
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = strategy

        // At the top: the suite's own shape, [String: [String: Model]]; every key is named.
        let nested = ["outer": ["inner": Sensor(lastReading: Reading(level: .nan))]]
        let ours = failurePath(fleece.encode, nested)
        #expect(ours == failurePath(foundation.encode, nested))
        #expect(ours == ["outer", "inner", "lastReading", "level"])

        // Inside a model: with a key strategy JSONEncoder leaves out the key of the dictionary
        // it writes itself (here the model's), but keeps the key of a dictionary inside it.
        let station = Station(sensorsByRoom: ["hall": ["door": Sensor(lastReading: Reading(level: -.infinity))]])
        let inModel = failurePath(fleece.encode, station)
        #expect(inModel == failurePath(foundation.encode, station))
        let modelKey = strategyName == "default" ? ["sensorsByRoom"] : []
        #expect(inModel == modelKey + ["hall", "door", "lastReading", "level"])

        // In an array: the element's index is left out the same way.
        let list = ["rooms": [["hall": Sensor(lastReading: Reading(level: .nan))]]]
        let inArray = failurePath(fleece.encode, list)
        #expect(inArray == failurePath(foundation.encode, list))
        let index = strategyName == "default" ? ["Index 0"] : []
        #expect(inArray == ["rooms"] + index + ["hall", "lastReading", "level"])
    }

    @Test("The paths a custom key strategy sees inside nested dictionaries, and so the keys written: JSONEncoder's")
    func customStrategyPathsInsideDictionaries() throws {
        let strategy = JSONEncoder.KeyEncodingStrategy.custom { path in
            PlainKey(stringValue: path.map(\.stringValue).joined(separator: "."))
        }
        let fleece = FleeceEncoder()
        fleece.keyEncodingStrategy = strategy
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = strategy
        func both<T: Encodable>(_ value: T) throws -> (String, String) {
            (String(decoding: try fleece.encode(value), as: UTF8.self), String(decoding: try foundation.encode(value), as: UTF8.self))
        }

        let top = try both(["hall": ["door": Reading(level: 2.5)]])
        #expect(top.0 == top.1)
        #expect(top.0 == #"{"hall":{"door":{"hall.door.level":2.5}}}"#)

        let station = try both(Station(sensorsByRoom: ["hall": ["door": Sensor(lastReading: Reading(level: 2.5))]]))
        #expect(station.0 == station.1)
        #expect(station.0 == #"{"sensorsByRoom":{"hall":{"door":{"hall.door.lastReading":{"hall.door.lastReading.level":2.5}}}}}"#)
    }

    private struct Ledger: Codable, Equatable {
        var total: Int128
        var capacity: UInt128
        var history: [Int128]
        var limits: [String: UInt128]
    }

    /// Encodes `value` once through a single-value container, to reach that container's own
    /// `encode(_: Int128)` rather than the encoder's generic path.
    private struct SingleValue<T: Encodable & FixedWidthInteger>: Encodable {
        var value: T
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value = value as? Int128 { try container.encode(value) } else if let value = value as? UInt128 { try container.encode(value) }
        }
    }

    @Test("Int128 and UInt128 in keyed, unkeyed and single-value containers: JSONEncoder's numbers, read back by both decoders",
          arguments: [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]])
    func int128InContainers(formatting: JSONEncoder.OutputFormatting) throws {
        let ledger = Ledger(total: .min, capacity: .max, history: [-1, 0, Int128(Int64.max) + 1], limits: ["day": 1 << 100])
        let fleece = FleeceEncoder()
        fleece.outputFormatting = formatting
        let foundation = JSONEncoder()
        foundation.outputFormatting = formatting
        let ours = try fleece.encode(ledger)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: try foundation.encode(ledger), as: UTF8.self))
        if formatting == .sortedKeys {
            #expect(String(decoding: ours, as: UTF8.self) == #"{"capacity":340282366920938463463374607431768211455,"history":[-1,0,9223372036854775808],"limits":{"day":1267650600228229401496703205376},"total":-170141183460469231731687303715884105728}"#)
        }
        #expect(try FleeceDecoder().decode(Ledger.self, from: ours) == ledger)
        #expect(try JSONDecoder().decode(Ledger.self, from: ours) == ledger)

        let single = try fleece.encode(SingleValue(value: Int128.min))
        #expect(single == (try foundation.encode(SingleValue(value: Int128.min))))
        #expect(String(decoding: single, as: UTF8.self) == "-170141183460469231731687303715884105728")
        let unsigned = try fleece.encode(SingleValue(value: UInt128.max))
        #expect(String(decoding: unsigned, as: UTF8.self) == "340282366920938463463374607431768211455")
    }
}
