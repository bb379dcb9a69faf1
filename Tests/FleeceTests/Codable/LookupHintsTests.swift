@testable import Fleece
import Foundation
import Testing

/// Key lookups that guess from the last one must still find the first of repeated keys.
@Suite("Key lookups")
struct LookupHintsTests {
    struct Wide: Decodable, Equatable {
        var values: [String: Int]
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        /// Looks the keys up in the order given, then a second time in reverse.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var values: [String: Int] = [:]
            let names = (0..<Self.count).map { "k\($0)" } + ["dup"]
            for name in names + names.reversed() {
                let value = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: name))
                if let previous = values[name] { #expect(previous == value, "\(name) read twice alike") }
                values[name] = value
            }
            self.values = values
        }
        static let count = 200
    }

    func object(_ members: [(String, Int)]) -> String {
        "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    @Test("objects of every size, with and without repeated keys", arguments: [3, 9, 20, 32, 33, 40, 64, 65, 200])
    func firstOfRepeatedKeysWins(size: Int) throws {
        let members = (0..<size).map { ("k\($0)", $0) }
        let distinct = try JSONCodableDecoder().decode(Wide.self, from: object(members))
        #expect(distinct.values["k\(size - 1)"] == size - 1)
        #expect(distinct.values["dup"] == nil)
        // "dup" first at 1000, then repeated with other values, some after the guessed position.
        let repeated = [("dup", 1000)] + members + [("dup", 2000), ("k0", -1)]
        let decoded = try JSONCodableDecoder().decode(Wide.self, from: object(repeated))
        #expect(decoded.values["dup"] == 1000)
        #expect(decoded.values["k0"] == 0)
        #expect(decoded.values["k\(size - 1)"] == size - 1)
    }

    @Test func distinctKeysAreRecognised() throws {
        func check(_ keys: [String]) throws -> Bool {
            let json = try JSON(parsing: "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}")
            guard case .object(let object) = json else { return false }
            // The index is read inside a scope that lends it, as every decode does.
            var decoder = DocumentDecoder(json: json, options: CodableDecodingOptions(), userInfo: [:])
            return DocumentDecoder.withIndex(&decoder) { decoder in
                decoder.entries.keysAreDistinct(firstKey: object.keyEntryIndex(ofMember: 0), count: object.count, in: decoder.bytes)
            }
        }
        #expect(try check(["a", "b", "ab", "ba", "abcdefgh", "abcdefghi", "abcdefgi"]))
        #expect(try !check(["a", "b", "a"]))
        #expect(try !check(["same-long-key-1", "x", "same-long-key-1"]))
        #expect(try check((0..<500).map { "key\($0)" }))
        #expect(try !check((0..<500).map { "key\($0)" } + ["key250"]))
        #expect(try !check(["a", "\\u0062", "c"]), "escaped keys are not checked")
        // Keys alike in their length and first eight bytes, told apart by their bytes, up to 16
        // members (compared pair by pair) and above (a table of fingerprints).
        #expect(try check(["abcdefgh1", "abcdefgh2", "x"]))
        #expect(try !check(["abcdefgh1", "abcdefgh2", "abcdefgh1"]))
        #expect(try check((0..<40).map { "same-prefix-\($0)-end" }))
        #expect(try !check((0..<40).map { "same-prefix-\($0)-end" } + ["same-prefix-7-end"]))
        // The last key close to the text's end, where its bytes are read one by one.
        #expect(try !check(["q", "z", "z"]))
        #expect(try check((0..<16).map { "k\($0)" } + ["z"]))
        #expect(try !check((0..<16).map { "k\($0)" } + ["k1", "z"]))
    }

    /// An object of 41 members (above the hinted-lookup threshold of 32) holding the next level:
    /// half its keys are read before the child and half after, so each parent's hint must
    /// survive its children's lookups.
    struct Level: Decodable {
        var sum: Int
        var depth: Int
        typealias Key = Wide.Key

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var sum = 0
            for member in 0..<20 { sum += try container.decode(Int.self, forKey: Key(stringValue: "k\(member)")) }
            let child = try container.decodeIfPresent(Level.self, forKey: Key(stringValue: "child"))
            for member in 20..<40 { sum += try container.decode(Int.self, forKey: Key(stringValue: "k\(member)")) }
            self.sum = sum + (child?.sum ?? 0)
            self.depth = 1 + (child?.depth ?? 0)
        }
    }

    static func levels(_ depth: Int) -> String {
        guard depth > 0 else { return "null" }
        // Keys in the order they are read, the child among them: every hinted lookup hits.
        let first = (0..<20).map { "\"k\($0)\": \(depth * 100 + $0)" }
        let last = (20..<40).map { "\"k\($0)\": \(depth * 100 + $0)" }
        return "{" + (first + ["\"child\": \(levels(depth - 1))"] + last).joined(separator: ", ") + "}"
    }

    @Test("decoding 40 levels of large objects reads every key right", arguments: [15, 17, 33, 40])
    func deepLargeObjects(depth: Int) throws {
        let decoded = try JSONCodableDecoder().decode(Level.self, from: Self.levels(depth))
        #expect(decoded.depth == depth)
        let expected = (1...depth).reduce(0) { total, level in total + (0..<40).reduce(0) { $0 + level * 100 + $1 } }
        #expect(decoded.sum == expected)
    }

    /// Reads every key of a large object in order, then `dup`, then `k0` again: a lookup that
    /// trusted a stale "the keys are distinct" would take a later `dup` or `k0`.
    struct InOrder: Decodable, Equatable {
        var values: [Int?]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Wide.Key.self)
            values = try ((0..<40).map { "k\($0)" } + ["dup", "k0"]).map {
                try container.decodeIfPresent(Int.self, forKey: Wide.Key(stringValue: $0))
            }
        }
    }

    @Test("large objects after one another, with and without repeated keys, each read as JSONDecoder reads them")
    func largeObjectsOneAfterAnother() throws {
        // Enough objects that their containers are reused (the decoder's box cache), each
        // pointed at the next object, whose keys may repeat where the last one's did not: a
        // dozen with distinct keys first, then every other one with repeats.
        let objects = (0..<24).map { index in
            let members = (0..<40).map { "\"k\($0)\": \(index * 100 + $0)" }
            return index >= 12 && index % 2 == 0
                ? "{\"dup\": \(index), " + members.joined(separator: ", ") + ", \"dup\": -1, \"k0\": -2}"
                : "{" + members.joined(separator: ", ") + "}"
        }
        let text = "[" + objects.joined(separator: ", ") + "]"
        let decoded = try JSONCodableDecoder().decode([InOrder].self, from: text)
        let expected = try JSONDecoder().decode([InOrder].self, from: Data(text.utf8))
        #expect(decoded == expected)
        #expect(decoded[11].values.suffix(2) == [nil, 1100])
        #expect(decoded[12].values.suffix(2) == [12, 1200])
        #expect(decoded[13].values.suffix(2) == [nil, 1300])
    }

    @Test("two containers over one large object keep their own place")
    func twoContainersOverOneLargeObject() throws {
        struct Interleaved: Decodable {
            var forward: [Int] = []
            var backward: [Int] = []
            init(from decoder: any Decoder) throws {
                let first = try decoder.container(keyedBy: Wide.Key.self)
                let second = try decoder.container(keyedBy: Wide.Key.self)
                for index in 0..<40 {
                    forward.append(try first.decode(Int.self, forKey: Wide.Key(stringValue: "k\(index)")))
                    backward.append(try second.decode(Int.self, forKey: Wide.Key(stringValue: "k\(39 - index)")))
                }
            }
        }
        let text = "{" + (0..<40).map { "\"k\($0)\": \($0 * 7)" }.joined(separator: ", ") + "}"
        let decoded = try JSONCodableDecoder().decode(Interleaved.self, from: text)
        #expect(decoded.forward == (0..<40).map { $0 * 7 })
        #expect(decoded.backward == (0..<40).reversed().map { $0 * 7 })
    }
}
