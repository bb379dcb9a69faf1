@testable import Fleece
import Testing

/// Objects whose keys are made to collide in the cheap, predictable hashes of the key checks
/// (an attacker's request body): the answers stay exact, and the hashes give up before their
/// probes grow with the square of the object's size.
@Suite("Keys made to collide")
struct CollidingKeysTests {
    /// 24-byte keys with the same first and last eight bytes: one fingerprint in `keysAreDistinct`.
    static func fingerprintTwins(_ count: Int) -> [String] {
        (0..<count).map { "AAAAAAAA" + digits($0, 8) + "ZZZZZZZZ" }
    }

    /// 24-byte keys with the same bytes at 0, 6, 12 and 23: one slot in `MemberIndex`; their first
    /// eight bytes differ, so `keysAreDistinct`'s fingerprints do.
    static func slotTwins(_ count: Int) -> [String] {
        (0..<count).map { number in
            let text = Array(digits(number, 10))
            return "A" + String(text[4..<9]) + "B" + String(text[9]) + String(text[0..<4]) + "C" + "xxxxxxxxxx" + "D"
        }
    }

    static func digits(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: width - text.count) + text
    }

    /// Runs `body` with the key entries and text of the object `{"key": 0, …}` and its first key entry.
    func withObject<R>(_ keys: [String], _ body: (UnsafeBufferPointer<Entry>, UnsafeBufferPointer<UInt8>, Int) -> R) throws -> R {
        let json = try JSON(parsing: "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}")
        guard case .object(let object) = json else { throw DecodeError.custom("not an object") }
        var decoder = DocumentDecoder(json: json, options: CodableDecodingOptions(), userInfo: [:])
        return DocumentDecoder.withIndex(&decoder) { decoder in
            body(decoder.entries, decoder.bytes, object.keyEntryIndex(ofMember: 0))
        }
    }

    @Test("keysAreDistinct: twins of one fingerprint are told apart, by a seeded hash once the probes run over")
    func distinctKeysUnderFingerprintCollisions() throws {
        let twins = Self.fingerprintTwins(4_000)
        let ordinary = (0..<4_000).map { "key\($0)" }
        func fill(_ keys: [String], seeded: Bool) throws -> Bool? {
            try withObject(keys) { entries, bytes, firstKey in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8_192) { table in
                    entries.fillKeyTable(table, firstKey: firstKey, count: keys.count, in: bytes,
                                         maximumProbes: maximumKeyProbes,
                                         hash: seeded ? UnsafeBufferPointer<Entry>.seededHash : UnsafeBufferPointer<Entry>.fingerprint)
                }
            }
        }
        // The fingerprint gives up on the twins (each would probe past all before it: 8 million
        // probes), not on ordinary keys; the seeded hash spreads the twins within the limit.
        #expect(try fill(twins, seeded: false) == nil)
        #expect(try fill(ordinary, seeded: false) == true)
        #expect(try fill(twins, seeded: true) == true)
        // The answers, exact either way.
        func distinct(_ keys: [String]) throws -> Bool {
            try withObject(keys) { entries, bytes, firstKey in
                entries.keysAreDistinct(firstKey: firstKey, count: keys.count, in: bytes)
            }
        }
        #expect(try distinct(twins))
        #expect(try !distinct(twins + [twins[1_234]]))
        #expect(try !distinct([twins[3_999]] + twins))
    }

    @Test("MemberIndex: keys crowding one slot are not indexed, and are found by scans")
    func memberIndexGivesUpOnCrowdedSlots() throws {
        func build(_ keys: [String]) throws -> Bool? {
            try withObject(keys) { entries, bytes, firstKey in
                var index = MemberIndex()
                return index.build(firstKey: firstKey, count: keys.count, entries: entries, bytes: bytes)
            }
        }
        let twins = Self.slotTwins(4_000)
        #expect(Set(twins).count == 4_000)
        #expect(try build(twins) == nil)
        // Four digits: every byte the slot reads differs from key to key.
        let spread = (0..<4_000).map { Self.digits($0, 4) }
        #expect(try build(spread) == true)
        #expect(try build(spread + ["0007"]) == false)
    }

    /// Asks for `names` from the last to the first, each after a key the object lacks: out of
    /// the JSON's order, so a large object's lookups scan and then try to index its keys.
    struct Backwards: Decodable {
        static let names = CollidingKeysTests.slotTwins(2_000)
        var values: [Int?] = []
        typealias Key = LookupHintsTests.Wide.Key
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for index in [1_999, 1_000, 3, 0] {
                values.append(try container.decodeIfPresent(Int.self, forKey: Key(stringValue: "absent")))
                values.append(try container.decodeIfPresent(Int.self, forKey: Key(stringValue: Self.names[index])))
            }
        }
    }

    @Test("a model reads an object of keys crowding one slot, and of twins of one fingerprint, out of order")
    func modelsReadCollidingObjects() throws {
        let slotObject = "{" + Backwards.names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
        let decoded = try JSONCodableDecoder().decode([Backwards].self, from: "[\(slotObject), \(slotObject)]")
        #expect(decoded.map(\.values) == Array(repeating: [nil, 1_999, nil, 1_000, nil, 3, nil, 0], count: 2))

        let twins = Self.fingerprintTwins(2_000)
        let twinObject = "{" + twins.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + ", \"\(twins[5])\": -1}"
        let dictionary = try JSONCodableDecoder().decode([String: Int].self, from: twinObject)
        #expect(dictionary.count == 2_000)
        #expect(dictionary[twins[5]] == 5, "the first of a repeated key, as JSONDecoder's dictionary keeps")
        #expect(dictionary[twins[1_999]] == 1_999)
    }
}
