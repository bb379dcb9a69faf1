import Foundation
import FleeceFoundation
import Testing

/// A model that asks for each key twice, as one that tries a second type for a key does: the
/// same values as `JSONDecoder`, the first member of a repeated key both times, in small objects
/// and in large ones (more than 32 members, looked up from a hint).
@Suite("FleeceDecoder ≡ JSONDecoder: a key asked for twice")
struct RepeatedKeyLookupTests {
    struct AskedTwice: Decodable, Equatable {
        var values: [String: [Int]] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: PlainKey.self)
            for key in container.allKeys {
                let first = try (try? container.decode(String.self, forKey: key)).map { _ in -1 } ?? container.decode(Int.self, forKey: key)
                let second = try container.decode(Int.self, forKey: key)
                // And once more after a key the object lacks.
                _ = try container.decodeIfPresent(Int.self, forKey: PlainKey(stringValue: "absent"))
                values[key.stringValue] = [first, second, try container.decode(Int.self, forKey: key)]
            }
        }
    }

    @Test("small and large objects, keys distinct or repeated", arguments: [3, 31, 33, 200])
    func askedTwice(members: Int) {
        let distinct = "{" + (0..<members).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        expectSameDecoding(AskedTwice.self, distinct)
        let repeated = "{" + (0..<members).map { "\"k\($0 % 5)\": \($0)" }.joined(separator: ", ") + "}"
        expectSameDecoding(AskedTwice.self, repeated)
    }
}
