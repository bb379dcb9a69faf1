import Testing
import Fleece

/// Key lookup in small objects (JSON+ObjectLookup.swift): the scan compares keys without escapes
/// from the document's bytes itself, so keys that differ only late, in the last of eight-byte
/// words, or in escapes, and the empty key, are each checked here.
@Suite("Object key lookup")
struct JSONObjectLookupTests {
    func object(_ text: String) throws -> JSON.Object {
        guard case .object(let object) = try JSON(parsing: text) else { throw DecodeError.custom("not an object") }
        return object
    }

    @Test("keys of one length and first byte are told apart by their other bytes")
    func sameLengthAndFirstByte() throws {
        let members = try object(#"{"abcdefgh1": 1, "abcdefgh2": 2, "abcdefgi1": 3, "ab": 4, "ac": 5, "a": 6}"#)
        #expect(members["abcdefgh1"] == 1)
        #expect(members["abcdefgh2"] == 2)
        #expect(members["abcdefgi1"] == 3)
        #expect(members["ab"] == 4)
        #expect(members["ac"] == 5)
        #expect(members["a"] == 6)
        #expect(members["abcdefgh3"] == nil)
        #expect(members["ad"] == nil)
        #expect(members["b"] == nil)
        #expect(members["abcdefgh"] == nil)
    }

    @Test("the empty key; a key with escapes; the last of duplicates")
    func emptyEscapedAndDuplicates() throws {
        let members = try object(#"{"": 1, "\u0061b": 2, "x": 3, "x": 4, "\"q\"": 5}"#)
        #expect(members[""] == 1)
        #expect(members["ab"] == 2)
        #expect(members["x"] == 4)
        #expect(members["\"q\""] == 5)
        #expect(try object(#"{"a": 1}"#)[""] == nil)
        #expect(try object(#"{}"#)["a"] == nil)
        #expect(try object(#"{"": 1, "": 2}"#)[""] == 2)
    }

    @Test("keys made at run time and not ASCII: looked up from their UTF-8 in place")
    func runTimeKeys() throws {
        let members = try object(#"{"café": 1, "naïve key of some length": 2, "aaaa": 3}"#)
        #expect(members["caf" + "\u{E9}"] == 1)
        #expect(members["cafe\u{301}"] == nil)  // the same characters, other bytes: JSON compares bytes
        #expect(members[String("xx naïve key of some length".dropFirst(3))] == 2)
        #expect(members[String(repeating: "a", count: 4)] == 3)
        #expect(members[String(repeating: "a", count: 5)] == nil)
    }

    @Test("through the operators, as models look keys up")
    func operators() throws {
        let json = try JSON(parsing: #"{"id": 7, "ts": 8, "ok": true, "user": "ada", "id": 9}"#)
        let id: Int = try (json <| "id").get()
        let ts: Int = try (json <| "ts").get()
        let ok: Bool = try (json <| "ok").get()
        #expect(id == 9 && ts == 8 && ok)
        let missing: Decoded<Int> = json <| "is"
        #expect(missing.error?.description == #"is: missing key "is" in object at line 1, column 1"#)
    }
}
