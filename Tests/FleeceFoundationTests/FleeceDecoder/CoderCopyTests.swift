import Fleece
import FleeceFoundation
import Foundation
import Testing

/// `copy()` carries every option over, and the copy and the original change independently.
@Suite struct CoderCopyTests {
    static let unit = CodingUserInfoKey(rawValue: "unit")!

    struct Reading: Codable, Equatable {
        var sensorName: String
        var takenAt: Date
        var value: Double
    }

    @Test("a decoder's copy reads as the original: JSON5, bare top level, keys, dates, floats, userInfo, limits")
    func decoderCopyKeepsEveryOption() throws {
        let original = FleeceDecoder()
        original.allowsJSON5 = true
        original.assumesTopLevelDictionary = true
        original.keyDecodingStrategy = .convertFromSnakeCase
        original.dateDecodingStrategy = .secondsSince1970
        original.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "up", negativeInfinity: "down", nan: "nan")
        original.userInfo = [Self.unit: "kg"]
        original.parsingOptions = JSONParsingOptions(maximumDepth: 3)
        let copy = original.copy()

        let text = Data("sensor_name: 'scale', taken_at: 1e3, value: 'up', // JSON5 without braces\n".utf8)
        let expected = Reading(sensorName: "scale", takenAt: Date(timeIntervalSince1970: 1000), value: .infinity)
        #expect(try copy.decode(Reading.self, from: text) == expected)
        #expect(copy.userInfo[Self.unit] as? String == "kg")
        #expect(copy.parsingOptions.maximumDepth == 3)
        #expect(copy.assumesTopLevelDictionary && copy.allowsJSON5)
    }

    @Test("requiresStrictJSON and dataDecodingStrategy are copied too")
    func decoderCopyKeepsStrictness() throws {
        let original = FleeceDecoder()
        original.requiresStrictJSON = true
        original.dataDecodingStrategy = .custom { _ in Data([7]) }
        let copy = original.copy()
        #expect(throws: DecodingError.self) { try copy.decode([Int].self, from: Data("[1,]".utf8)) }
        #expect(try copy.decode(Data.self, from: Data(#""anything""#.utf8)) == Data([7]))
    }

    @Test("changing a decoder's copy leaves the original as it was, and the other way round")
    func decoderCopyIsIndependent() throws {
        let original = FleeceDecoder()
        let copy = original.copy()
        copy.keyDecodingStrategy = .convertFromSnakeCase
        copy.userInfo[Self.unit] = "g"
        original.requiresStrictJSON = true
        #expect(original.userInfo.isEmpty)
        #expect(throws: DecodingError.self) {
            try original.decode([String: Int].self, from: Data(#"{"a_b": 1,}"#.utf8))
        }
        #expect(try copy.decode([String: Int].self, from: Data(#"{"a_b": 1,}"#.utf8)) == ["a_b": 1])
        #expect(copy.userInfo[Self.unit] as? String == "g")
    }

    @Test("an encoder's copy writes as the original: formatting, keys, dates, data, floats, userInfo")
    func encoderCopyKeepsEveryOption() throws {
        struct Row: Encodable {
            var sensorName = "a/b"
            var takenAt = Date(timeIntervalSince1970: 1000)
            var raw = Data([1, 2])
            var value = Double.infinity
        }
        let original = FleeceEncoder()
        original.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        original.keyEncodingStrategy = .convertToSnakeCase
        original.dateEncodingStrategy = .secondsSince1970
        original.dataEncodingStrategy = .custom { _, encoder in
            var single = encoder.singleValueContainer()
            try single.encode("bytes")
        }
        original.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "up", negativeInfinity: "down", nan: "nan")
        original.userInfo = [Self.unit: "kg"]
        let copy = original.copy()
        let written = String(decoding: try copy.encode(Row()), as: UTF8.self)
        #expect(written == #"{"raw":"bytes","sensor_name":"a/b","taken_at":1000,"value":"up"}"#)
        #expect(copy.userInfo[Self.unit] as? String == "kg")
        copy.outputFormatting = []
        #expect(original.outputFormatting == [.sortedKeys, .withoutEscapingSlashes])
    }
}
