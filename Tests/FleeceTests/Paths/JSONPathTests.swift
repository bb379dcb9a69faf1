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

    @Test("a key with a line break or a bidirectional control is quoted and escaped; other text is as written")
    func oneLine() {
        #expect(JSONPath([.key("a\u{2028}b"), .key("c\u{202E}d"), .key("e\u{85}f"), .key("g")]).description
            == #"["a\u2028b"]["c\u202ed"]["e\u0085f"].g"#)
        #expect(JSONPath([.key("é"), .key("日本"), .key("😀")]).description == "é.日本.😀")
    }

    @Test("a key longer than 100 characters is cut inside its quotes; one of 100 is whole")
    func longKey() {
        let long = "password=hunter2;" + String(repeating: "k", count: 2_000_000)
        let cut = JSONPath([.key("tags"), .key(long), .index(1)]).description
        #expect(cut == "tags[\"password=hunter2;" + String(repeating: "k", count: 82) + "…\"][1]")
        let hundred = String(repeating: "é", count: 100)
        #expect(JSONPath([.key("a"), .key(hundred)]).description == "a." + hundred)
        #expect(JSONPath([.key(hundred + "x")]).description == "[\"" + String(repeating: "é", count: 99) + "…\"]")
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
