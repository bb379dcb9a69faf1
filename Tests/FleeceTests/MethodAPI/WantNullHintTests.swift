import Fleece
import Testing

/// `want` reads a null as an error unless `allowNull` is true; the error says so, since
/// `expected object, found null` alone does not tell a GraphQL client (where a null in a
/// nullable field is normal) what to change.
@Suite("want on a null names allowNull")
struct WantNullHintTests {
    struct User: JSONDecodable {
        let name: String
        static func decode(_ json: JSON) -> Decoded<User> { Decoded { try User(name: json.need("name")) } }
    }

    static let json: JSON = {
        do { return try JSON(parsing: "{\"data\": {\"user\": null, \"count\": null,\n \"friend\": {\"name\": null}}}") } catch { return .null }
    }()

    /// The description of the error `body` throws, without its declaring line.
    static func message(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)".replacing(#/ \(declared at [^)]*\)/#, with: "") }
        return "no error"
    }

    @Test("a null value, by key, by path, and converted")
    func nullValue() throws {
        let data = try #require(Self.json["data"])
        let hint = "(pass allowNull: true to read null as nil)"
        #expect(Self.message { _ = try data.want("user", as: User.self) }
                == "data.user: expected object, found null \(hint) at line 1, column 19")
        #expect(Self.message { _ = try Self.json.want(["data", "user"], as: User.self) }
                == "data.user: expected object, found null \(hint) at line 1, column 19")
        #expect(Self.message { _ = try data.wantConverted("count", as: Int.self) }
                == "data.count: expected Int, found null \(hint) at line 1, column 34")
        #expect(try data.want("user", as: User.self, allowNull: true) == nil)
    }

    @Test("a null on the way of a path")
    func nullOnTheWay() throws {
        #expect(Self.message { _ = try Self.json.want(["data", "user", "name"], as: String.self) }
                == "data.user: expected object, found null (pass allowNull: true to read null as nil) at line 1, column 19")
        #expect(try Self.json.want(["data", "user", "name"], as: String.self, allowNull: true) == nil)
    }

    @Test("a null inside the value, or the receiver itself, gets no hint: allowNull would not help")
    func noHint() throws {
        let data = try #require(Self.json["data"])
        #expect(Self.message { _ = try data.want("friend", as: User.self) }
                == "data.friend.name: expected String, found null at line 2, column 21")
        #expect(!Self.message { _ = try JSON.null.want("user", as: User.self) }.contains("allowNull"))
    }
}
