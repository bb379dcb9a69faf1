import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A functional model inside `Decodable` ones (`DecodableByJSON`) sees the keys the decoder's
/// key strategy gives, as `JSONDecoder` gives them: one model reads the same keys under every
/// decoder. An outside tester swapping `JSONDecoder` for `FleeceDecoder` found a model reading
/// `photoCount` under one and failing under the other, while Fleece read the input's keys there
/// (and converted ones for a `JSON` member): swapping decoders must not break a model.
@Suite("DecodableByJSON under a key strategy")
struct FunctionalModelUnderKeyStrategyTests {
    struct Geo: DecodableByJSON, Equatable {
        let lastSeen: String
        let cityName: String?
        static func decode(_ json: JSON) -> Decoded<Geo> {
            curry(Geo.init) <^> json <| "lastSeen" <*> json <|? "cityName"
        }
    }

    struct Member: Decodable, Equatable {
        let displayName: String
        let geo: Geo
        let extra: JSON?
    }

    static func decoders() -> [(name: String, decode: (Data) throws -> Member)] {
        let fleece = FleeceDecoder()
        fleece.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        var core = JSONCodableDecoder()
        core.keyDecodingStrategy = .convertFromSnakeCase
        return [
            ("FleeceDecoder", { try fleece.decode(Member.self, from: $0) }),
            ("JSONDecoder", { try foundation.decode(Member.self, from: $0) }),
            ("JSONCodableDecoder", { try core.decode(Member.self, from: Array($0)) }),
        ]
    }

    @Test("the functional model and a JSON member read converted keys under every decoder")
    func convertedKeysEverywhere() throws {
        let text = #"{"display_name": "Ada", "geo": {"last_seen": "x", "city_name": "Paris"}, "extra": {"photo_count": 1}}"#
        for (name, decode) in Self.decoders() {
            let member = try decode(Data(text.utf8))
            #expect(member.geo == Geo(lastSeen: "x", cityName: "Paris"), "\(name)")
            #expect(member.extra == ["photoCount": 1], "\(name)")
        }
    }

    @Test("a model naming the input's keys fails alike under every decoder")
    func inputKeysFailAlike() throws {
        struct Raw: DecodableByJSON {
            let lastSeen: String
            static func decode(_ json: JSON) -> Decoded<Raw> { (json <| "last_seen").map(Raw.init) }
        }
        struct Holder: Decodable { let geo: Raw }
        let data = Data(#"{"geo": {"last_seen": "x"}}"#.utf8)
        let fleece = FleeceDecoder()
        fleece.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        for decode in [{ try fleece.decode(Holder.self, from: data) }, { try foundation.decode(Holder.self, from: data) }] {
            do {
                _ = try decode()
                Issue.record("decoded")
            } catch let DecodingError.keyNotFound(key, context) {
                #expect(key.stringValue == "last_seen")
                #expect(context.codingPath.map(\.stringValue) == ["geo"])
            }
        }
    }
}
