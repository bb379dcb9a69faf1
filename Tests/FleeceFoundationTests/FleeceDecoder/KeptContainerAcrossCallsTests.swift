import FleeceFoundation
import Foundation
import Testing

/// A `FleeceDecoder` keeps its engine between calls, and with it the keyed-container boxes it
/// hands out again. A container kept by one call's `init(from:)` must still read that call's
/// document, whatever the later calls decoded, as with `JSONDecoder`.
@Suite struct KeptContainerAcrossCallsTests {
    enum Key: String, CodingKey { case id, name }

    struct KeepsContainer: Decodable {
        let container: KeyedDecodingContainer<Key>
        init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: Key.self) }
    }

    struct Item: Decodable, Equatable {
        let id: Int
        let name: String
    }

    static func document(_ id: Int) -> Data { Data(#"{"id": \#(id), "name": "n\#(id)"}"#.utf8) }

    @Test("containers kept by separate calls each read their own document", arguments: [false, true])
    func keptAcrossCalls(foundation: Bool) throws {
        // The decoders go away before the containers are read: the containers must keep alive
        // what they read.
        func decodeAll() throws -> [KeepsContainer] {
            let fleece = FleeceDecoder()
            let jsonDecoder = JSONDecoder()
            var kept: [KeepsContainer] = []
            for id in 0..<30 {
                // Plain decodes between, so that the engine has boxes of its own to hand out.
                let item = foundation ? try jsonDecoder.decode(Item.self, from: Self.document(id + 100))
                    : try fleece.decode(Item.self, from: Self.document(id + 100))
                #expect(item == Item(id: id + 100, name: "n\(id + 100)"))
                kept.append(foundation ? try jsonDecoder.decode(KeepsContainer.self, from: Self.document(id))
                    : try fleece.decode(KeepsContainer.self, from: Self.document(id)))
            }
            return kept
        }
        let kept = try decodeAll()
        for (id, model) in kept.enumerated() {
            #expect(try model.container.decode(Int.self, forKey: .id) == id)
            #expect(try model.container.decode(String.self, forKey: .name) == "n\(id)")
        }
    }

    /// Reads its object with `Key`, as `KeepsContainer` does, and keeps nothing.
    struct ReadsWithKey: Decodable {
        let id: Int
        init(from decoder: any Decoder) throws { id = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .id) }
    }

    @Test("a box handed out again, then kept by the model, stays the model's after the decoder met many types and ended")
    func reusedBoxKept() throws {
        func decodeAll() throws -> [KeepsContainer] {
            let fleece = FleeceDecoder()
            // A changed configuration: the engine is this decoder's alone, and ends with it.
            fleece.keyDecodingStrategy = .useDefaultKeys
            // Boxes are kept once a decoder has made eight containers; these fill other sets.
            let items = Data(("[" + (0..<12).map { #"{"id": \#($0), "name": "i"}"# }.joined(separator: ",") + "]").utf8)
            #expect(try fleece.decode([Item].self, from: items).count == 12)
            #expect(try fleece.decode([[Item]].self, from: Data("[\(String(decoding: items, as: UTF8.self))]".utf8)).count == 1)
            var kept: [KeepsContainer] = []
            for id in 0..<30 {
                // Leaves a box of `Key` at the root in the cache, held by no one…
                #expect(try fleece.decode(ReadsWithKey.self, from: Self.document(id + 100)).id == id + 100)
                // …which this call hands out again, and the model keeps.
                kept.append(try fleece.decode(KeepsContainer.self, from: Self.document(id)))
            }
            return kept
        }
        let kept = try decodeAll()
        for (id, model) in kept.enumerated() {
            #expect(try model.container.decode(Int.self, forKey: .id) == id)
            #expect(try model.container.decode(String.self, forKey: .name) == "n\(id)")
        }
    }
}
