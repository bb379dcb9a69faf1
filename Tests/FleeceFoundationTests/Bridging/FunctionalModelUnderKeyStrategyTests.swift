import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A functional model inside `Decodable` ones (`DecodableByJSON`) reads the keys the API sends
/// whatever `FleeceDecoder`'s key strategy: its decoder names them (`j <| "last_seen"`). An
/// outside tester's snake_case API failed with `geo.last_seen: missing key "last_seen" in
/// object`, the key being right there: the view handed to it had its keys converted.
@Suite("DecodableByJSON under a key strategy")
struct FunctionalModelUnderKeyStrategyTests {
    struct Geo: DecodableByJSON, Equatable {
        let lastSeen: String
        let cityName: String?
        static func decode(_ json: JSON) -> Decoded<Geo> {
            curry(Geo.init) <^> json <| "last_seen" <*> json <|? "city_name"
        }
    }

    struct Member: Decodable, Equatable {
        let displayName: String
        let geo: Geo
    }

    static let snakeCase: FleeceDecoder = {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    @Test("the functional model reads the input's keys; the Decodable one around it, converted ones")
    func readsTheInputsKeys() throws {
        let text = #"{"display_name": "Ada", "geo": {"last_seen": "x", "city_name": "Paris"}}"#
        let member = try Self.snakeCase.decode(Member.self, from: Data(text.utf8))
        #expect(member == Member(displayName: "Ada", geo: Geo(lastSeen: "x", cityName: "Paris")))
        var converting = JSONCodableDecoder()
        converting.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try converting.decode(Member.self, from: Array(text.utf8)) == member)
    }

    @Test("its failure names the input's key, path and position")
    func failureNamesTheInputsKey() throws {
        let text = "{\"display_name\": \"Ada\",\n \"geo\": {\"last_seen\": 5}}"
        do {
            _ = try Self.snakeCase.decode(Member.self, from: Data(text.utf8))
            Issue.record("decoded")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["geo", "last_seen"])
            #expect(context.debugDescription == "geo.last_seen: expected String, found number 5 at line 2, column 23")
        }
    }
}
