import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A `@Convertible` value encodes as the plain property does, under both encoders and their
/// strategies: `Decimal`, `URL`, `Date` and `Data` have forms of their own that the encoders
/// replace (a number, a string, by the strategy), which `wrappedValue.encode(to:)` bypassed.
@Suite("Convertible encoding")
struct ConvertibleEncodingTests {
    struct Money: Codable { @Convertible var amount: Decimal }
    struct Link: Codable { @Convertible var url: URL }
    struct Stamp: Codable { @Convertible var at: Date }
    struct Blob: Codable { @Convertible var bytes: Data }
    struct Code: Codable { @StringConvertible var code: String }

    enum Encoder: CaseIterable { case fleece, foundation }

    static func text(_ value: some Encodable, with encoder: Encoder, iso8601: Bool = false) throws -> String {
        let data: Data
        switch encoder {
        case .fleece:
            let fleece = FleeceEncoder()
            if iso8601 { fleece.dateEncodingStrategy = .iso8601 }
            data = try fleece.encode(value)
        case .foundation:
            let foundation = JSONEncoder()
            if iso8601 { foundation.dateEncodingStrategy = .iso8601 }
            data = try foundation.encode(value)
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("a Decimal converted from text is written as a number, and reads back", arguments: Encoder.allCases)
    func decimal(encoder: Encoder) throws {
        let money = try FleeceDecoder().decode(Money.self, from: Data(#"{"amount":"12.50"}"#.utf8))
        let text = try Self.text(money, with: encoder)
        #expect(text == #"{"amount":12.5}"#)
        #expect(try FleeceDecoder().decode(Money.self, from: Data(text.utf8)).amount == Decimal(string: "12.5"))
        #expect(try JSONDecoder().decode(Money.self, from: Data(text.utf8)).amount == Decimal(string: "12.5"))
    }

    @Test("a URL, a Date and Data are written as the encoder writes them", arguments: Encoder.allCases)
    func foundationTypes(encoder: Encoder) throws {
        let link = Link(url: try #require(URL(string: "https://example.com/a?b=1")))
        #expect(try Self.text(link, with: encoder) == #"{"url":"https:\/\/example.com\/a?b=1"}"#)
        let stamp = Stamp(at: Date(timeIntervalSince1970: 0))
        #expect(try Self.text(stamp, with: encoder, iso8601: true) == #"{"at":"1970-01-01T00:00:00Z"}"#)
        #expect(try Self.text(Blob(bytes: Data([1, 2, 3])), with: encoder) == #"{"bytes":"AQID"}"#)
    }

    @Test("@StringConvertible writes its text", arguments: Encoder.allCases)
    func stringConvertible(encoder: Encoder) throws {
        let code = try FleeceDecoder().decode(Code.self, from: Data(#"{"code":1234}"#.utf8))
        #expect(try Self.text(code, with: encoder) == #"{"code":"1234"}"#)
    }
}
