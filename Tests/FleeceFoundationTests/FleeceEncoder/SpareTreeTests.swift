import Foundation
import FleeceFoundation
import Testing

/// An encoder keeps the storage of its last call's tree for the next call: these tests hold it
/// to giving each call a tree of its own.
@Suite("FleeceEncoder: the tree kept between calls")
struct SpareTreeTests {
    @Test("many tasks encoding with one encoder at once each get their own model's text")
    func concurrentCalls() async throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let models = (0..<48).map { index in
            ["id": String(index), "text": String(repeating: "x/é", count: index * 37), "more": String(repeating: "y", count: index)]
        }
        let expected = try models.map { try foundation.encode($0) }
        try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for _ in 0..<4 {
                for (index, model) in models.enumerated() {
                    group.addTask { (index, try encoder.encode(model)) }
                }
            }
            for try await (index, data) in group {
                #expect(data == expected[index])
            }
        }
    }

    @Test("Data made from the writer's allocation as it stands and copied to size are JSONEncoder's bytes")
    func dataFromAllocation() throws {
        let encoder = FleeceEncoder()
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        encoder.outputFormatting = .sortedKeys
        // Small: the Data keeps the allocation. Many one-digit numbers: the first guess at the
        // size (six bytes a value) is far over, and the text is copied to its size.
        let small = ["place_url": "/United+States/California", "woeid": "2487956"]
        let zeros = [Int](repeating: 0, count: 5_000)
        #expect(try encoder.encode(small) == foundation.encode(small))
        let data = try encoder.encode(zeros)
        #expect(data == (try foundation.encode(zeros)))
        #expect(data.count == 10_001)
        #expect(try encoder.encode(small) == foundation.encode(small))
    }

    @Test("a container a model keeps after encode(to:) reaches its own call's tree, not the next call's")
    func keptEncoder() throws {
        let box = KeptEncoder()
        let encoder = FleeceEncoder()
        #expect(String(decoding: try encoder.encode(Keeper(box: box)), as: UTF8.self) == #"{"a":1}"#)
        // The next call's model writes through the kept encoder while its own is being encoded.
        let text = String(decoding: try encoder.encode(Meddler(box: box)), as: UTF8.self)
        #expect(text == #"{"b":2}"#)
        #expect(String(decoding: try encoder.encode(["c": 3]), as: UTF8.self) == #"{"c":3}"#)
    }
}

private final class KeptEncoder: @unchecked Sendable {
    /// The top-level object's container of the first call: the first node of its tree, as the
    /// next call's top-level object is of that call's tree.
    var container: KeyedEncodingContainer<Key>?
}

private enum Key: String, CodingKey { case a, b, z }


/// Encodes `{"a":1}` and keeps its container.
private struct Keeper: Encodable {
    let box: KeptEncoder
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .a)
        box.container = container
    }
}

/// Encodes `{"b":2}`, having written `"z"` through the container `Keeper` kept (into the first
/// call's tree; into this call's own object, were that tree handed on while still reachable).
private struct Meddler: Encodable {
    let box: KeptEncoder
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try box.container?.encode("junk", forKey: .z)
        try container.encode(2, forKey: .b)
    }
}
