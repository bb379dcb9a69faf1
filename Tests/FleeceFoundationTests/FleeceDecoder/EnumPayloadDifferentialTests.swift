import Foundation
import FleeceFoundation
import Testing

/// Enums with associated values, with the `Decodable` the compiler writes: it asks the keyed
/// container for `allKeys` and expects exactly one, then reads the payload through a nested
/// container. The same values and errors (case and coding path) as `JSONDecoder`.
@Suite("Enums with associated values, against JSONDecoder")
struct EnumPayloadDifferentialTests {
    enum Shape: Decodable, Equatable {
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case label(String)
        case empty
    }

    static let documents = [
        #"[{"circle": {"radius": 2.5}}, {"rectangle": {"width": 3, "height": 4.5}}, {"label": {"_0": "a"}}, {"empty": {}}]"#,
        #"[{"triangle": {}}]"#,
        #"[{}]"#,
        #"[{"circle": {"radius": 1}, "empty": {}}]"#,
        #"[{"circle": {"radius": 1}, "circle": {"radius": 2}}]"#,
        #"[{"circle": {"diameter": 1}}]"#,
        #"[{"circle": null}]"#,
        #"[{"circle": [1]}]"#,
        #"[{"label": {"_0": 7}}]"#,
        #"[{"empty": {"extra": 1}}]"#,
    ]

    @Test("values and errors", arguments: documents)
    func sameAsJSONDecoder(json: String) {
        expectSameDecoding([Shape].self, json)
    }

    @Test("the first document decodes to its four shapes")
    func values() throws {
        let shapes = try FleeceDecoder().decode([Shape].self, from: Data(Self.documents[0].utf8))
        #expect(shapes == [.circle(radius: 2.5), .rectangle(width: 3, height: 4.5), .label("a"), .empty])
    }
}
