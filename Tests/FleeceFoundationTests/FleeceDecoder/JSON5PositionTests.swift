import Foundation
import FleeceFoundation
import Testing

/// A file read with `allowsJSON5` is rewritten as JSON before it is decoded; its errors name the
/// line and column of the file as written (comments, unquoted keys and all), as JSON's do.
@Suite("FleeceDecoder: JSON5 errors carry the file's line and column")
struct JSON5PositionTests {
    struct Server: Decodable {
        var host: String
        var port: UInt16
    }

    struct Config: Decodable {
        var name: String
        var port: Int
        var retries: UInt?
        var servers: [Server]?
    }

    static let decoder: FleeceDecoder = {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }()

    /// The description of the error decoding `text` as `Config` throws.
    static func failure(_ text: String) -> String {
        do {
            _ = try decoder.decode(Config.self, from: Data(text.utf8))
            return "decoded"
        } catch DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context),
                DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context) {
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        } catch {
            return "\(error)"
        }
    }

    @Test("a wrong type after a comment, unquoted keys and single quotes")
    func typeMismatch() {
        let text = "{\n  // the service\n  name: 'api',\n  /* the port */ port: \"8080\",\n}"
        #expect(Self.failure(text) == #"port: Expected to decode Int but found a string "8080" instead, at line 4, column 24."#)
    }

    @Test("a number that does not fit, in an array of objects")
    func numberDoesNotFit() {
        let text = "{\n  name: 'api', port: 1, // ok\n  servers: [\n    {host: 'a', port: 80},\n    {host: 'b', port: 70000},\n  ],\n}"
        #expect(Self.failure(text) == ": The given data was not valid JSON. The number 70000 at servers[1].port does not fit in UInt16, at line 5, column 23")
    }

    // The coding path of these is empty, as JSONDecoder's: the message names the place.
    @Test("a missing key names the object's place")
    func missingKey() {
        let text = "// settings\n{\n  name: 'api',\n}"
        #expect(Self.failure(text) == #": No value associated with key CodingKeys(stringValue: "port", intValue: nil) ("port"), in the object at line 2, column 1."#)
    }

    @Test("a malformed JSON5 value says where it is")
    func malformedValue() {
        let text = "{\n  name: 'api',\n  port: 0xZZ,\n}"
        #expect(Self.failure(text) == ": The given data was not valid JSON. The value 0xZZ at port is not valid JSON5, at line 3, column 9.")
    }

    @Test("text with non-ASCII characters and a byte-order mark counts columns in characters")
    func nonASCII() {
        let text = "\u{FEFF}{ name: 'ünïcödé 😀', port: 'x' }"
        #expect(Self.failure(text) == #"port: Expected to decode Int but found a string "x" instead, at line 1, column 28."#)
    }

    @Test("a JSON value decoded from JSON5 keeps the places for the method API's errors")
    func jsonValueFromJSON5() throws {
        let json = try Self.decoder.decode(JSON.self, from: Data("{\n  /* a */ port: 'x',\n}".utf8))
        #expect(throws: DecodeError.self) { _ = try json.need("port", as: Int.self) }
        do {
            _ = try json.need("port", as: Int.self)
        } catch {
            #expect(error.failures.first?.position == JSONPosition(offset: 18, line: 2, column: 17))
        }
    }
}
