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
        let data = Data(json.utf8)
        let fleeceDecoder = FleeceDecoder()
        fleeceDecoder.keyDecodingStrategy = strategy
        let foundationDecoder = JSONDecoder()
        foundationDecoder.keyDecodingStrategy = strategy
        let mine = Result { try fleeceDecoder.decode(Holder<V>.self, from: data) }
        let theirs = Result { try foundationDecoder.decode(Holder<V>.self, from: data) }
        switch (mine, theirs) {
        case (.success(let mine), .success(let theirs)):
            #expect(mine == theirs, "\(V.self) \(json)")
        case (.failure(let mine as DecodingError), .failure(let theirs as DecodingError)):
            // `JSONDecoder` decodes the members in a dictionary's order, which is no order: when
            // several fail, which one it names varies from run to run (Fleece: the first).
            if !json.contains(",") {
                #expect(UUIDDecodingTests.summary(mine) == UUIDDecodingTests.summary(theirs), "\(V.self) \(json)")
                #expect(intValues(mine) == intValues(theirs), "\(V.self) \(json)")
            } else {
                #expect(UUIDDecodingTests.summary(mine).split(separator: " ").first == UUIDDecodingTests.summary(theirs).split(separator: " ").first)
            }
        default:
            Issue.record("\(V.self) \(json): FleeceDecoder \(mine), JSONDecoder \(theirs)")
        }
    }

    static func intValues(_ error: DecodingError) -> [Int?] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.map(\.intValue)
        @unknown default:
            []
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
