import Fleece
import Testing

/// Under the core's `JSONCodableDecoder` too, a model's own error says where its value is, when
/// the value was parsed from text.
@Suite("A model's own errors are placed by JSONCodableDecoder")
struct CoreModelErrorPositionTests {
    struct Age: Decodable {
        let years: Int
        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            years = try value.decode(Int.self)
            guard years < 200 else { throw DecodingError.dataCorruptedError(in: value, debugDescription: "not an age") }
        }
    }

    struct Person: Decodable { let name: String; let age: Age }

    func message(_ body: () throws -> Person) -> String {
        do {
            _ = try body()
            return "decoded"
        } catch DecodingError.dataCorrupted(let context) {
            return "\(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch {
            return "\(error)"
        }
    }

    @Test func fromTextTheValueIsPlaced() {
        let text = "{\"name\": \"Ada\",\n \"age\": 250}"
        #expect(message { try JSONCodableDecoder().decode(Person.self, from: text) } == #"["age"]: not an age, at line 2, column 9."#)
    }

    @Test func aValueBuiltInCodeHasNoPlaceToGive() {
        let json: JSON = ["name": "Ada", "age": 250]
        #expect(message { try JSONCodableDecoder().decode(Person.self, from: json) } == #"["age"]: not an age"#)
    }
}
