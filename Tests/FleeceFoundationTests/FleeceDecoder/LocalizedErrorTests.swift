import Foundation
import FleeceFoundation
import Testing

/// `localizedDescription`, what apps show their users, is each Fleece error's own message.
@Suite("Fleece errors' localizedDescription")
struct LocalizedErrorTests {
    @Test("DecodeError")
    func decodeError() throws {
        let json = try JSON(parsing: "{\"count\": \"12a\"}")
        let result: Decoded<Int> = json <| "count"
        guard case .failure(let error) = result else { Issue.record("decoded"); return }
        #expect(error.localizedDescription == error.description)
        #expect(error.localizedDescription == #"count: expected Int, found string "12a" at line 1, column 11"#)
        let boxed: any Error = error
        #expect(boxed.localizedDescription == error.description)
    }

    @Test("JSONSyntaxError")
    func syntaxError() throws {
        do {
            _ = try JSON(parsing: "{\"a\": 1]")
            Issue.record("parsed")
        } catch {
            #expect(error.localizedDescription == "expected ',' or '}' after an object member, found ']' at line 1, column 8 (the '{' at line 1, column 1 is not closed)")
        }
    }

    @Test("JSONConversionError")
    func conversionError() throws {
        do {
            _ = try JSON(["when": Date(timeIntervalSince1970: 0)] as [String: Any])
            Issue.record("converted")
        } catch {
            #expect(error.localizedDescription == error.description)
            #expect(error.localizedDescription.hasPrefix("cannot convert"))
        }
    }
}
