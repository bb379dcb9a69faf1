import Fleece
import Testing

/// `forEach` on arrays and objects lends each element or member value instead of handing over a
/// copy: it must visit exactly what `for … in` visits, stop where the closure throws, keep the
/// places errors name, and leave any value the closure keeps as good as a copy.
@Suite("forEach over arrays and objects")
struct JSONForEachTests {
    private struct Stop: Error, Equatable {}

    private static func array(_ text: String) throws -> JSON.Array {
        guard case .array(let array) = try JSON(parsing: text) else { throw TestFailure("not an array: \(text)") }
        return array
    }

    private static func object(_ text: String) throws -> JSON.Object {
        guard case .object(let object) = try JSON(parsing: text) else { throw TestFailure("not an object: \(text)") }
        return object
    }

    @Test("an array's elements in order, as for-in gives them, every kind included")
    func arrayElements() throws {
        let array = try Self.array(#"[1, "two", [3, 4], {"five": 5}, null, true, -0.5, 12345678901234567890]"#)
        var lent: [JSON] = []
        array.forEach { lent.append($0) }
        var iterated: [JSON] = []
        for element in array { iterated.append(element) }
        #expect(lent == iterated)
        #expect(lent == [1, "two", [3, 4], ["five": 5], nil, true, -0.5, .number(try #require(JSON.Number("12345678901234567890")))])
    }

    @Test("an object's members in document order, duplicate keys included, as for-in gives them")
    func objectMembers() throws {
        let object = try Self.object(#"{"a": 1, "b": [2], "a": "again", "a long key of more than fifteen bytes": {}, "e\u00e9": null}"#)
        var keys: [String] = []
        var values: [JSON] = []
        object.forEach { key, value in
            keys.append(key)
            values.append(value)
        }
        #expect(keys == ["a", "b", "a", "a long key of more than fifteen bytes", "e\u{E9}"])
        #expect(values == [1, [2], "again", [:], nil])
        #expect(keys == object.map(\.key))
        #expect(values == object.map(\.value))
    }

    @Test("empty containers call nothing")
    func empty() throws {
        var calls = 0
        try Self.array("[]").forEach { _ in calls += 1 }
        try Self.object("{}").forEach { _ in calls += 1 }
        #expect(calls == 0)
    }

    @Test("a throwing closure ends the iteration and its error comes out")
    func throwingClosure() throws {
        let array = try Self.array("[1, 2, 3, 4]")
        var seen: [JSON] = []
        #expect(throws: Stop()) {
            try array.forEach { element in
                seen.append(element)
                if element == 2 { throw Stop() }
            }
        }
        #expect(seen == [1, 2])
        let object = try Self.object(#"{"a": 1, "b": 2, "c": 3}"#)
        var keys: [String] = []
        #expect(throws: Stop()) {
            try object.forEach { key, _ in
                keys.append(key)
                if key == "b" { throw Stop() }
            }
        }
        #expect(keys == ["a", "b"])
    }

    @Test("an element decoded in the closure fails with its path, line and column, as with for-in")
    func errorsKeepTheirPlace() throws {
        let json = try JSON(parsing: "{\"wide\": [\n  300,\n  7,\n  2.5,\n  \"x\"\n]}")
        guard case .array(let wide)? = json["wide"] else { throw TestFailure("no array") }
        var lent: [String] = []
        wide.forEach { element in lent.append(element.decode(as: UInt8.self).error.map { "\($0)" } ?? "ok") }
        var iterated: [String] = []
        for element in wide { iterated.append(element.decode(as: UInt8.self).error.map { "\($0)" } ?? "ok") }
        // A string holds no place of its own, lent or not: the operator that looks it up gives it one.
        #expect(lent == [
            "wide[0]: expected UInt8, found number 300 (more than UInt8.max) at line 2, column 3",
            "ok",
            "wide[2]: expected UInt8, found number 2.5 (not a whole number) at line 4, column 3",
            #"expected UInt8, found string "x""#,
        ])
        #expect(lent == iterated)
    }

    @Test("values kept beyond the call outlive the container and the document they came from")
    func keptValuesOutliveTheirDocument() throws {
        var keptElements: [JSON] = []
        var keptMembers: [(String, JSON)] = []
        do {
            let array = try Self.array(#"[[1.5, 2], {"k": 3}, 4e0, "s"]"#)
            array.forEach { keptElements.append($0) }
            let object = try Self.object(#"{"n": 18446744073709551615, "a": [true]}"#)
            object.forEach { keptMembers.append(($0.key, $0.value)) }
        }
        #expect(keptElements == [[1.5, 2], ["k": 3], 4, "s"])
        guard case .number(let four) = keptElements[2] else { throw TestFailure("not a number") }
        #expect(four.text == "4e0" && four.int64 == 4)
        #expect(keptMembers.map(\.0) == ["n", "a"])
        guard case .number(let large) = keptMembers[0].1 else { throw TestFailure("not a number") }
        #expect(large.uint64 == UInt64.max && large.int64 == nil)
        #expect(keptMembers[1].1 == [true])
    }
}
