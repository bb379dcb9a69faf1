import Fleece
import Testing

/// `need(_:)` and `want(_:)` with an index read the places of a tuple-like array (a GeoJSON
/// position), and a failure names the element's own path and position. Decoding `array[1]` by
/// hand named the array's: a string taken out of its array no longer knows where it was. Found
/// by an outside tester working with maps.
@Suite("The method API's element lookups")
struct ElementLookupTests {
    struct Position: JSONDecodable, Equatable {
        let longitude: Double
        let latitude: Double
        let altitude: Double?
        static func decode(_ json: JSON) -> Decoded<Position> {
            Decoded { try Position(longitude: json.need(0), latitude: json.need(1), altitude: json.want(2)) }
        }
    }

    struct Pin: JSONDecodable, Equatable {
        let at: Position
        static func decode(_ json: JSON) -> Decoded<Pin> { Pin.init <^> json <| "at" }
    }

    /// The description of `Pin`'s failure on `text`, without the declaring lines.
    static func failure(_ text: String) throws -> String {
        switch Pin.decode(try JSON(parsing: text)) {
        case .success(let pin): "decoded \(pin)"
        case .failure(let error): error.description.replacing(#/ \(declared at [^)]*\)/#, with: "")
        }
    }

    @Test func readsThePlaces() throws {
        #expect(try Pin.decode(JSON(parsing: #"{"at": [2.35, 48.85]}"#)).get() == Pin(at: Position(longitude: 2.35, latitude: 48.85, altitude: nil)))
        #expect(try Pin.decode(JSON(parsing: #"{"at": [2.35, 48.85, 35]}"#)).get() == Pin(at: Position(longitude: 2.35, latitude: 48.85, altitude: 35)))
    }

    @Test func aFailureNamesTheElement() throws {
        #expect(try Self.failure(#"{"at": [2.35, "48.85"]}"#) == #"at[1]: expected Double, found string "48.85" at line 1, column 15"#)
        #expect(try Self.failure(#"{"at": [2.35, 48.85, null]}"#)
                == "at[2]: expected Double, found null (pass allowNull: true to read null as nil) at line 1, column 22")
        #expect(try Self.failure(#"{"at": [2.35]}"#) == "at[1]: expected an element at index 1, found an array of 1 at line 1, column 8")
        #expect(try Self.failure(#"{"at": {"lon": 2.35}}"#) == #"at: expected array, found object {"lon":2.35} at line 1, column 8"#)
    }

    @Test func theDeclaringLineIsTheCalls() throws {
        let json = try JSON(parsing: "[1, \"x\"]")
        let line = #line + 1
        let error = try #require(throws: DecodeError.self) { try json.need(1, as: Int.self) }
        #expect(error.failures.first?.declaration?.description == "ElementLookupTests.swift:\(line)")
        #expect(error.failures.first?.path == [.index(1)])
        #expect(try json.want(5, as: Int.self) == nil)
        #expect(try json.want(0, as: Int.self) == 1)
        #expect(throws: DecodeError.self) { try json.need(-1, as: Int.self) }
        let negative = try #require(throws: DecodeError.self) { try json.want(-1, as: Int.self) }
        #expect(negative.description.hasPrefix("[-1]: expected an element at index -1, found an array of 2 at line 1, column 1"))
    }
}
