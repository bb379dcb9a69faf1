import Testing
import Fleece

/// `decodeEach`, `[T].decode` and the members of `<|` lend each value to the decoding closure
/// (built in place from the document the array or object holds, with no retain of it). A lent
/// value is an ordinary `JSON`: what the closure keeps of it stays valid after the array, the
/// object and every other reference to the document are gone.
@Suite("Lent values")
struct LentValueTests {
    /// Every element, of every kind, decoded through a closure that keeps it.
    @Test("decodeEach lends every kind of element, and a kept element outlives its document")
    func everyKindKept() throws {
        var kept: [JSON] = []
        let decoded: Decoded<[String]> = try {
            let json = try JSON(parsing: #"[{"a": [1, 2]}, [3, {"b": 4}], 5.25, "six", true, false, null]"#)
            return json.decodeEach { element in
                kept.append(element)
                return .success(element.kindName)
            }
        }()
        #expect(try decoded.get() == ["object", "array", "number", "string", "bool", "bool", "null"])
        // The document is held only by the kept values now.
        #expect(kept[0] == ["a": [1, 2]])
        #expect(kept[1] == [3, ["b": 4]])
        #expect(kept[2] == 5.25)
        #expect(kept[3] == "six")
        #expect(kept[4] == true)
        #expect(kept[5] == false)
        #expect(kept[6] == .null)
        #expect(try Int.decode(#require(kept[1][1]?["b"])).get() == 4)
    }

    struct Pair: JSONDecodable, Equatable {
        let name: String
        let point: [Double]
        let tags: [String: Int]
        static func decode(_ json: JSON) -> Decoded<Pair> {
            curry(Pair.init) <^> json <| "name" <*> json <|| "point" <*> json <| "tags"
        }
    }

    @Test("Objects, arrays and numbers lent as elements and members decode as before, failures at their place")
    func lentElementsAndMembers() throws {
        let json = try JSON(parsing: """
            [{"name": "a", "point": [1, 2.5], "tags": {"x": 1}},
             {"name": "b", "point": [3, "4"], "tags": {"y": 2}},
             {"name": "c", "point": [5, 6], "tags": {"z": "3"}}]
            """)
        let decoded = [Pair].decode(json)
        #expect(decoded.error?.description == """
            [1].point[1]: expected Double, found string "4" at line 2, column 29
            [2].tags.z: expected Int, found string "3" at line 3, column 47
            """)
        let good = try JSON(parsing: #"[{"name": "a", "point": [1, 2.5], "tags": {"x": 1}}]"#)
        #expect(try [Pair].decode(good).get() == [Pair(name: "a", point: [1, 2.5], tags: ["x": 1])])
    }

    @Test("Nested arrays of numbers, the geo shape, lent level by level")
    func nestedNumberArrays() throws {
        var text = "["
        for ring in 0 ..< 50 {
            text += ring == 0 ? "[" : ",["
            for point in 0 ..< 20 { text += (point == 0 ? "" : ",") + "[\(ring).5,\(point)]" }
            text += "]"
        }
        text += "]"
        let rings = try [[[Double]]].decode(JSON(parsing: text)).get()
        #expect(rings.count == 50)
        #expect(rings.allSatisfy { $0.count == 20 })
        #expect(rings[49][19] == [49.5, 19])
        #expect(rings[7][3] == [7.5, 3])
    }

    @Test("A member decoded as JSON through <| is kept after the document's last other reference goes")
    func keptMember() throws {
        let members: (JSON, JSON?) = try {
            let json = try JSON(parsing: #"{"user": {"id": 7, "tags": ["x"]}, "score": 2.5}"#)
            return try ((json <| "user").get(), (json <|? "score").get())
        }()
        #expect(members.0 == ["id": 7, "tags": ["x"]])
        #expect(members.1 == 2.5)
        #expect(try (members.0 <|| "tags").get() == ["x"])
    }
}
