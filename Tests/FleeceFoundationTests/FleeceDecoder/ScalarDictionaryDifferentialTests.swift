import Foundation
import FleeceFoundation
import Testing

/// `[String: scalar]` dictionaries are decoded by code made for each value type: the same values
/// and errors (case, coding path with its keys' `intValue`s) as `JSONDecoder`, with default keys
/// (the first of repeated keys wins, later ones are not decoded) and with a key strategy (every
/// member decoded, keys never converted).
@Suite("Dictionaries of scalars, against JSONDecoder")
struct ScalarDictionaryDifferentialTests {
    struct Holder<V: Decodable & Equatable>: Decodable, Equatable {
        let values: [String: V]
    }

    static let documents = [
        #"{"values": {"a": 1, "b": 2, "c_d": 3}}"#,
        #"{"values": {}}"#,
        #"{"values": {"a": 1, "a": 2}}"#,
        #"{"values": {"a": 1, "a": "x"}}"#,
        #"{"values": {"a": "x"}}"#,
        #"{"values": {"7": "x"}}"#,
        #"{"values": {"a": null}}"#,
        #"{"values": {"a": 1.5}}"#,
        #"{"values": {"a": 300}}"#,
        #"{"values": {"a": true}}"#,
        #"{"values": {"a": "true", "b": "é\n"}}"#,
        #"{"values": []}"#,
        #"{"values": null}"#,
        #"{"values": {"a": 1e400}}"#,
    ]

    static func compare<V: Decodable & Equatable>(_ type: V.Type, _ json: String, strategy: JSONDecoder.KeyDecodingStrategy) {
        let strategies = Strategies(keys: strategy)
        // `JSONDecoder` decodes the members in a dictionary's order, which is no order: when
        // several fail, which one it names varies from run to run (Fleece: the first). Then only
        // the outcome's kind must agree.
        guard json.contains(",") else {
            expectSameDecoding(Holder<V>.self, json, strategies)
            return
        }
        let data = Data(json.utf8)
        let mine = Outcome { try strategies.fleece().decode(Holder<V>.self, from: data) }
        let theirs = Outcome { try strategies.foundation().decode(Holder<V>.self, from: data) }
        switch (mine, theirs) {
        case (.value(let mine), .value(let theirs)): #expect(mine == theirs, "\(V.self) \(json)")
        case (.failure(let mine), .failure(let theirs)): #expect(mine.kind == theirs.kind, "\(V.self) \(json)")
        default: Issue.record("\(V.self) \(json): FleeceDecoder \(mine), JSONDecoder \(theirs)")
        }
    }

    @Test("each scalar value type, default keys and snake case", arguments: documents)
    func sameAsJSONDecoder(json: String) {
        for strategy: JSONDecoder.KeyDecodingStrategy in [.useDefaultKeys, .convertFromSnakeCase] {
            Self.compare(Int.self, json, strategy: strategy)
            Self.compare(String.self, json, strategy: strategy)
            Self.compare(Double.self, json, strategy: strategy)
            Self.compare(Bool.self, json, strategy: strategy)
            Self.compare(UInt8.self, json, strategy: strategy)
            Self.compare(Float.self, json, strategy: strategy)
            Self.compare(Int64.self, json, strategy: strategy)
        }
    }

    @Test("the first document's values")
    func values() throws {
        let decoded = try FleeceDecoder().decode(Holder<Int>.self, from: Data(Self.documents[0].utf8))
        #expect(decoded.values == ["a": 1, "b": 2, "c_d": 3])
        let repeated = try FleeceDecoder().decode(Holder<Int>.self, from: Data(#"{"values": {"a": 1, "a": "x"}}"#.utf8))
        #expect(repeated.values == ["a": 1])
    }
}
