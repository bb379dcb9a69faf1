import Foundation
import FleeceFoundation
import Testing

/// Text means text, bytes come in any collection, and a parsed `JSON` is still accepted.
@Suite("FleeceDecoder inputs")
struct DecodeInputTests {
    struct Point: Decodable, Equatable { var x: Int; var y: Int }

    @Test("a string literal is parsed as JSON text, not taken as a JSON string value")
    func stringLiteralIsText() throws {
        #expect(try FleeceDecoder().decode(Point.self, from: "{\"x\":1,\"y\":2}") == Point(x: 1, y: 2))
        #expect(try FleeceDecoder().decode([String: Int].self, from: "{\"a\":1}") == ["a": 1])
        // Were the literal a JSON string value, this would decode "[1]" as a String.
        #expect(throws: DecodingError.self) { try FleeceDecoder().decode(String.self, from: "[1]") }
        #expect(try FleeceDecoder().decode(String.self, from: "\"[1]\"") == "[1]")
    }

    @Test("a String variable is parsed as text; its syntax errors are syntax errors")
    func stringVariable() throws {
        let text: String = #"{"x": 3, "y": 4}"#
        #expect(try FleeceDecoder().decode(Point.self, from: text) == Point(x: 3, y: 4))
        do {
            _ = try FleeceDecoder().decode(Point.self, from: #"{"x": 3,, "y": 4}"#)
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.line == 1 && syntax.column == 9)
        }
    }

    @Test("any collection of bytes decodes")
    func byteCollections() throws {
        let text = Array(#"..{"x": 5, "y": 6}.."#.utf8)
        let expected = Point(x: 5, y: 6)
        let decoder = FleeceDecoder()
        #expect(try decoder.decode(Point.self, from: Array(text[2..<(text.count - 2)])) == expected)
        #expect(try decoder.decode(Point.self, from: text[2..<(text.count - 2)]) == expected)
        #expect(try decoder.decode(Point.self, from: ContiguousArray(text[2..<(text.count - 2)])) == expected)
        #expect(try decoder.decode(Point.self, from: Data(text[2..<(text.count - 2)])) == expected)
        #expect(try decoder.decode(Point.self, from: Data(text)[2..<(text.count - 2)]) == expected)
        #expect(try decoder.decode(Point.self, from: #"{"x": 5, "y": 6}"#.utf8) == expected)
        let fromPointer = try text.withUnsafeBufferPointer { buffer in
            try decoder.decode(Point.self, from: UnsafeBufferPointer(rebasing: buffer[2..<(buffer.count - 2)]))
        }
        #expect(fromPointer == expected)
    }

    @Test("Data and every other collection of bytes read UTF-16")
    func bytesReadUTF16() throws {
        let utf16 = Data(#"{"x": 7, "y": 8}"#.data(using: .utf16BigEndian)!)
        #expect(try FleeceDecoder().decode(Point.self, from: utf16) == Point(x: 7, y: 8))
        #expect(try FleeceDecoder().decode(Point.self, from: [UInt8](utf16)) == Point(x: 7, y: 8))
        #expect(try FleeceDecoder().decode(Point.self, from: [UInt8](utf16)[...]) == Point(x: 7, y: 8))
    }

    @Test("a parsed JSON value is still accepted")
    func parsedValue() throws {
        let json = try JSON(parsing: #"{"point": {"x": 9, "y": 10}}"#)
        #expect(try FleeceDecoder().decode(Point.self, from: json["point"] ?? .null) == Point(x: 9, y: 10))
        let string: JSON = .string("ok")
        #expect(try FleeceDecoder().decode(String.self, from: string) == "ok")
    }

    @Test("a syntax error prints its message once, with one period")
    func syntaxErrorPrintsOnce() throws {
        do {
            _ = try FleeceDecoder().decode(Point.self, from: #"{"x": 1,, }"#)
            Issue.record("decoded")
        } catch let error as DecodingError {
            guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(context.debugDescription == "The given data was not valid JSON")
            let printed = "\(error)"
            #expect(printed.hasSuffix("The given data was not valid JSON. Underlying error: \(syntax)"))
            #expect(!printed.contains(".."))
            #expect(printed.components(separatedBy: "line 1, column 9").count == 2)
        }
    }
}
