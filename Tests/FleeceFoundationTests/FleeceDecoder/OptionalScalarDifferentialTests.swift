import Foundation
import FleeceFoundation
import Testing

/// An optional scalar decoded as a value (`[Double?]`'s elements, `[String: Int?]`'s values, a
/// top-level `Int?`) is read by the decoder itself, not through `Optional`'s `init(from:)`: it
/// must still be nil exactly for null, and fail as the scalar fails, naming the scalar's type.
@Suite("FleeceDecoder ≡ JSONDecoder: optional scalars as values")
struct OptionalScalarDifferentialTests {
    /// Elements every scalar type meets: null, numbers at and past the limits of the small
    /// types, a fraction, an exponent, a negative, strings, a bool and containers.
    static let elements = ["null", "0", "1", "-1", "127", "128", "255", "256", "-129", "65536", "2147483648",
                           "4294967296", "9223372036854775808", "18446744073709551616", "1.5", "1e2", "1e400",
                           "-0", "\"7\"", "\"text\"", "true", "false", "[]", "{}", "[null]"]

    @Test("every element alone, in an array, as a dictionary's value and at the top level", arguments: elements)
    func element(text: String) {
        func check<S: Decodable & Equatable>(_ type: S.Type) {
            expectSameDecoding([S?].self, "[null, \(text), null]")
            expectSameDecoding([String: S?].self, "{\"a\": null, \"b\": \(text)}")
            expectSameDecoding(S?.self, text)
            expectSameDecoding([[S?]].self, "[[\(text)], [], [null]]")
        }
        check(String.self); check(Bool.self); check(Double.self); check(Float.self)
        check(Int.self); check(Int8.self); check(Int16.self); check(Int32.self); check(Int64.self)
        check(UInt.self); check(UInt8.self); check(UInt16.self); check(UInt32.self); check(UInt64.self)
        check(Int128.self); check(UInt128.self)
    }

    @Test("values and nulls come back in place, and a bad element fails at its index naming the scalar")
    func exactValues() throws {
        let data = Data("[1.5, null, -2, null, 1e2]".utf8)
        #expect(try FleeceDecoder().decode([Double?].self, from: data) == [1.5, nil, -2, nil, 100])
        #expect(try FleeceDecoder().decode([Int?].self, from: Data("[null, 3, null]".utf8)) == [nil, 3, nil])
        #expect(try FleeceDecoder().decode([String?].self, from: Data(#"["a\u00e9", null]"#.utf8)) == ["aé", nil])
        do {
            _ = try FleeceDecoder().decode([Bool?].self, from: Data("[true, null, 1]".utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Bool.Type)
            #expect(context.codingPath.map(\.stringValue) == ["Index 2"])
            #expect(context.debugDescription.hasSuffix("at line 1, column 14."))
        }
    }

    @Test("under the float strategy's names and a key strategy, as JSONDecoder")
    func strategies() {
        var strategies = Strategies()
        strategies.floats = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        strategies.keys = .convertFromSnakeCase
        expectSameDecoding([Double?].self, #"[null, "inf", "-inf", 1.5, "nan1"]"#, strategies)
        expectSameDecoding([Float?].self, #"[null, "inf", 1.5]"#, strategies)
        expectSameDecoding([String: Double?].self, #"{"a_b": null, "c_d": "-inf"}"#, strategies)
    }
}
