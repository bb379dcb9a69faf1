import Testing
@testable import Fleece

/// The Foundation-free encoder: the same engine as FleeceEncoder (whose differential tests
/// against JSONEncoder cover the text), checked here on what it does without Foundation.
@Suite("JSONCodableEncoder")
struct JSONCodableEncoderTests {
    struct User: Codable, Equatable {
        var userName: String
        var homeURL: String?
        var scores: [Double]
    }

    @Test("Options: sorted, pretty, slashes, snake case")
    func options() throws {
        var encoder = JSONCodableEncoder()
        let user = User(userName: "ada", homeURL: "https://a/b", scores: [1, 0.5])
        #expect(try encoder.encodeToString(user) == #"{"userName":"ada","homeURL":"https:\/\/a\/b","scores":[1,0.5]}"#)
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.encodeToString(user) == #"{"home_url":"https://a/b","scores":[1,0.5],"user_name":"ada"}"#)
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(try encoder.encodeToString(["a": [Int]()]) == "{\n  \"a\" : [\n\n  ]\n}")
    }

    @Test("What it writes, JSONCodableDecoder reads back")
    func roundTrip() throws {
        let user = User(userName: "é/\"", homeURL: nil, scores: [.leastNonzeroMagnitude, -0.0, 1e300])
        let bytes = try JSONCodableEncoder().encode(user)
        #expect(try JSONCodableDecoder().decode(User.self, from: bytes) == user)
    }

    @Test("Non-finite floats: an error at the path, or the strategy's strings")
    func nonFinite() throws {
        var encoder = JSONCodableEncoder()
        do {
            _ = try encoder.encode(["a": [1, Double.nan]])
            Issue.record("no error")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["a", "Index 1"])
            #expect(context.debugDescription == "Unable to encode Double.nan directly in JSON.")
        }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try encoder.encodeToString([Float.infinity, -.infinity, .nan]) == #"["inf","-inf","nan"]"#)
    }

    @Test("Snake case beyond ASCII with the standard library's categories")
    func unicodeSnakeCase() {
        #expect(SnakeCaseKeys.toSnakeCaseUnicode("straßeName") == "straße_name")
        #expect(SnakeCaseKeys.toSnakeCaseUnicode("ÉtéÀb") == "été_àb")
        #expect(SnakeCaseKeys.toSnakeCase("myURLKey", nonASCII: { _ in "" }) == "my_url_key")
        #expect(SnakeCaseKeys.toSnakeCase("_oneTwo_", nonASCII: { _ in "" }) == "_one_two_")
    }
}
