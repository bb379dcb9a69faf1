import Foundation
import FleeceFoundation
import Testing

/// `URL` and `UUID` in the functional and method styles: what `JSONDecoder` reads, Fleece reads,
/// and to the same value.
@Suite("URL and UUID are JSONDecodable, as JSONDecoder reads them")
struct URLAndUUIDTests {
    struct Profile: JSONDecodable, Equatable {
        var id: UUID
        var avatar: URL
        var homepage: URL?

        static func decode(_ json: JSON) -> Decoded<Profile> {
            curry(Profile.init) <^> json <| "id" <*> json <| "avatar" <*> json <|? "homepage"
        }
    }

    struct Wrapped<T: Decodable>: Decodable { var value: T }

    @Test("both styles decode a profile")
    func profile() throws {
        let json = try JSON(parsing: #"{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "avatar": "https://example.com/a.png"}"#)
        let profile = try Profile.decode(json).get()
        #expect(profile.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(profile.avatar.absoluteString == "https://example.com/a.png")
        #expect(profile.homepage == nil)
        #expect(try json.need("avatar", as: URL.self) == profile.avatar)
    }

    @Test("the same strings succeed and fail as under JSONDecoder, to the same values", arguments: [
        "https://example.com/a b?q=1#f", "relative/path", "mailto:a@example.com", "", " ", "http://[::1]:8080/",
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8C36C495A93FC0C247A3E6E5F",
        "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", "42", "ünïcödé",
    ])
    func sameAsJSONDecoder(text: String) throws {
        let body = try JSONEncoder().encode(["value": text])
        let json = try JSON(parsing: Array(body))
        let theirURL = try? JSONDecoder().decode(Wrapped<URL>.self, from: body).value
        #expect((try? json.need("value", as: URL.self)) == theirURL)
        let theirUUID = try? JSONDecoder().decode(Wrapped<UUID>.self, from: body).value
        #expect((try? json.need("value", as: UUID.self)) == theirUUID)
    }

    @Test("the FleeceFoundation article's examples, a Date read from its text included")
    func articleExamples() throws {
        let json = try JSON(parsing: #"{"avatar_url": "https://example.com/a.png", "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "created_at": "2026-12-06T04:30:00Z"}"#)
        let avatar: URL = try json.need("avatar_url")
        let id: UUID = try json.need("id")
        let created = try Date(json.need("created_at", as: String.self), strategy: .iso8601)
        #expect(avatar.host == "example.com")
        #expect(id.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(created.timeIntervalSince1970 == 1_796_531_400)
    }

    @Test("what is not a URL or UUID is named, with its place")
    func failures() throws {
        let json = try JSON(parsing: #"{"id": 42, "avatar": ""}"#)
        guard case .failure(let error) = Profile.decode(json) else { Issue.record("decoded"); return }
        #expect(error.failures.map(\.description) == [
            "id: expected UUID, found number 42 at line 1, column 8",
            #"avatar: expected URL, found string "" at line 1, column 22"#,
        ])
    }
}
