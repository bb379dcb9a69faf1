import Foundation
import FleeceFoundation
import Testing

/// Models that ask for their keys in an order the JSON does not follow, so that the lookups of
/// each large object (more than 32 members) index its keys once their scans have passed over
/// twice its members: the same values as `JSONDecoder`, the first member of a repeated key, nil
/// for an absent one, the empty key, and escaped keys found (such objects are not indexed).
@Suite("FleeceDecoder ≡ JSONDecoder: keys asked out of the JSON's order")
struct MemberIndexLookupTests {
    /// Asks for `k0` … `k(n-1)` from the last to the first, each after a key the object lacks,
    /// through a `CodingKey` struct (the names asked by `stringValue`).
    struct Backwards: Decodable, Equatable {
        var values: [Int?] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: PlainKey.self)
            let count = container.allKeys.count
            for index in stride(from: count + 2, through: 0, by: -1) {
                values.append(try container.decodeIfPresent(Int.self, forKey: PlainKey(stringValue: "absent\(index)")))
                values.append(try container.decodeIfPresent(Int.self, forKey: PlainKey(stringValue: "k\(index)")))
            }
        }
    }

    /// Fourteen keys of a `CodingKeys` enum (kept by byte in the decoder's box cache), declared in
    /// an order of their own: a small object, scanned, for comparison.
    struct Shuffled: Decodable, Equatable {
        var m, c, k, a, n, e, b, l, d, j, f, i, g, h: Int?
    }

    static func object(members: Int, order: [Int], repeating: Bool = false, escaping: Bool = false) -> String {
        "{" + order.prefix(members).map { index in
            let name = repeating ? "k\(index % 7)" : "k\(index)"
            return "\"\(escaping && index == order[0] ? "\\u006B" + name.dropFirst() : name)\": \(index)"
        }.joined(separator: ", ") + "}"
    }

    @Test("objects of 5 to 80 members, in order, reversed and shuffled, keys distinct or repeated",
          arguments: [5, 12, 13, 20, 31, 33, 80])
    func backwards(members: Int) {
        let orders = [Array(0..<members), Array((0..<members).reversed()), (0..<members).map { ($0 * 7 + 3) % members }]
        for order in orders where Set(order).count == members {
            for repeating in [false, true] {
                for escaping in [false, true] {
                    // Twenty objects, so that the decoder's box cache hands the container out again.
                    let json = "[" + (0..<20).map { _ in
                        Self.object(members: members, order: order, repeating: repeating, escaping: escaping)
                    }.joined(separator: ",") + "]"
                    expectSameDecoding([Backwards].self, json)
                }
            }
        }
    }

    /// Asks for a few keys of a large object out of its order, the empty one among them, after two
    /// keys it lacks (each a scan of the whole object, so that the rest are asked of the index).
    struct EmptyKeyAsked: Decodable, Equatable {
        var values: [Int?] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: PlainKey.self)
            for name in ["absent", "absent too", "k39", "", "k0", "absent", "k20", "", "k39"] {
                values.append(try container.decodeIfPresent(Int.self, forKey: PlainKey(stringValue: name)))
            }
        }
    }

    @Test("the empty key in a large object, asked out of order, once or twice in the object")
    func emptyKey() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }
        expectSameDecoding(EmptyKeyAsked.self, "{" + (members + ["\"\": -1"]).joined(separator: ",") + "}")
        expectSameDecoding(EmptyKeyAsked.self, "{" + (["\"\": -1"] + members + ["\"\": -2"]).joined(separator: ",") + "}")
        expectSameDecoding(EmptyKeyAsked.self, "{" + members.joined(separator: ",") + "}")
    }

    @Test("a CodingKeys model in an order of its own, members repeated and absent")
    func codingKeys() {
        let letters = "abcdefghijklmn".map(String.init)
        let json = "[" + (0..<20).map { round in
            // Each object lacks one key, repeats another (the first wins) and has the rest in
            // alphabetical order, as no model here asks.
            let members = letters.enumerated().filter { $0.offset != round % 14 }
                .map { "\"\($0.element)\": \($0.offset * 100 + round)" }
            return "{" + (members + ["\"\(letters[(round + 3) % 14])\": -1"]).joined(separator: ",") + "}"
        }.joined(separator: ",") + "]"
        expectSameDecoding([Shuffled].self, json)
    }
}
