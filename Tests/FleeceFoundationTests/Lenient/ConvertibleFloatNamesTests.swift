import Foundation
import FleeceFoundation
import Testing

/// `@Convertible` reads `"nan"` and `"-inf"` as numbers only when the decoder's float strategy
/// reads them as numbers; as text to convert they are no decimal number and fail, under either
/// decoder and in the method API (which has no strategies). Found by the `decoders` fuzz target
/// (the values were once converted as `Double("nan")` reads them).
@Suite("@Convertible and the non-conforming float strategy")
struct ConvertibleFloatNamesTests {
    struct Reading: Codable {
        @Convertible var value: Double
    }

    static let text = #"[{"value": "-inf"}, {"value": "nan"}, {"value": "1e3"}, {"value": 2}]"#
    static let names = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    /// The values' bit patterns (NaN is not equal to itself) and the report's paths and actions.
    static func decode(
        _ floats: JSONDecoder.NonConformingFloatDecodingStrategy, with decoder: (JSONDecoder.NonConformingFloatDecodingStrategy) -> any FloatStrategyDecoder
    ) throws -> (bits: [UInt64], entries: [String]) {
        let (readings, report) = try LeniencyReport.collecting {
            try decoder(floats).decode([Reading].self, from: Data(text.utf8))
        }
        return (readings.map(\.value.bitPattern), report.entries.map { "\($0.path) \($0.action)" })
    }

    static let expectedBits: [UInt64] = [(-Double.infinity).bitPattern, Double.nan.bitPattern, 1000.0.bitPattern, 2.0.bitPattern]

    @Test("without a float strategy the names are text that does not convert", arguments: [true, false])
    func withoutStrategy(underFleece: Bool) throws {
        #expect {
            try Self.decode(.throw) { Strategies(floats: $0).decoder(fleece: underFleece) }
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Double.self && context.codingPath.count == 2 && context.codingPath.last?.stringValue == "value"
        }
        let decoder = Strategies(floats: .throw).decoder(fleece: underFleece)
        let (readings, report) = try LeniencyReport.collecting {
            try decoder.decode([Reading].self, from: Data(#"[{"value": "1e3"}, {"value": 2}]"#.utf8))
        }
        #expect(readings.map(\.value) == [1000, 2])
        #expect(report.entries.map { "\($0.path) \($0.action)" } == ["[0].value converted value"])
    }

    @Test("with .convertFromString the strategy's names are numbers, not conversions", arguments: [true, false])
    func withStrategy(underFleece: Bool) throws {
        let decoded = try Self.decode(Self.names) { Strategies(floats: $0).decoder(fleece: underFleece) }
        #expect(decoded.bits == Self.expectedBits)
        #expect(decoded.entries == ["[2].value converted value"])
    }

    @Test("the method API's convert does not convert the names")
    func methodAPI() throws {
        let json = try JSON(parsing: Self.text)
        let (values, report) = LeniencyReport.collecting {
            (0..<4).map { index -> Double? in try? json[index]?.convert("value") }
        }
        #expect(values == [nil, nil, 1000, 2])
        #expect(report.entries.map { "\($0.action)" } == ["converted value"])
        #expect(report.entries.map(\.position) == [JSONPosition(offset: 48, line: 1, column: 49)])
        #expect(throws: DecodeError.self) { try json[0]?.convert("value", as: Double.self) }
    }
}

/// `FleeceDecoder` or `JSONDecoder`, whichever a test asks for.
protocol FloatStrategyDecoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension FleeceDecoder: FloatStrategyDecoder {}
extension JSONDecoder: FloatStrategyDecoder {}

extension Strategies {
    func decoder(fleece underFleece: Bool) -> any FloatStrategyDecoder {
        underFleece ? fleece() : foundation()
    }
}
