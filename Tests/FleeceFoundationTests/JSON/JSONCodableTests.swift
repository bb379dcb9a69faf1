import Foundation
import FleeceFoundation
import Testing

/// A model that keeps part of its payload raw.
struct Envelope: Codable, Equatable {
    var kind: String
    var payload: JSON
    var extras: [JSON]?
}

@Suite("JSON is Codable under Fleece's and Foundation's coders")
struct JSONCodableTests {
    static let text = #"{"kind":"event","payload":{"b":[1.50,{"x":null,"big":123456789012345678901234567890}],"a":"s/é","t":true,"n":-0.0},"extras":[1,"two",[],{}]}"#

    @Test("Decoded by FleeceDecoder: a view of the input, written back by FleeceEncoder untouched")
    func fleeceBothWays() throws {
        let envelope = try FleeceDecoder().decode(Envelope.self, from: Data(Self.text.utf8))
        #expect(envelope.payload == (try JSON(parsing: Self.text))["payload"])
        if case .number(let number)? = envelope.payload["b"]?[0] { #expect(number.text == "1.50") } else { Issue.record("no number") }
        let written = String(decoding: try FleeceEncoder().encode(envelope), as: UTF8.self)
        #expect(written == #"{"kind":"event","payload":{"b":[1.50,{"x":null,"big":123456789012345678901234567890}],"a":"s\/é","t":true,"n":-0.0},"extras":[1,"two",[],{}]}"#)
    }

    @Test("Decoded by JSONDecoder and encoded by JSONEncoder: the same JSON values")
    func foundationBothWays() throws {
        let expected = try FleeceDecoder().decode(Envelope.self, from: Data(Self.text.utf8))
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(Self.text.utf8))
        // Foundation reads the 30-digit integer as a Double: equal only as far as a Double goes.
        #expect(envelope.payload["b"]?[0] == expected.payload["b"]?[0])
        #expect(envelope.payload["a"] == "s/é")
        #expect(envelope.payload["t"] == true)
        #expect(envelope.extras == expected.extras)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try JSON(parsing: try encoder.encode(expected))
        #expect(written["payload"]?["b"]?[0] == 1.5)
        #expect(written["extras"] == expected.extras.map { .array(JSON.Array($0)) })
        // And across: Foundation's encoding read back by Fleece.
        let again = try FleeceDecoder().decode(Envelope.self, from: try FleeceEncoder().encode(envelope))
        #expect(again.payload["a"] == "s/é")
        #expect(again.kind == "event")
    }

    @Test("FleeceEncoder writes a built JSON value as JSONEncoder does")
    func builtValues() throws {
        let value: JSON = ["a": [1, "x/y", nil, true], "b": [:]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let fleece = FleeceEncoder()
        fleece.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(try fleece.encode(value) == (try encoder.encode(value)))
    }
}
