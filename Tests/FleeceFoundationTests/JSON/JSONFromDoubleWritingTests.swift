import Fleece
import FleeceFoundation
import Foundation
import Testing

/// A `JSON` number made in code from a `Double` (a literal, `JSON.Number(_:)`, `JSONDecoder`'s
/// reading of `JSON`) has no text of its own: it is written as `JSONEncoder` writes a `Double`.
/// Found by an outside tester: `["w": 100.0, "z": -0.0]` was written `{"w":100.0,"z":-0.0}`.
@Suite("JSON numbers made from a Double write as JSONEncoder does")
struct JSONFromDoubleWritingTests {
    static let built: JSON = ["w": 100.0, "z": -0.0, "x": 1e20, "y": 0.1, "v": JSON(floatLiteral: .leastNonzeroMagnitude), "u": 12.5]

    @Test("text(), FleeceEncoder and JSONEncoder agree")
    func writers() throws {
        #expect(Self.built.text() == #"{"w":100,"z":-0,"x":1e+20,"y":0.1,"v":5e-324,"u":12.5}"#)
        #expect(String(decoding: try FleeceEncoder().encode(Self.built), as: UTF8.self) == #"{"w":100,"z":-0,"x":1e+20,"y":0.1,"v":5e-324,"u":12.5}"#)
        let sortedFleece = FleeceEncoder()
        sortedFleece.outputFormatting = .sortedKeys
        let sortedFoundation = JSONEncoder()
        sortedFoundation.outputFormatting = .sortedKeys
        let expected = #"{"u":12.5,"v":5e-324,"w":100,"x":1e+20,"y":0.1,"z":-0}"#
        #expect(String(decoding: try sortedFleece.encode(Self.built), as: UTF8.self) == expected)
        let foundation = String(decoding: try sortedFoundation.encode(Self.built), as: UTF8.self)
        #expect(foundation == expected)
    }

    @Test("the number's text is the Double writer's")
    func numberText() {
        for value in [100.0, -0.0, 1e20, 0.1, .leastNonzeroMagnitude, 12.5, -7.0, 9007199254740993.0, 1e16, 1.5e-5] {
            #expect(JSON.Number(value)?.text == value.jsonText(), "\(value)")
        }
        #expect(JSON.Number(100.0)?.text == "100")
        #expect(JSON.Number(-0.0)?.text == "-0")
        #expect(JSON.Number(1e20)?.text == "1e+20")
        #expect(JSON.Number(Double.infinity) == nil && JSON.Number(Double.nan) == nil)
        #expect(JSON.Number(100.0) == JSON.Number(100))
    }

    @Test("a JSON decoded by JSONDecoder writes -0 and 1")
    func viaJSONDecoder() throws {
        let json = try JSONDecoder().decode(JSON.self, from: Data(#"{"i": -0, "f": 1.0, "g": 2.5}"#.utf8))
        // `JSONDecoder` gives the members in hash order.
        #expect(json["i"]?.text() == "-0" && json["f"]?.text() == "1" && json["g"]?.text() == "2.5")
        guard case .number(let zero)? = json["i"] else {
            Issue.record("not a number")
            return
        }
        #expect(zero.double.bitPattern == (-0.0).bitPattern && zero.int64 == 0)
    }

    @Test("a Float from Foundation is written as JSONEncoder writes a Float")
    func floatFromFoundation() throws {
        let json = try JSON(["a": Float(1), "b": Float(0.1), "c": Double(2)] as [String: Any])
        #expect(json["a"]?.text() == "1")
        #expect(json["b"]?.text() == "0.1")
        #expect(json["c"]?.text() == "2")
    }

    @Test("parsed numbers keep their text")
    func parsedKeepsText() throws {
        let json = try JSON(parsing: #"{"w": 100.0, "z": -0.0, "x": 1E20}"#)
        #expect(json.text() == #"{"w":100.0,"z":-0.0,"x":1E20}"#)
    }
}
