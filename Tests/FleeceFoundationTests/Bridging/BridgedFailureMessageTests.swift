import Foundation
import FleeceFoundation
import Testing

/// The one line a person reads for a failure inside a type decoded Fleece's own way within a
/// Codable model: the path once, and a failure repeated per field counted once.
@Suite("A bridged failure's message (DecodableByJSON inside FleeceDecoder)")
struct BridgedFailureMessageTests {
    /// A point written as a curried chain: every field is tried, so a point decoded from a
    /// number fails once per field, with the same reason at the same place.
    struct CurriedPoint: Equatable, DecodableByJSON {
        var lat: Double
        var lon: Double

        static func decode(_ json: JSON) -> Decoded<CurriedPoint> {
            curry(CurriedPoint.init) <^> json <| "lat" <*> json <| "lon"
        }
    }

    struct Spot: Decodable {
        var name: String
        var location: CurriedPoint
    }

    private func message(decoding text: String) -> String? {
        do {
            _ = try FleeceDecoder().decode([Spot].self, from: Data(text.utf8))
            return nil
        } catch {
            return FleeceDecoder.message(for: error)
        }
    }

    @Test("message(for:) names the path once")
    func pathOnce() {
        #expect(message(decoding: #"[{"name": "s", "location": {"lat": "x", "lon": 2}}]"#)
            == #"[0].location.lat: expected Double, found string "x" at line 1, column 36"#)
    }

    @Test("a number the type cannot hold says why inside Codable too")
    func numberOutOfRange() {
        #expect(message(decoding: #"[{"name": "s", "location": {"lat": 1, "lon": 1e400}}]"#)
            == "[0].location.lon: expected Double, found number 1e400 (beyond Double's range) at line 1, column 46")
    }

    @Test("the same failure for every field is one failure, as the functional style counts it")
    func repeatedFailureCountedOnce() throws {
        let text = #"[{"name": "s", "location": 5}]"#
        #expect(message(decoding: text) == "[0].location: expected object, found number 5 at line 1, column 28")
        // The functional style keeps it once too, though both lookups met it.
        let error = try #require(throws: DecodeError.self) { try CurriedPoint.decode(JSON(parsing: "5")).get() }
        #expect(error.failures.count == 1)
        #expect(error.description == "expected object, found number 5 at line 1, column 1")
    }

    @Test("two different failures are still counted")
    func differentFailuresCounted() {
        #expect(message(decoding: #"[{"name": "s", "location": {"lat": "x", "lon": "y"}}]"#)
            == #"[0].location.lat: expected Double, found string "x" at line 1, column 36 (and 1 more)"#)
    }
}
