@testable import Fleece
import Testing

/// The failure messages are written as bytes (`MessageBytes`), not interpolated: the same text.
@Suite("Error messages written as bytes")
struct ErrorMessageTextTests {
    struct Model {}
    enum Kind { case a }
    final class Node {}
    struct Box<T> {}

    @Test("a type's name is what String(describing:) writes")
    func typeNames() {
        let types: [Any.Type] = [
            Int.self, String.self, [Int].self, [String: Int?].self, Set<String>.self, Int?.self, Model.self, Kind.self,
            Node.self, Box<[Model]>.self, (Int, String).self, ((Int) -> String).self, Any.self, (any CodingKey).self,
        ]
        for type in types {
            #expect(DocumentDecoder.name(of: type) == String(describing: type))
        }
    }

    @Test("integers in decimal, and a message longer than the first buffer")
    func integersAndGrowth() {
        var message = MessageBytes()
        for integer in [0, 7, -7, 10, 1_000_000, Int.max, Int.min] {
            message.append(integer)
            message.append(" ")
        }
        #expect(message.text == "0 7 -7 10 1000000 9223372036854775807 -9223372036854775808 ")
        var long = MessageBytes()
        let piece = String(repeating: "é", count: 100)
        for _ in 0 ..< 5 { long.append(piece) }
        long.append(12_345)
        #expect(long.text == String(repeating: piece, count: 5) + "12345")
    }

    @Test("a number where a string belongs is named with its text")
    func numberForString() throws {
        struct Text: Decodable { let t: String }
        #expect(throws: DecodingError.self) { try JSONCodableDecoder().decode(Text.self, from: #"{"t": -1.5e3}"#) }
        do {
            _ = try JSONCodableDecoder().decode(Text.self, from: #"{"t": -1.5e3}"#)
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == "Expected to decode String but found number -1.5e3 instead, at line 1, column 7.")
        }
    }

    @Test("a position reads as JSONPosition describes it")
    func position() {
        var message = MessageBytes()
        message.append("found ")
        message.append(JSONPosition(offset: 10, line: 14, column: 22))
        message.append(".")
        #expect(message.text == "found line 14, column 22.")
        #expect(JSONPosition(offset: 0, line: 1, column: 1).description == "line 1, column 1")
    }

    @Test("a type mismatch: every piece, in order", arguments: [
        (#"{"n": "12a"}"#, #"Expected to decode Int but found a string "12a" instead, at line 1, column 7."#),
        (#"{"n": true}"#, "Expected to decode Int but found bool true instead, at line 1, column 7."),
        (#"{"n": [1.5]}"#, "Expected to decode Int but found an array instead, at line 1, column 7."),
        (#"{"n": {}}"#, "Expected to decode Int but found a dictionary instead, at line 1, column 7."),
        (#"{"n": "\u00e9\n\"ab"}"#, #"Expected to decode Int but found a string "é\n\"ab" instead, at line 1, column 7."#),
        (#"{"n": "0123456789012345678901234567890123456789é"}"#,
         #"Expected to decode Int but found a string "0123456789012345678901234567890123456…" instead, at line 1, column 7."#),
        (#"{"n": null}"#, "Cannot get value of type Int -- found null value instead, at line 1, column 7."),
    ])
    func typeMismatch(json: String, message: String) throws {
        struct Number: Decodable { let n: Int }
        do {
            _ = try JSONCodableDecoder().decode(Number.self, from: json)
            Issue.record("\(json) decoded")
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                #expect(context.debugDescription == message)
                #expect(context.codingPath.map(\.stringValue) == ["n"])
            default:
                Issue.record("\(error)")
            }
        }
    }
    /// Tries each of its keys and keeps each failure's message.
    struct MissingKeys: Decodable {
        enum Keys: String, CodingKey { case a, b }
        /// Spelled like `Keys.a`, described otherwise.
        struct Named: CodingKey, CustomStringConvertible {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
            var description: String { "Named(\(stringValue))" }
        }
        let messages: [String]

        init(from decoder: any Decoder) throws {
            let keyed = try decoder.container(keyedBy: Keys.self)
            let named = try decoder.container(keyedBy: Named.self)
            var messages: [String] = []
            func attempt(_ body: () throws -> Int) {
                do { _ = try body() } catch let DecodingError.keyNotFound(_, context) { messages.append(context.debugDescription) } catch {}
            }
            attempt { try keyed.decode(Int.self, forKey: .a) }
            attempt { try keyed.decode(Int.self, forKey: .b) }
            attempt { try named.decode(Int.self, forKey: Named(stringValue: "a")) }
            attempt { try keyed.decode(Int.self, forKey: .a) }
            self.messages = messages
        }
    }

    @Test("a missing key is described as JSONDecoder describes it, each key as its own type says")
    func missingKeys() throws {
        let decoded = try JSONCodableDecoder().decode([MissingKeys].self, from: "[{\"c\": 1},\n {}]")
        #expect(decoded.map(\.messages) == [[
            #"No value associated with key Keys(stringValue: "a", intValue: nil) ("a"), in the object at line 1, column 2."#,
            #"No value associated with key Keys(stringValue: "b", intValue: nil) ("b"), in the object at line 1, column 2."#,
            #"No value associated with key Named(a) ("a"), in the object at line 1, column 2."#,
            #"No value associated with key Keys(stringValue: "a", intValue: nil) ("a"), in the object at line 1, column 2."#,
        ], [
            #"No value associated with key Keys(stringValue: "a", intValue: nil) ("a"), in the object at line 2, column 2."#,
            #"No value associated with key Keys(stringValue: "b", intValue: nil) ("b"), in the object at line 2, column 2."#,
            #"No value associated with key Named(a) ("a"), in the object at line 2, column 2."#,
            #"No value associated with key Keys(stringValue: "a", intValue: nil) ("a"), in the object at line 2, column 2."#,
        ]])
    }
}
