import Foundation
import FleeceFoundation
import Testing

/// An optional scalar encoded as a value (`[Double?]`'s elements, `[String: Int?]`'s values, an
/// explicit `encode(x as Int?, forKey:)`) is written by the encoder itself, not through
/// `Optional`'s `encode(to:)`: `null` for nil, else the scalar, with the scalar's errors.
@Suite("FleeceEncoder ≡ JSONEncoder: optional scalars as values")
struct OptionalScalarEncodingTests {
    static let setups = EncodingSetup.scalarWriting

    @Test("every scalar type, with nils between, in arrays, dictionaries and at the top level", arguments: setups)
    func everyScalar(setup: EncodingSetup) {
        func check<S: Encodable>(_ values: [S]) {
            let optionals: [S?] = [nil] + values.map { $0 } + [nil]
            expectSameEncoding(optionals, setup)
            expectSameEncoding([optionals, [], [nil]], setup)
            expectSameEncoding(["a": optionals.first ?? nil, "b": optionals[1]], setup)
            expectSameEncoding(optionals[1], setup)
            expectSameEncoding(Optional<S>.none, setup)
        }
        check(["", "a/b", "é\n\u{0}"]); check([true, false]); check([0.0, -1.5, 1e300, .pi])
        check([Float(0.1), -Float.greatestFiniteMagnitude]); check([Int.min, 0, Int.max]); check([Int8.min, Int8.max])
        check([Int16.min]); check([Int32.max]); check([Int64.min]); check([UInt.max]); check([UInt8.max])
        check([UInt16.max]); check([UInt32.max]); check([UInt64.max]); check([Int128.min, Int128.max]); check([UInt128.max])
    }

    @Test("a non-finite Double? or Float? fails at its own path under .throw, and is its name under convertToString",
          arguments: setups)
    func nonFinite(setup: EncodingSetup) {
        expectSameEncoding([1.5, nil, .nan, 2] as [Double?], setup)
        expectSameEncoding(["x": -Double.infinity as Double?], setup)
        expectSameEncoding([[nil], [Float.infinity]] as [[Float?]], setup)
    }

    @Test("an explicit encode(_: Int?, forKey:) writes null, as JSONEncoder does")
    func explicitKeyedNil() throws {
        struct Row: Encodable {
            let value: Int?
            enum CodingKeys: String, CodingKey { case value }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(value, forKey: .value)
            }
        }
        expectSameEncoding([Row(value: nil), Row(value: 3)], EncodingSetup())
        #expect(String(decoding: try FleeceEncoder().encode([Row(value: nil), Row(value: 3)]), as: UTF8.self) == #"[{"value":null},{"value":3}]"#)
    }
}
