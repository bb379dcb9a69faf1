import Foundation
import FleeceFoundation
import Testing

/// Objects wider than the 64 members after which `FleeceEncoder` indexes a keyed container's keys,
/// with keys encoded again (the later value replaces the earlier where it stands, as under
/// `JSONEncoder`), and `superEncoder()` of an unkeyed container at a later index: against
/// `JSONEncoder`, byte for byte with sorted keys.
@Suite("FleeceEncoder: wide objects and late inserts, as JSONEncoder")
struct WideObjectEncodingTests {
    struct Key: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
        init(_ index: Int) { stringValue = "k\(index)" }
    }

    /// `count` members `k0`…, then the keys `again` encoded once more with a value of 1000 + index,
    /// then `later` new members, then `again` encoded a third time (after the index exists).
    struct Wide: Encodable {
        let count: Int
        let again: [Int]
        let later: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for index in 0 ..< count { try container.encode(index, forKey: Key(index)) }
            for index in again { try container.encode(1000 + index, forKey: Key(index)) }
            for index in count ..< count + later { try container.encode(index, forKey: Key(index)) }
            for index in again { try container.encode("third \(index)", forKey: Key(index)) }
            for index in again where index >= count { try container.encode(-index, forKey: Key(index)) }
        }
    }

    func sortedText(_ value: some Encodable) throws -> (fleece: String, foundation: String) {
        let fleece = FleeceEncoder()
        fleece.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        return (String(decoding: try fleece.encode(value), as: UTF8.self),
                String(decoding: try foundation.encode(value), as: UTF8.self))
    }

    @Test("Keys encoded again below, at and beyond the threshold", arguments: [10, 64, 65, 100, 300])
    func replacedMembers(count: Int) throws {
        let wide = Wide(count: count, again: [0, count / 2, count - 1, count + 3], later: 10)
        let (fleece, foundation) = try sortedText(wide)
        #expect(fleece == foundation)
        let parsed = try JSON(parsing: fleece)
        guard case .object(let object) = parsed else { Issue.record("not an object"); return }
        #expect(object.count == count + 10)
        #expect(parsed["k0"] == "third 0")
        #expect(parsed["k\(count + 3)"] == .number(JSON.Number(-(count + 3))))
    }

    @Test("Without sorting, a replaced member keeps its place")
    func replacedMemberKeepsItsPlace() throws {
        let text = String(decoding: try FleeceEncoder().encode(Wide(count: 70, again: [1], later: 1)), as: UTF8.self)
        #expect(text.hasPrefix(#"{"k0":0,"k1":"third 1","k2":2,"#))
        #expect(text.hasSuffix(#""k69":69,"k70":70}"#))
    }

    /// `superEncoder()` taken at index `at` of an unkeyed container, written after the others.
    struct LateInsert: Encodable {
        let at: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in 0 ..< at { try container.encode(value) }
            let inserted = container.superEncoder()
            for value in at ..< at + 3 { try container.encode(value * 10) }
            var single = inserted.singleValueContainer()
            try single.encode("inserted")
        }
    }

    @Test("superEncoder() of an unkeyed container at the start, the middle and the end", arguments: [0, 1, 2, 5])
    func lateInsert(at index: Int) throws {
        let (fleece, foundation) = try sortedText(LateInsert(at: index))
        #expect(fleece == foundation)
    }
}
