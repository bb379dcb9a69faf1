import Fleece
import Testing

/// `for … in` over arrays and objects goes through their own iterators; they must visit exactly
/// what the subscripts reach, in order.
@Suite("Iterating arrays and objects")
struct JSONIterationTests {
    @Test("an array's iterator gives its elements in order, nested containers included")
    func arrayElements() throws {
        let json = try JSON(parsing: #"[1, "two", [3, 4], {"five": 5}, null, true]"#)
        guard case .array(let array) = json else {
            Issue.record("not an array")
            return
        }
        var visited: [JSON] = []
        for element in array { visited.append(element) }
        let subscripted: [JSON] = (0 ..< array.count).map { (index: Int) -> JSON in array[index] }
        #expect(visited == subscripted)
        #expect(visited.count == 6)
        #expect(visited[1] == .string("two"))
        #expect(visited[2] == [3, 4])
    }

    @Test("an object's iterator gives its members in document order, duplicates included")
    func objectMembers() throws {
        let json = try JSON(parsing: #"{"a": 1, "b": [2], "a": "again", "c": {}}"#)
        guard case .object(let object) = json else {
            Issue.record("not an object")
            return
        }
        var keys: [String] = []
        var values: [JSON] = []
        for (key, value) in object {
            keys.append(key)
            values.append(value)
        }
        #expect(keys == ["a", "b", "a", "c"])
        #expect(values == [1, [2], "again", [:]])
        #expect(values == (0 ..< object.count).map { object.value(at: $0) })
    }

    @Test("empty containers and containers of literals built in code iterate too")
    func emptyAndBuilt() throws {
        guard case .array(let empty) = try JSON(parsing: "[]"), case .object(let none) = try JSON(parsing: "{}") else {
            Issue.record("not containers")
            return
        }
        var count = 0
        for _ in empty { count += 1 }
        for _ in none { count += 1 }
        #expect(count == 0)
        let built: JSON = ["x": [1, 2, 3]]
        guard case .object(let object) = built, case .array(let array)? = object["x"] else {
            Issue.record("not built as expected")
            return
        }
        #expect(Array(array) == [1, 2, 3])
        #expect(object.map(\.key) == ["x"])
    }

    @Test("a second iterator starts again from the first element")
    func iteratorsAreIndependent() throws {
        guard case .array(let array) = try JSON(parsing: "[1, 2]") else {
            Issue.record("not an array")
            return
        }
        var first = array.makeIterator()
        _ = first.next()
        var second = array.makeIterator()
        #expect(second.next() == 1)
        #expect(first.next() == 2)
        #expect(first.next() == nil)
        #expect(first.next() == nil)
    }
}
