import Fleece
import Testing

/// The decoder keeps how each type is decoded in a small cache of its own (128 slots growing to
/// 512, 8 probes), coding-key types (their containers' makers) included. More types than that
/// (here 600: 300 levels and their coding keys), all met in one decode, evict one another: each must still decode as itself, in the first call and in the
/// next ones, which start from the routes the earlier calls stored.
@Suite("Type route cache")
struct TypeRouteCacheTests {
    /// One level of nesting, `{"v": …}`, with a keyed container of its own coding-key type: each
    /// `Level<…>` depth is a type of its own, made at run time (no deep type in the source).
    struct Level<Inner: Decodable>: Decodable {
        let v: Inner
    }

    static func text(depth: Int, leaf: String) -> String {
        String(repeating: #"{"v": "#, count: depth) + leaf + String(repeating: "}", count: depth)
    }

    /// Decodes `Level` nested `depth` times around `[Int]`, and returns the leaf.
    static func leaf<T: Decodable>(_ type: T.Type, depth: Int, text: String, decoder: JSONCodableDecoder) throws -> [Int] {
        guard depth == 0 else { return try leaf(Level<T>.self, depth: depth - 1, text: text, decoder: decoder) }
        var value: Any = try decoder.decode(type, from: text)
        while let level = value as? any LevelProtocol { value = level.inner }
        return value as? [Int] ?? []
    }

    static let depth = 300

    @Test("more types than cache slots each decode as themselves, call after call")
    func evictedRoutesStillDecode() throws {
        let decoder = JSONCodableDecoder()
        let text = Self.text(depth: Self.depth, leaf: "[1, 2, 3]")
        for _ in 0..<3 {
            #expect(try Self.leaf([Int].self, depth: Self.depth, text: text, decoder: decoder) == [1, 2, 3])
        }
    }

    @Test("a wrong leaf deep down fails with the full coding path, after routes were evicted")
    func errorAfterEviction() throws {
        let decoder = JSONCodableDecoder()
        _ = try Self.leaf([Int].self, depth: Self.depth, text: Self.text(depth: Self.depth, leaf: "[1]"), decoder: decoder)
        do {
            _ = try Self.leaf([Int].self, depth: Self.depth, text: Self.text(depth: Self.depth, leaf: #"[1, "x"]"#), decoder: decoder)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Int.Type)
            #expect(context.codingPath.map(\.stringValue) == Array(repeating: "v", count: Self.depth) + ["Index 1"])
        }
    }
}

/// Reads through the levels without naming their types.
protocol LevelProtocol { var inner: Any { get } }
extension TypeRouteCacheTests.Level: LevelProtocol { var inner: Any { v } }
