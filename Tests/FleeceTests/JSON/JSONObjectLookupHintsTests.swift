import Testing
import Fleece

/// Key lookups that resume where the last one matched (JSON+ObjectLookupHints.swift): every
/// answer must be the LAST member with the key, whatever order the keys are asked in, whatever
/// else was looked up in between, and wherever duplicates sit. Each lookup is checked against
/// the plain definition: the last position whose key is the one asked for.
@Suite("Object key lookup hints")
struct JSONObjectLookupHintsTests {
    /// Eleven members placed before those of `text`, so that every object here is large enough
    /// for hinted lookups (`hintedLookupMinimum`, 12); the order of the others is kept.
    static let filler = (0 ..< 11).map { "\"filler\($0)\": 0" }.joined(separator: ", ")

    /// The object `text`, after the filler members.
    func object(_ text: String) throws -> JSON.Object {
        let padded = text == "{}" ? "{" + Self.filler + "}" : "{" + Self.filler + ", " + text.dropFirst()
        guard case .object(let object) = try JSON(parsing: padded) else { throw DecodeError.custom("not an object") }
        #expect(object.count >= 12)
        return object
    }

    /// The last position of `key` among the members, by walking them all.
    func lastPosition(of key: String, in object: JSON.Object) -> Int? {
        object.keys.lastIndex(of: key)
    }

    /// Looks `keys` up in `object` in turn, each checked against `lastPosition`.
    func expectLookups(_ keys: [String], in object: JSON.Object, sourceLocation: SourceLocation = #_sourceLocation) {
        for key in keys {
            #expect(object.memberIndex(forKey: key) == lastPosition(of: key, in: object), "key \(key)", sourceLocation: sourceLocation)
        }
    }

    @Test("distinct keys in order, out of order, missing, and asked twice")
    func distinctKeys() throws {
        let members = try object(#"{"id": 1, "ts": 2, "user": 3, "event": 4, "path": 5, "ms": 6, "ok": 7, "tags": 8}"#)
        expectLookups(["id", "ts", "user", "event", "path", "ms", "ok", "tags"], in: members)
        expectLookups(["tags", "ok", "id", "missing", "ms", "ms", "event", "id", "ts", "zz", "user"], in: members)
        #expect(members["path"] == 5)
        #expect(members["absent"] == nil)
    }

    @Test("a duplicate after the member the hint points at wins")
    func duplicateAfterHint() throws {
        let members = try object(#"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "b": 7, "a": 8}"#)
        expectLookups(["a", "b", "c", "d", "e", "f"], in: members)
        #expect(members["a"] == 8)
        #expect(members["b"] == 7)
        // Asked in the order of the first of each, then again.
        expectLookups(["b", "c", "a", "b", "a", "f", "c"], in: members)
    }

    @Test("a duplicate before the member the hint points at does not win")
    func duplicateBeforeHint() throws {
        let members = try object(#"{"c": 0, "a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7}"#)
        expectLookups(["a", "b", "c", "d", "e", "c", "f", "g", "c"], in: members)
        #expect(members["c"] == 3)
    }

    @Test("a key written with escapes and its plain twin: the last one wins")
    func escapedTwins() throws {
        let members = try object(#"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "\u0061": 7}"#)
        expectLookups(["a", "b", "c", "a", "d"], in: members)
        #expect(members["a"] == 7)
        let reversed = try object(#"{"\u0061": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "a": 7}"#)
        expectLookups(["b", "a", "c", "a"], in: reversed)
        #expect(reversed["a"] == 7)
    }

    @Test("long keys that share their first and last eight bytes are told apart; equal ones are not")
    func sameFingerprint() throws {
        let distinct = try object(#"{"abcdefgh-1-stuvwxyz": 1, "abcdefgh-2-stuvwxyz": 2, "b": 3, "c": 4, "d": 5, "e": 6}"#)
        expectLookups(["abcdefgh-1-stuvwxyz", "abcdefgh-2-stuvwxyz", "b", "c", "abcdefgh-1-stuvwxyz"], in: distinct)
        #expect(distinct["abcdefgh-1-stuvwxyz"] == 1)
        let repeated = try object(#"{"abcdefgh-1-stuvwxyz": 1, "b": 2, "c": 3, "d": 4, "e": 5, "abcdefgh-1-stuvwxyz": 6}"#)
        expectLookups(["abcdefgh-1-stuvwxyz", "b", "c", "abcdefgh-1-stuvwxyz", "d"], in: repeated)
        #expect(repeated["abcdefgh-1-stuvwxyz"] == 6)
    }

    @Test("a short key at the text's very end and its twin earlier are found equal")
    func shortKeyAtTheEnd() throws {
        // The last "zz" has fewer than eight bytes after its start: its fingerprint is read byte
        // by byte, the first one's in one load; the two must agree.
        let members = try object(#"{"zz": 1, "b": 2, "c": 3, "d": 4, "e": 5, "zz":6}"#)
        expectLookups(["b", "c", "zz", "d", "zz"], in: members)
        #expect(members["zz"] == 6)
        let short = try object(#"{"z":1,"b":2,"c":3,"d":4,"e":5,"z":6}"#)
        expectLookups(["b", "c", "z", "d", "z", "b"], in: short)
        #expect(short["z"] == 6)
    }

    @Test("12 members, keys checked pair by pair: a short twin at the text's end, long keys alike in their first eight bytes")
    func pairwiseCheck() throws {
        guard case .object(let short) = try JSON(parsing: #"{"zz":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"zz":12}"#),
              case .object(let long) = try JSON(parsing: """
                  {"abcdefgh-1": 1, "abcdefgh-2": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9,
                   "j": 10, "abcdefgh-1": 11, "k": 12}
                  """),
              case .object(let distinct) = try JSON(parsing: """
                  {"abcdefgh-1": 1, "abcdefgh-2": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9,
                   "j": 10, "abcdefgh-3": 11, "k": 12}
                  """) else {
            Issue.record("not objects")
            return
        }
        #expect(short.count == 12 && long.count == 12 && distinct.count == 12)
        expectLookups(["b", "c", "zz", "d", "zz", "k"], in: short)
        #expect(short["zz"] == 12)
        expectLookups(["abcdefgh-1", "abcdefgh-2", "c", "abcdefgh-1", "d"], in: long)
        #expect(long["abcdefgh-1"] == 11)
        expectLookups(["abcdefgh-1", "abcdefgh-2", "c", "d", "abcdefgh-3", "abcdefgh-1", "k"], in: distinct)
    }

    @Test("more than 16 members: the table finds a repeated key, short at the text's end or long")
    func largeObjects() throws {
        let letters = (0 ..< 20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let shortAtEnd = try object("{\"zz\": -1, " + letters + ",\"zz\":9}")
        expectLookups(["k0", "k1", "zz", "k2", "zz", "k19"], in: shortAtEnd)
        #expect(shortAtEnd["zz"] == 9)
        let long = try object("{\"a long key of some length\": -1, " + letters + ", \"a long key of some length\": 9}")
        expectLookups(["k0", "k1", "a long key of some length", "k2"], in: long)
        #expect(long["a long key of some length"] == 9)
        let distinct = try object("{" + letters + "}")
        expectLookups((0 ..< 20).map { "k\($0)" } + ["k20", "k5", "k4"], in: distinct)
    }

    @Test("the empty key among others, repeated and not")
    func emptyKey() throws {
        let members = try object(#"{"": 1, "a": 2, "b": 3, "c": 4, "d": 5, "": 6}"#)
        expectLookups(["a", "", "b", "", "c"], in: members)
        #expect(members[""] == 6)
    }

    @Test("nested objects and copies of one object, looked up in turn, keep their own answers")
    func interleavedObjects() throws {
        // Members and children chosen so that objects share hint slots (entry index modulo 4).
        let f = Self.filler
        let json = try JSON(parsing: """
            {\(f), "a": 1, "b": {\(f), "x": 1, "y": 2, "z": 3, "w": 4, "v": 5, "x": 6},
             "c": {\(f), "p": 1, "q": 2, "r": 3, "s": 4, "t": 5, "u": 6}, "d": 4,
             "e": {\(f), "x": 1, "y": 2, "z": 3, "w": 4, "v": 5, "u": 6}, "f": 6, "a": 7}
            """)
        guard case .object(let root) = json, case .object(let b)? = root["b"], case .object(let c)? = root["c"],
              case .object(let e)? = root["e"], case .object(let rootAgain) = json else {
            Issue.record("not objects")
            return
        }
        let sequence: [(JSON.Object, String)] = [
            (root, "a"), (b, "x"), (root, "b"), (c, "p"), (b, "y"), (rootAgain, "a"), (e, "x"), (root, "c"),
            (e, "y"), (b, "x"), (c, "q"), (rootAgain, "d"), (e, "u"), (root, "f"), (c, "u"), (b, "z"),
            (root, "a"), (e, "x"), (rootAgain, "e"), (c, "p"), (b, "x"), (root, "g"), (e, "zz"),
        ]
        for (object, key) in sequence {
            #expect(object.memberIndex(forKey: key) == lastPosition(of: key, in: object), "key \(key)")
        }
        #expect(root["a"] == 7)
        #expect(b["x"] == 6)
    }

    @Test("many objects with random duplicates, looked up in random orders")
    func randomized() throws {
        var generator = SplitMix(seed: 0xF1EE_CE01)
        let names = ["id", "ts", "ok", "a", "b", "name", "names", "abcdefghij", "abcdefghik", "", "\\u0061", "zz"]
        for _ in 0 ..< 300 {
            // 12 to 51 members with the filler: up to 16, keys are checked distinct pairwise, above with a table.
            let count = 1 + Int(generator.next() % 40)
            var members: [String] = []
            for index in 0 ..< count {
                members.append("\"\(names[Int(generator.next() % UInt64(names.count))])\": \(index)")
            }
            let members2 = try object("{" + members.joined(separator: ",") + "}")
            var keys = ["id", "ts", "ok", "a", "b", "name", "names", "abcdefghij", "abcdefghik", "", "zz", "missing"]
            for round in 0 ..< 3 {
                if round > 0 {
                    for index in keys.indices.reversed() {
                        keys.swapAt(index, Int(generator.next() % UInt64(index + 1)))
                    }
                }
                expectLookups(keys, in: members2)
            }
        }
    }

    @Test("a stream's records, decoded in one document refilled with each, never see the last record's hints")
    func refilledRecords() throws {
        let f = Self.filler
        let lines = """
            {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, \(f)}
            {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "a": 7, \(f)}
            {"g": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, \(f)}
            {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, \(f)}
            """
        var stream = JSONStream(.lines)
        stream.append(contentsOf: Array(lines.utf8))
        try stream.finish()
        var decoded: [Letters] = []
        while let record = try stream.next(decoding: Letters.self) { decoded.append(record) }
        #expect(decoded == [Letters(a: 1, b: 2, g: 7), Letters(a: 7, b: 2, g: nil), Letters(a: nil, b: 2, g: 7), Letters(a: 1, b: 2, g: 7)])
    }
}

/// Three letters of a stream record.
private struct Letters: JSONDecodable, Equatable {
    let a: Int?
    let b: Int
    let g: Int?

    static func decode(_ json: JSON) -> Decoded<Letters> {
        curry(Letters.init) <^> json <|? "a" <*> json <| "b" <*> json <|? "g"
    }
}

/// A small seeded generator, so that the random cases are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
