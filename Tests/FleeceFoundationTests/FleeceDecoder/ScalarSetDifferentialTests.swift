import Foundation
import FleeceFoundation
import Testing

/// `Set<String>` and `Set<Int>` are decoded by code made for the element: the same values and
/// errors as `JSONDecoder`.
@Suite("Sets of strings and integers, against JSONDecoder")
struct ScalarSetDifferentialTests {
    struct Tagged<E: Decodable & Hashable>: Decodable, Equatable {
        let tags: Set<E>
    }

    static let documents = [
        #"{"tags": ["a", "b", "c", "a"]}"#,
        #"{"tags": [1, 2, 3, 2, -7, 9007199254740993]}"#,
        #"{"tags": []}"#,
        #"{"tags": ["a", null]}"#,
        #"{"tags": [1, "2"]}"#,
        #"{"tags": [1.5]}"#,
        #"{"tags": [1e30]}"#,
        #"{"tags": "a"}"#,
        #"{"tags": null}"#,
        #"{"tags": {}}"#,
        #"{}"#,
    ]

    @Test("values and errors", arguments: documents)
    func sameAsJSONDecoder(json: String) {
        expectSameDecoding(Tagged<String>.self, json)
        expectSameDecoding(Tagged<Int>.self, json)
    }

    @Test("at the top level", arguments: [#"["x", "y", "x"]"#, "[]", "[7]", "null", #"{"a": 1}"#, #"["x", 1]"#])
    func topLevel(json: String) {
        expectSameDecoding(Set<String>.self, json)
        expectSameDecoding(Set<Int>.self, json)
    }

    @Test("a hundred strings and numbers, repeats among them: the sets JSONDecoder makes")
    func sameIterationOrder() throws {
        let strings = Data(("[" + (0 ..< 100).map { "\"tag\($0 % 70)\"" }.joined(separator: ",") + "]").utf8)
        let numbers = Data(("[" + (0 ..< 100).map { "\($0 * 7919 % 1000)" }.joined(separator: ",") + "]").utf8)
        let mine = try FleeceDecoder().decode(Set<String>.self, from: strings)
        let theirs = try JSONDecoder().decode(Set<String>.self, from: strings)
        #expect(mine.count == 70)
        #expect(mine == theirs)
        let myNumbers = try FleeceDecoder().decode(Set<Int>.self, from: numbers)
        let theirNumbers = try JSONDecoder().decode(Set<Int>.self, from: numbers)
        #expect(myNumbers.count == 100)
        #expect(myNumbers == theirNumbers)
    }
}
