import Testing
import Fleece

@Suite("JSONPath")
struct JSONPathTests {
    @Test("written as people write paths")
    func description() {
        #expect(JSONPath([.key("places"), .key("place"), .index(3), .key("photo_count")]).description == "places.place[3].photo_count")
        #expect(JSONPath.root.description == "")
        #expect(JSONPath([.index(0), .key("a")]).description == "[0].a")
        #expect(JSONPath([.key("a.b"), .key(""), .key("c d"), .key("e")]).description == #"["a.b"][""]["c d"].e"#)
    }

    @Test("built step by step")
    func building() {
        let path: JSONPath = [.key("a")]
        #expect(path.appending(.index(2)) == [.key("a"), .index(2)])
        #expect(JSONPath([.key("c")]).prepending(path) == [.key("a"), .key("c")])
        #expect(JSONPath.root.isRoot)
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { self.stringValue = "Index \(intValue)"; self.intValue = intValue }
    }

    @Test("from a Codable coding path")
    func codingPath() {
        let path = JSONPath(codingPath: [Key(stringValue: "items"), Key(intValue: 3), Key(stringValue: "id")])
        #expect(path.description == "items[3].id")
    }
}
