import Foundation
@testable import FleeceFoundation
import Testing

/// `UUID`s are read by `UUIDText` in place of Foundation's parser: the same values, and for
/// anything else the same errors as `JSONDecoder`, whose `UUID.init(from:)` they fall back to.
@Suite("UUIDs, read in place")
struct UUIDDecodingTests {
    @Test("random UUIDs in either case: the values UUID(uuidString:) gives")
    func randomUUIDs() throws {
        var random = SeededGenerator(seed: 4122)
        for _ in 0 ..< 2_000 {
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { buffer in
                for index in buffer.indices { buffer[index] = UInt8.random(in: 0 ... 255, using: &random) }
            }
            let uuid = UUID(uuid: bytes)
            for text in [uuid.uuidString, uuid.uuidString.lowercased()] {
                #expect(UUIDText.uuid(from: text) == uuid, "\(text)")
                #expect(UUIDText.uuid(from: text) == UUID(uuidString: text))
            }
        }
    }

    static let others = [
        #""E621E1F8-C36C-495A-93FC-0C247A3E6E5"#, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5FF""#,
        #""E621E1F8C36C-495A-93FC-0C247A3E6E5F0""#, #""G621E1F8-C36C-495A-93FC-0C247A3E6E5F""#,
        #""{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#,
        #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F ""#, #""E621E1F8_C36C_495A_93FC_0C247A3E6E5F""#,
        #""""#, "42", "null", "true", "[]", #"{"uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#,
    ]

    @Test("every other value: as JSONDecoder decodes it, value or error (case and path)", arguments: others)
    func otherValues(value: String) throws {
        for json in ["[\(value)]", #"{"id": \#(value)}"#] {
            let fleece: Result<[String: UUID], any Error>
            let foundation: Result<[String: UUID], any Error>
            if json.hasPrefix("[") {
                fleece = Result { ["0": try FleeceDecoder().decode([UUID].self, from: Data(json.utf8))[0]] }
                foundation = Result { ["0": try JSONDecoder().decode([UUID].self, from: Data(json.utf8))[0]] }
            } else {
                fleece = Result { try FleeceDecoder().decode([String: UUID].self, from: Data(json.utf8)) }
                foundation = Result { try JSONDecoder().decode([String: UUID].self, from: Data(json.utf8)) }
            }
            switch (fleece, foundation) {
            case (.success(let mine), .success(let theirs)):
                #expect(mine == theirs, "\(json)")
            case (.failure(let mine as DecodingError), .failure(let theirs as DecodingError)):
                #expect(Self.summary(mine) == Self.summary(theirs), "\(json)")
            default:
                Issue.record("\(json): FleeceDecoder \(fleece), JSONDecoder \(foundation)")
            }
        }
    }

    /// Found by an outside tester: an invalid UUID said where it was inside a model, but not
    /// in a top-level array or dictionary, nor at the top level itself.
    @Test("an invalid UUID says where it is, in a collection and at the top level too")
    func invalidUUIDPosition() throws {
        func message<T: Decodable>(_ type: T.Type, _ text: String) -> String {
            do {
                _ = try FleeceDecoder().decode(type, from: Data(text.utf8))
                return "decoded"
            } catch DecodingError.dataCorrupted(let context) {
                return "\(context.codingPath.map(\.stringValue)) \(context.debugDescription)"
            } catch {
                return "\(error)"
            }
        }
        let said = "Attempted to decode UUID from invalid UUID string, at line 2, column 2."
        #expect(message([UUID].self, "[\n \"bad\"]") == "[\"Index 0\"] \(said)")
        #expect(message([String: UUID].self, "{\"a\":\n \"bad\"}") == "[\"a\"] \(said)")
        #expect(message(UUID.self, "\n \"bad\"") == "[] \(said)")
    }

    /// A `DecodingError`'s case and coding path.
    static func summary(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String { context.codingPath.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .dataCorrupted(let context): return "dataCorrupted \(path(context))"
        case .typeMismatch(let type, let context): return "typeMismatch \(type) \(path(context))"
        case .valueNotFound(let type, let context): return "valueNotFound \(type) \(path(context))"
        case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
