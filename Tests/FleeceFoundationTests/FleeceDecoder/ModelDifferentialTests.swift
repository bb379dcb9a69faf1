import Foundation
import FleeceFoundation
import Testing

/// FleeceDecoder against JSONDecoder over models: the same values, or the same failure
/// (case, type or key, coding path).
@Suite("FleeceDecoder ≡ JSONDecoder: models")
struct ModelDifferentialTests {
    static let person = #"""
    {"id": 7, "name": "Ada", "email": null, "age": 36,
     "address": {"street": "1 Main St", "city": "London"},
     "previous": [{"street": "2 Side St", "city": "Paris", "zip": "75001"}],
     "tags": ["math", "engines", "math"],
     "scores": {"algebra": 9.5, "1": 3, "-2": 1e2},
     "nickname": "Countess"}
    """#

    static func variant(_ original: String, _ replacement: String) -> String {
        person.replacingOccurrences(of: original, with: replacement)
    }

    static let personVariants: [String] = [
        person,
        variant(#""email": null, "#, ""),
        variant(#""age": 36"#, #""age": 256"#),
        variant(#""age": 36"#, #""age": -1"#),
        variant(#""age": 36"#, #""age": null"#),
        variant(#""age": 36"#, #""age": "36""#),
        variant(#""city": "Paris""#, #""city": 75"#),
        variant(#""city": "Paris", "#, ""),
        variant(#""zip": "75001""#, #""zip": false"#),
        variant(#""algebra": 9.5"#, #""algebra": "9.5""#),
        variant(#""algebra": 9.5"#, #""algebra": null"#),
        variant(#"["math", "engines", "math"]"#, #"["math", 1]"#),
        variant(#"{"street": "1 Main St", "city": "London"}"#, "[]"),
        variant(#"{"street": "1 Main St", "city": "London"}"#, "null"),
        variant(#""nickname": "Countess""#, #""nickname": ["Countess"]"#),
        variant(#""id": 7"#, #""id": 7, "id": "seven""#),
        variant(#""id": 7"#, #""id": "seven", "id": 7"#),
        "[]", "null", "7", #""person""#,
    ]

    @Test("nested structs, optionals, sets, dictionaries", arguments: personVariants)
    func people(json: String) {
        expectSameDecoding(Person.self, json)
    }

    @Test("enums: associated values, raw values", arguments: [
        #"{"shapes": [{"circle": {"radius": 2}}, {"rectangle": {"width": 1, "height": 2.5}}, {"labelled": {"_0": "a", "_1": 3}}, {"point": {}}], "status": "active", "priority": 9, "layers": [[{"point": {}}], []]}"#,
        #"{"shapes": [], "status": "gone", "layers": []}"#,
        #"{"shapes": [], "status": "deleted", "layers": []}"#,
        #"{"shapes": [], "status": "active", "priority": 5, "layers": []}"#,
        #"{"shapes": [{"circle": {"radius": 2}, "point": {}}], "status": "active", "layers": []}"#,
        #"{"shapes": [{}], "status": "active", "layers": []}"#,
        #"{"shapes": [{"square": {}}], "status": "active", "layers": []}"#,
        #"{"shapes": [{"circle": {"diameter": 2}}], "status": "active", "layers": []}"#,
        #"{"shapes": [{"circle": []}], "status": "active", "layers": []}"#,
        #"{"shapes": [{"circle": null}], "status": "active", "layers": []}"#,
        #"{"shapes": [{"labelled": {"_0": "a"}}], "status": "active", "layers": []}"#,
        #"{"shapes": [], "status": "active", "layers": [[{"circle": {"radius": "big"}}]]}"#,
        #"{"shapes": [{"circle": {"radius": 1}, "circle": {"radius": 2}}], "status": "active", "layers": []}"#,
    ])
    func drawings(json: String) {
        expectSameDecoding(Drawing.self, json)
    }

    @Test("hand-written keyed, nested and unkeyed containers", arguments: [
        #"{"label": "t", "readings": [1, null, 3], "meta": {"unit": "C", "extra": true}}"#,
        #"{"label": "t", "readings": [], "meta": {"extra": false}}"#,
        #"{"label": "t", "readings": [1, "2"], "meta": {"extra": false}}"#,
        #"{"label": "t", "readings": {}, "meta": {"extra": false}}"#,
        #"{"label": "t", "readings": null, "meta": {"extra": false}}"#,
        #"{"label": "t", "readings": [], "meta": {"unit": 1, "extra": false}}"#,
        #"{"label": "t", "readings": [], "meta": {"extra": null}}"#,
        #"{"label": "t", "readings": [], "meta": {}}"#,
        #"{"label": "t", "readings": [], "meta": 3}"#,
        #"{"label": "t", "readings": []}"#,
    ])
    func measurements(json: String) {
        expectSameDecoding(Measurement.self, json)
    }

    @Test("unkeyed rows", arguments: [
        #"[["a", 1, 0.5], ["b", 2], ["c", 3, null]]"#,
        #"[["a"]]"#,
        #"[["a", 40000]]"#,
        #"[["a", 1, "x"]]"#,
        #"[[1, 1]]"#,
        #"[{"name": "a"}]"#,
        #"[["a", 1, 1e39]]"#,
    ])
    func rows(json: String) {
        expectSameDecoding([Row].self, json)
    }

    @Test("single-value containers", arguments: [
        "21.5", "[21.5, -3]", #"{"a": 1, "b": -0.0}"#, "null", #""21""#, "[null]",
    ])
    func singleValues(json: String) {
        expectSameDecoding(Celsius.self, json)
        expectSameDecoding([Celsius].self, json)
        expectSameDecoding([String: Celsius].self, json)
        expectSameDecoding(Celsius?.self, json)
        expectSameDecoding([Celsius?].self, json)
    }

    @Test("classes: superDecoder(), shared decoder, superDecoder(forKey:)", arguments: [
        #"{"breed": "collie", "super": {"name": "Rex", "legs": 4}}"#,
        #"{"breed": "collie"}"#,
        #"{"breed": "collie", "super": {"name": "Rex"}}"#,
        #"{"breed": "collie", "super": {"name": "Rex", "legs": "four"}}"#,
        #"{"breed": "collie", "super": []}"#,
        #"{"breed": "collie", "name": "Rex", "legs": 4}"#,
    ])
    func dogs(json: String) {
        expectSameDecoding(Wrapped<Dog>.self, json)
    }

    @Test(arguments: [
        #"{"indoor": true, "name": "Tom", "legs": 4}"#,
        #"{"indoor": true, "name": "Tom"}"#,
        #"{"indoor": 1, "name": "Tom", "legs": 4}"#,
    ])
    func cats(json: String) {
        expectSameDecoding(Wrapped<Cat>.self, json)
    }

    @Test(arguments: [
        #"{"owner": {"name": "Ann", "legs": 2}, "dogs": [{"name": "Rex", "legs": 4}, {}]}"#,
        #"{"dogs": [{"name": "Rex", "legs": 4}]}"#,
        #"{"owner": {"name": "Ann", "legs": 2}, "dogs": []}"#,
        #"{"owner": {"name": "Ann", "legs": 2}, "dogs": [{"name": "Rex"}]}"#,
        #"{"owner": {"name": "Ann", "legs": 2}}"#,
    ])
    func kennels(json: String) {
        expectSameDecoding(Kennel.self, json)
    }

    @Test("dictionaries keyed by Int and String", arguments: [
        #"{"byNumber": {"1": "one", "-2": "minus two"}, "byName": {"a": [1], "1": []}, "nested": {"x": {"y": true}}}"#,
        #"{"byNumber": {"one": "1"}, "byName": {}, "nested": {}}"#,
        #"{"byNumber": {"1": 1}, "byName": {}, "nested": {}}"#,
        #"{"byNumber": {}, "byName": {"a": [1, "2"]}, "nested": {}}"#,
        #"{"byNumber": {}, "byName": {"12": null}, "nested": {}}"#,
        #"{"byNumber": {}, "byName": [], "nested": {}}"#,
        #"{"byNumber": {}, "byName": null, "nested": {}}"#,
        #"{"byNumber": {}, "byName": {}, "nested": {"x": {"7": 0}}}"#,
        #"{"byNumber": [], "byName": {}, "nested": {}}"#,
        #"{"byNumber": {"1": "a", "1": "b"}, "byName": {"k": [1], "k": [2]}, "nested": {}}"#,
        #"{"byNumber": {}, "byName": {"k": [1], "k": "bad"}, "nested": {}}"#,
    ])
    func dictionaries(json: String) {
        expectSameDecoding(Indexes.self, json)
    }

    @Test("top-level values of every shape", arguments: [
        "[]", "{}", "[1, 2]", #"{"a": [1]}"#, "null", "true", "0", #""""#, "[[]]", "[null, 1]",
    ])
    func topLevel(json: String) {
        expectSameDecoding([Int].self, json)
        expectSameDecoding([String: [Int]].self, json)
        expectSameDecoding([[Int]].self, json)
        expectSameDecoding([Int?].self, json)
        expectSameDecoding(Int?.self, json)
        expectSameDecoding(Bool.self, json)
        expectSameDecoding(String.self, json)
        expectSameDecoding([Int: Int].self, json)
    }
}

/// Decodes a class as the value of `pet`, so the class is not at the root.
struct Wrapped<Pet: Animal>: Decodable, Equatable {
    var pet: Pet
    init(from decoder: any Decoder) throws {
        pet = try Pet(from: decoder)
    }
    static func == (lhs: Wrapped, rhs: Wrapped) -> Bool { lhs.pet == rhs.pet }
}
