@testable import Fleece
import Testing

/// `ValueHiding` leaves out of a message the value it quotes, in every form the core writes one,
/// and keeps the rest: what was expected, the kind found, the path, the line and column.
@Suite("Hiding the values an error message quotes")
struct ValueHidingTests {
    static let placeholder = "<redacted>"

    static func hidden(_ sentence: String) -> String {
        ValueHiding.hidingValues(inSentence: sentence, placeholder: placeholder)
    }

    /// The summary of the failure of `decode` on `text`, with values hidden at paths with a key
    /// in `secretKeys`.
    static func summary(of text: String, secretKeys: Set<String>, _ decode: (JSON) throws(DecodeError) -> Void) throws -> String {
        let json = try JSON(parsing: text)
        do throws(DecodeError) {
            try decode(json)
        } catch {
            return error.summary(separator: "; ", hidingValuesWith: placeholder) { path in
                path.components.contains { component in
                    if case .key(let key) = component { return secretKeys.contains(key) }
                    return false
                }
            }.replacing(#/ \(declared at [^)]*\)/#, with: "")
        }
        return "no error"
    }

    enum Brand: String, CaseIterable, JSONDecodable { case visa, amex }

    @Test("a failure's found value, of each kind, at a secret path")
    func foundValues() throws {
        let text = #"{"card_number": "4111 1111 1111 1111", "cvv": 123, "pin": {"a": 1}, "list": [1], "none": null, "flag": true, "brand": "discover", "name": 7}"#
        let secrets: Set<String> = ["card_number", "cvv", "pin", "list", "none", "flag", "brand"]
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("card_number", as: Int.self) }
                == "card_number: expected Int, found string <redacted> at line 1, column 17")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("cvv", as: String.self) }
                == "cvv: expected String, found number <redacted> at line 1, column 47")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("pin", as: String.self) }
                == "pin: expected String, found object <redacted> at line 1, column 59")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("list", as: String.self) }
                == "list: expected String, found array <redacted> at line 1, column 77")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("brand", as: Brand.self) }
                == #"brand: expected one of "visa", "amex", found string <redacted> at line 1, column 119"#)
        // Null and bools quote nothing secret; a path that is not secret keeps its value.
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("none", as: String.self) }
                == "none: expected String, found null at line 1, column 90")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("flag", as: String.self) }
                == "flag: expected String, found bool true at line 1, column 104")
        #expect(try Self.summary(of: text, secretKeys: secrets) { json throws(DecodeError) in _ = try json.need("name", as: String.self) }
                == "name: expected String, found number 7 at line 1, column 139")
    }

    @Test("a value under a secret key, however deep; a missing key names no value")
    func deepAndMissing() throws {
        let text = #"{"credentials": {"user": 42, "tags": ["x", 5]}}"#
        #expect(try Self.summary(of: text, secretKeys: ["credentials"]) { json throws(DecodeError) in _ = try json.need(["credentials", "user"], as: String.self) }
                == "credentials.user: expected String, found number <redacted> at line 1, column 26")
        #expect(try Self.summary(of: text, secretKeys: ["credentials"]) { json throws(DecodeError) in _ = try json.need(["credentials", "tags"], as: [String].self) }
                == "credentials.tags[1]: expected String, found number <redacted> at line 1, column 44")
        #expect(try Self.summary(of: text, secretKeys: ["credentials"]) { json throws(DecodeError) in _ = try json.need(["credentials", "password"], as: String.self) }
                == #"credentials.password: missing key "password" in object at line 1, column 17"#)
    }

    @Test("the Codable decoder's sentences")
    func codableSentences() {
        #expect(Self.hidden(#"Expected to decode Int but found a string "4111 \"1111\" 1111" instead, at line 3, column 18."#)
                == "Expected to decode Int but found a string <redacted> instead, at line 3, column 18.")
        #expect(Self.hidden("Expected to decode String but found number -4111.5e3 instead, at line 1, column 9.")
                == "Expected to decode String but found number <redacted> instead, at line 1, column 9.")
        #expect(Self.hidden("Expected to decode Int but found the unquoted word hunter2 instead, at line 2, column 7.")
                == "Expected to decode Int but found the unquoted word <redacted> instead, at line 2, column 7.")
        #expect(Self.hidden(#"Expected to decode UInt8 but found a string "256" instead (more than UInt8.max), at line 1, column 7."#)
                == "Expected to decode UInt8 but found a string <redacted> instead (more than UInt8.max), at line 1, column 7.")
        #expect(Self.hidden("The given data was not valid JSON. The number 99999999999999999999 at card.cvv does not fit in Int32, at line 1, column 9.")
                == "The given data was not valid JSON. The number <redacted> at card.cvv does not fit in Int32, at line 1, column 9.")
        #expect(Self.hidden("The given data was not valid JSON. The value 0x1F at pin is not valid JSON5, at line 1, column 7.")
                == "The given data was not valid JSON. The value <redacted> at pin is not valid JSON5, at line 1, column 7.")
        #expect(Self.hidden(#"Expected date string to be ISO8601-formatted for key "expires" (found a string "2024-13-45"), at line 1, column 12."#)
                == "Expected date string to be ISO8601-formatted for key <redacted> (found a string <redacted>), at line 1, column 12.")
        // A cut excerpt has no closing quote before the end: hidden to the end.
        #expect(Self.hidden(#"found a string "abc"#) == "found a string <redacted>")
        // Nothing quoted, nothing hidden.
        #expect(Self.hidden("Cannot get value of type String -- found null value instead, at line 1, column 5.")
                == "Cannot get value of type String -- found null value instead, at line 1, column 5.")
    }
}
