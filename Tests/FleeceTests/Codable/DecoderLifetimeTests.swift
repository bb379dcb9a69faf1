import Fleece
import Testing

/// The decoder reads the document through pointers whose lifetime the language guarantees: lent
/// by `withUnsafeBufferPointer` for the decode, then (for a decoder the decoded code kept) a copy
/// of its own. A kept decoder stays usable after `decode` has returned.
@Suite("Decoder lifetime")
struct DecoderLifetimeTests {
    enum Key: String, CodingKey { case id, name, tags, nested }

    /// Keeps the decoder it was decoded with, and uses it later.
    final class KeepsDecoder: Decodable, @unchecked Sendable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }
    }

    /// Keeps a `superDecoder` of one member, and a nested one's, to decode them later.
    final class KeepsSuperDecoders: Decodable, @unchecked Sendable {
        let name: any Decoder
        let nested: any Decoder
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            name = try container.superDecoder(forKey: .name)
            nested = try container.superDecoder(forKey: .nested)
        }
    }

    static let text = #"{"id": 7, "name": "Ada", "tags": ["a", "b"], "nested": {"id": 8, "name": "Grace"}}"#

    @Test("a decoder kept by init(from:) reads the document after decode returned")
    func keptDecoder() throws {
        let kept = try JSONCodableDecoder().decode(KeepsDecoder.self, from: Self.text)
        let container = try kept.decoder.container(keyedBy: Key.self)
        #expect(try container.decode(Int.self, forKey: .id) == 7)
        #expect(try container.decode(String.self, forKey: .name) == "Ada")
        #expect(try container.decode([String].self, forKey: .tags) == ["a", "b"])
        let nested = try container.nestedContainer(keyedBy: Key.self, forKey: .nested)
        #expect(try nested.decode(String.self, forKey: .name) == "Grace")
    }

    @Test("superDecoders kept by init(from:) read the document after decode returned")
    func keptSuperDecoders() throws {
        let kept = try JSONCodableDecoder().decode(KeepsSuperDecoders.self, from: Self.text)
        #expect(try kept.name.singleValueContainer().decode(String.self) == "Ada")
        let nested = try kept.nested.container(keyedBy: Key.self)
        #expect(try nested.decode(Int.self, forKey: .id) == 8)
        #expect(try nested.decode(String.self, forKey: .name) == "Grace")
    }

    /// Keeps the `superDecoder` of a `superDecoder`, dropping the middle one.
    final class KeepsGrandchild: Decodable, @unchecked Sendable {
        let name: any Decoder
        init(from decoder: any Decoder) throws {
            let middle = try decoder.container(keyedBy: Key.self).superDecoder(forKey: .nested)
            name = try middle.container(keyedBy: Key.self).superDecoder(forKey: .name)
        }
    }

    @Test("a superDecoder of a superDecoder that was not kept is still safe to use")
    func keptGrandchild() throws {
        let kept = try JSONCodableDecoder().decode(KeepsGrandchild.self, from: Self.text)
        #expect(try kept.name.singleValueContainer().decode(String.self) == "Grace")
    }

    @Test("a superDecoder made after the decode from a kept decoder outlives it")
    func superDecoderAfterTheScope() throws {
        var kept: KeepsDecoder? = try JSONCodableDecoder().decode(KeepsDecoder.self, from: Self.text)
        let late = try kept?.decoder.container(keyedBy: Key.self).superDecoder(forKey: .name)
        kept = nil
        #expect(try late?.singleValueContainer().decode(String.self) == "Ada")
    }

    @Test("a kept decoder's errors still name the position")
    func keptDecoderErrors() throws {
        let kept = try JSONCodableDecoder().decode(KeepsDecoder.self, from: Self.text)
        let container = try kept.decoder.container(keyedBy: Key.self)
        do {
            _ = try container.decode(Int.self, forKey: .name)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == #"Expected to decode Int but found a string "Ada" instead, at line 1, column 19."#)
        }
    }

    @Test("decoders from a parsed value outlive the decode too, and the value stays intact")
    func keptFromParsedValue() throws {
        let json = try JSON(parsing: Self.text)
        let kept = try JSONCodableDecoder().decode(KeepsDecoder.self, from: json["nested"] ?? .null)
        #expect(try kept.decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .id) == 8)
        #expect(json["nested"]?["name"] == "Grace")
    }
}
