import Foundation
import FleeceFoundation
import Testing

/// `@FailableDecodableDictionary` (BetterCodable's `@LossyDictionary`) under `FleeceDecoder` and
/// `JSONDecoder`: the same values, the same report (with positions under `FleeceDecoder`).
@Suite struct FailableDecodableDictionaryTests {
    struct Order: Codable, Equatable {
        var id: Int
        @FailableDecodableDictionary var attributes: [String: String]
    }

    enum Color: String, Hashable, Codable, CodingKeyRepresentable {
        case red, blue
    }

    struct Counts: Decodable {
        @FailableDecodableDictionary var byNumber: [Int: String]
        @FailableDecodableDictionary var byColor: [Color: Int]
    }

    static let decoders: [(name: String, make: @Sendable () -> any ReportingDecoder)] = [
        ("FleeceDecoder", { FleeceDecoder() }), ("JSONDecoder", { JSONDecoder() }),
    ]

    /// Found by an outside tester: `"3"`, `"03"` and `"+3"` all read as the `Int` 3, and one
    /// value of three was kept without a word. The first is kept, the others reported.
    @Test("keys spelled differently that read as one Int: the first is kept, the others reported")
    func keysThatReadAsOneKey() throws {
        let text = #"{"byNumber": {"3": "a", "03": "b", "+3": "c", "4": "d"}, "byColor": {}}"#
        let (counts, report) = try LeniencyReport.collecting {
            try FleeceDecoder().decode(Counts.self, from: Data(text.utf8))
        }
        #expect(counts.byNumber == [3: "a", 4: "d"])
        let sentence = "both read as the same Int, so one of their values would be lost: decode the object as [String: …] to keep both"
        #expect(report.entries.map(\.description) == [
            #"byNumber.03: skipped element: The key "03" and the key "3" before it \#(sentence) at line 1, column 25"#,
            #"byNumber.+3: skipped element: The key "+3" and the key "3" before it \#(sentence) at line 1, column 36"#,
        ])
    }

    @Test("members whose values fail are left out and reported at their key", arguments: [true, false])
    func badValuesLeftOut(fleece: Bool) throws {
        let text = #"{"id": 1, "attributes": {"gift_note": "hi", "priority": 2, "wrap": "red"}}"#
        let (order, report) = try LeniencyReport.collecting {
            try decoder(fleece).decode(Order.self, from: Data(text.utf8))
        }
        #expect(order.attributes == ["gift_note": "hi", "wrap": "red"])
        #expect(report.entries.map(\.path.description) == ["attributes.priority"])
        #expect(report.entries.map(\.action) == [.skippedElement])
        if fleece {
            #expect(report.entries.map(\.description) == [
                "attributes.priority: skipped element: Expected to decode String but found number 2 instead, at line 1, column 57.",
            ])
        } else {
            #expect(report.entries[0].position == nil)
        }
    }

    @Test("absent, null or not an object: an empty dictionary, reported as a default", arguments: [true, false])
    func emptyWhenNotAnObject(fleece: Bool) throws {
        for (text, forgiven) in [(#"{"id": 1}"#, false), (#"{"id": 1, "attributes": null}"#, false), (#"{"id": 1, "attributes": [1]}"#, true)] {
            let (order, report) = try LeniencyReport.collecting {
                try decoder(fleece).decode(Order.self, from: Data(text.utf8))
            }
            #expect(order.attributes.isEmpty)
            #expect(report.entries.map(\.action) == [.usedDefault], "\(text)")
            #expect(report.entries.map(\.path.description) == ["attributes"])
            #expect((report.entries.first?.error != nil) == forgiven, "\(text)")
        }
    }

    @Test("Int and enum keys are read as Dictionary reads them; a key that is not one is left out", arguments: [true, false])
    func keysOfOtherTypes(fleece: Bool) throws {
        let text = #"{"byNumber": {"1": "a", "x": "b", "2": 3}, "byColor": {"red": 1, "green": 2}}"#
        let (counts, report) = try LeniencyReport.collecting {
            try decoder(fleece).decode(Counts.self, from: Data(text.utf8))
        }
        #expect(counts.byNumber == [1: "a"])
        #expect(counts.byColor == [.red: 1])
        #expect(Set(report.entries.map(\.path.description)) == ["byNumber.x", "byNumber.2", "byColor.green"])
        let keyEntry = try #require(report.entries.first { $0.path.description == "byNumber.x" })
        // "an Int", and the place (the key's, not its value's) after the sentence, not after its full stop.
        #expect(keyEntry.description == #"byNumber.x: skipped element: The key "x" is not an Int"#
            + (fleece ? " at line 1, column 25" : "."), "\(keyEntry)")
    }

    @Test("valid members are what a plain dictionary decodes: String keys as written under a key strategy", arguments: [true, false])
    func sameAsPlainDictionary(fleece: Bool) throws {
        struct Plain: Decodable { var attributes: [String: String] }
        let text = #"{"id": 1, "attributes": {"gift_note": "hi", "wrap_color": "red"}}"#
        let decoder = decoder(fleece)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let wrapped = try decoder.decode(Order.self, from: Data(text.utf8))
        let plain = try decoder.decode(Plain.self, from: Data(text.utf8))
        #expect(wrapped.attributes == plain.attributes)
        #expect(wrapped.attributes == ["gift_note": "hi", "wrap_color": "red"])
    }

    @Test func encodesAsADictionary() throws {
        let order = Order(id: 1, attributes: ["a": "x"])
        let encoder = FleeceEncoder()
        #expect(String(decoding: try encoder.encode(order), as: UTF8.self) == #"{"id":1,"attributes":{"a":"x"}}"#)
        #expect(try FleeceDecoder().decode(Order.self, from: try encoder.encode(order)) == order)
    }

    func decoder(_ fleece: Bool) -> any ReportingDecoder { fleece ? FleeceDecoder() : JSONDecoder() }
}

/// What the tests need of either decoder.
protocol ReportingDecoder: AnyObject {
    var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy { get set }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension FleeceDecoder: ReportingDecoder {}
extension JSONDecoder: ReportingDecoder {}

/// The wrappers encode their values as the plain values are encoded: a `[String: V]`'s keys
/// untouched by a key strategy, a `Date` by the date strategy.
@Suite struct WrapperEncodingTests {
    enum Epoch: DefaultValueProvider { static var defaultValue: Date { Date(timeIntervalSince1970: 0) } }

    struct Wrapped: Codable {
        @FailableDecodableDictionary var lossy: [String: Int]
        @DefaultEmpty var defaulted: [String: Int]
        @Default<Epoch> var at: Date
        @FailableDecodableArray var dates: [Date]
    }

    struct Plain: Codable {
        var lossy: [String: Int]
        var defaulted: [String: Int]
        var at: Date
        var dates: [Date]
    }

    @Test("the same text as the plain model under key and date strategies, and back", arguments: [true, false])
    func sameAsPlain(fleece: Bool) throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let wrapped = Wrapped(lossy: ["userName": 1], defaulted: ["postCount": 2], at: date, dates: [date])
        let plain = Plain(lossy: ["userName": 1], defaulted: ["postCount": 2], at: date, dates: [date])
        func encoded(_ value: some Encodable) throws -> String {
            if fleece {
                let encoder = FleeceEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                encoder.dateEncodingStrategy = .iso8601
                encoder.outputFormatting = .sortedKeys
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            }
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let text = try encoded(wrapped)
        #expect(text == (try encoded(plain)))
        #expect(text == #"{"at":"2023-11-14T22:13:20Z","dates":["2023-11-14T22:13:20Z"],"defaulted":{"postCount":2},"lossy":{"userName":1}}"#)
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let back = try decoder.decode(Wrapped.self, from: Data(text.utf8))
        #expect(back.lossy == ["userName": 1] && back.defaulted == ["postCount": 2] && back.at == date && back.dates == [date])
    }
}
