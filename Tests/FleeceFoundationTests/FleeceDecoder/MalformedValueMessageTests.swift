import Foundation
import Fleece
import FleeceFoundation
import Testing

/// A malformed string or number in JSON: `JSONDecoder` fails on it only when the value is
/// decoded, as invalid JSON at the root, and so does `FleeceDecoder`; its description says what
/// the strict parser would have said of the value, and where.
@Suite("FleeceDecoder: what is wrong with a malformed value, and where")
struct MalformedValueMessageTests {
    struct Named: Codable { var name: String }
    struct Counted: Codable { var n: Int }
    struct Kept: Codable { var name: JSON }

    /// The `dataCorrupted` error's coding path and description, or nil when `body` did not throw it.
    func corruption(_ body: () throws -> Void) -> (path: String, description: String)? {
        do {
            try body()
        } catch DecodingError.dataCorrupted(let context) {
            return (context.codingPath.map(\.stringValue).joined(separator: "."), context.debugDescription)
        } catch {
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    func decode<T: Decodable>(_ type: T.Type, _ text: String, json5: Bool = false) -> (path: String, description: String)? {
        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = json5
        return corruption { _ = try decoder.decode(type, from: Data(text.utf8)) }
    }

    @Test("a bad escape: the strict parser's words, at the escape's letter")
    func badEscape() {
        let error = decode(Named.self, #"{"name": "\q"}"#)
        #expect(error?.path == "")
        #expect(error?.description == #"The given data was not valid JSON. The value "\q" at name is not valid JSON: expected an escape character ('"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\', found 'q' at line 1, column 12."#)
    }

    @Test("a malformed string decoded as another type is a string that does not fit, not a number")
    func malformedStringAsAnotherType() throws {
        do {
            _ = try FleeceDecoder().decode(Counted.self, from: Data(#"{"n": "\x41"}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["n"])
            #expect(context.debugDescription == #"Expected to decode Int but found a string "\x41" instead, at line 1, column 7."#)
        }
        let long = String(repeating: "a", count: 50)
        do {
            _ = try FleeceDecoder().decode(Counted.self, from: Data("{\"n\": \"\t\(long)\"}".utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == "Expected to decode Int but found a string \"\t\(String(repeating: "a", count: 37))…\" instead, at line 1, column 7.")
        }
    }

    /// Found by an outside tester (maps): `[1.5.2]` said `expected end of input after the JSON
    /// value`, the words for the value read alone, not where it is.
    @Test("text after a number that reads as one: what may follow a value where it is")
    func textAfterANumber() {
        #expect(decode([Double].self, "[1.5.2]")?.description
                == "The given data was not valid JSON. The value 1.5.2 at [0] is not valid JSON: expected ',' or ']' after an array element, found '.' at line 1, column 5.")
        #expect(decode([String: Double].self, #"{"lat": 1e5.5}"#)?.description
                == "The given data was not valid JSON. The value 1e5.5 at lat is not valid JSON: expected ',' or '}' after an object member, found '.' at line 1, column 12.")
        #expect(decode(Double.self, "1.5.2")?.description
                == "The given data was not valid JSON. The value 1.5.2 is not valid JSON: expected end of input after the JSON value, found '.' at line 1, column 4.")
    }

    @Test("a lone surrogate on a later line")
    func loneSurrogate() {
        let error = decode(Named.self, "{\"name\":\n  \"ab\\ud800x\"}")
        // At what follows the high surrogate: the `x`.
        #expect(error?.description == #"The given data was not valid JSON. The value "ab\ud800x" at name is not valid JSON: expected a low surrogate escape (\uDC00-\uDFFF) after the high surrogate \uD800, found 'x' at line 2, column 12."#)
    }

    @Test("a raw control character")
    func controlCharacter() {
        let error = decode(Named.self, "{\"name\": \"a\tb\"}")
        #expect(error?.description == "The given data was not valid JSON. The value \"a\tb\" at name is not valid JSON: expected no unescaped control character in a string (escape it as \\u0009), found a tab (U+0009) at line 1, column 12.")
    }

    @Test("malformed numbers: what follows the value is what was found at its end")
    func numbers() {
        #expect(decode(Counted.self, #"{"n": 01}"#)?.description == "The given data was not valid JSON. The value 01 at n is not valid JSON: expected no leading zero in a number ('.', 'e' or the number's end after '0'), found '1' at line 1, column 8.")
        #expect(decode(Counted.self, #"{"n": 1.}"#)?.description == "The given data was not valid JSON. The value 1. at n is not valid JSON: expected a digit after '.', found '}' at line 1, column 9.")
        #expect(decode([Int].self, "[1.]")?.description == "The given data was not valid JSON. The value 1. at [0] is not valid JSON: expected a digit after '.', found ']' at line 1, column 4.")
    }

    @Test("a malformed value nothing decodes is no error")
    func ignored() throws {
        let counted = try FleeceDecoder().decode(Counted.self, from: Data(#"{"name": "\q", "n": 3}"#.utf8))
        #expect(counted.n == 3)
    }

    @Test("a malformed \\u escape in a key fails the whole decode, a documented difference with JSONDecoder",
          arguments: [#"{"n": 3, "x": {"\uZZZZ": 1}}"#, #"{"n": 3, "x": {"\ud800": 1}}"#])
    func malformedKey(text: String) throws {
        #expect(try JSONDecoder().decode(Counted.self, from: Data(text.utf8)).n == 3)
        let failure = try #require(decode(Counted.self, text))
        #expect(failure.path == "")
        #expect(failure.description.hasPrefix("The given data was not valid JSON"))
    }

    @Test("JSON kept as a member: dataCorrupted at its path, with what is wrong")
    func keptJSON() {
        let error = decode(Kept.self, #"{"name": "\q"}"#)
        #expect(error?.path == "name")
        #expect(error?.description == #"The value is not a JSON value: "\q" is not valid JSON: expected an escape character ('"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\', found 'q' at line 1, column 12."#)
        let nested = decode(JSON.self, #"{"a": [1, {"b": 01}]}"#)
        #expect(nested?.path == "a.Index 1.b")
        #expect(nested?.description == "The value is not a JSON value: 01 is not valid JSON: expected no leading zero in a number ('.', 'e' or the number's end after '0'), found '1' at line 1, column 18.")
    }

    @Test("JSON5: the value is not valid JSON5; Infinity is no number JSON holds")
    func json5() {
        #expect(decode(Named.self, "{name: '\\uD800'}", json5: true)?.description == #"The given data was not valid JSON. The value '\uD800' at name is not valid JSON5, at line 1, column 8."#)
        let infinity = decode(Kept.self, "{name: Infinity}", json5: true)
        #expect(infinity?.path == "name")
        #expect(infinity?.description == "The value is not a JSON value: Infinity is not a number JSON can hold, at line 1, column 8.")
    }

    @Test("a long malformed string is cut between escapes, never in one, and keeps its closing quote")
    func longStringCutBetweenEscapes() throws {
        let reason = #"expected an escape character ('"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\', found 'q'"#
        let a36 = String(repeating: "a", count: 36), a37 = String(repeating: "a", count: 37)
        // `\u00e9` would take the excerpt past its 38 characters: left out whole, not cut to `\u`.
        #expect(decode(Named.self, #"{"id": 1, "name": "\#(a36)\u00e9\q"}"#)?.description
            == #"The given data was not valid JSON. The value "\#(a36)…" at name is not valid JSON: \#(reason) at line 1, column 63."#)
        // Not cut after the `\` of `\"`, which read as an escaped closing quote.
        #expect(decode(Named.self, #"{"id": 1, "name": "\#(a37)\"xx\q"}"#)?.description
            == #"The given data was not valid JSON. The value "\#(a37)…" at name is not valid JSON: \#(reason) at line 1, column 62."#)
        // JSON5's single quotes close the excerpt as they open it.
        let a40 = String(repeating: "a", count: 40)
        #expect(decode(Named.self, "{name: '\(a40)\\uD800'}", json5: true)?.description
            == "The given data was not valid JSON. The value '\(String(repeating: "a", count: 38))…' at name is not valid JSON5, at line 1, column 8.")
        do {
            _ = try FleeceDecoder().decode(Counted.self, from: Data(#"{"n": "\#(a36)\u00e9\q", "name": "a"}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == #"Expected to decode Int but found a string "\#(a36)…" instead, at line 1, column 7."#)
        }
    }

    @Test("JSONDecoder fails the same way, at the same path")
    func sameCaseAsFoundation() {
        for text in [#"{"name": "\q"}"#, "{\"name\": \"a\tb\"}", #"{"name": "\ud800"}"#] {
            let foundation = corruption { _ = try JSONDecoder().decode(Named.self, from: Data(text.utf8)) }
            #expect(foundation?.path == decode(Named.self, text)?.path)
            #expect(foundation != nil)
        }
    }

    /// Found reading the walk that finds the value: it copied its top step, key set included, so
    /// each key's insertion copied the set, quadratic in an object's width (30,000 members took
    /// hundreds of millions of string copies).
    @Test("in a wide object, the value JSON cannot hold is found at its path, after every key")
    func wideObject() {
        let members = (0..<30_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let error = decode(JSON.self, "{\"rows\": [{\(members), \"last\": 01}]}")
        #expect(error?.path == "rows.Index 0.last")
        #expect(error?.description.hasPrefix("The value is not a JSON value: 01 is not valid JSON") == true)
    }
}
