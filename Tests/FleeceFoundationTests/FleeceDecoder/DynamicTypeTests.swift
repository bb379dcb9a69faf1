import Foundation
import FleeceFoundation
import Testing

/// `decode(Employee.self as Person.Type, from:)` builds an `Employee`, as with `JSONDecoder`.
@Suite("FleeceDecoder ≡ JSONDecoder: the dynamic type is decoded")
struct DynamicTypeTests {
    class Staff: Decodable {
        let name: String
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
        }
        enum Keys: String, CodingKey { case name, id }
        var summary: String { "staff \(name)" }
    }

    final class Engineer: Staff {
        let id: Int
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
            try super.init(from: decoder)
        }
        override var summary: String { "engineer \(name) #\(id)" }
    }

    struct Team: Decodable {
        let lead: Staff
    }

    static let text = #"{"name": "Ada", "id": 7}"#

    @Test("top level")
    func topLevel() throws {
        let type: Staff.Type = Engineer.self
        let ours = try FleeceDecoder().decode(type, from: Data(Self.text.utf8))
        let theirs = try JSONDecoder().decode(type, from: Data(Self.text.utf8))
        #expect(ours is Engineer)
        #expect(ours.summary == "engineer Ada #7")
        #expect(ours.summary == theirs.summary)
    }

    @Test("the subclass's errors")
    func subclassErrors() {
        let type: Staff.Type = Engineer.self
        let data = Data(#"{"name": "Ada"}"#.utf8)
        let ours = Outcome { try FleeceDecoder().decode(type, from: data).summary }
        let theirs = Outcome { try JSONDecoder().decode(type, from: data).summary }
        #expect(ours.failure == theirs.failure)
        #expect(ours.failure?.kind == "keyNotFound")
    }

    @Test("nested, through a keyed and an unkeyed container")
    func nested() throws {
        struct Holder: Decodable {
            let summaries: [String]
            enum Keys: String, CodingKey { case one, many }
            init(from decoder: any Decoder) throws {
                let type: Staff.Type = Engineer.self
                let container = try decoder.container(keyedBy: Keys.self)
                var many = try container.nestedUnkeyedContainer(forKey: .many)
                summaries = [try container.decode(type, forKey: .one).summary, try many.decode(type).summary]
            }
        }
        let text = #"{"one": {"name": "Ada", "id": 1}, "many": [{"name": "Grace", "id": 2}]}"#
        let ours = try FleeceDecoder().decode(Holder.self, from: Data(text.utf8)).summaries
        let theirs = try JSONDecoder().decode(Holder.self, from: Data(text.utf8)).summaries
        #expect(ours == theirs)
    }

    @Test("DecodableWithConfiguration and parsed values take the dynamic type too")
    func otherEntryPoints() throws {
        let type: Staff.Type = Engineer.self
        let json = try JSON(parsing: Self.text)
        #expect(try FleeceDecoder().decode(type, from: json) is Engineer)
        #expect(try JSONCodableDecoder().decode(type, from: Array(Self.text.utf8)) is Engineer)
    }
}
