@testable import Fleece
import Testing

/// Key lookups in small objects start after the member found last; whatever the order the keys
/// are asked in, the answer must be the first member with the key, as a scan from the front finds.
@Suite("Resumed key lookups")
struct ResumedLookupTests {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `{"plan": [keys], "object": {...}}`: looks the plan's keys up in `object`, in the plan's
    /// order, through one container, and keeps what each lookup found.
    struct Lookups: Decodable {
        var found: [Int?]
        init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: Key.self)
            let plan = try root.decode([String].self, forKey: Key("plan"))
            let object = try root.nestedContainer(keyedBy: Key.self, forKey: Key("object"))
            found = try plan.map { try object.decodeIfPresent(Int.self, forKey: Key($0)) }
        }
    }

    /// What each lookup of `plan` finds in an object with `members` (key, written key): the
    /// index of the first member with that key. Every member's value is its index.
    func lookups(_ members: [(key: String, written: String)], plan: [String]) throws -> (found: [Int?], expected: [Int?]) {
        let object = members.enumerated().map { "\"\($0.element.written)\": \($0.offset)" }.joined(separator: ", ")
        let json = "{\"plan\": [" + plan.map { "\"\($0)\"" }.joined(separator: ", ") + "], \"object\": {" + object + "}}"
        let found = try JSONCodableDecoder().decode(Lookups.self, from: json).found
        let expected = plan.map { key in members.firstIndex { $0.key == key } }
        return (found, expected)
    }

    func plain(_ keys: [String]) -> [(key: String, written: String)] { keys.map { ($0, $0) } }

    @Test func keysInDocumentOrder() throws {
        let result = try lookups(plain(["id", "name", "kind", "size", "owner", "tags"]), plan: ["id", "name", "kind", "size", "owner", "tags"])
        #expect(result.found == [0, 1, 2, 3, 4, 5])
    }

    @Test func keysInReverseAndShuffledOrder() throws {
        let keys = ["id", "name", "kind", "size", "owner", "tags"]
        #expect(try lookups(plain(keys), plan: keys.reversed()).found == [5, 4, 3, 2, 1, 0])
        #expect(try lookups(plain(keys), plan: ["kind", "id", "tags", "name", "size", "owner"]).found == [2, 0, 5, 1, 3, 4])
    }

    @Test func membersSkippedByTheModel() throws {
        let keys = ["id", "junk", "name", "more", "junk2", "kind"]
        #expect(try lookups(plain(keys), plan: ["id", "name", "kind"]).found == [0, 2, 5])
    }

    @Test func missingKeysFindNothingAndLeaveTheRestAlone() throws {
        let keys = ["id", "name", "kind", "size"]
        #expect(try lookups(plain(keys), plan: ["id", "absent", "name", "nam", "kind", "sizes", "size"]).found
            == [0, nil, 1, nil, 2, nil, 3])
    }

    @Test func sameKeyAskedTwice() throws {
        let keys = ["id", "name", "kind"]
        #expect(try lookups(plain(keys), plan: ["id", "id", "name", "name", "kind", "id", "kind"]).found
            == [0, 0, 1, 1, 2, 0, 2])
    }

    /// The member after the one found last has the key, but an earlier member has it too.
    @Test func firstOfRepeatedKeysWinsAtTheResumePoint() throws {
        #expect(try lookups(plain(["x", "a", "x", "b"]), plan: ["x", "a", "x", "b"]).found == [0, 1, 0, 3])
        #expect(try lookups(plain(["x", "a", "x", "b"]), plan: ["a", "x", "b"]).found == [1, 0, 3])
        #expect(try lookups(plain(["a", "b", "a", "b", "c"]), plan: ["a", "b", "a", "b", "c"]).found == [0, 1, 0, 1, 4])
    }

    /// An escaped key before the resume point has the bytes of its text, not of the key.
    @Test func escapedKeysBeforeTheResumePoint() throws {
        let members = [(key: "a", written: "\\u0061"), ("b", "b"), ("a", "a"), ("c", "c")]
        #expect(try lookups(members, plan: ["b", "a", "c"]).found == [1, 0, 3])
        #expect(try lookups(members, plan: ["a", "b", "a", "c"]).found == [0, 1, 0, 3])
    }

    /// Random small objects over a few keys, many repeated, some escaped, asked for in random
    /// orders: every lookup finds what a scan from the front finds.
    @Test(arguments: 1...16)
    func randomObjectsAgreeWithAScanFromTheFront(size: Int) throws {
        let names = ["a", "b", "ab", "ba", "id", "di", "name", "nome", "k1", "k2", "_x", "x_", "long_key_one", "long_key_two"]
        var state: UInt64 = 0x9E37_79B9 &* UInt64(size)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<60 {
            let pool = Array(names.prefix(2 + next(names.count - 1)))
            let members: [(key: String, written: String)] = (0..<size).map { _ in
                let key = pool[next(pool.count)]
                let escaped: String = "\\u00" + String(key.utf8.first ?? 0, radix: 16) + String(key.dropFirst())
                let written = next(8) == 0 ? escaped : key
                return (key, written)
            }
            let plan = (0..<(size + next(size + 3))).map { _ in next(4) == 0 ? "missing" : pool[next(pool.count)] }
            let result = try lookups(members, plan: plan)
            #expect(result.found == result.expected, "members \(members.map(\.written)), plan \(plan)")
        }
    }
}
