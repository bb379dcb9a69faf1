import Foundation
import FleeceFoundation
import Testing

/// The kinds of case swift-corelibs-foundation's encoder suite (TestJSONEncoder) checks, written
/// here as differential tests: `FleeceEncoder` must write what `JSONEncoder` writes, and the
/// exact text where the suite names it.
@Suite("Foundation's encoder suite, case by case, against JSONEncoder")
struct FoundationSuiteCasesTests {
    /// The same bytes under `.sortedKeys`, and the exact text expected.
    private func expectText<T: Encodable>(_ value: T, _ text: String, formatting: JSONEncoder.OutputFormatting = .sortedKeys,
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fleece = FleeceEncoder()
        fleece.outputFormatting = formatting
        #expect(String(decoding: try fleece.encode(value), as: UTF8.self) == text, sourceLocation: sourceLocation)
        expectSameEncoding(value, EncodingSetup(formatting: formatting), sourceLocation: sourceLocation)
    }

    @Test("Top-level fragments: numbers, Bool, Decimal, String, nil, URL")
    func topLevelFragments() throws {
        try expectText(2, "2")
        try expectText(false, "false")
        try expectText(Float(1), "1")
        try expectText(Double(2), "2")
        try expectText(Decimal(Double(Float.leastNormalMagnitude)), "0.000000000000000000000000000000000000011754943508222875648")
        try expectText(Decimal.pi, "3.14159265358979323846264338327950288419")
        try expectText("test", #""test""#)
        try expectText(Int?.none, "null")
        try expectText(URL(string: "https://swift.org"), #""https:\/\/swift.org""#)
        try expectText(Int8(-42), "-42")
        try expectText(UInt64(9_000_000_000_000_000_042), "9000000000000000042")
    }

    @Test("Integer limits, and numeric types in one model")
    func integerLimits() throws {
        struct Limits: Encodable {
            var int64Min = Int64.min, int64Max = Int64.max, uint64Min = UInt64.min, uint64Max = UInt64.max
        }
        try expectText(Limits(), #"{"int64Max":9223372036854775807,"int64Min":-9223372036854775808,"uint64Max":18446744073709551615,"uint64Min":0}"#)
        struct Numbers: Encodable {
            var int8: Int8 = -12, uint16: UInt16 = 9011, int: Int = -2_829_303_132, float: Float = 1.234, double = 5.101520, decimal = Decimal(10)
        }
        try expectText(Numbers(), #"{"decimal":10,"double":5.10152,"float":1.234,"int":-2829303132,"int8":-12,"uint16":9011}"#)
    }

    @Test("Dictionary keys sorted as text: \"2\" < \"25\" < \"7\", compact and pretty")
    func sortedNumericKeys() throws {
        let value = ["2": "2", "25": "25", "7": "7"]
        try expectText(value, #"{"2":"2","25":"25","7":"7"}"#)
        try expectText(value, "{\n  \"2\" : \"2\",\n  \"25\" : \"25\",\n  \"7\" : \"7\"\n}", formatting: [.prettyPrinted, .sortedKeys])
    }

    @Test("Pretty-printed empty and nested containers inside models")
    func prettyEmptyContainers() throws {
        struct Shapes: Encodable {
            var array = [1, 2]
            var dictionary: [String: Int] = [:]
            var emptyArray: [Int] = []
            var nested: [String: [String: Int]] = ["inner": [:]]
        }
        try expectText([Shapes()], """
        [
          {
            "array" : [
              1,
              2
            ],
            "dictionary" : {

            },
            "emptyArray" : [

            ],
            "nested" : {
              "inner" : {

              }
            }
          }
        ]
        """, formatting: [.prettyPrinted, .sortedKeys])
    }

    @Test("Custom date and data strategies that encode nothing write {}; that encode a number write it")
    func customStrategiesEncodingNothing() throws {
        for nothing in [true, false] {
            let fleece = FleeceEncoder(), foundation = JSONEncoder()
            let date: JSONEncoder.DateEncodingStrategy = .custom { _, encoder in
                if !nothing { var single = encoder.singleValueContainer(); try single.encode(42) }
            }
            let data: JSONEncoder.DataEncodingStrategy = .custom { _, encoder in
                if !nothing { var single = encoder.singleValueContainer(); try single.encode(42) }
            }
            fleece.dateEncodingStrategy = date
            foundation.dateEncodingStrategy = date
            fleece.dataEncodingStrategy = data
            foundation.dataEncodingStrategy = data
            let value = [[Date(timeIntervalSince1970: 1000)]]
            let expected = nothing ? "[[{}]]" : "[[42]]"
            #expect(String(decoding: try fleece.encode(value), as: UTF8.self) == expected)
            #expect(try fleece.encode(value) == foundation.encode(value))
            #expect(try fleece.encode([Data([0xDE, 0xAD])]) == foundation.encode([Data([0xDE, 0xAD])]))
        }
    }

    @Test("Dates as seconds, milliseconds and ISO 8601; Data as base64")
    func dateAndDataStrategies() throws {
        let date = Date(timeIntervalSince1970: 1000)
        for (strategy, text) in [(JSONEncoder.DateEncodingStrategy.secondsSince1970, "[1000]"),
                                 (.millisecondsSince1970, "[1000000]"),
                                 (.iso8601, #"["1970-01-01T00:16:40Z"]"#)] {
            let fleece = FleeceEncoder(), foundation = JSONEncoder()
            fleece.dateEncodingStrategy = strategy
            foundation.dateEncodingStrategy = strategy
            #expect(String(decoding: try fleece.encode([date]), as: UTF8.self) == text)
            #expect(try fleece.encode([date]) == foundation.encode([date]))
        }
        try expectText([Data([0xDE, 0xAD, 0xBE, 0xEF])], #"["3q2+7w=="]"#)
    }

    @Test("Non-conforming floats: the same error, or the strategy's strings, for Float and Double")
    func nonConformingFloats() throws {
        let strings = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NaN")
        for (setup, expectations) in [(EncodingSetup(formatting: .sortedKeys), false), (EncodingSetup(formatting: .sortedKeys, floats: strings), true)] {
            for value in [Double.infinity, -Double.infinity, Double.nan] {
                expectSameEncoding([value], setup)
                expectSameEncoding([Float(value)], setup)
            }
            if expectations {
                let fleece = setup.fleece()
                #expect(String(decoding: try fleece.encode([-Float.infinity]), as: UTF8.self) == #"["-INF"]"#)
            } else {
                #expect(throws: EncodingError.self) { try setup.fleece().encode([Float.nan]) }
            }
        }
    }
}
