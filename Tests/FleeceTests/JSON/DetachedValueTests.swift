@testable import Fleece
import Testing

/// `JSON.detached()` copies a value out of its document: the copy does not keep the document
/// alive, is equal to the value, and its errors name the same paths and positions. Wished for
/// by outside testers streaming maps and GraphQL payloads, whose kept values pinned every record.
@Suite("Detached values")
struct DetachedValueTests {
    static let text = """
        {"type": "FeatureCollection",
         "features": [
          {"id": 1, "properties": {"name": "road", "lanes": 2}},
          {"id": "b", "properties": {"name": "path", "lanes": [1, {"width": 2.5}], "empty": [ ], "none": {}}}
         ]}
        """

    /// The document a container or number value is a view into.
    static func document(of value: JSON) -> JSONDocument? {
        switch value {
        case .object(let object): object.document
        case .array(let array): array.document
        case .number(let number): number.document
        case .string, .bool, .null: nil
        }
    }

    static func failure(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)".replacing(#/ \(declared at [^)]*\)/#, with: "") }
        return "no error"
    }

    @Test("the copy is equal, and does not keep the document alive")
    func doesNotKeepTheDocument() throws {
        weak var original: JSONDocument?
        var kept: JSON = .null
        do {
            let json = try JSON(parsing: Self.text)
            original = Self.document(of: json)
            kept = try #require(json["features"]?[1]?["properties"]).detached()
            #expect(kept == json["features"]?[1]?["properties"])
        }
        #expect(original == nil)
        #expect(kept.text() == #"{"name":"path","lanes":[1,{"width":2.5}],"empty":[],"none":{}}"#)
        #expect(kept["lanes"]?[1]?["width"] == 2.5)
    }

    @Test("its failures name the input's paths and positions")
    func keepsPathsAndPositions() throws {
        let json = try JSON(parsing: Self.text)
        let properties = try #require(json["features"]?[1]?["properties"])
        let copy = properties.detached()
        for value in [properties, copy] {
            #expect(Self.failure { _ = try value.need("lanes", as: [Int].self) }
                    == #"features[1].properties.lanes[1]: expected Int, found object {"width":2.5} at line 4, column 59"#)
            #expect(Self.failure { _ = try value.need("empty", as: String.self) }
                    == "features[1].properties.empty: expected String, found array [] at line 4, column 85")
            #expect(Self.failure { _ = try value.need("none", as: [Int].self) }
                    == "features[1].properties.none: expected [Int], found object {} at line 4, column 98")
        }
        let number = try #require(json["features"]?[1]?["properties"]?["lanes"]?[1]?["width"]).detached()
        #expect(Self.document(of: number).map { $0 === Self.document(of: json) } == false)
        #expect(Self.failure { _ = try Int.decode(number).get() }
                == "features[1].properties.lanes[1].width: expected Int, found number 2.5 (not a whole number) at line 4, column 69")
    }

    @Test("a record of a stream keeps its stream positions")
    func streamRecord() throws {
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array("{\"a\": 1}\n{\"b\": {\"c\": \"x\"}}\n".utf8))
        try stream.finish()
        _ = try stream.next()
        let record = try #require(try stream.next())
        let copy = try #require(record["b"]).detached()
        #expect(Self.failure { _ = try copy.need("c", as: Int.self) } == "b.c: expected Int, found string \"x\" at line 2, column 13")
    }

    @Test("the root, and values that hold no document, are themselves")
    func rootAndScalars() throws {
        let json = try JSON(parsing: Self.text)
        #expect(Self.document(of: json.detached()) === Self.document(of: json))
        #expect(try #require(json["type"]).detached() == "FeatureCollection")
    }

    @Test("text that does not parse on its own is copied as JSON, without positions, with its paths")
    func compactCopy() throws {
        let json = try JSON(parsing: #"{"a": {"b": [1, 2,], "c": "x",}}"#, options: JSONParsingOptions(allowsTrailingCommas: true))
        let copy = try #require(json["a"]).detached()
        #expect(copy == json["a"])
        #expect(Self.document(of: copy).map { $0 === Self.document(of: json) } == false)
        #expect(Self.failure { _ = try copy.need("c", as: Int.self) } == "a.c: expected Int, found string \"x\"")
        let json5 = try JSON5Parser.parse(Array("{a: {b: [1, 2], c: 'x'}}".utf8), options: JSONParsingOptions(), json5: true, assumesTopLevelDictionary: false).root
        let json5Copy = try #require(json5["a"]).detached()
        #expect(json5Copy == json5["a"])
        #expect(Self.document(of: json5Copy).map { $0 === Self.document(of: json5) } == false)
        #expect(Self.failure { _ = try json5Copy.need("c", as: Int.self) } == "a.c: expected Int, found string \"x\"")
    }
}
