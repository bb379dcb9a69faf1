import Fleece
import Testing

/// `.default { json in … }` reads a discriminator value no `case` names, as a GraphQL client
/// reads a union's new members; a known member whose object does not decode still fails, which
/// `<|>` (the only way before) swallowed. From an outside tester writing a GraphQL client.
@Suite("The default variant of a polymorphic payload")
struct DefaultVariantTests {
    struct User: JSONDecodable, Equatable {
        let id: String
        static func decode(_ json: JSON) -> Decoded<User> { (json <| "id").map(User.init) }
    }

    struct Bot: JSONDecodable, Equatable {
        let model: String
        static func decode(_ json: JSON) -> Decoded<Bot> { (json <| "model").map(Bot.init) }
    }

    // The example of `JSONVariant.default(decode:)`'s documentation.
    enum Actor: JSONDecodable, Equatable {
        case user(User), bot(Bot), unknown(typename: String)

        static func decode(_ json: JSON) -> Decoded<Actor> {
            json.decode(discriminator: "__typename",
                        .case("User", Actor.user),
                        .case("Bot", Actor.bot),
                        .default { json in (json <| "__typename").map(Actor.unknown) })
        }
    }

    static func actors(_ text: String) throws -> Decoded<[Actor]> {
        [Actor].decode(try JSON(parsing: text))
    }

    @Test("known members decode as their case, unknown ones as the default")
    func unknownMembers() throws {
        let text = #"[{"__typename": "User", "id": "u1"}, {"__typename": "Organization", "id": "o1"}, {"__typename": "Bot", "model": "m"}]"#
        #expect(try Self.actors(text).get() == [.user(User(id: "u1")), .unknown(typename: "Organization"), .bot(Bot(model: "m"))])
    }

    /// Wished for by an outside tester writing a FHIR client: resources of an unknown type were
    /// kept by the default variant, and nothing said which.
    @Test("each tag the default reads is recorded in the report being collected")
    func recordsUnknownTags() throws {
        let text = #"[{"__typename": "User", "id": "u1"}, {"__typename": "Organization", "id": "o1"}, {"__typename": "Bot", "model": "m"}]"#
        let (actors, report) = try LeniencyReport.collecting { try Self.actors(text).get() }
        #expect(actors.count == 3)
        #expect(report.entries.map(\.description)
                == [#"[1].__typename: used default: expected one of "User", "Bot", found string "Organization" at line 1, column 53"#])
        #expect(report.entries.map(\.action) == [.usedDefault])
        // Not collecting: nothing to record, and the same values.
        #expect(try Self.actors(text).get() == actors)
    }

    @Test("a known member that does not decode fails as its case fails, not as the default")
    func knownMemberFails() throws {
        let result = try Self.actors(#"[{"__typename": "Bot", "id": "b"}]"#)
        #expect(throws: DecodeError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.description == #"[0].model: missing key "model" in object at line 1, column 2"#)
        }
    }

    @Test("a discriminator absent or not a string fails as without a default")
    func discriminatorMissingOrNotAString() throws {
        if case .failure(let missing) = try Self.actors(#"[{"id": "u1"}]"#) {
            #expect(missing.description == #"[0].__typename: missing key "__typename" in object at line 1, column 2"#)
        } else {
            Issue.record("decoded")
        }
        if case .failure(let number) = try Self.actors(#"[{"__typename": 7}]"#) {
            #expect(number.description == "[0].__typename: expected String, found number 7 at line 1, column 17")
        } else {
            Issue.record("decoded")
        }
    }

    @Test("the cases come first wherever the default is, and one that fails is its own failure")
    func orderAndFailingDefault() throws {
        let json = try JSON(parsing: #"{"kind": "b", "n": 1}"#)
        let first: Decoded<String> = json.decode(discriminator: "kind",
                                                 .default { _ in .success("default") },
                                                 .case("b") { _ in .success("b") })
        #expect(try first.get() == "b")
        let other = try JSON(parsing: #"{"kind": "z"}"#)
        let failing: Decoded<String> = other.decode(discriminator: "kind",
                                                    .case("b") { _ in .success("b") },
                                                    .default { json in (json <| "n").map { (n: Int) in "\(n)" } })
        if case .failure(let error) = failing {
            #expect(error.description == #"n: missing key "n" in object at line 1, column 1"#)
        } else {
            Issue.record("decoded")
        }
    }
}
