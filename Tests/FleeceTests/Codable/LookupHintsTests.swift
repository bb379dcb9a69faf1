@testable import Fleece
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
                decoder.keysAreDistinct(firstKey: object.keyEntryIndex(ofMember: 0), count: object.count)
            }
        }
        #expect(try check(["a", "b", "ab", "ba", "abcdefgh", "abcdefghi", "abcdefgi"]))
        #expect(try !check(["a", "b", "a"]))
        #expect(try !check(["same-long-key-1", "x", "same-long-key-1"]))
        #expect(try check((0..<500).map { "key\($0)" }))
        #expect(try !check((0..<500).map { "key\($0)" } + ["key250"]))
        #expect(try !check(["a", "\\u0062", "c"]), "escaped keys are not checked")
    }
}
