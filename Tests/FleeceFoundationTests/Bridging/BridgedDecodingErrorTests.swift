import Foundation
import FleeceFoundation
import Testing

/// The failures of a `Decodable` type's own `init(from:)` and of the standard library's
/// conformances, as the functional style reports them once bridged (`JSONDecodableByCodable`):
/// the path and position of what failed, in the functional style's words, with what the
/// thrower said.
@Suite("A Decodable type's failure in a functional chain: what failed, where, and why")
struct BridgedDecodingErrorTests {
    struct SmallNumber: Decodable, JSONDecodableByCodable { let v: Int8 }

    struct Measure: Decodable, JSONDecodableByCodable { let v: Double }

    @Test("A number the type cannot hold: its own path and place, as the functional style says it")
    func integerOutOfRange() throws {
        let json = try JSON(parsing: #"{"w": [{"v": 1}, {"v": 300}]}"#)
        let expected = "w[1].v: expected Int8, found number 300 (more than Int8.max) at line 1, column 24"
        let bridged: Decoded<[SmallNumber]> = json <| "w"
        #expect(bridged.error?.description == expected)
        let functional: Decoded<[[String: Int8]]> = json <| "w"
        #expect(functional.error?.description == expected)
    }

    @Test("A number beyond Double's range: its own path and place")
    func doubleOutOfRange() throws {
        let json = try JSON(parsing: #"{"w": {"v": 1e400}}"#)
        let result: Decoded<Measure> = json <| "w"
        #expect(result.error?.description == "w.v: expected Double, found number 1e400 (beyond Double's range) at line 1, column 13")
    }
}
