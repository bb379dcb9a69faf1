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

    @Test("MemberIndex: keys of one shape, and twins of one fingerprint, are indexed; each key is found")
    func memberIndexIndexesCollidingKeys() throws {
        func build(_ keys: [String], find: [Int]) throws -> (distinct: Bool?, found: [Int?]) {
            let json = try JSON(parsing: "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}")
            guard case .object(let object) = json else { throw DecodeError.custom("not an object") }
            var decoder = DocumentDecoder(json: json, options: CodableDecodingOptions(), userInfo: [:])
            return DocumentDecoder.withIndex(&decoder) { decoder in
                let firstKey = object.keyEntryIndex(ofMember: 0)
                var index = MemberIndex()
                let distinct = index.build(firstKey: firstKey, count: keys.count, entries: decoder.entries, bytes: decoder.bytes)
                let found = find.map { member in
                    var name = keys[member]
                    return name.withUTF8 { index.member(named: $0, firstKey: firstKey, in: decoder) }
                }
                return (distinct, found)
            }
        }
        // Keys that shared the four bytes the slot read before: indexed by their fingerprint.
        let twins = Self.slotTwins(4_000)
        #expect(Set(twins).count == 4_000)
        #expect(try build(twins, find: [0, 1_234, 3_999]) == (true, [0, 1_234, 3_999]))
        // Twins of one fingerprint (the same first and last eight bytes): by the seeded hash.
        let fingerprintTwins = Self.fingerprintTwins(4_000)
        #expect(try build(fingerprintTwins, find: [5, 3_998]) == (true, [5, 3_998]))
        // Dates, as a time series is keyed, and a repeated key: its first member is found.
        let distinctDates = (2024...2026).flatMap { year in
            (1...12).flatMap { month in (1...28).map { day in "\(year)-\(Self.digits(month, 2))-\(Self.digits(day, 2))" } }
        }
        #expect(try build(distinctDates, find: [0, 700]) == (true, [0, 700]))
        #expect(try build(distinctDates + [distinctDates[3]], find: [distinctDates.count]) == (false, [3]))
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
