import Foundation
import FleeceFoundation
import Testing

/// An error a model's own `init(from:)` throws (a validation) says where the value is, as
/// Fleece's own errors do; everything else about it is `JSONDecoder`'s.
@Suite("A model's own errors are placed")
struct ModelErrorPositionTests {
    struct Rejected: Error, Equatable { let reason: String }

    struct Item: Decodable {
        let price: Int
        let tags: [String]
        enum CodingKeys: String, CodingKey { case price, tags }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            price = try container.decode(Int.self, forKey: .price)
            guard price >= 0 else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: container.codingPath + [CodingKeys.price], debugDescription: "price must not be negative.",
                    underlyingError: Rejected(reason: "negative")))
            }
            if price == 999 { throw Rejected(reason: "not a decoding error") }
            if price == 998 {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "about another document"))
            }
            var list = try container.nestedUnkeyedContainer(forKey: .tags)
            var tags: [String] = []
            while !list.isAtEnd {
                let tag = try list.decode(String.self)
                guard !tag.isEmpty else { throw DecodingError.dataCorruptedError(in: list, debugDescription: "empty tag") }
                tags.append(tag)
            }
            self.tags = tags
        }
    }

    struct Order: Decodable { let items: [Item] }

    struct Whole: Decodable {
        let count: Int
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            count = try value.decode(Int.self)
            guard count <= 10 else { throw DecodingError.dataCorruptedError(in: value, debugDescription: "too many") }
        }
    }

    struct Box: Decodable { let whole: Whole }

    /// The errors of both decoders for `text`.
    func errors<T: Decodable>(_ type: T.Type, _ text: String, decoder: FleeceDecoder = FleeceDecoder()) throws -> (fleece: DecodingError, foundation: DecodingError) {
        let data = Data(text.utf8)
        let fleece = try #require(throws: DecodingError.self) { try decoder.decode(type, from: data) }
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode(type, from: data) }
        return (fleece, foundation)
    }

    func described(_ error: DecodingError) -> String {
        guard case .dataCorrupted(let context) = error else { return "not dataCorrupted: \(error)" }
        return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    }

    @Test func aMembersValidationIsPlacedAtTheMemberWithItsUnderlyingErrorKept() throws {
        let (fleece, foundation) = try errors(Order.self, "{\"items\": [{\"price\": 1, \"tags\": []},\n {\"price\": -3, \"tags\": []}]}")
        #expect(described(fleece) == "items.Index 1.price: price must not be negative, at line 2, column 12")
        #expect(described(foundation) == "items.Index 1.price: price must not be negative.")
        guard case .dataCorrupted(let context) = fleece else { return }
        #expect(context.underlyingError as? Rejected == Rejected(reason: "negative"))
        #expect(FleeceDecoder.message(for: fleece) == #"items[1].price: price must not be negative, at line 2, column 12: Rejected(reason: "negative")"#)
    }

    @Test func aSingleValuesValidationIsPlacedAtTheValue() throws {
        let (fleece, foundation) = try errors(Box.self, "{\n  \"whole\": 12}")
        #expect(described(fleece) == "whole: too many, at line 2, column 12.")
        #expect(described(foundation) == "whole: too many")
    }

    @Test func anElementPastTheEndIsPlacedAtItsArray() throws {
        let (fleece, foundation) = try errors(Order.self, #"{"items": [{"price": 1, "tags": ["a", ""]}]}"#)
        #expect(described(fleece) == "items.Index 0.tags.Index 2: empty tag, at line 1, column 33.")
        #expect(described(foundation) == "items.Index 0.tags.Index 2: empty tag")
    }

    @Test func aMemberIsFoundUnderTheSnakeCaseStrategy() throws {
        struct Counted: Decodable {
            let photoCount: Int
            enum CodingKeys: CodingKey { case photoCount }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                photoCount = try container.decode(Int.self, forKey: .photoCount)
                guard photoCount >= 0 else {
                    throw DecodingError.dataCorruptedError(forKey: .photoCount, in: container, debugDescription: "negative")
                }
            }
        }
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Counted.self, from: Data(#"{"photo": 1, "photo_count": -1}"#.utf8))
        }
        #expect(described(error) == "photoCount: negative, at line 1, column 29.")
    }

    /// Found by an outside differential: a date strategy's error was placed at the object
    /// under a custom key strategy (its keys were compared as written), and at the inner object
    /// for a `[String: Date]` under snake case (its keys, which are not converted, were).
    @Test func aMemberIsFoundUnderACustomKeyStrategyAndInADictionaryUnderSnakeCase() throws {
        struct Stamped: Decodable { let myDate: Date }
        struct Dated: Decodable { let dd: [String: Date] }
        struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let custom = FleeceDecoder()
        custom.dateDecodingStrategy = .formatted(formatter)
        custom.keyDecodingStrategy = .custom { path in Key(stringValue: String(path.last?.stringValue.dropFirst(2) ?? "")) }
        let stamped = try #require(throws: DecodingError.self) {
            try custom.decode(Stamped.self, from: Data(#"{"k_other": 1, "k_myDate": "bad"}"#.utf8))
        }
        #expect(described(stamped) == "myDate: Date string does not match format expected by formatter, at line 1, column 28.")
        custom.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no date")
        }
        let thrown = try #require(throws: DecodingError.self) {
            try custom.decode(Stamped.self, from: Data(#"{"k_myDate": "bad"}"#.utf8))
        }
        #expect(described(thrown) == "myDate: no date, at line 1, column 14.")
        let snake = FleeceDecoder()
        snake.dateDecodingStrategy = .formatted(formatter)
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let dated = try #require(throws: DecodingError.self) {
            try snake.decode(Dated.self, from: Data(#"{"dd": {"x_y": "bad"}}"#.utf8))
        }
        #expect(described(dated) == "dd.x_y: Date string does not match format expected by formatter, at line 1, column 16.")
    }

    @Test func fleecesOwnErrorsInsideAModelAreNotPlacedTwice() throws {
        let (fleece, _) = try errors(Order.self, #"{"items": [{"price": "x", "tags": []}]}"#)
        guard case .typeMismatch(_, let context) = fleece else { Issue.record("\(fleece)"); return }
        #expect(context.debugDescription == #"Expected to decode Int but found a string "x" instead, at line 1, column 22."#)
    }

    @Test func otherErrorsAreLeftAsThrownAndAnErrorIsPlacedWhereItsPathSays() throws {
        let data = Data(#"{"items": [{"price": 999, "tags": []}]}"#.utf8)
        #expect(throws: Rejected(reason: "not a decoding error")) { try FleeceDecoder().decode(Order.self, from: data) }
        // Thrown by an item with the root's path, which is not its own: left without a position,
        // also by the model decoding the root, whose path it matches (found by an outside tester:
        // placed at line 1, column 1, far from the item).
        let (fleece, foundation) = try errors(Order.self, #"{"items": [{"price": 998, "tags": []}]}"#)
        #expect(described(fleece) == ": about another document")
        #expect(described(foundation) == ": about another document")
    }

    struct Settings: Decodable { var retries: Int }
    /// A cache that keeps a document as a string, decoded inside its `init(from:)` by another decoder.
    struct Cache: Decodable {
        var retries: Int
        var settings: Settings
        enum CodingKeys: String, CodingKey { case retries, settings }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            retries = try container.decode(Int.self, forKey: .retries)
            settings = try JSONDecoder().decode(Settings.self, from: Data(try container.decode(String.self, forKey: .settings).utf8))
        }
    }

    /// Found by an outside tester: the inner document's error, whose path is that document's,
    /// was placed at the outer document's `retries`, a valid `3` (or, for a path the outer one
    /// does not have, at its start).
    @Test func anotherDocumentsTypeMismatchIsNotPlacedInThisOne() throws {
        let (fleece, foundation) = try errors(Cache.self, #"{"retries": 3, "settings": "{\"retries\": \"x\"}"}"#)
        guard case .typeMismatch(_, let context) = fleece, case .typeMismatch(_, let expected) = foundation else {
            Issue.record("\(fleece)")
            return
        }
        #expect(context.debugDescription == expected.debugDescription)
        #expect(context.codingPath.map(\.stringValue) == ["retries"])
        struct Other: Decodable {
            var settings: Settings
            init(from decoder: any Decoder) throws {
                settings = try JSONDecoder().decode(Settings.self, from: Data(#"{"retries": "x"}"#.utf8))
            }
        }
        let (absent, absentExpected) = try errors(Other.self, #"{"name": 1}"#)
        guard case .typeMismatch(_, let absentContext) = absent, case .typeMismatch(_, let foundationContext) = absentExpected else {
            Issue.record("\(absent)")
            return
        }
        #expect(absentContext.debugDescription == foundationContext.debugDescription)
        // A mismatch of this document's, thrown by the model, is placed as before.
        struct Own: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                throw DecodingError.typeMismatch(Int.self, .init(codingPath: container.codingPath, debugDescription: "Expected to decode Int but found a string instead."))
            }
        }
        let (own, _) = try errors([Own].self, "[\n \"x\"]")
        guard case .typeMismatch(_, let ownContext) = own else {
            Issue.record("\(own)")
            return
        }
        #expect(ownContext.debugDescription == "Expected to decode Int but found a string instead, at line 2, column 2.")
    }

    enum Priority: String, Codable { case low, high }
    struct Todo: Codable { var priority: Priority }
    struct TodoList: Codable { var todos: [Todo] }

    /// Found by an outside tester: the standard library's sentence for an unknown raw value
    /// quotes the input's text as it is, so a value ending `, at line 99, column 1` read as the
    /// place (the real one was not added), and one of 10,000 characters made a 10 KB message.
    @Test func anEnumsUnknownRawValueIsQuotedCutAndPlaced() throws {
        let (spoof, foundation) = try errors(TodoList.self, "{\"todos\": [{\"priority\": \"low\"},\n  {\"priority\": \"x, at line 99, column 1\"}]}")
        #expect(described(spoof) == #"todos.Index 1.priority: Cannot initialize Priority from invalid String value "x, at line 99, column 1", at line 2, column 16."#)
        #expect(described(foundation) == "todos.Index 1.priority: Cannot initialize Priority from invalid String value x, at line 99, column 1")
        let long = String(repeating: "a", count: 10_000)
        let (cut, _) = try errors(Todo.self, #"{"priority": "\#(long)"}"#)
        #expect(described(cut) == #"priority: Cannot initialize Priority from invalid String value "\#(String(repeating: "a", count: 39))…", at line 1, column 14."#)
        #expect(FleeceDecoder.message(for: cut).count < 150)
    }

    struct Money: Decodable {
        var code: String
        init(from decoder: any Decoder) throws {
            code = try decoder.singleValueContainer().decode(String.self)
            guard code.count == 3 else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "invalid currency code \(code)"))
            }
        }
    }
    struct Line: Decodable { var amount: Int; var currency: Money }
    struct Invoice: Decodable { var lines: [Line] }
    struct Priced: Decodable {
        var price: Int
        enum CodingKeys: String, CodingKey { case price }
        init(from decoder: any Decoder) throws {
            price = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .price)
            guard price >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.price], debugDescription: "price must not be negative"))
            }
        }
    }
    struct Catalog: Decodable { var price: Int; var items: [Priced] }
    struct Body: Decodable { var price: Double }
    struct Envelope: Decodable {
        var body: Body
        enum CodingKeys: String, CodingKey { case body }
        init(from decoder: any Decoder) throws {
            let text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .body)
            body = try FleeceDecoder().decode(Body.self, from: Data(text.utf8))
        }
    }
    struct Records: Decodable { var records: [Envelope] }

    /// Found by an outside tester (error messages): an error a model threw with a path that is
    /// not its value's (`[]`, or relative, `[.price]`) was placed by a model around it whose path
    /// it matched: the root, line 1, column 1, for a currency at line 4, and the root's `price`
    /// for an item's. Such an error is left as thrown, as `JSONDecoder` leaves it, by every model.
    @Test func anErrorWhosePathIsNotItsModelsIsNotPlacedByTheModelsAroundIt() throws {
        let invoice = "{\n \"lines\": [\n  {\"amount\": 1, \"currency\": \"EUR\"},\n  {\"amount\": 2, \"currency\": \"EURO\"}\n ]\n}"
        let (fleece, foundation) = try errors(Invoice.self, invoice)
        #expect(described(fleece) == ": invalid currency code EURO")
        #expect(described(fleece) == described(foundation))
        let catalog = "{\"price\": 10,\n \"items\": [{\"price\": 1},\n   {\"price\": -5}]}"
        let (relative, relativeFoundation) = try errors(Catalog.self, catalog)
        #expect(described(relative) == "price: price must not be negative")
        #expect(described(relative) == described(relativeFoundation))
        // Thrown at the root with the root's path, it is placed there, as before.
        let (atRoot, _) = try errors(Money.self, #""EURO""#)
        #expect(described(atRoot) == ": invalid currency code EURO, at line 1, column 1.")
    }

    /// Found by the same tester: a syntax error in a document decoded from a string of this one,
    /// by another `FleeceDecoder`, was given this document's root position too, so one message
    /// had two positions that contradict each other; and a description followed by an underlying
    /// error ended in a period that Swift's `. Underlying error:` doubled.
    @Test func anotherDocumentsSyntaxErrorKeepsItsOwnPositionOnly() throws {
        let (fleece, _) = try errors(Records.self, #"{"records": [{"body": "{\"price\": 1,"}]}"#)
        #expect(described(fleece) == ": The given data was not valid JSON")
        guard case .dataCorrupted(let context) = fleece else { return }
        let syntax = context.underlyingError as? JSONSyntaxError
        #expect(syntax?.line == 1)
        #expect(syntax?.column == 13)
        let (validation, _) = try errors(Order.self, #"{"items": [{"price": -1, "tags": []}]}"#)
        #expect(!"\(validation)".contains(".."))
        #expect("\(validation)".contains("price must not be negative, at line 1, column 22. Underlying error: "))
    }

    struct Strict: Decodable {
        init(from decoder: any Decoder) throws {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "invalid currency code EURO"))
        }
    }

    /// A `FleeceDecoder` keeps its engine from one call to the next: what it remembered of an
    /// error left unplaced in one call must not leave an error of the next call unplaced.
    @Test func anErrorLeftUnplacedInOneCallDoesNotUnplaceTheNext() throws {
        let decoder = FleeceDecoder()
        let invoice = Data(#"{"lines": [{"amount": 2, "currency": "EURO"}]}"#.utf8)
        let first = try #require(throws: DecodingError.self) { try decoder.decode(Invoice.self, from: invoice) }
        #expect(described(first) == ": invalid currency code EURO")
        // The same words and path, thrown by the root model about itself: placed at the root.
        let second = try #require(throws: DecodingError.self) { try decoder.decode(Strict.self, from: Data("\n  {}".utf8)) }
        #expect(described(second) == ": invalid currency code EURO, at line 2, column 3.")
    }
}

/// What `FleeceDecoder`'s messages show of a string stays on one line.
@Suite("FleeceDecoder excerpts on one line")
struct FleeceDecoderExcerptLineTests {
    @Test func lineSeparatorsAndTerminalControlsAreEscaped() throws {
        struct Flag: Decodable { let on: Bool }
        let data = Data(#"{"on": "yes\u2028\u009b31m"}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try FleeceDecoder().decode(Flag.self, from: data) }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription == #"Expected to decode Bool but found a string "yes\u2028\u009b31m" instead, at line 1, column 8."#)
    }
}
