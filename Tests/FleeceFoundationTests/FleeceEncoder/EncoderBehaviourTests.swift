import Foundation
import FleeceFoundation
import Testing

/// Reports where it is encoded: its encoder's coding path and user info, as text, so that a
/// byte comparison checks the paths both encoders give to `encode(to:)`.
struct PathReporter: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let path = encoder.codingPath.map(DecodingFailure.describe).joined(separator: ".")
        try container.encode(path + " " + (encoder.userInfo[.init(rawValue: "tag")!].map { "\($0)" } ?? "-"))
    }
}

/// Encodes whatever its closure encodes (to test one `Encoder` behaviour at a time).
struct Custom: Encodable, @unchecked Sendable {
    let body: (any Encoder) throws -> Void
    init(_ body: @escaping (any Encoder) throws -> Void) { self.body = body }
    func encode(to encoder: any Encoder) throws { try body(encoder) }
}

/// Nested `count` arrays deep.
struct Nest: Encodable {
    let count: Int
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if count > 1 { try container.encode(Nest(count: count - 1)) }
    }
}

@Suite("FleeceEncoder ≡ JSONEncoder: behaviour of the Encoder API")
struct EncoderBehaviourTests {
    static let everyFormatting = EncodingSetup.allFormattings.map { EncodingSetup(formatting: $0) }

    @Test("Top-level fragments and empty containers, every formatting")
    func fragmentsAndEmptyContainers() {
        for setup in Self.everyFormatting {
            expectSameEncoding(1, setup)
            expectSameEncoding("a/b", setup)
            expectSameEncoding(true, setup)
            expectSameEncoding(Int?.none, setup)
            expectSameEncoding(-0.0, setup)
            expectSameEncoding([Int](), setup)
            expectSameEncoding([String: Int](), setup)
            expectSameEncoding([[Int]](arrayLiteral: [], [1], []), setup)
            expectSameEncoding(["a": [String: Int](), "b": [:]], setup)
            expectSameEncoding(Payload.object([("a", .nestedObject([])), ("b", .nestedArray([])), ("c", .nothing)]), setup)
        }
    }

    @Test("pretty-printing: two spaces, \" : \", empty containers on two lines")
    func prettyLayout() throws {
        let encoder = FleeceEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let text = String(decoding: try encoder.encode(["b": [[Int]](), "a": [[1]]]), as: UTF8.self)
        #expect(text == "{\n  \"a\" : [\n    [\n      1\n    ]\n  ],\n  \"b\" : [\n\n  ]\n}")
    }

    @Test("A top-level value that encodes nothing is the same error")
    func topLevelNothing() {
        expectSameEncoding(Payload.nothing, EncodingSetup())
        expectSameEncoding(Custom { _ in }, EncodingSetup())
        // Not at the top: an empty object in its place.
        expectSameEncoding([Payload.nothing], EncodingSetup())
        // Through a single-value container, at the top too: an empty object.
        expectSameEncoding(Optional(Payload.nothing), EncodingSetup())
        expectSameEncoding(Custom { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Payload.nothing)
        }, EncodingSetup())
    }

    @Test("511 nested containers are written, 512 are the same error")
    func nestingLimit() {
        expectSameEncoding(Nest(count: 511), EncodingSetup())
        expectSameEncoding(Nest(count: 512), EncodingSetup())
        expectSameEncoding(Nest(count: 600), EncodingSetup(formatting: [.prettyPrinted]))
        // Refused while encoding, even when a model catches the error and goes on.
        expectSameEncoding(Custom { encoder in
            var container = encoder.unkeyedContainer()
            try? container.encode(Nest(count: 600))
            try container.encode(1)
        }, EncodingSetup())
    }

    @Test("The README's differences: a JSON value's number text kept, canonically equal keys kept apart")
    func documentedDifferences() throws {
        let json = try JSON(parsing: #"[1.50, 1e400]"#)
        #expect(try FleeceEncoder().encode(json) == Data("[1.50,1e400]".utf8))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(json) }
        let keys = Payload.object([("\u{E9}", .int(1)), ("e\u{301}", .int(2))])
        #expect(String(decoding: try FleeceEncoder().encode(keys), as: UTF8.self) == "{\"\u{E9}\":1,\"e\u{301}\":2}")
        guard case .object(let theirs) = try JSON(parsing: Array(JSONEncoder().encode(keys))) else { Issue.record(); return }
        #expect(theirs.count == 1)
    }

    @Test("Nesting without end is refused at 512, where JSONEncoder overflows the stack")
    func endlessNesting() throws {
        for value in [Nest(count: 100_000)] as [any Encodable] + [try Self.parsedNesting(100_000)] {
            #expect {
                _ = try FleeceEncoder().encode(value)
            } throws: { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return false }
                return context.codingPath.isEmpty
                    && context.debugDescription == "Unable to encode the given top-level value to JSON."
            }
        }
        // The encoder is whole afterwards.
        #expect(try FleeceEncoder().encode(Nest(count: 3)) == Data("[[[]]]".utf8))
    }

    /// `depth` arrays inside each other, parsed with the depth limit raised.
    static func parsedNesting(_ depth: Int) throws -> JSON {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        return try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: depth))
    }

    @Test("A key encoded twice keeps the last value")
    func repeatedKey() {
        for setup in Self.everyFormatting {
            expectSameEncoding(Payload.object([("a", .int(1)), ("a", .string("two"))]), setup)
            expectSameEncoding(Payload.object([("a", .object([("x", .int(1))])), ("a", .array([]))]), setup)
            expectSameEncoding(Payload.object([("k", .int(1)), ("a", .int(1)), ("b", .null), ("a", .bool(false))]), setup)
        }
        // Objects large enough to be indexed.
        let many = (0..<100).map { (key: "k\($0 % 60)", value: Payload.int($0)) }
        expectSameEncoding(Payload.object(many), EncodingSetup(formatting: [.sortedKeys]))
        // A nested container asked for at a key past the 64th member, then the key used again
        // (the nested container was left out of the object's index: two members of one key).
        let wide = (0..<65).map { (key: "m\($0)", value: Payload.int($0)) }
        // (JSONEncoder stops the program for a nested container of the other kind at a key.)
        let nestedArray = Payload.nestedArray([.int(1)]), nestedObject = Payload.nestedObject([("x", .int(1))])
        for (first, again) in [(nestedArray, Payload.nestedArray([.int(2)])), (nestedObject, .nestedObject([("y", .int(2))])),
                               (nestedArray, .string("replaced")), (nestedObject, .viaSuperEncoder(.int(3)))] {
            expectSameEncoding(Payload.object(wide + [("n", first), ("n", again)]), EncodingSetup())
        }
    }

    @Test("A nested container asked for again at the same key is the same container")
    func nestedContainerAgain() {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            var first = container.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(stringValue: "n"))
            try first.encode(1, forKey: PlainKey(stringValue: "x"))
            try container.encode(2, forKey: PlainKey(stringValue: "between"))
            var again = container.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(stringValue: "n"))
            try again.encode(3, forKey: PlainKey(stringValue: "y"))
            var list = container.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "l"))
            try list.encode(4)
            var listAgain = container.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "l"))
            try listAgain.encode(5)
            // The encoder's own container, asked for twice.
            var same = encoder.container(keyedBy: PlainKey.self)
            try same.encode(6, forKey: PlainKey(stringValue: "z"))
        }
        expectSameEncoding(value, EncodingSetup(formatting: [.sortedKeys]))
    }

    @Test("superEncoder: at \"super\", at a key, and inserted where an array was when asked for")
    func superEncoders() {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            try PathReporter().encode(to: container.superEncoder())
            try PathReporter().encode(to: container.superEncoder(forKey: PlainKey(stringValue: "parent")))
            _ = container.superEncoder(forKey: PlainKey(stringValue: "unused"))
            var list = container.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "list"))
            try list.encode(1)
            let late = list.superEncoder()
            try list.encode(2)
            try list.encode(3)
            var single = late.singleValueContainer()
            try single.encode("inserted at 1")
        }
        expectSameEncoding(value, EncodingSetup(formatting: [.sortedKeys]))
        expectSameEncoding(value, EncodingSetup(formatting: [.sortedKeys], keys: .convertToSnakeCase, keysName: "snake"))
    }

    @Test("The coding paths encode(to:) sees, in every kind of container, and user info")
    func codingPathsAndUserInfo() {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            try container.encode(PathReporter(), forKey: PlainKey(stringValue: "direct"))
            var nested = container.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(stringValue: "nested"))
            // JSONEncoder leaves the nested container's key out of this path; so must Fleece.
            try nested.encode(PathReporter(), forKey: PlainKey(stringValue: "inNested"))
            var list = container.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "list"))
            try list.encode(PathReporter())
            try list.encode([PathReporter(), PathReporter()])
            try container.encode(["k": PathReporter()], forKey: PlainKey(stringValue: "dictionary"))
            try container.encode([3: PathReporter()], forKey: PlainKey(stringValue: "intDictionary"))
            try container.encode(Optional(PathReporter()), forKey: PlainKey(stringValue: "optional"))
        }
        for (name, keys) in EncodingSetup.keyStrategies {
            expectSameEncoding(value, EncodingSetup(formatting: [.sortedKeys], keys: keys, keysName: name, userInfo: [.init(rawValue: "tag")!: 42]))
        }
        expectSameEncoding(PathReporter(), EncodingSetup())
    }

    @Test("Errors inside nested containers carry JSONEncoder's paths")
    func errorPaths() {
        let value = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            var nested = container.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(stringValue: "x"))
            var list = nested.nestedUnkeyedContainer(forKey: PlainKey(stringValue: "l"))
            try list.encode(1)
            try list.encode(Double.nan)
        }
        expectSameEncoding(value, EncodingSetup())
        let keyed = Custom { encoder in
            var container = encoder.container(keyedBy: PlainKey.self)
            var nested = container.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(stringValue: "x"))
            try nested.encode(-Float.infinity, forKey: PlainKey(stringValue: "y"))
        }
        expectSameEncoding(keyed, EncodingSetup())
        expectSameEncoding(["a": [1, Double.infinity]], EncodingSetup())
        expectSameEncoding(Float.nan, EncodingSetup())
    }

    @Test("The decoder suite's models, every formatting and key strategy")
    func models() {
        let person = Person(
            id: 7, name: "Ada / Lovelace", email: nil, age: 36, address: Address(street: "1 Main St", city: "London", zip: "N1"),
            previous: [Address(street: "x", city: "y", zip: nil)], tags: ["a"], scores: ["math": 9.5, "poetry": 1e-7], nickname: "ada")
        let drawing = Drawing(shapes: [.circle(radius: 1.5), .rectangle(width: 2, height: 3), .labelled("l", 4), .point],
                              status: .deleted, priority: .high, layers: [[], [.point]])
        let numbers = Numbers(int: .min, int8: .min, int16: .max, int32: -1, int64: .max, uint: .max, uint8: 255, uint16: 0,
                              uint32: .max, uint64: .max, float: 0.1, double: 0.1)
        let optionals = OptionalNumbers(int: nil, int8: [-128, 127], uint64: [nil, 18_446_744_073_709_551_615], float: 3.4e38, doubles: [1e300, -0.0])
        let indexes = Indexes(byNumber: [1: "one", -2: "minus two"], byName: ["aKey": [1]], nested: ["outerKey": ["innerKey": true]])
        let snake = SnakeModel(userName: "u", userId: 1, avatarURL: "https://a/b", avatarUrl: nil, _private: 2, aB2C: 3, x: 4,
                               htmlBody: "<b>", lookups: ["someKey": 1])
        for formatting in EncodingSetup.allFormattings {
            for (name, keys) in EncodingSetup.keyStrategies {
                let setup = EncodingSetup(formatting: formatting, keys: keys, keysName: name)
                expectSameEncoding(person, setup)
                expectSameEncoding(drawing, setup)
                expectSameEncoding(numbers, setup)
                expectSameEncoding(optionals, setup)
                expectSameEncoding(indexes, setup)
                expectSameEncoding(snake, setup)
                expectSameEncoding(Celsius(degrees: -40), setup)
            }
        }
    }

    @Test("EncodableWithConfiguration, as JSONEncoder encodes it")
    func withConfiguration() throws {
        struct Configured: EncodableWithConfiguration {
            func encode(to encoder: any Encoder, configuration: String) throws {
                var container = encoder.container(keyedBy: PlainKey.self)
                try container.encode(configuration, forKey: PlainKey(stringValue: "configuration"))
            }
        }
        let fleece = try FleeceEncoder().encode(Configured(), configuration: "x/y")
        let foundation = try JSONEncoder().encode(Configured(), configuration: "x/y")
        #expect(fleece == foundation)
    }

    @Test("encode(_:appendingTo:) appends, and leaves the buffer as it was when it throws")
    func appending() throws {
        let encoder = FleeceEncoder()
        var output = Array("[".utf8)
        try encoder.encode(["a": 1], appendingTo: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"[{"a":1}"#)
        #expect(throws: EncodingError.self) { try encoder.encode(["b": Double.nan], appendingTo: &output) }
        #expect(String(decoding: output, as: UTF8.self) == #"[{"a":1}"#)
        #expect(try encoder.encodeToBytes([1, 2]) == Array("[1,2]".utf8))
    }

    @Test("Changing an option affects the next call")
    func optionsChange() throws {
        let encoder = FleeceEncoder()
        #expect(try encoder.encode(["a/b"]) == Data(#"["a\/b"]"#.utf8))
        encoder.outputFormatting = .withoutEscapingSlashes
        #expect(encoder.outputFormatting == .withoutEscapingSlashes)
        #expect(try encoder.encode(["a/b"]) == Data(#"["a/b"]"#.utf8))
    }
}
