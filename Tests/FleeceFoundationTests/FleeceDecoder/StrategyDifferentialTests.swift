import Foundation
import FleeceFoundation
import Testing

/// Every strategy of JSONDecoder, applied alike to both decoders.
@Suite("FleeceDecoder ≡ JSONDecoder: strategies")
struct StrategyDifferentialTests {
    static let snake = Strategies(keys: .convertFromSnakeCase)

    @Test("convertFromSnakeCase", arguments: [
        #"{"user_name": "ada", "user_id": 1, "avatar_url": "a", "_private": 2, "a_b2_c": 3, "x": 4, "html_body": "<p>"}"#,
        #"{"userName": "ada", "userId": 1}"#,
        #"{"USER_NAME": "ada", "User_Id": 1, "AVATAR_URL": "u"}"#,
        #"{"user__name": "ada", "__user_id__": 1, "_x": 1, "x_": 2}"#,
        #"{"user_name": "first", "userName": "second", "user__name": "third"}"#,
        #"{"userName": "first", "user_name": "second"}"#,
        #"{"avatar_u_r_l": "a", "avatar_URL": "b"}"#,
        #"{"a_b_2c": 1, "a_b2c": 2}"#,
        #"{"user_name": 7}"#,
        #"{"lookups": {"snake_key": 1, "other_key": 2}}"#,
        #"{"html_body": "x", "lookups": {"a_b": "1"}}"#,
        #"{"us\u0065r_name": "escaped"}"#,
        #"{"user_náme": "accent", "user-name": "dash", "user.name": "dot", "user_ñame": 1}"#,
        #"{"__": 1, "_": 2, "": 3}"#,
    ])
    func snakeCase(json: String) {
        expectSameDecoding(SnakeModel.self, json, Self.snake)
        expectSameDecoding(AllKeys.self, json, Self.snake)
        expectSameDecoding([SnakeModel].self, "[\(json)]", Self.snake)
    }

    @Test("convertFromSnakeCase over generated keys")
    func generatedSnakeKeys() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("abcXYZ019_é-.'ß")
        for _ in 0..<300 {
            let length = Int.random(in: 0...9, using: &generator)
            let key = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            let json = #"{"\#(key)": 1, "k_\#(key)": 2}"#
            expectSameDecoding(AllKeys.self, json, Self.snake)
        }
    }

    /// A Twitter-shaped user under `convertFromSnakeCase`: members in any order, some the model
    /// does not read, some absent, some repeated under spellings that convert alike (the first
    /// wins), in objects of 4 to 40 members. Fleece tries the member after the one found last
    /// first, trusting it only when no member before it converts to the same key: every way
    /// that can go wrong is a different model here.
    @Test("convertFromSnakeCase in wide objects, members in any order, repeated and skipped")
    func wideSnakeCaseObjects() {
        let spellings: [(snake: String, others: [String], isNumber: Bool)] = [
            ("id_str", ["idStr", "id__str"], false), ("in_reply_to_status_id", ["inReplyToStatusId"], true),
            ("retweet_count", ["retweetCount", "RETWEET_COUNT"], true), ("favorite_count", ["favorite__count"], true),
            ("created_at", ["createdAt"], false), ("text", [], false), ("screen_name", ["screenName", "_screen_name"], false),
            ("followers_count", ["followersCount"], true), ("profile_image_url_https", ["profile_image_url__https"], false),
            ("profile_background_color", ["profileBackgroundColor"], false), ("utc_offset", ["utcOffset", "UTC_OFFSET"], true),
            ("time_zone", ["timeZone"], false), ("listed_count", ["listed_count_"], true), ("statuses_count", ["statusesCount"], true),
        ]
        let unread = ["profile_banner_url", "profile_link_color", "entities_x", "default_profile", "lang", "contributors_enabled",
                      "profile_use_background_image", "follow_request_sent", "notifications", "is_translator"]
        var random = SeededGenerator(seed: 11)
        var objects: [String] = []
        for _ in 0..<300 {
            var members: [(key: String, value: String)] = []
            let count = Int.random(in: 4...40, using: &random)
            for _ in 0..<count {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    members.append((unread[Int.random(in: 0..<unread.count, using: &random)], "true"))
                    continue
                }
                let field = spellings[Int.random(in: 0..<spellings.count, using: &random)]
                let names = [field.snake] + field.others
                let key = names[Int.random(in: 0..<names.count, using: &random)]
                let number = Int.random(in: 0..<1_000, using: &random)
                members.append((key, field.isNumber ? "\(number)" : "\"s\(number)\""))
            }
            let json = "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
            expectSameDecoding(WideSnakeUser.self, json, Self.snake)
            objects.append(json)
        }
        // All in one array: from the second object on, the keys' names and hashes are the ones
        // the decoder kept for the first (`KeyNameTable`), and the spellings it learned.
        expectSameDecoding([WideSnakeUser].self, "[" + objects.joined(separator: ", ") + "]", Self.snake)
    }

    /// `allKeys` of objects of every size (one member, a few, more than eight), with keys
    /// repeated as written and, under snake case, by spellings that convert alike.
    @Test("allKeys of objects of 1 to 20 members with repeated keys, under both key strategies")
    func allKeysOfEverySize() {
        var random = SeededGenerator(seed: 5)
        let names = ["a", "b_c", "bC", "b__c", "d", "e_f", "eF", "g", "h_i_j", "hIJ", "k", "l"]
        for count in [1, 2, 3, 5, 8, 9, 12, 20] {
            for _ in 0 ..< 20 {
                let members = (0 ..< count).map { index in
                    "\"\(names[Int.random(in: 0 ..< names.count, using: &random)])\": \(index)"
                }
                let json = "{" + members.joined(separator: ", ") + "}"
                expectSameDecoding(AllKeys.self, json, Strategies())
                expectSameDecoding(AllKeys.self, json, Self.snake)
            }
        }
    }

    @Test("custom key strategy sees the path and the JSON key")
    func customKeys() {
        let upper = Strategies(keys: .custom { path in
            let last = path.last?.stringValue ?? ""
            let depth = path.count
            return TestKey(stringValue: depth > 2 ? last : last.lowercased())
        })
        expectSameDecoding(Person.self, ModelDifferentialTests.person.uppercased(), upper)
        expectSameDecoding(Person.self, #"{"ID": 1, "id": 2, "Name": "x", "AGE": 1, "address": {"STREET": "s", "CITY": "c"}, "previous": [], "tags": [], "scores": {"KeepMe": 1}}"#, upper)
        expectSameDecoding(AllKeys.self, #"{"A": 1, "a": 2, "B": 3}"#, upper)
    }

    static let dateCases: [(String, JSONDecoder.DateDecodingStrategy)] = [
        ("12.5", .deferredToDate), ("-1", .deferredToDate), (#""12""#, .deferredToDate), ("null", .deferredToDate),
        ("1700000000", .secondsSince1970), ("1700000000.25", .secondsSince1970), (#""1700000000""#, .secondsSince1970),
        ("1e400", .secondsSince1970),
        ("1700000000123", .millisecondsSince1970), ("-5", .millisecondsSince1970), ("true", .millisecondsSince1970),
        (#""2020-01-02T03:04:05Z""#, .iso8601), (#""2020-01-02T03:04:05+01:00""#, .iso8601),
        (#""2020-01-02T03:04:05.123Z""#, .iso8601), (#""2020-01-02""#, .iso8601), (#""yesterday""#, .iso8601),
        ("12", .iso8601), ("null", .iso8601),
        (#""2020""#, .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let year = Double(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no year"))
            }
            return Date(timeIntervalSince1970: (year - 1970) * 31_556_952)
        }),
        (#""MMXX""#, .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a year: \(text)"))
        }),
        (#""2020-03-04""#, .formatted(Self.dayFormatter)), (#""04/03/2020""#, .formatted(Self.dayFormatter)),
    ]

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    @Test("date strategies", arguments: 0..<dateCases.count)
    func dates(index: Int) {
        let (text, strategy) = Self.dateCases[index]
        let strategies = Strategies(dates: strategy)
        expectSameDecoding(Date.self, text, strategies)
        expectSameDecoding([Date].self, "[\(text)]", strategies)
        expectSameDecoding(Dated.self, #"{"when": \#(text), "history": [\#(text)], "nested": {"when": \#(text)}}"#, strategies)
        expectSameDecoding(Dated.self, #"{"history": []}"#, strategies)
    }

    static let dataCases: [(String, JSONDecoder.DataDecodingStrategy)] = [
        (#""aGVsbG8=""#, .base64), (#""""#, .base64), (#""aGVsbG8""#, .base64), (#""a\u0047VsbG8=""#, .base64),
        (#""not base64!""#, .base64), ("[104, 105]", .base64), ("null", .base64), ("42", .base64),
        ("[104, 105]", .deferredToData), ("[256]", .deferredToData), (#""aGk=""#, .deferredToData),
        (#""hi""#, .custom { decoder in Data(try decoder.singleValueContainer().decode(String.self).utf8) }),
        ("7", .custom { decoder in Data(try decoder.singleValueContainer().decode(String.self).utf8) }),
    ]

    @Test("data strategies", arguments: 0..<dataCases.count)
    func data(index: Int) {
        let (text, strategy) = Self.dataCases[index]
        let strategies = Strategies(data: strategy)
        expectSameDecoding(Data.self, text, strategies)
        expectSameDecoding([Data?].self, "[\(text), null]", strategies)
        expectSameDecoding(Blob.self, #"{"bytes": \#(text), "more": [\#(text)]}"#, strategies)
    }

    @Test("non-conforming floats", arguments: [
        #""+inf""#, #""-inf""#, #""nan""#, #""NaN""#, #""+in\u0066""#, "1.5", "null", #""1.5""#, "true",
    ])
    func nonConformingFloats(text: String) {
        let strategies = Strategies(floats: .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"))
        expectSameDecoding(BitExact<Double>.self, text, strategies)
        expectSameDecoding(BitExact<Float>.self, text, strategies)
        expectSameDecoding([BitExact<Double>].self, "[\(text)]", strategies)
        expectSameDecoding(BitExact<Double>.self, text)
    }

    @Test("URL and Decimal decode as JSONDecoder decodes them", arguments: [
        #""https://example.com/a?b=1#c""#, #""""#, #""a b""#, #""/relative/path""#, #""http://[::1]:80/""#, "12", "null",
        "1.5", "0.1", "-0", "123456789012345678901234567890123456789012", "1e300", "1e-300", "1E5", "3.14159265358979323846",
        "-1.23e-7", "18446744073709551616", "0.000000000000000000000000000000000000001", #""1.5""#,
    ])
    func urlsAndDecimals(text: String) {
        expectSameDecoding(URL.self, text)
        expectSameDecoding([URL?].self, "[\(text)]")
        expectSameDecoding(Decimal.self, text)
        expectSameDecoding(Priced.self, #"{"price": \#(text), "link": \#(text)}"#)
    }

    @Test("userInfo reaches init(from:)")
    func userInfo() {
        let key = CodingUserInfoKey(rawValue: "unit")!
        let strategies = Strategies(userInfo: [key: "kg"])
        expectSameDecoding(UnitAware.self, #"{"amount": 3}"#, strategies)
        let decoded = try? strategies.fleece().decode(UnitAware.self, from: Data(#"{"amount": 3}"#.utf8))
        #expect(decoded == UnitAware(amount: 3, unit: "kg"))
    }
}

struct TestKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The keys a keyed container reports, as a set (JSONDecoder's order is a dictionary's), and the
/// integer each holds (`try?`, so that the order in which keys fail does not matter).
struct AllKeys: Decodable, Equatable {
    var keys: Set<String>
    var first: [String: Int?]
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TestKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
        // Each key once (JSONDecoder's are a dictionary's keys).
        #expect(container.allKeys.count == keys.count)
        var first: [String: Int?] = [:]
        for key in container.allKeys {
            first[key.stringValue] = try? container.decodeIfPresent(Int.self, forKey: key)
            #expect(container.contains(key))
        }
        self.first = first
    }
}

struct Dated: Decodable, Equatable {
    var when: Date?
    var history: [Date]
    var nested: [String: Date]?
}

struct Blob: Decodable, Equatable {
    var bytes: Data
    var more: [Data]
}

struct Priced: Decodable, Equatable {
    var price: Decimal?
    var link: URL?
    enum CodingKeys: CodingKey { case price, link }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        price = try? container.decode(Decimal.self, forKey: .price)
        link = try? container.decode(URL.self, forKey: .link)
    }
}

struct UnitAware: Decodable, Equatable {
    var amount: Int
    var unit: String
    init(amount: Int, unit: String) { self.amount = amount; self.unit = unit }
    init(from decoder: any Decoder) throws {
        unit = decoder.userInfo[CodingUserInfoKey(rawValue: "unit")!] as? String ?? "none"
        amount = try decoder.container(keyedBy: TestKey.self).decode(Int.self, forKey: TestKey(stringValue: "amount"))
    }
}
