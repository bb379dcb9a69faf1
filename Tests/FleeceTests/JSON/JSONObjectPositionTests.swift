import Testing
import Fleece

/// `key(at:)` and `value(at:)` check their position, as the collection subscript does, and agree
/// with it on what out of range means: `""` and `.null`.
@Suite("JSON.Object positions")
struct JSONObjectPositionTests {
    @Test("a position past the object never reaches the next object's members")
    func pastTheEnd() throws {
        let json = try JSON(parsing: #"[{"a":1},{"zz":2}]"#)
        guard case .object(let first)? = json[0] else { Issue.record("not an object"); return }
        #expect(first.key(at: 0) == "a")
        #expect(first.value(at: 0) == 1)
        #expect(first.key(at: 1) == "")
        #expect(first.value(at: 1) == .null)
        #expect(first.key(at: 1000) == "")
        #expect(first.value(at: 1000) == .null)
        #expect(first.key(at: -1) == "")
        #expect(first.value(at: -1) == .null)
        #expect(first.key(at: .max) == "")
        #expect(first.value(at: .min) == .null)
    }

    @Test("the subscript and the two accessors agree, in range and out of it")
    func agreement() throws {
        let members: [(key: String, value: JSON)] = [("id", 1), ("name", "Ada")]
        let object = JSON.Object(members)
        for position in [-2, -1, 0, 1, 2, 3, Int.max] {
            let member = object[position]
            #expect(member.key == object.key(at: position))
            #expect(member.value == object.value(at: position))
        }
        #expect(object.key(at: 1) == "name")
        #expect(object.value(at: 1) == "Ada")
        #expect(JSON.Object.empty.key(at: 0) == "")
        #expect(JSON.Object.empty.value(at: 0) == .null)
    }
}
