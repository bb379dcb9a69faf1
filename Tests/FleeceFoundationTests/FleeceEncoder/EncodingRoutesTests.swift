import Foundation
import FleeceFoundation
import Testing

/// The encoder keeps, per type, how it encodes values of the type and how it makes the keyed
/// containers of a coding-key type, in one table: these tests hold it to JSONEncoder's bytes when
/// a type is both, and when a model has more types than the table holds.
@Suite("FleeceEncoder: routes and container makers by type")
struct EncodingRoutesTests {
    @Test("a coding-key type also encoded as a value, met first as keys or first as a value")
    func keyTypeAlsoAValue() throws {
        let model = Labelled(label: .beta, labels: [.alpha, .gamma])
        let expected = try Self.foundation.encode(model)
        // Keys first: the key type's route is its container maker when the value comes.
        let keysFirst = Self.fleece()
        #expect(try keysFirst.encode(model) == expected)
        #expect(try keysFirst.encode(Label.gamma) == Self.foundation.encode(Label.gamma))
        #expect(try keysFirst.encode(model) == expected)
        // A value first: the route is the value's, and containers are made without a maker.
        let valueFirst = Self.fleece()
        #expect(String(decoding: try valueFirst.encode([Label.alpha]), as: UTF8.self) == #"["alpha"]"#)
        #expect(try valueFirst.encode(model) == expected)
        #expect(try valueFirst.encode(model) == expected)
        #expect(String(decoding: try valueFirst.encode(model), as: UTF8.self)
            == #"{"alpha":"beta","beta":{"alpha":"alpha","gamma":"gamma"},"gamma":[{"beta":"alpha"}]}"#)
    }

    @Test("more types than the route table holds: 300 nested generic models, each with its own keys")
    func manyTypes() throws {
        let nested = Self.nest(Leaf(value: 7, ratio: 0.5), depth: 300)
        let expected = try Self.foundation.encode(nested)
        let fleece = Self.fleece()
        // Twice: the second call meets the table the first one filled (and overflowed).
        #expect(try fleece.encode(nested) == expected)
        #expect(try fleece.encode(nested) == expected)
        let text = String(decoding: expected, as: UTF8.self)
        #expect(text.hasPrefix(#"{"depth":1,"inner":{"depth":2,"inner":{"depth":3,"#))
        #expect(text.hasSuffix(#"{"depth":300,"inner":{"ratio":0.5,"value":7}}"# + String(repeating: "}", count: 299)))
    }

    private static var foundation: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private static func fleece() -> FleeceEncoder {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// `value` inside `depth` models, each of a type of its own
    /// (`GenericNest<GenericNest<…<Leaf>>>`), the outermost at depth 1.
    private static func nest<Inner: Encodable>(_ value: Inner, depth: Int) -> any Encodable {
        depth == 0 ? value : nest(GenericNest(depth: depth, inner: value), depth: depth - 1)
    }
}

/// A coding key that is a value too.
private enum Label: String, CodingKey, Codable {
    case alpha, beta, gamma
}

/// Keyed by `Label` at every level: the top container, a nested keyed one, and one inside an
/// unkeyed container.
private struct Labelled: Encodable {
    let label: Label
    let labels: [Label]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Label.self)
        try container.encode(label, forKey: .alpha)
        var nested = container.nestedContainer(keyedBy: Label.self, forKey: .beta)
        for label in labels { try nested.encode(label, forKey: label) }
        var list = container.nestedUnkeyedContainer(forKey: .gamma)
        var inList = list.nestedContainer(keyedBy: Label.self)
        try inList.encode(Label.alpha, forKey: .beta)
    }
}

private struct GenericNest<Inner: Encodable>: Encodable {
    let depth: Int
    let inner: Inner
}

private struct Leaf: Encodable {
    let value: Int
    let ratio: Double

    private enum CodingKeys: String, CodingKey { case value, ratio }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(ratio, forKey: .ratio)
    }
}
