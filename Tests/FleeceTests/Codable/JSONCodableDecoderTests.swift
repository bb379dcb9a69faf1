import Fleece
import Testing

@Suite("JSONCodableDecoder")
struct JSONCodableDecoderTests {
    struct Account: Decodable, Equatable {
        var userName: String
        var loginCount: Int
        var ratios: [Double]
        var labels: [String: String]
    }

    @Test func decodesFromTextBytesAndValues() throws {
        let text = #"{"userName": "ada", "loginCount": 3, "ratios": [0.5, 1e2], "labels": {"a_b": "x"}}"#
        let expected = Account(userName: "ada", loginCount: 3, ratios: [0.5, 100], labels: ["a_b": "x"])
        #expect(try JSONCodableDecoder().decode(Account.self, from: text) == expected)
        #expect(try JSONCodableDecoder().decode(Account.self, from: Array(text.utf8)) == expected)
        #expect(try JSONCodableDecoder().decode(Account.self, from: Array(text.utf8)[...]) == expected)
        #expect(try JSONCodableDecoder().decode(Account.self, from: try JSON(parsing: text)) == expected)
        #expect(try JSONCodableDecoder().decode(String.self, from: JSON.string("s")) == "s")
        #expect(try JSONCodableDecoder().decode(Bool?.self, from: JSON.null) == nil)
    }

    @Test func snakeCaseAndCustomKeys() throws {
        var decoder = JSONCodableDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let text = #"{"user_name": "ada", "login_count": 3, "ratios": [], "labels": {"a_b": "x"}}"#
        #expect(try decoder.decode(Account.self, from: text).labels == ["a_b": "x"], "dictionary keys stay as written")
        decoder.keyDecodingStrategy = .custom { path in
            Key(stringValue: path.last.map { $0.stringValue.replacingOccurrences(of: "-", with: "") } ?? "")
        }
        let dashed = #"{"user-Name": "ada", "login-Count": 3, "ratios": [], "labels": {}}"#
        #expect(try decoder.decode(Account.self, from: dashed).loginCount == 3)
    }

    @Test func userInfoReachesTheModel() throws {
        struct Probe: Decodable {
            var info: String?
            init(from decoder: any Decoder) throws {
                info = decoder.userInfo[CodingUserInfoKey(rawValue: "k")!] as? String
            }
        }
        var decoder = JSONCodableDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "k")!] = "v"
        #expect(try decoder.decode(Probe.self, from: "{}").info == "v")
    }

    @Test func syntaxErrorsAreDataCorruptedWithTheSyntaxError() {
        do {
            _ = try JSONCodableDecoder().decode([Int].self, from: "[1, 2")
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect((context.underlyingError as? JSONSyntaxError)?.kind == .unexpectedEndOfInput)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func depthLimitApplies() {
        var decoder = JSONCodableDecoder()
        decoder.parsingOptions = JSONParsingOptions(maximumDepth: 2)
        #expect(throws: DecodingError.self) { try decoder.decode([[[Int]]].self, from: "[[[1]]]") }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
