import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A number read into a `String` by the lenient conversions (`<|~`, `convert`, and
/// `@StringConvertible` under Fleece's decoders) is its text as the JSON has it, not a value
/// reread through `Double` (found by an outside tester: `1.10` became `"1.1"`).
@Suite("Numbers converted to String keep their text")
struct NumberTextAsSentTests {
    struct Functional: JSONDecodable {
        let v: String
        static func decode(_ json: JSON) -> Decoded<Functional> { Functional.init <^> json <|~ "v" }
    }

    struct Wrapped: Codable {
        @StringConvertible var v: String
    }

    static let texts = ["1.10", "12345678901234567890123", "1e2", "-0", "2.50", "1E+2", "-0.0", "1e400", "12"]

    @Test("<|~, convert and @StringConvertible under FleeceDecoder and JSONCodableDecoder", arguments: texts)
    func textAsSent(text: String) throws {
        let source = #"{"v": \#(text)}"#
        let json = try JSON(parsing: source)
        #expect(try Functional.decode(json).get().v == text)
        #expect(try json.convert("v", as: String.self) == text)
        #expect(try json.convert(["v"], as: String.self) == text)
        #expect(try FleeceDecoder().decode(Wrapped.self, from: Data(source.utf8)).v == text)
        #expect(try JSONCodableDecoder().decode(Wrapped.self, from: source).v == text)
    }

    @Test("the text is the same while a report is collected, and the conversion is reported")
    func reported() throws {
        let json = try JSON(parsing: #"{"v": 1.10}"#)
        let (values, report) = try LeniencyReport.collecting {
            (try json.convert("v", as: String.self), try FleeceDecoder().decode(Wrapped.self, from: Data(#"{"v": 1.10}"#.utf8)).v)
        }
        #expect(values.0 == "1.10" && values.1 == "1.10")
        #expect(report.entries.map(\.action) == [.convertedValue, .convertedValue])
    }

    @Test("@StringConvertible encodes back the text it was sent")
    func roundTrip() throws {
        let value = try FleeceDecoder().decode(Wrapped.self, from: Data(#"{"v": 1.10}"#.utf8))
        #expect(String(decoding: try FleeceEncoder().encode(value), as: UTF8.self) == #"{"v":"1.10"}"#)
    }

    @Test("JSONDecoder keeps no text: the value as it reads it, as before")
    func underJSONDecoder() throws {
        let decoded = try JSONDecoder().decode([Wrapped].self, from: Data(#"[{"v": 1.10}, {"v": 1e2}, {"v": 12}]"#.utf8))
        #expect(decoded.map(\.v) == ["1.1", "100", "12"])
    }
}
