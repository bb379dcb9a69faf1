import Foundation
import FleeceFoundation
import Testing

/// Under the default keys `FleeceEncoder` builds a `JSON` value straight into its tree, without
/// `JSON.encode(to:)`'s containers (an outside tester's GeoJSON `properties` encoded at 2.25×
/// `JSONEncoder`'s speed). These tests hold it to the bytes of the containers' way, which a
/// wrapper that calls `encode(to:)` itself still takes, under every layout.
@Suite("FleeceEncoder: JSON values, built straight into the tree")
struct JSONValueEncodingTests {
    /// A `JSON` encoded through its own `encode(to:)`: the keyed and unkeyed containers.
    struct ThroughContainers: Encodable {
        let json: JSON
        func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
    }

    struct Feature: Encodable {
        let id: Int
        let properties: JSON
        let extra: JSON?
    }

    static let documents = [
        #"{"name": "Oslo / Bergen", "pop": 1.50, "big": 1e400, "neg": -0, "tags": ["a", "\u00e9", "\n"], "none": null, "ok": true, "nested": {"deep": [[], {}, [1, {"x": "y"}]]}}"#,
        #"{"b": 1, "a": 2, "b": 3}"#,
        #"[1, "two", null, false, {"k": []}]"#,
        #""just a string / with a slash""#,
        "-12.50e3",
        "{}",
        "[]",
    ]

    static let layouts: [JSONEncoder.OutputFormatting] = [[], [.sortedKeys], [.prettyPrinted], [.prettyPrinted, .sortedKeys], [.withoutEscapingSlashes]]

    @Test("the same bytes as through the containers, alone and as a model's member, in every layout", arguments: layouts)
    func sameBytesAsTheContainers(layout: JSONEncoder.OutputFormatting) throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = layout
        for text in Self.documents {
            let json = try JSON(parsing: text)
            #expect(try encoder.encode(json) == encoder.encode(ThroughContainers(json: json)), "\(text)")
            #expect(try encoder.encode([json, json]) == encoder.encode([ThroughContainers(json: json), ThroughContainers(json: json)]))
        }
        let feature = Feature(id: 7, properties: try JSON(parsing: Self.documents[0]), extra: nil)
        let viaContainers = """
            {"id":7,"properties":\(String(decoding: try encoder.encode(ThroughContainers(json: feature.properties)), as: UTF8.self))}
            """
        if layout.isEmpty { #expect(String(decoding: try encoder.encode(feature), as: UTF8.self) == viaContainers) }
    }

    @Test("the exact text: numbers as written, the last of a repeated key in the first one's place, slashes escaped")
    func exactText() throws {
        let encoder = FleeceEncoder()
        #expect(String(decoding: try encoder.encode(JSON(parsing: Self.documents[0])), as: UTF8.self)
            == #"{"name":"Oslo \/ Bergen","pop":1.50,"big":1e400,"neg":-0,"tags":["a","é","\n"],"none":null,"ok":true,"nested":{"deep":[[],{},[1,{"x":"y"}]]}}"#)
        #expect(String(decoding: try encoder.encode(JSON(parsing: Self.documents[1])), as: UTF8.self) == #"{"b":3,"a":2}"#)
        // As JSONEncoder writes the same value (which has no number it would write otherwise;
        // sorted, since JSONEncoder's order of members is its own).
        let plain = try JSON(parsing: #"{"b": {"c": "d/e"}, "a": [1, "x", null, true]}"#)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(plain) == foundation.encode(plain))
    }

    @Test("a key strategy converts the members' keys, as a keyed container's")
    func keyStrategy() throws {
        let json = try JSON(parsing: #"{"firstName": {"lastSeenAt": 1}}"#)
        let encoder = FleeceEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(String(decoding: try encoder.encode(json), as: UTF8.self) == #"{"first_name":{"last_seen_at":1}}"#)
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.encode(json) == foundation.encode(json))
    }

    @Test("nested as deep as JSONEncoder refuses: the same error, and one level less encodes")
    func depth() throws {
        func nested(_ depth: Int) throws -> JSON {
            var options = JSONParsingOptions()
            options.maximumDepth = 60_000
            return try JSON(parsing: String(repeating: "[", count: depth) + String(repeating: "]", count: depth), options: options)
        }
        let encoder = FleeceEncoder()
        // JSONEncoder writes 511 levels and refuses 512.
        #expect(try encoder.encode(nested(511)).count == 1_022)
        #expect(try encoder.encode(nested(511)) == encoder.encode(ThroughContainers(json: nested(511))))
        #expect(try encoder.encode(nested(511)) == JSONEncoder().encode(nested(511)))
        for depth in [512, 600, 50_000] {
            let json = try nested(depth)
            #expect(throws: EncodingError.self) { try encoder.encode(json) }
            #expect(throws: EncodingError.self) { try encoder.encode(ThroughContainers(json: json)) }
        }
        // Refused while building, before the writer: a model that catches the error still fails.
        struct Catching: Encodable {
            let json: JSON
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                do { try container.encode(json) } catch {}
            }
        }
        #expect(throws: EncodingError.self) { try encoder.encode(Catching(json: nested(50_000))) }
    }
}
