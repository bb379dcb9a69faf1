import Foundation
import Testing
import FleeceFoundation

/// `FleeceDecoder.message(for:)`: the one line a server sends back for a body that does not fit.
@Suite struct FleeceDecoderMessageTests {
    struct Item: Decodable {
        var sku: String
        var quantity: Int
    }

    struct Order: Decodable {
        var id: Int
        var items: [Item]
    }

    func message(decoding text: String) -> String? {
        FleeceDecoder().message(decoding: Order.self, from: text)
    }

    @Test func typeMismatchDeepInTheInputNamesThePathLineAndColumn() {
        let text = "{\"id\": 1,\n \"items\": [{\"sku\": \"A\", \"quantity\": 1}, {\"sku\": \"B\", \"quantity\": \"two\"}]}"
        #expect(message(decoding: text) == #"items[1].quantity: Expected to decode Int but found a string "two" instead, at line 2, column 66."#)
    }

    /// A dictionary's key is the input's: a 400 body echoed one of 1.9 MB whole (an outside
    /// tester of the Hummingbird integration).
    @Test func aLongDictionaryKeyIsCutInThePath() throws {
        struct Ticket: Decodable { var tags: [String: Int] }
        let key = "password=hunter2;" + String(repeating: "k", count: 1_900_000)
        let text = #"{"tags": {""# + key + #"": "x"}}"#
        do {
            _ = try FleeceDecoder().decode(Ticket.self, from: Data(text.utf8))
            Issue.record("decoded")
        } catch {
            let message = FleeceDecoder.message(for: error)
            #expect(message == #"tags["password=hunter2;"# + String(repeating: "k", count: 82)
                + #"…"]: Expected to decode Int but found a string "x" instead, at line 1, column 1900032."#)
        }
    }

    /// `JSONDecoder` reports a malformed ISO 8601 date at its container, naming the key in its
    /// sentence: the message puts the key back into the path (found by an outside tester).
    struct Person: Decodable { var birthday: Date; var dates: [Date]?; var byKey: [String: Date]? }

    /// The message for `[Person]` decoded from `text` with ISO 8601 dates, or nil.
    func message(people text: String) -> String? {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder.message(decoding: [Person].self, from: text)
    }

    @Test func aMalformedISO8601DateIsNamedByItsPath() {
        #expect(message(people: #"[{"birthday": "nope"}]"#)
            == #"[0].birthday: Expected date string to be ISO8601-formatted (found a string "nope"), at line 1, column 15."#)
        #expect(message(people: #"[{"birthday": "2026-01-01T00:00:00Z", "dates": ["2026-01-01T00:00:00Z", "x"]}]"#)
            == #"[0].dates[1]: Expected date string to be ISO8601-formatted (found a string "x"), at line 1, column 73."#)
        #expect(message(people: #"[{"birthday": "2026-01-01T00:00:00Z", "byKey": {"a \"q\"": "y"}}]"#)
            == #"[0].byKey["a \"q\""]: Expected date string to be ISO8601-formatted (found a string "y"), at line 1, column 60."#)
    }

    @Test func missingKeyIsPartOfThePathAndSaidWithoutSwiftsInternals() {
        #expect(message(decoding: #"{"id": 1, "items": [{"sku": "A"}]}"#)
            == #"items[0].quantity: missing key "quantity" in object at line 1, column 21"#)
        // JSONDecoder's sentence, which has no position.
        do {
            _ = try JSONDecoder().decode(Order.self, from: Data(#"{"id": 1}"#.utf8))
            Issue.record("expected a missing key")
        } catch {
            #expect(FleeceDecoder.message(for: error) == #"items: missing key "items""#)
        }
        // A model's own sentence is kept.
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        let own = DecodingError.keyNotFound(Key(stringValue: "sku"), .init(codingPath: [], debugDescription: "an item needs its SKU"))
        #expect(FleeceDecoder.message(for: own) == "sku: an item needs its SKU")
    }

    @Test func underSnakeCaseAMissingKeyIsNamedAsTheJSONSpellsIt() throws {
        struct Repo: Decodable { let id: Int; let repoName: String; let avatarURL: String? }
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let missing = try #require(throws: DecodingError.self) { try decoder.decode(Repo.self, from: Data(#"{"id": 1}"#.utf8)) }
        #expect(FleeceDecoder.message(for: missing) == #"repoName: missing key "repo_name" in object at line 1, column 1"#)
        // In the words older Foundations used (`converted to`), before the position.
        guard case .keyNotFound(_, let context) = missing else {
            Issue.record("\(missing)")
            return
        }
        #expect(context.debugDescription == #"No value associated with key CodingKeys(stringValue: "repoName", intValue: nil) ("repoName"), converted to repo_name, in the object at line 1, column 1."#)

        struct Avatar: Decodable { let avatarURL: String }
        let divergent = try #require(throws: DecodingError.self) {
            try decoder.decode(Avatar.self, from: Data(#"{"avatar": "a"}"#.utf8))
        }
        #expect(FleeceDecoder.message(for: divergent)
            == #"avatarURL: missing key "avatar_url" in object at line 1, column 1 (read as "avatarUrl", not "avatarURL": write its coding key as "avatarUrl")"#)

        // The key is there but does not read as the name: not "missing".
        struct CURLKey: Codable { let imageURL: String }
        let present = try #require(throws: DecodingError.self) {
            try decoder.decode(CURLKey.self, from: Data(#"{"image_url": "x"}"#.utf8))
        }
        #expect(FleeceDecoder.message(for: present)
            == #"imageURL: no key matches; "image_url" is in the object at line 1, column 1 but reads as "imageUrl", not "imageURL": write its coding key as "imageUrl""#)
        // JSONDecoder's case and coding path.
        expectKeyNotFoundAtTheRoot(present, key: "imageURL",
            #"No value associated with key CodingKeys(stringValue: "imageURL", intValue: nil) ("imageURL"), with divergent representation imageUrl, converted to image_url (which the object has), in the object at line 1, column 1."#)
    }

    /// That `error` is `keyNotFound` for `key`, at the root, saying `debugDescription`.
    func expectKeyNotFoundAtTheRoot(_ error: DecodingError, key expectedKey: String, _ debugDescription: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(key.stringValue == expectedKey, sourceLocation: sourceLocation)
        #expect(context.codingPath.isEmpty, sourceLocation: sourceLocation)
        #expect(context.debugDescription == debugDescription, sourceLocation: sourceLocation)
    }

    @Test func underSnakeCaseAKeyWrittenInSnakeCaseIsSaidToNeverMatch() throws {
        // Found by an outside tester: the object's `total_count` is read as `totalCount`, so a
        // coding key spelled `total_count` never matches, and "missing" sent them looking at the JSON.
        struct Page: Decodable {
            let totalCount: Int
            enum CodingKeys: String, CodingKey { case totalCount = "total_count" }
        }
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let present = try #require(throws: DecodingError.self) {
            try decoder.decode(Page.self, from: Data("{\n  \"total_count\": 3}".utf8))
        }
        #expect(FleeceDecoder.message(for: present)
            == #"total_count: no key matches; "total_count" is in the object at line 1, column 1 but reads as "totalCount", not "total_count": write its coding key as "totalCount""#)
        expectKeyNotFoundAtTheRoot(present, key: "total_count",
            #"No value associated with key CodingKeys(stringValue: "total_count", intValue: nil) ("total_count"), with divergent representation totalCount, converted to total_count (which the object has), in the object at line 1, column 1."#)
        // Absent, it is missing, and the spelling that would match is named.
        let absent = try #require(throws: DecodingError.self) { try decoder.decode(Page.self, from: Data("{}".utf8)) }
        #expect(FleeceDecoder.message(for: absent)
            == #"total_count: missing key "total_count" in object at line 1, column 1 (read as "totalCount", not "total_count": write its coding key as "totalCount")"#)
        // Without the strategy the key matches as written.
        #expect(try FleeceDecoder().decode(Page.self, from: Data(#"{"total_count": 3}"#.utf8)).totalCount == 3)
        // A key the conversion leaves as it is (`id`) gets no hint.
        struct Plain: Decodable { let id: Int }
        let plain = try #require(throws: DecodingError.self) { try decoder.decode(Plain.self, from: Data("{}".utf8)) }
        #expect(FleeceDecoder.message(for: plain) == #"id: missing key "id" in object at line 1, column 1"#)
    }

    func message<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
        do {
            _ = try FleeceDecoder().decode(type, from: Data(text.utf8))
            return nil
        } catch {
            return FleeceDecoder.message(for: error)
        }
    }

    @Test func aKeyWithALineBreakOrABidiControlIsEscapedNotReplaced() {
        // Made a space, it named another key.
        #expect(message([String: Int].self, #"{"k\u2028ey": "x"}"#)
            == #"["k\u2028ey"]: Expected to decode Int but found a string "x" instead, at line 1, column 15."#)
        #expect(message([String: Int].self, #"{"a\u202Eb": "x"}"#)
            == #"["a\u202eb"]: Expected to decode Int but found a string "x" instead, at line 1, column 14."#)
        struct Odd: Decodable {
            let value: Int
            enum CodingKeys: String, CodingKey { case value = "a\u{2028}b" }
        }
        #expect(message(Odd.self, "{}") == #"["a\u2028b"]: missing key "a\u2028b" in object at line 1, column 1"#)
    }

    @Test func containersAreNamedAsJSONNamesThem() {
        #expect(message(decoding: "[1, 2]") == "Expected to decode an object but found an array instead, at line 1, column 1.")
        #expect(message(decoding: #"{"id": 1, "items": {"sku": "A"}}"#) == "items: Expected to decode an array but found an object instead, at line 1, column 20.")
    }

    @Test func syntaxErrorIsTheParsersMessage() {
        #expect(message(decoding: "{\"id\": 1,\n \"items\": ]}") == "The given data was not valid JSON: expected a JSON value, found ']' at line 2, column 11")
    }

    @Test func numberThatDoesNotFitIsNotCalledInvalidJSON() {
        // The error is JSONDecoder's (dataCorrupted, "not valid JSON", at the root); the message
        // says only what is wrong.
        #expect(message(decoding: #"{"id": 3.5, "items": []}"#) == "id: expected Int, found number 3.5 (not a whole number) at line 1, column 8")
        struct Counter: Decodable { var id: UInt }
        #expect(message(Counter.self, #"{"id": -1}"#) == "id: expected UInt, found number -1 (UInt cannot be negative) at line 1, column 8")
    }

    /// Found by an outside tester: `JSONDecoder`'s error for a `Decimal` that is text has no
    /// sentence, and read `v: DecodingError.typeMismatch: expected value of type Decimal. Path: v`,
    /// the path twice.
    @Test func jsonDecodersErrorWithoutASentenceIsSaidByItsCase() throws {
        struct Price: Decodable { var v: Decimal }
        let decimal = #expect(throws: DecodingError.self) { try JSONDecoder().decode(Price.self, from: Data(#"{"v": "abc"}"#.utf8)) }
        #expect(decimal.map(FleeceDecoder.message(for:)) == "v: type mismatch: expected Decimal")
    }

    struct Stamped: Decodable {
        var at: Date
        var link: URL?
        var blob: Data?
    }

    func message(_ text: String) -> String? {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder.message(decoding: Stamped.self, from: text)
    }

    @Test func textThatIsNotADateURLOrBase64ShowsTheText() {
        // JSONDecoder's path for a malformed ISO 8601 date stops at the enclosing object, its
        // sentence naming the key: the message's path names it.
        #expect(message(#"{"at": "2024-13-01"}"#) == #"at: Expected date string to be ISO8601-formatted (found a string "2024-13-01"), at line 1, column 8."#)
        #expect(message(#"{"at": "2024-01-02T03:04:05Z", "link": ""}"#) == #"link: Invalid URL string (found a string ""), at line 1, column 40."#)
        #expect(message(#"{"at": "2024-01-02T03:04:05Z", "blob": "a?b"}"#) == #"blob: Encountered Data is not valid Base64 (found a string "a?b"), at line 1, column 40."#)
    }

    /// A date decoded through its own single-value container: the path already ends at its key.
    struct Moment: Decodable {
        var date: Date
        init(from decoder: any Decoder) throws { date = try decoder.singleValueContainer().decode(Date.self) }
    }

    @Test func malformedDateIsNamedByItsPathWhereverItIs() throws {
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        func message<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
            do {
                _ = try decoder.decode(type, from: Data(text.utf8))
                return nil
            } catch {
                return FleeceDecoder.message(for: error)
            }
        }
        #expect(message([Date].self, #"["2024-01-02T03:04:05Z", "later"]"#)
            == #"[1]: Expected date string to be ISO8601-formatted (found a string "later"), at line 1, column 26."#)
        #expect(message([String: Moment].self, #"{"start": "later"}"#)
            == #"start: Expected date string to be ISO8601-formatted (found a string "later"), at line 1, column 11."#)
        #expect(message(Date.self, #""later""#)
            == #"Expected date string to be ISO8601-formatted (found a string "later"), at line 1, column 1."#)
    }

    @Test func emptyInput() {
        #expect(message(decoding: "") == "The given data was not valid JSON: expected a JSON value, found end of input at line 1, column 1")
    }

    @Test func otherErrorsAreTheirDescriptionOnOneLine() {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "first\nsecond" }
        }
        #expect(FleeceDecoder.message(for: Failure()) == "first second")
    }

    /// Found by an outside tester (error messages): a malformed date under a credential's name at
    /// the top level was quoted, since the date's error names its key only in its sentence (its
    /// coding path is the object's, as in `JSONDecoder`); one level down, the key was hidden with
    /// the value, so the path lost it.
    @Test func aDateUnderACredentialsNameIsHiddenAndItsKeyKept() throws {
        struct Session: Decodable { var session: Date }
        struct Login: Decodable { var auth: Session }
        let decoder = FleeceDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(decoder.message(decoding: Session.self, from: #"{"session": "s3cr3t-session-id"}"#)
            == "session: Expected date string to be ISO8601-formatted (found a string <redacted>), at line 1, column 13.")
        #expect(decoder.message(decoding: Login.self, from: #"{"auth": {"session": "s3cr3t"}}"#)
            == "auth.session: Expected date string to be ISO8601-formatted (found a string <redacted>), at line 1, column 22.")
        struct Meeting: Decodable { var start: Date }
        #expect(decoder.message(decoding: Meeting.self, from: #"{"start": "later"}"#)
            == #"start: Expected date string to be ISO8601-formatted (found a string "later"), at line 1, column 11."#)
    }
}

extension FleeceDecoder {
    /// `FleeceDecoder.message(for:)` of the error decoding `text` as `type` throws, or nil when it
    /// decodes: the message tests' one step.
    func message<T: Decodable>(decoding type: T.Type, from text: String) -> String? {
        do {
            _ = try decode(type, from: Data(text.utf8))
            return nil
        } catch {
            return FleeceDecoder.message(for: error)
        }
    }
}
