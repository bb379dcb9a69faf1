import Foundation
import FleeceFoundation
import Testing

/// The failures of a `Decodable` type's own `init(from:)` and of the standard library's
/// conformances, as the functional style reports them once bridged (`JSONDecodableByCodable`):
/// the path and position of what failed, in the functional style's words, with what the
/// thrower said.
@Suite("A Decodable type's failure in a functional chain: what failed, where, and why")
struct BridgedDecodingErrorTests {
    struct IntKeys: Decodable, JSONDecodableByCodable { let m: [Int: String] }

    struct SmallNumber: Decodable, JSONDecodableByCodable { let v: Int8 }

    struct Measure: Decodable, JSONDecodableByCodable { let v: Double }

    /// A number that must be even: its own `typeMismatch`, in its own words.
    struct Even: Decodable, JSONDecodableByCodable {
        let a: Int
        enum CodingKeys: String, CodingKey { case a }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = try container.decode(Int.self, forKey: .a)
            guard a.isMultiple(of: 2) else {
                throw DecodingError.typeMismatch(Int.self, DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.a], debugDescription: "a must be even"))
            }
        }
    }

    /// A value that must be there: its own `valueNotFound` for a null, in its own words.
    struct Required: Decodable, JSONDecodableByCodable {
        let id: Int
        enum CodingKeys: String, CodingKey { case id }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = try container.decodeIfPresent(Int.self, forKey: .id) else {
                throw DecodingError.valueNotFound(Int.self, DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.id], debugDescription: "every order needs an id"))
            }
            self.id = id
        }
    }

    struct Plain: Decodable, JSONDecodableByCodable { let id: Int }

    enum Shape: Codable {
        case circle(radius: Double)
        case rect(w: Double, h: Double)
    }

    struct Shapes: Decodable, JSONDecodableByCodable { let shapes: [Shape] }

    struct Holder: Decodable { let w: IntKeys }

    @Test("A key of an [Int: V] dictionary that is not an integer: the dictionary's path, the key's place")
    func nonIntegerKey() throws {
        let json = try JSON(parsing: #"{"w": {"m": {"1": "a", "x": "b"}}}"#)
        let result: Decoded<IntKeys> = json <| "w"
        #expect(result.error?.description == #"w.m: expected Int key, found key "x" at line 1, column 24"#)
    }

    @Test("FleeceDecoder places the standard library's key error at the key, with JSONDecoder's case and path")
    func nonIntegerKeyUnderFleeceDecoder() throws {
        let data = Data(#"{"w": {"m": {"1": "a", "x": "b"}}}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(Holder.self, from: data) }
        guard case .typeMismatch(let type, let context) = error else { Issue.record("not typeMismatch: \(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(JSONPath(codingPath: context.codingPath).description == "w.m.x")
        #expect(context.debugDescription == "Expected Int key but found String key instead, at line 1, column 24.")
    }

    enum Channel: String, Decodable, CodingKeyRepresentable { case red, green }
    struct ChannelLevels: Decodable { let m: [Channel: Int] }

    @Test("FleeceDecoder places the standard library's error for a key no CodingKeyRepresentable case names at the key")
    func unconvertibleKeyUnderFleeceDecoder() throws {
        let data = Data("{\"m\": {\"red\": 1,\n  \"blue\": 2}}".utf8)
        let fleece = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(ChannelLevels.self, from: data) }
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode(ChannelLevels.self, from: data) }
        guard case .dataCorrupted(let context) = fleece, case .dataCorrupted(let foundationContext) = foundation else {
            Issue.record("not dataCorrupted: \(fleece), \(foundation)")
            return
        }
        #expect(JSONPath(codingPath: context.codingPath).description == "m.blue")
        #expect(JSONPath(codingPath: foundationContext.codingPath).description == "m.blue")
        #expect(foundationContext.debugDescription == "Could not convert key to type Channel")
        #expect(context.debugDescription == "Could not convert key to type Channel, at line 2, column 3.")
    }

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

    @Test("A typeMismatch of the type's own keeps its words after the reason")
    func ownTypeMismatch() throws {
        let json = try JSON(parsing: #"{"w": {"a": 3}}"#)
        let result: Decoded<Even> = json <| "w"
        #expect(result.error?.description == "w.a: expected Int, found number 3 (a must be even) at line 1, column 13")
    }

    @Test("The standard mismatch reads as before, with nothing added")
    func standardTypeMismatch() throws {
        let json = try JSON(parsing: #"{"w": {"a": "x"}}"#)
        let result: Decoded<Even> = json <| "w"
        #expect(result.error?.description == #"w.a: expected Int, found string "x" at line 1, column 13"#)
    }

    @Test("A valueNotFound of the type's own keeps its words; the standard one adds nothing")
    func ownValueNotFound() throws {
        let json = try JSON(parsing: #"{"w": {"id": null}}"#)
        let own: Decoded<Required> = json <| "w"
        #expect(own.error?.description == "w.id: expected Int, found null (every order needs an id) at line 1, column 14")
        let standard: Decoded<Plain> = json <| "w"
        #expect(standard.error?.description == "w.id: expected Int, found null at line 1, column 14")
    }

    @Test("A synthesized enum's reason is kept")
    func synthesizedEnumReason() throws {
        let json = try JSON(parsing: #"{"w": {"shapes": [{"circle": {}, "rect": {}}]}}"#)
        let result: Decoded<Shapes> = json <| "w"
        #expect(result.error?.description
            == #"w.shapes[0]: expected Shape, found object {"circle":{},"rect":{}} (Invalid number of keys found, expected one) at line 1, column 19"#)
    }
}
