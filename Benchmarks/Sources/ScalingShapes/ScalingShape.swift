import Fleece
import FleeceFoundation

/// One hostile shape: its input at a size, and the work measured on it. The work includes
/// parsing and whatever is asked of the result, so that anything quadratic anywhere shows.
public struct ScalingShape: Sendable {
    /// The name in benchmark names and the table: `nesting`, `members`, …
    public let name: String
    /// n, 10n and 100n.
    public let sizes: [Int]
    /// Builds the JSON text at a size (not measured).
    public let input: @Sendable (Int) -> [UInt8]
    /// Builds, from the text and its size, the work to measure (the set-up, such as the keys to
    /// look up, is not measured).
    public let work: @Sendable ([UInt8], Int) -> @Sendable () throws -> Void

    init(
        _ name: String, sizes: [Int], input: @escaping @Sendable (Int) -> [UInt8],
        work: @escaping @Sendable ([UInt8], Int) -> @Sendable () throws -> Void
    ) {
        self.name = name
        self.sizes = sizes
        self.input = input
        self.work = work
    }

    /// The shape called `name`, if any.
    public static func named(_ name: String) -> ScalingShape? {
        all.first { $0.name == name }
    }
}

/// Something a shape's work found that it should not have; it stops the run.
public struct UnexpectedResult: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension ScalingShape {
    /// Every shape, in the order of the table.
    public static let all: [ScalingShape] = [
        // Nesting to the limit, with the limit raised to the size: iterative, so linear.
        ScalingShape("nesting", sizes: [1_000, 10_000, 100_000], input: HostileInputs.nesting) { text, depth in
            let options = JSONParsingOptions(maximumDepth: depth)
            return { _ = try JSON(parsing: text, options: options) }
        },
        // One long string of every escape; parsing a top-level string unescapes it.
        ScalingShape("escapes", sizes: [10_000, 100_000, 1_000_000], input: HostileInputs.escapes) { text, units in
            { guard case .string(let string) = try JSON(parsing: text), string.unicodeScalars.count == 7 * units else {
                throw UnexpectedResult("escapes: wrong string")
            } }
        },
    ] + HostileInputs.NumberShape.allCases.map { shape in
        // A number of n digits, converted to every type.
        ScalingShape("digits-\(shape.rawValue)", sizes: [1_000, 10_000, 100_000], input: { HostileInputs.number(shape, digits: $0) }) { text, _ in
            { guard case .number(let number) = try JSON(parsing: text) else { throw UnexpectedResult("digits: not a number") }
              _ = (number.double, number.float, number.int64, number.uint64, number.integer(as: Int8.self), number.hashValue) }
        }
    } + [
        // A large object, every key looked up (hashed, built once).
        ScalingShape("members", sizes: [1_000, 10_000, 100_000], input: HostileInputs.object) { text, members in
            let keys = HostileInputs.keys(members)
            return {
                guard case .object(let object) = try JSON(parsing: text) else { throw UnexpectedResult("members: not an object") }
                for (index, key) in keys.enumerated() {
                    guard case .number(let number)? = object[key], number.int == index else { throw UnexpectedResult("members: \(key)") }
                }
            }
        },
        ScalingShape("members-codable", sizes: [1_000, 10_000, 100_000], input: HostileInputs.object) { text, members in
            { guard try FleeceDecoder().decode([String: Int].self, from: text).count == members else { throw UnexpectedResult("members-codable") } }
        },
        ScalingShape("members-functional", sizes: [1_000, 10_000, 100_000], input: HostileInputs.object) { text, members in
            { guard try JSON(parsing: text).decode(as: [String: Int].self).get().count == members else { throw UnexpectedResult("members-functional") } }
        },
        // Escaped keys, looked up by a Codable model of ten absent keys: every lookup scans.
        ScalingShape("escaped-keys-codable", sizes: [1_000, 10_000, 100_000], input: HostileInputs.escapedKeys) { text, _ in
            { guard try FleeceDecoder().decode(TenOptionalKeys.self, from: text).k == nil else { throw UnexpectedResult("escaped-keys-codable") } }
        },
        // One key, n times: lookup, equality, hashing and both decoders.
        ScalingShape("duplicates", sizes: [1_000, 10_000, 100_000], input: HostileInputs.duplicates) { text, members in
            {
                let json = try JSON(parsing: text)
                guard json["a"] == .number(JSON.Number((members - 1) % 10)), json == (try JSON(parsing: text)) else {
                    throw UnexpectedResult("duplicates: lookup or equality")
                }
                _ = json.hashValue
                guard try FleeceDecoder().decode(OneKey.self, from: text).a == 0,
                      try json.decode(as: [String: Int].self).get().count == 1 else {
                    throw UnexpectedResult("duplicates: decoding")
                }
            }
        },
        // n one-digit numbers in an array: parse, read each, decode with each decoder.
        ScalingShape("small-values", sizes: [100_000, 1_000_000, 10_000_000], input: HostileInputs.smallValues) { text, count in
            { guard case .array(let array) = try JSON(parsing: text), array.count == count else { throw UnexpectedResult("small-values") } }
        },
        ScalingShape("small-values-read", sizes: [100_000, 1_000_000, 10_000_000], input: HostileInputs.smallValues) { text, count in
            {
                guard case .array(let array) = try JSON(parsing: text) else { throw UnexpectedResult("small-values-read") }
                var sum = 0
                for case .number(let number) in array { sum &+= number.int ?? 0 }
                guard sum > count else { throw UnexpectedResult("small-values-read: sum") }
            }
        },
        ScalingShape("small-values-codable", sizes: [100_000, 1_000_000, 10_000_000], input: HostileInputs.smallValues) { text, count in
            { guard try FleeceDecoder().decode([Int].self, from: text).count == count else { throw UnexpectedResult("small-values-codable") } }
        },
        ScalingShape("small-values-functional", sizes: [100_000, 1_000_000, 10_000_000], input: HostileInputs.smallValues) { text, count in
            { guard try JSON(parsing: text).decode(as: [Int].self).get().count == count else { throw UnexpectedResult("small-values-functional") } }
        },
        // n elements that all fail, each forgiven and reported with its path and position.
        ScalingShape("lenient-failures", sizes: [1_000, 10_000, 100_000], input: HostileInputs.badElementsInAnObject) { text, count in
            {
                let (lossy, report) = try LeniencyReport.collecting { try FleeceDecoder().decode(LossyNames.self, from: text) }
                guard lossy.names.isEmpty, report.entries.count == count, report.entries.last?.position != nil else {
                    throw UnexpectedResult("lenient-failures")
                }
            }
        },
    ]
}

private struct TenOptionalKeys: Decodable {
    var k, a, b, c, d, e, f, g, h, i: Int?
}

private struct OneKey: Decodable {
    var a: Int
}

private struct Named: Decodable {
    var name: String
}

private struct LossyNames: Decodable {
    @FailableDecodableArray var names: [Named]
}
