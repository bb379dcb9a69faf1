import Fleece
import Foundation
import Testing

/// The decoder keeps its coding path as steps that point at the keys the containers lend (see
/// `PathStep`), and makes `CodingKey`s only when asked. What it reports must be exactly what
/// `JSONDecoder` reports, for every kind of step: keys of enums with and without int values,
/// a key too large to sit inline in an `any CodingKey`, array indices, dictionary keys, a nested
/// container's keys, a `superDecoder`'s path, nested unkeyed containers; asked from inside
/// `init(from:)` and in errors.
@Suite("Coding path steps")
struct PathStepsTests {
    static func describe(_ path: [any CodingKey]) -> String {
        path.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }.joined(separator: "/")
    }

    /// A key larger than the three words an `any CodingKey` holds inline, with an int value.
    struct WideKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        var padding = ("", "")

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            self.stringValue = "\(intValue)"
            self.intValue = intValue
        }
    }

    /// Records the paths it is decoded at: the decoder's, its container's, and its value's.
    struct Leaf: Decodable, Equatable {
        enum Key: String, CodingKey { case x }
        let decoderPath: String
        let containerPath: String
        let x: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            decoderPath = PathStepsTests.describe(decoder.codingPath)
            containerPath = PathStepsTests.describe(container.codingPath)
            x = try container.decode(Int.self, forKey: .x)
        }
    }

    /// Every kind of step below an array element.
    struct Item: Decodable, Equatable {
        /// Int values, which `JSONDecoder` reports with the key.
        enum Key: Int, CodingKey { case a = 3, m, n, s, u, w }
        enum Inner: String, CodingKey { case inner }
        let a: Leaf
        let m: [String: Leaf]
        let n: Leaf
        let s: Leaf
        let u: Leaf
        let w: Leaf
        let pathAfterNested: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            a = try container.decode(Leaf.self, forKey: .a)
            m = try container.decode([String: Leaf].self, forKey: .m)
            let nested = try container.nestedContainer(keyedBy: Inner.self, forKey: .n)
            n = try nested.decode(Leaf.self, forKey: .inner)
            s = try Leaf(from: container.superDecoder(forKey: .s))
            var outer = try container.nestedUnkeyedContainer(forKey: .u)
            var inner = try outer.nestedUnkeyedContainer()
            u = try inner.decode(Leaf.self)
            // A wide key, lent from a container of another key type.
            let wide = try decoder.container(keyedBy: WideKey.self)
            w = try wide.decode(Leaf.self, forKey: WideKey(stringValue: "w"))
            pathAfterNested = PathStepsTests.describe(decoder.codingPath)
        }
    }

    struct Root: Decodable, Equatable {
        let items: [Item]
        let byName: [String: [Leaf]]
    }

    static func leaf(_ x: Any) -> String { #"{"x": \#(x)}"# }

    static func document(bad: Int? = nil) -> String {
        var counter = 0
        func next() -> String {
            counter += 1
            return leaf(counter == bad ? #""bad""# : "\(counter)")
        }
        let items = (0..<3).map { _ in
            #"{"a": \#(next()), "m": {"k": \#(next()), "7": \#(next())}, "n": {"inner": \#(next())}, "#
                + #""s": \#(next()), "u": [[\#(next())]], "w": \#(next())}"#
        }
        return #"{"items": [\#(items.joined(separator: ", "))], "byName": {"one": [\#(next()), \#(next())]}}"#
    }

    @Test("paths asked from inside init(from:) are JSONDecoder's at every kind of step")
    func pathsInsideDecoding() throws {
        let text = Data(Self.document().utf8)
        let ours = try JSONCodableDecoder().decode(Root.self, from: text)
        let theirs = try JSONDecoder().decode(Root.self, from: text)
        #expect(ours == theirs)
        // Spot checks, so that a change in both cannot pass unseen.
        #expect(ours.items[1].a.decoderPath == "items/Index 1#1/a#3")
        #expect(ours.items[2].n.decoderPath == "items/Index 2#2/n#5/inner")
        #expect(ours.items[0].u.containerPath == "items/Index 0#0/u#7/Index 0#0/Index 0#0")
        #expect(ours.items[0].w.decoderPath == "items/Index 0#0/w")
        #expect(ours.items[0].m["7"]?.decoderPath == "items/Index 0#0/m#4/7#7")
        #expect(ours.items[2].pathAfterNested == "items/Index 2#2")
        #expect(ours.byName["one"]?[1].decoderPath == "byName/one/Index 1#1")
    }

    @Test("an error at any leaf has JSONDecoder's path", arguments: 1...23)
    func errorPaths(bad: Int) throws {
        let text = Data(Self.document(bad: bad).utf8)
        func failure(_ decode: () throws -> Root) -> String {
            do {
                _ = try decode()
                return "no error"
            } catch let DecodingError.typeMismatch(type, context) {
                return "typeMismatch(\(type)) at \(Self.describe(context.codingPath))"
            } catch {
                return "other: \(error)"
            }
        }
        let ours = failure { try JSONCodableDecoder().decode(Root.self, from: text) }
        let theirs = failure { try JSONDecoder().decode(Root.self, from: text) }
        #expect(ours == theirs)
        #expect(ours.hasPrefix("typeMismatch(Int) at "))
    }

    /// Keeps the decoder's path as `superDecoder()` left it, and the decoder itself.
    struct KeepsSuperDecoder: Decodable {
        enum Key: String, CodingKey { case child }
        let decoder: any Decoder

        init(from decoder: any Decoder) throws {
            self.decoder = try decoder.container(keyedBy: Key.self).superDecoder(forKey: .child)
        }
    }

    @Test("a superDecoder kept beyond the decode reports the path it was made at")
    func keptSuperDecoder() throws {
        let text = Data(#"{"outer": [{"child": {"x": 1}}]}"#.utf8)
        let ours = try JSONCodableDecoder().decode([String: [KeepsSuperDecoder]].self, from: text)
        let theirs = try JSONDecoder().decode([String: [KeepsSuperDecoder]].self, from: text)
        let oursPath = try #require(ours["outer"]?.first).decoder.codingPath
        let theirsPath = try #require(theirs["outer"]?.first).decoder.codingPath
        #expect(Self.describe(oursPath) == Self.describe(theirsPath))
        #expect(Self.describe(oursPath) == "outer/Index 0#0/child")
        // Its own members decode below that path.
        let leaf = try Leaf(from: try #require(ours["outer"]?.first).decoder)
        #expect(leaf.decoderPath == "outer/Index 0#0/child")
        #expect(leaf.x == 1)
    }
}
