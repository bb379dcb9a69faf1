import Foundation
import FleeceFoundation
import Testing

/// `JSON.Object.keyPosition(ofMember:)`: where a member's key is, for warnings about keys a
/// reader does not know.
@Suite("JSON.Object.keyPosition(ofMember:)")
struct KeyPositionTests {
    static let known: Set<String> = ["name", "port", "timeout"]

    /// The documented loop's warnings for `settings`.
    static func warnings(_ settings: JSON.Object) -> [String] {
        var said: [String] = []
        for (index, key) in settings.keys.enumerated() where !known.contains(key) {
            let place = settings.keyPosition(ofMember: index).map { " at \($0)" } ?? ""
            said.append("warning: unknown key \"\(key)\"\(place)")
        }
        return said
    }

    @Test("a misspelled key in JSON, and in JSON5 through FleeceDecoder")
    func unknownKeys() throws {
        let text = "{\n  \"name\": \"api\",\n  \"port\": 8080,\n  \"timeot\": 30\n}"
        guard case .object(let settings) = try JSON(parsing: text) else { Issue.record(); return }
        #expect(Self.warnings(settings) == [#"warning: unknown key "timeot" at line 4, column 3"#])

        let decoder = FleeceDecoder()
        decoder.allowsJSON5 = true
        let json5 = "{\n  // the service\n  name: 'api',\n  timeot: 30, port: 1,\n}"
        guard case .object(let fromJSON5) = try decoder.decode(JSON.self, from: Data(json5.utf8)) else { Issue.record(); return }
        #expect(Self.warnings(fromJSON5) == [#"warning: unknown key "timeot" at line 4, column 3"#])
    }

    @Test("nil out of range and for an object built in code")
    func noPosition() throws {
        guard case .object(let parsed) = try JSON(parsing: #"{"a": 1}"#) else { Issue.record(); return }
        #expect(parsed.keyPosition(ofMember: 0) == JSONPosition(offset: 1, line: 1, column: 2))
        #expect(parsed.keyPosition(ofMember: 1) == nil)
        #expect(parsed.keyPosition(ofMember: -1) == nil)
        let built: JSON = ["a": 1]
        guard case .object(let object) = built else { Issue.record(); return }
        #expect(object.keyPosition(ofMember: 0) == nil)
    }
}
