import Foundation
import FleeceFoundation
import Testing

/// `@Convertible` reads `"nan"` and `"-inf"` as `Double("nan")` does, unless the decoder's float
/// strategy already reads them as numbers; the method API, which has no strategies, always
/// converts them. Found by the `decoders` fuzz target.
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

    @Test("without a float strategy every string is converted from its text, and reported", arguments: [true, false])
    func withoutStrategy(underFleece: Bool) throws {
        let decoded = try Self.decode(.throw) { Strategies(floats: $0).decoder(fleece: underFleece) }
        #expect(decoded.bits == Self.expectedBits)
        #expect(decoded.entries == ["[0].value converted value", "[1].value converted value", "[2].value converted value"])
    }

    @Test("with .convertFromString the strategy's names are numbers, not conversions", arguments: [true, false])
    func withStrategy(underFleece: Bool) throws {
        let decoded = try Self.decode(Self.names) { Strategies(floats: $0).decoder(fleece: underFleece) }
        #expect(decoded.bits == Self.expectedBits)
        #expect(decoded.entries == ["[2].value converted value"])
    }

    @Test("the method API's convert reads the names from text and reports each")
    func methodAPI() throws {
        let json = try JSON(parsing: Self.text)
        let (values, report) = try LeniencyReport.collecting {
            try (0..<4).map { index throws(DecodeError) -> Double in try json[index]?.convert("value") ?? 0 }
        }
        #expect(values.map(\.bitPattern) == Self.expectedBits)
        #expect(report.entries.map { "\($0.action)" } == ["converted value", "converted value", "converted value"])
        #expect(report.entries.map(\.position) == [
            JSONPosition(offset: 11, line: 1, column: 12), JSONPosition(offset: 30, line: 1, column: 31),
            JSONPosition(offset: 48, line: 1, column: 49),
        ])
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
