import Foundation
import FleeceFoundation
import Testing

/// The configuration of one differential encoding case, applied alike to `FleeceEncoder` and
/// `JSONEncoder`.
struct EncodingSetup: @unchecked Sendable, CustomStringConvertible {
    var formatting: JSONEncoder.OutputFormatting = []
    var keys: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var keysName = "default"
    var dates: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var datesName = "deferred"
    var data: JSONEncoder.DataEncodingStrategy = .base64
    var dataName = "base64"
    var floats: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    var description: String {
        "formatting \(formatting.rawValue), keys \(keysName), dates \(datesName), data \(dataName), floats \(floats)"
    }

    func fleece() -> FleeceEncoder {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keys
        encoder.dateEncodingStrategy = dates
        encoder.dataEncodingStrategy = data
        encoder.nonConformingFloatEncodingStrategy = floats
        encoder.userInfo = userInfo
        return encoder
    }

    func foundation() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keys
        encoder.dateEncodingStrategy = dates
        encoder.dataEncodingStrategy = data
        encoder.nonConformingFloatEncodingStrategy = floats
        encoder.userInfo = userInfo
        return encoder
    }

    /// The setups that change how a scalar is written: none, pretty-printed with sorted keys,
    /// non-finite floats as strings, and keys in snake case.
    static let scalarWriting: [EncodingSetup] = {
        var pretty = EncodingSetup()
        pretty.formatting = [.prettyPrinted, .sortedKeys]
        var strings = EncodingSetup()
        strings.floats = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        var snake = EncodingSetup()
        snake.keys = .convertToSnakeCase
        snake.keysName = "snake"
        return [EncodingSetup(), pretty, strings, snake]
    }()

    /// Every output formatting: the eight combinations of the three options.
    static let allFormattings: [JSONEncoder.OutputFormatting] = (0..<8).map { bits in
        var formatting: JSONEncoder.OutputFormatting = []
        if bits & 1 != 0 { formatting.insert(.prettyPrinted) }
        if bits & 2 != 0 { formatting.insert(.sortedKeys) }
        if bits & 4 != 0 { formatting.insert(.withoutEscapingSlashes) }
        return formatting
    }

    /// Key strategies: default, snake case, and a custom one that reads the path.
    static let keyStrategies: [(String, JSONEncoder.KeyEncodingStrategy)] = [
        ("default", .useDefaultKeys),
        ("snake", .convertToSnakeCase),
        ("custom", .custom { path in
            let last = path.last?.stringValue ?? ""
            return PlainKey(stringValue: "\(path.count)-\(last.uppercased())")
        }),
    ]

    static let dateStrategies: [(String, JSONEncoder.DateEncodingStrategy)] = [
        ("deferred", .deferredToDate), ("seconds", .secondsSince1970), ("milliseconds", .millisecondsSince1970),
        ("iso8601", .iso8601),
        ("custom", .custom { date, encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(date.timeIntervalSince1970)
            try container.encode("at")
        }),
        ("custom-nothing", .custom { _, _ in }),
    ]

    static let dataStrategies: [(String, JSONEncoder.DataEncodingStrategy)] = [
        ("deferred", .deferredToData), ("base64", .base64),
        ("custom", .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.count)
        }),
        ("custom-nothing", .custom { _, _ in }),
    ]
}

/// A key of any text, for models that encode keys chosen at run time.
struct PlainKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

/// An `EncodingError` reduced to what must agree: the case, the value's description, the coding
/// path, and the description.
struct EncodingFailure: Equatable, CustomStringConvertible {
    var kind: String
    var value: String
    var codingPath: [String]
    var debugDescription: String

    init(_ error: any Error) {
        guard case .invalidValue(let value, let context) = error as? EncodingError else {
            kind = "other: \(type(of: error))"
            self.value = "\(error)"
            codingPath = []
            debugDescription = ""
            return
        }
        kind = "invalidValue"
        self.value = "\(type(of: value))"
        codingPath = context.codingPath.map(DecodingFailure.describe)
        debugDescription = context.debugDescription
    }

    var description: String { "\(kind) \(value) at \(codingPath): \(debugDescription)" }
}

/// How an encoder did: the text, or the failure.
enum EncodingOutcome: Equatable, CustomStringConvertible {
    case text(String)
    case failure(EncodingFailure)

    init(_ encode: () throws -> Data) {
        do { self = .text(String(decoding: try encode(), as: UTF8.self)) } catch { self = .failure(EncodingFailure(error)) }
    }

    var description: String {
        switch self {
        case .text(let text): text
        case .failure(let failure): "\(failure)"
        }
    }
}

/// Encodes `value` with both encoders under `setup` and checks the results agree: the same
/// bytes when keys are sorted (JSONEncoder's member order is otherwise a dictionary's, different
/// from run to run); without `.sortedKeys`, the same value (parsed) and length, and the same
/// bytes again once both are written with `.sortedKeys` added. Failures must be the same case
/// with the same path and message. Returns the number of byte-for-byte comparisons made.
@discardableResult
func expectSameEncoding<T: Encodable>(
    _ value: T, _ setup: EncodingSetup, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    let fleece = EncodingOutcome { try setup.fleece().encode(value) }
    let foundation = EncodingOutcome { try setup.foundation().encode(value) }
    if setup.formatting.contains(.sortedKeys) {
        #expect(fleece == foundation, "\(setup)", sourceLocation: sourceLocation)
        return 1
    }
    switch (fleece, foundation) {
    case (.text(let mine), .text(let theirs)):
        #expect(mine.utf8.count == theirs.utf8.count, "\(setup)\n\(mine)\n\(theirs)", sourceLocation: sourceLocation)
        // NaN in a Decimal's text is not JSON; the sorted comparison below covers those.
        if let mineParsed = try? JSON(parsing: mine), let theirsParsed = try? JSON(parsing: theirs) {
            #expect(mineParsed == theirsParsed, "\(setup)\n\(mine)\n\(theirs)", sourceLocation: sourceLocation)
        }
        var sorted = setup
        sorted.formatting.insert(.sortedKeys)
        return 1 + expectSameEncoding(value, sorted, sourceLocation: sourceLocation)
    default:
        #expect(fleece == foundation, "\(setup)", sourceLocation: sourceLocation)
        return 1
    }
}
