import Fleece
import FleeceFoundation
import Foundation
import Synchronization
import Testing

/// The differences from `JSONDecoder` and `JSONEncoder` the README names ("It reads what
/// `JSONDecoder` reads", the Codable section, Encoding), each shown against Foundation, so that
/// the README's list stays true in both directions: what it names differs, and what an outside
/// tester found to be the same (JSON5's malformed numbers and strings) is.
@Suite("The documented differences from Foundation")
struct DocumentedDifferencesTests {
    struct OnlyA: Decodable, Equatable { var a: Int }

    static let keysOfUnreadObjects = [
        #"{"extra": {"\ud800": 1}, "a": 2}"#,
        "{\"extra\": {\"x\ty\": 1}, \"a\": 2}",
        #"{"extra": {"\x": 1}, "a": 2}"#,
        #"{"extra": [{"\u12G4": 1}], "a": 2}"#,
    ]

    @Test("a malformed key in an object no type reads fails the decode; JSONDecoder reads past it", arguments: keysOfUnreadObjects)
    func malformedKeyOfAnUnreadObject(text: String) throws {
        let data = Data(text.utf8)
        #expect(try JSONDecoder().decode(OnlyA.self, from: data) == OnlyA(a: 2))
        #expect {
            try FleeceDecoder().decode(OnlyA.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.isEmpty
        }
    }

    @Test("the same key in the object decoded fails under both", arguments: [
        #"{"\ud800": 1, "a": 2}"#, "{\"x\ty\": 1, \"a\": 2}", #"{"\x": 1, "a": 2}"#,
    ])
    func malformedKeyOfTheDecodedObject(text: String) {
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(OnlyA.self, from: data) }
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(OnlyA.self, from: data) }
    }

    /// Found by an outside randomised differential: `\u0000` is a valid escape, which
    /// `JSONDecoder`'s JSON5 reader refuses in a key only when it reads that object's keys.
    @Test("JSON5: a \\u0000 key in an object no type reads fails the decode; JSONDecoder reads past it")
    func json5NulKeyOfAnUnreadObject() throws {
        let ours = FleeceDecoder()
        ours.allowsJSON5 = true
        let theirs = JSONDecoder()
        theirs.allowsJSON5 = true
        let unread = Data(#"{"a": 2, "x": {"\u0000": 1}}"#.utf8)
        #expect(try theirs.decode(OnlyA.self, from: unread) == OnlyA(a: 2))
        #expect(throws: DecodingError.self) { try ours.decode(OnlyA.self, from: unread) }
        let read = Data(#"{"a": 2, "\u0000": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try theirs.decode(OnlyA.self, from: read) }
        #expect(throws: DecodingError.self) { try ours.decode(OnlyA.self, from: read) }
        // Without JSON5 both read the key.
        #expect(try JSONDecoder().decode(OnlyA.self, from: read) == OnlyA(a: 2))
        #expect(try FleeceDecoder().decode(OnlyA.self, from: read) == OnlyA(a: 2))
    }

    /// Found by an outside randomised differential.
    @Test("an .iso8601 date that does not parse in a [String: Date] under a key strategy: the dictionary's path, where JSONDecoder's is empty")
    func iso8601DateInADictionaryUnderAKeyStrategy() throws {
        struct Dated: Decodable { var dd: [String: Date] }
        let data = Data(#"{"dd": {"x": "bad"}}"#.utf8)
        func path(_ decode: () throws -> Dated) -> [String]? {
            guard case .failure(let error) = Result(catching: decode),
                  case DecodingError.dataCorrupted(let context) = error else { return nil }
            return context.codingPath.map(\.stringValue)
        }
        for snakeCase in [false, true] {
            let ours = FleeceDecoder()
            ours.dateDecodingStrategy = .iso8601
            let theirs = JSONDecoder()
            theirs.dateDecodingStrategy = .iso8601
            if snakeCase {
                ours.keyDecodingStrategy = .convertFromSnakeCase
                theirs.keyDecodingStrategy = .convertFromSnakeCase
            }
            #expect(path { try ours.decode(Dated.self, from: data) } == ["dd"])
            #expect(path { try theirs.decode(Dated.self, from: data) } == (snakeCase ? [] : ["dd"]))
        }
    }

    @Test("JSON5: a malformed number no type reads is read past by both, a malformed string fails both", arguments: [
        (#"{n: 0x, a: 2}"#, true), (#"{n: {x: 1e}, a: 2}"#, true), (#"{n: [--1], a: 2}"#, true),
        (#"{n: '\u12', a: 2}"#, false), (#"{n: {x: '\x4'}, a: 2}"#, false),
    ])
    func json5MalformedValues(text: String, isRead: Bool) throws {
        let data = Data(text.utf8)
        let ours = FleeceDecoder()
        ours.allowsJSON5 = true
        let theirs = JSONDecoder()
        theirs.allowsJSON5 = true
        if isRead {
            #expect(try theirs.decode(OnlyA.self, from: data) == OnlyA(a: 2))
            #expect(try ours.decode(OnlyA.self, from: data) == OnlyA(a: 2))
        } else {
            #expect(throws: DecodingError.self) { try theirs.decode(OnlyA.self, from: data) }
            #expect(throws: DecodingError.self) { try ours.decode(OnlyA.self, from: data) }
        }
    }

    /// Falls back to cents from a decimal when the value is not an `Int`, catching only
    /// `DecodingError`.
    struct Price: Decodable {
        var cents: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            do {
                cents = try container.decode(Int.self)
            } catch is DecodingError {
                cents = Int(try container.decode(Double.self) * 100)
            }
        }
    }

    @Test("a number that does not fit is a DecodingError at once, which an init(from:) can catch")
    func numberThatDoesNotFitIsCaught() throws {
        let data = Data("[1.5]".utf8)
        #expect(try FleeceDecoder().decode([Price].self, from: data).map(\.cents) == [150])
        // Foundation's error there is of its own type, which `catch is DecodingError` lets pass;
        // it leaves the decoder as `dataCorrupted` with an empty path.
        #expect {
            try JSONDecoder().decode([Price].self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.isEmpty
        }
    }

    struct NonNegative: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if try container.decode(Int.self) < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative")
            }
        }
    }

    /// Catches `NonNegative`'s error and keeps its words.
    struct Order: Decodable {
        var said: String
        enum CodingKeys: CodingKey { case qty }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                _ = try container.decode(NonNegative.self, forKey: .qty)
                said = "ok"
            } catch DecodingError.dataCorrupted(let context) {
                said = context.debugDescription
            }
        }
    }

    @Test("a model's own error has its position by the time an outer init(from:) catches it")
    func outerInitSeesThePlacedError() throws {
        let data = Data(#"{"qty": -1}"#.utf8)
        #expect(try FleeceDecoder().decode(Order.self, from: data).said == "negative, at line 1, column 9.")
        #expect(try JSONDecoder().decode(Order.self, from: data).said == "negative")
    }

    struct Role: Decodable { var rôle: String }
    struct Kind: Decodable { var Kind: String }

    @Test("a model's keys match the JSON's by their bytes; JSONDecoder matches canonically equivalent keys")
    func keysMatchByBytes() throws {
        // "rôle" declared with U+00F4; the JSON spells it "ro" + U+0302, then with U+00F4.
        let decomposed = Data(#"{"ro\#u{302}le": "user"}"#.utf8)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Role.self, from: decomposed) }
        #expect(try JSONDecoder().decode(Role.self, from: decomposed).rôle == "user")
        let both = Data(#"{"ro\#u{302}le": "user", "r\#u{F4}le": "admin"}"#.utf8)
        #expect(try FleeceDecoder().decode(Role.self, from: both).rôle == "admin")
        #expect(try JSONDecoder().decode(Role.self, from: both).rôle == "user")
        // U+212A KELVIN SIGN is canonically "K": an ASCII key is matched by another spelling there.
        let kelvin = Data(#"{"\#u{212A}ind": "x"}"#.utf8)
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(Kind.self, from: kelvin) }
        #expect(try JSONDecoder().decode(Kind.self, from: kelvin).Kind == "x")
    }
}

/// A key whose name a setting chooses, read when the key is asked for its name.
private let keyNames = Mutex("name")

@Suite("The documented differences from JSONEncoder")
struct EncoderKeyNameTests {
    struct Profile: Encodable {
        var name = "Ada"
        enum CodingKeys: CodingKey {
            case name
            var stringValue: String { keyNames.withLock { $0 } }
            init?(stringValue: String) { nil }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
    }

    @Test("a reused FleeceEncoder keeps a payload-free key's first name; a new one asks again")
    func keyNamesAreKeptPerEncoder() throws {
        keyNames.withLock { $0 = "name" }
        let encoder = FleeceEncoder()
        let foundation = JSONEncoder()
        #expect(String(decoding: try encoder.encode(Profile()), as: UTF8.self) == #"{"name":"Ada"}"#)
        #expect(String(decoding: try foundation.encode(Profile()), as: UTF8.self) == #"{"name":"Ada"}"#)
        keyNames.withLock { $0 = "fullName" }
        #expect(String(decoding: try encoder.encode(Profile()), as: UTF8.self) == #"{"name":"Ada"}"#)
        #expect(String(decoding: try FleeceEncoder().encode(Profile()), as: UTF8.self) == #"{"fullName":"Ada"}"#)
        #expect(String(decoding: try foundation.encode(Profile()), as: UTF8.self) == #"{"fullName":"Ada"}"#)
        keyNames.withLock { $0 = "name" }
    }

    /// A struct key of plain data (an `Int`) whose name reads a setting: its names were kept by
    /// its bytes as an enum's are, and a reused encoder wrote the first names after the setting
    /// changed (found by an outside tester). Only enums' names are kept.
    struct ColumnKey: CodingKey {
        let index: Int
        init(_ index: Int) { self.index = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
        var stringValue: String { columnPrefix.withLock { $0 } + "\(index)" }
        var intValue: Int? { nil }
    }

    struct Row: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ColumnKey.self)
            try container.encode(1, forKey: ColumnKey(0))
            try container.encode(2, forKey: ColumnKey(1))
        }
    }

    @Test("a reused FleeceEncoder asks a struct key for its name every time, as JSONEncoder does")
    func structKeyNamesAreAskedEveryTime() throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = .sortedKeys
        columnPrefix.withLock { $0 = "col" }
        #expect(String(decoding: try encoder.encode([Row(), Row()]), as: UTF8.self) == #"[{"col0":1,"col1":2},{"col0":1,"col1":2}]"#)
        columnPrefix.withLock { $0 = "c_" }
        #expect(String(decoding: try encoder.encode([Row(), Row()]), as: UTF8.self) == #"[{"c_0":1,"c_1":2},{"c_0":1,"c_1":2}]"#)
    }
}

/// The prefix of `EncoderKeyNameTests.ColumnKey`'s names, a setting read when a key is asked.
private let columnPrefix = Mutex("col")

/// Containers kept past the `init(from:)` or `encode(to:)` that made them: the README's last
/// difference of each list.
@Suite("Containers kept past their call, against Foundation")
struct KeptContainerTests {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Keeps its container to decode later, as a lazy wrapper does.
    struct Deferred: Decodable {
        let container: KeyedDecodingContainer<AnyKey>
        init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: AnyKey.self) }
    }

    struct Outer: Decodable { var items: [Deferred] }

    @Test("a decoding container kept past init(from:) reads the right values; its path lacks the path above it")
    func decodingContainer() throws {
        let data = Data(#"{"items": [{"id": 1}, {"id": 2}]}"#.utf8)
        let ours = try FleeceDecoder().decode(Outer.self, from: data).items[1].container
        let theirs = try JSONDecoder().decode(Outer.self, from: data).items[1].container
        #expect(try ours.decode(Int.self, forKey: AnyKey(stringValue: "id")) == 2)
        #expect(try theirs.decode(Int.self, forKey: AnyKey(stringValue: "id")) == 2)
        #expect(theirs.codingPath.map(\.stringValue) == ["items", "Index 1"])
        #expect(ours.codingPath.isEmpty)
    }

    /// Keeps the container its `encode(to:)` wrote to.
    final class Kept: @unchecked Sendable {
        var container: KeyedEncodingContainer<AnyKey>?
    }

    struct Child: Encodable {
        let kept: Kept
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(1, forKey: AnyKey(stringValue: "early"))
            kept.container = container
        }
    }

    struct Parent: Encodable {
        let kept = Kept()
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(Child(kept: kept), forKey: AnyKey(stringValue: "child"))
            try kept.container?.encode(2, forKey: AnyKey(stringValue: "late"))
        }
    }

    @Test("an encoding container written to after encode(to:) returned: still written here, dropped by JSONEncoder")
    func encodingContainer() throws {
        let encoder = FleeceEncoder(), foundation = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        foundation.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Parent()), as: UTF8.self) == #"{"child":{"early":1,"late":2}}"#)
        #expect(String(decoding: try foundation.encode(Parent()), as: UTF8.self) == #"{"child":{"early":1}}"#)
    }
}
