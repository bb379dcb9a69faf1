@testable import Fleece
import Testing

/// The hints' storage starts with 16 depths and grows: the growth keeps every hint it had.
@Suite("Key lookup hints deeper than 16 levels")
struct LookupHintsGrowthTests {
    @Test("growing keeps the hints of the shallower depths")
    func growthKeepsHints() {
        var hints = LookupHints()
        for slot in 0..<16 { hints.hint(slot).pointee = LookupHint(object: slot, nextMember: slot + 1, keysAreDistinct: slot % 2 == 0) }
        // Past the first 16: grows once to 32, then to 128.
        hints.hint(20).pointee = LookupHint(object: 20, nextMember: 21, keysAreDistinct: true)
        hints.hint(100).pointee = LookupHint(object: 100, nextMember: 101, keysAreDistinct: false)
        for slot in 0..<16 {
            let hint = hints.hint(slot).pointee
            #expect(hint.object == slot && hint.nextMember == slot + 1 && hint.keysAreDistinct == (slot % 2 == 0))
        }
        #expect(hints.hint(20).pointee.object == 20)
        #expect(hints.hint(100).pointee.object == 100 && hints.hint(100).pointee.nextMember == 101)
        // Depths never written are fresh hints.
        for slot in [16, 31, 32, 99, 101, 127] {
            let hint = hints.hint(slot).pointee
            #expect(hint.object == -1 && hint.nextMember == 0 && !hint.keysAreDistinct, "slot \(slot)")
        }
    }

    /// An object of 41 members (above the hinted-lookup threshold of 32) holding the next level:
    /// half its keys are read before the child and half after, so each parent's hint must
    /// survive its children growing the storage.
    struct Level: Decodable {
        var sum: Int
        var depth: Int

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

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
}
