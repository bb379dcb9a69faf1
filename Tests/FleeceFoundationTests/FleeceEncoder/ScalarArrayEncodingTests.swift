import Foundation
import FleeceFoundation
import Testing

/// An array of a standard library scalar (`[Double]`, `[String]`, …) is written by the encoder
/// itself, not through `Array`'s `encode(to:)` and an unkeyed container: the same text, and a
/// non-finite number's error at the same path.
@Suite("FleeceEncoder ≡ JSONEncoder: arrays of scalars")
struct ScalarArrayEncodingTests {
    static let setups = EncodingSetup.scalarWriting

    @Test("every scalar type: empty, one, many, nested, as members and at the top level", arguments: setups)
    func everyScalar(setup: EncodingSetup) {
        func check<S: Encodable>(_ values: [S]) {
            expectSameEncoding(values, setup)
            expectSameEncoding([S](), setup)
            expectSameEncoding([values, [], Array(values.prefix(1))], setup)
            expectSameEncoding(["someKey": values, "empty": []], setup)
            expectSameEncoding(Member(list: values, lists: [values, values.reversed()]), setup)
        }
        check(["", "a/b", "é\n\u{0}\u{1F}\"\\", String(repeating: "long ", count: 40)])
        check([true, false, true]); check([0.0, -0.0, -1.5, 1e300, .leastNonzeroMagnitude, .pi, 100]); check([Float(0.1), -Float.greatestFiniteMagnitude])
        check([Int.min, 0, Int.max]); check([Int8.min, Int8.max]); check([Int16.min, 7]); check([Int32.max, -1]); check([Int64.min])
        check([UInt.max, 0]); check([UInt8.max, 0, 1]); check([UInt16.max]); check([UInt32.max]); check([UInt64.max])
        check([Int128.min, Int128.max]); check([UInt128.max])
    }

    @Test("a non-finite element fails at its index under .throw, and is its name under convertToString", arguments: setups)
    func nonFinite(setup: EncodingSetup) {
        expectSameEncoding([1.5, 2, .nan, 4] as [Double], setup)
        expectSameEncoding(["someKey": [-Double.infinity]], setup)
        expectSameEncoding([[1], [Float.infinity]] as [[Float]], setup)
        expectSameEncoding(Member(list: [0, .infinity], lists: []), setup)
    }

    @Test("the error's path is the array's, then the element's index")
    func errorPath() throws {
        let model = ["outer": [[1.0], [2.0, 3.0, -.infinity]]]
        do {
            _ = try FleeceEncoder().encode(model)
            Issue.record("encoded a non-finite number")
        } catch EncodingError.invalidValue(let value, let context) {
            #expect((value as? Double) == -.infinity)
            #expect(context.codingPath.map(\.stringValue) == ["outer", "Index 1", "Index 2"])
            #expect(context.codingPath.map(\.intValue) == [nil, 1, 2])
            #expect(context.debugDescription == "Unable to encode Double.-inf directly in JSON.")
        }
    }

    @Test("exact text of a few arrays")
    func exactText() throws {
        let encoder = FleeceEncoder()
        #expect(String(decoding: try encoder.encode([[1.5, -0.0], []]), as: UTF8.self) == "[[1.5,-0],[]]")
        #expect(String(decoding: try encoder.encode(["a/b", "é"]), as: UTF8.self) == #"["a\/b","é"]"#)
        #expect(String(decoding: try encoder.encode([UInt8(0), 255]), as: UTF8.self) == "[0,255]")
        #expect(String(decoding: try encoder.encode([true]), as: UTF8.self) == "[true]")
    }
}

private struct Member<S: Encodable>: Encodable {
    let list: [S]
    let lists: [[S]]
}
