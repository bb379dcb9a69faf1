import Foundation
import FleeceFoundation
import Testing

/// Inputs the `decoders` fuzz target found where `FleeceDecoder` and `JSONDecoder` disagreed,
/// minimized; each must decode exactly as `JSONDecoder` decodes it.
@Suite("FleeceDecoder fuzz findings")
struct FleeceDecoderFuzzFindingsTests {
    @Test("integers written with a fraction beyond 2^53 keep every digit (was 100000000000000000)",
          arguments: ["99999999999999999.0", "2999999999999999999.0", "-9223372036854775807.0", "9007199254740993.000"])
    func longIntegerWithFraction(text: String) throws {
        let data = Data("[\(text)]".utf8)
        let expected = try JSONDecoder().decode([Int64].self, from: data)
        #expect(try FleeceDecoder().decode([Int64].self, from: data) == expected)
        #expect(expected == [Int64(text.prefix { $0 != "." })])
    }

    @Test("JSON with keys that are one String, é as e + U+0301 then as U+00E9, keeps the first (kept both)")
    func canonicallyEquivalentKeysInJSON() throws {
        // The fuzzer's input, as it found it.
        let data = Data("{\"0061\": 1, \"a\": 2, \"Ztrue9\": 3, \"e\u{301}\": 3, \"\u{e9}\": 5}".utf8)
        let expected = try JSONDecoder().decode(JSON.self, from: data)
        let decoded = try FleeceDecoder().decode(JSON.self, from: data)
        #expect(decoded == expected)
        #expect(decoded == ["0061": 1, "a": 2, "Ztrue9": 3, "e\u{301}": 3])
        guard case .object(let object) = decoded else { Issue.record("not an object"); return }
        #expect(object.count == 4)
    }
}
