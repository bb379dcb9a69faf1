import Fleece
import FleeceFoundation
import Foundation
import Testing

// The Foundation forms of Sources/Fleece/Fleece.docc/Encoding.md, kept compiling and true:
// `FleeceEncoder` against `JSONEncoder` with the article's options, a raw payload under both, and
// JSON Lines written with a `FleeceEncoder`.

enum EncodingFoundationArticle {
    struct Post: Codable {
        var authorName: String
        var postedAt: Date
        var link: URL
    }

    struct Envelope: Codable {
        var kind: String
        var payload: JSON
    }

    static let post = Post(authorName: "Ada", postedAt: Date(timeIntervalSince1970: 0),
                           link: URL(string: "https://example.com/posts/1") ?? URL(fileURLWithPath: "/"))
}

@Suite struct EncodingFoundationArticleTests {
    typealias Post = EncodingFoundationArticle.Post

    @Test func fleeceEncoderWritesWhatJSONEncoderWritesWithTheArticlesOptions() throws {
        let post = EncodingFoundationArticle.post
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(post)    // Data, as JSONEncoder
        #expect(String(decoding: data, as: UTF8.self) == """
            {
              "author_name" : "Ada",
              "link" : "https:\\/\\/example.com\\/posts\\/1",
              "posted_at" : "1970-01-01T00:00:00Z"
            }
            """)

        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
        foundation.keyEncodingStrategy = .convertToSnakeCase
        foundation.dateEncodingStrategy = .iso8601
        #expect(try foundation.encode(post) == data)

        var buffer = Array("[".utf8)
        try encoder.encode(post, appendingTo: &buffer)
        #expect(buffer == Array("[".utf8) + Array(data))
        #expect(try encoder.encodeToBytes(post) == Array(data))

        let compact = encoder.copy()
        compact.outputFormatting = [.sortedKeys]
        #expect(try compact.encode(post) != data)
        #expect(encoder.outputFormatting == [.prettyPrinted, .sortedKeys])
    }

    @Test func withoutSortedKeysMembersAreInTheOrderEncoded() throws {
        let text = String(decoding: try FleeceEncoder().encode(EncodingFoundationArticle.post), as: UTF8.self)
        #expect(text == #"{"authorName":"Ada","postedAt":-978307200,"link":"https:\/\/example.com\/posts\/1"}"#)
    }

    @Test func theSameEncodingErrors() throws {
        struct Reading: Encodable { var value: Double }
        let fleece = #expect(throws: EncodingError.self) { try FleeceEncoder().encode(Reading(value: .nan)) }
        let foundation = #expect(throws: EncodingError.self) { try JSONEncoder().encode(Reading(value: .nan)) }
        guard case .invalidValue(_, let ours)? = fleece, case .invalidValue(_, let theirs)? = foundation else {
            Issue.record("expected invalid values, got \(String(describing: fleece)) and \(String(describing: foundation))")
            return
        }
        #expect(ours.codingPath.map(\.stringValue) == theirs.codingPath.map(\.stringValue))
        #expect(ours.codingPath.map(\.stringValue) == ["value"])
    }

    @Test func aRawPayloadKeepsItsNumbersUnderFleeceAndNotUnderJSONEncoder() throws {
        let text = #"{"kind": "order", "payload": {"total": 10.50, "items": [1, 2]}}"#
        let envelope = try FleeceDecoder().decode(EncodingFoundationArticle.Envelope.self, from: Data(text.utf8))
        #expect(String(decoding: try FleeceEncoder().encode(envelope), as: UTF8.self)
                    == #"{"kind":"order","payload":{"total":10.50,"items":[1,2]}}"#)
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try foundation.encode(envelope), as: UTF8.self)
                    == #"{"kind":"order","payload":{"items":[1,2],"total":10.5}}"#)
    }

    @Test func jsonLinesWithAFleeceEncoder() throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var output: [UInt8] = []
        var lines = JSONLinesWriter { chunk in output += chunk }
        for post in [EncodingFoundationArticle.post, EncodingFoundationArticle.post] {
            try lines.write(encoding: post, with: encoder)
        }
        try lines.finish()
        let line = #"{"authorName":"Ada","link":"https:\/\/example.com\/posts\/1","postedAt":"1970-01-01T00:00:00Z"}"#
        #expect(String(decoding: output, as: UTF8.self) == line + "\n" + line + "\n")
    }
}
