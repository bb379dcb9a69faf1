import Foundation
import FleeceFoundation
import Testing

/// What FleeceDecoder's errors say beyond JSONDecoder's: what was found, and where.
@Suite("FleeceDecoder errors")
struct ErrorDescriptionTests {
    struct Place: Decodable { var name: String; var photoCount: Int }
    struct Places: Decodable { var place: [Place] }

    static let places = """
    {
      "place": [
        {"name": "Oslo", "photo_count": 12},
        {"name": "Bergen",
         "photo_count": "12a"}
      ]
    }
    """

    func failure<T: Decodable>(_ type: T.Type, _ json: String, keys: FleeceDecoder.KeyDecodingStrategy = .useDefaultKeys) throws -> DecodingError {
        let decoder = FleeceDecoder()
        decoder.keyDecodingStrategy = keys
        do {
            _ = try decoder.decode(type, from: Data(json.utf8))
        } catch let error as DecodingError {
            return error
        }
        Issue.record("decoded without error")
        throw CancellationError()
    }

    @Test func typeMismatchNamesTheValueAndItsPosition() throws {
        let error = try failure(Places.self, Self.places, keys: .convertFromSnakeCase)
        guard case .typeMismatch(let type, let context) = error else { Issue.record("\(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(JSONPath(codingPath: context.codingPath).description == "place[1].photoCount")
        #expect(context.debugDescription == #"Expected to decode Int but found a string "12a" instead, at line 5, column 21."#)
    }

    @Test func keyNotFoundNamesTheObjectsPosition() throws {
        let error = try failure(Places.self, #"{"place": [{"name": "Oslo", "photoCount": 1},"# + "\n" + #" {"name": "Bergen"}]}"#)
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "photoCount")
        #expect(JSONPath(codingPath: context.codingPath).description == "place[1]")
        #expect(context.debugDescription
            == #"No value associated with key CodingKeys(stringValue: "photoCount", intValue: nil) ("photoCount"), in the object at line 2, column 2."#)
    }

    @Test func valueNotFoundAndOtherKinds() throws {
        guard case .valueNotFound(_, let null) = try failure(Place.self, #"{"name": null, "photoCount": 1}"#) else { Issue.record(); return }
        #expect(null.debugDescription == "Cannot get value of type String -- found null value instead, at line 1, column 10.")
        guard case .typeMismatch(_, let object) = try failure(Place.self, #"{"name": {"a": 1}, "photoCount": 1}"#) else { Issue.record(); return }
        #expect(object.debugDescription == "Expected to decode String but found a dictionary instead, at line 1, column 10.")
        guard case .typeMismatch(_, let array) = try failure(Places.self, #"{"place": {}}"#) else { Issue.record(); return }
        #expect(array.debugDescription == "Expected to decode Array<Any> but found a dictionary instead, at line 1, column 11.")
        guard case .typeMismatch(_, let bool) = try failure(Place.self, #"{"name": "a", "photoCount": true}"#) else { Issue.record(); return }
        #expect(bool.debugDescription == "Expected to decode Int but found bool true instead, at line 1, column 29.")
        let long = String(repeating: "x", count: 60)
        guard case .typeMismatch(_, let text) = try failure(Place.self, #"{"name": "a", "photoCount": "\#(long)"}"#) else { Issue.record(); return }
        #expect(text.debugDescription == #"Expected to decode Int but found a string "\#(String(repeating: "x", count: 37))…" instead, at line 1, column 29."#)
    }

    @Test func aNumberOfThousandsOfDigitsIsCutInTheMessage() throws {
        struct Counter: Decodable { let id: Int }
        let digits = String(repeating: "9", count: 5_000)
        guard case .dataCorrupted(let context) = try failure(Counter.self, "{\"id\": \(digits)}") else { Issue.record(); return }
        #expect(context.debugDescription
            == "The given data was not valid JSON. The number \(String(repeating: "9", count: 39))… at id does not fit in Int, at line 1, column 8")
    }

    @Test func aLongNumberOfTheWrongTypeIsCutAsOneThatDoesNotFit() throws {
        struct Named: Decodable { let v: String }
        func found(_ json: String, json5: Bool = false) throws -> String? {
            let decoder = FleeceDecoder()
            decoder.allowsJSON5 = json5
            do {
                _ = try decoder.decode(Named.self, from: Data(json.utf8))
            } catch DecodingError.typeMismatch(_, let context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
            return nil
        }
        #expect(try found("{\"v\": \(String(repeating: "9", count: 200))}")
            == "Expected to decode String but found number \(String(repeating: "9", count: 39))… instead, at line 1, column 7.")
        // Malformed (a leading zero): a number all the same.
        #expect(try found("{\"v\": 0\(String(repeating: "1", count: 299))}")
            == "Expected to decode String but found number 0\(String(repeating: "1", count: 38))… instead, at line 1, column 7.")
        // JSON5 (placed in the text as written).
        #expect(try found("{v: 0x\(String(repeating: "f", count: 100))}", json5: true)
            == "Expected to decode String but found number 0x\(String(repeating: "f", count: 37))… instead, at line 1, column 5.")
    }

    @Test func numberOutOfRangeIsReportedAsJSONDecoderDoes() throws {
        guard case .dataCorrupted(let context) = try failure([UInt8].self, "[1,\n 256]") else { Issue.record(); return }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription
            == "The given data was not valid JSON. The number 256 at [1] does not fit in UInt8, at line 2, column 2")
    }

    /// `JSONDecoder` refuses some zeros with an exponent (`0e1`), and so does `FleeceDecoder`; it
    /// said `(too close to 0 for Double)`, which is false (found by an outside tester).
    @Test func aZeroJSONDecoderRefusesIsSaidToBeOne() throws {
        struct Point: Decodable { let v: Double }
        guard case .dataCorrupted(let context) = try failure(Point.self, #"{"v": -0.0e60}"#) else { Issue.record(); return }
        #expect(context.debugDescription
            == "The given data was not valid JSON. The number -0.0e60 at v is a 0 with an exponent, which JSONDecoder refuses too, at line 1, column 7")
        #expect(FleeceDecoder.message(for: DecodingError.dataCorrupted(context))
            == "v: expected Double, found number -0.0e60 (a 0 with an exponent that JSONDecoder refuses too) at line 1, column 7")
        // Foundation refuses the same text; one it takes is read as 0 by both.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Point.self, from: Data(#"{"v": -0.0e60}"#.utf8)) }
        #expect(try FleeceDecoder().decode(Point.self, from: Data(#"{"v": 0.0e0}"#.utf8)).v == 0)
        // A number too close to 0 is still said to be one.
        guard case .dataCorrupted(let tiny) = try failure(Point.self, #"{"v": 1e-400}"#) else { Issue.record(); return }
        #expect(tiny.debugDescription == "The given data was not valid JSON. The number 1e-400 at v does not fit in Double, at line 1, column 7")
    }

    @Test func syntaxErrorsCarryTheJSONSyntaxError() throws {
        guard case .dataCorrupted(let context) = try failure(Place.self, #"{"name": "a",, }"#) else { Issue.record(); return }
        #expect(context.codingPath.isEmpty)
        let syntax = try #require(context.underlyingError as? JSONSyntaxError)
        #expect(syntax.line == 1 && syntax.column == 14)
        // The detail is the underlying error's: Swift prints both, so the description does not repeat it.
        #expect(context.debugDescription == "The given data was not valid JSON")
        #expect("\(DecodingError.dataCorrupted(context))".hasSuffix("not valid JSON. Underlying error: \(syntax)"))
    }

    @Test func positionsAreOfTheTextAPartWasParsedFrom() throws {
        let json = try JSON(parsing: "{\"meta\": 1,\n \"items\": [1, \"two\"]}")
        do {
            _ = try FleeceDecoder().decode([Int].self, from: json["items"] ?? .null)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(JSONPath(codingPath: context.codingPath).description == "[1]")
            #expect(context.debugDescription == #"Expected to decode Int but found a string "two" instead, at line 2, column 15."#)
        }
    }

    @Test func valuesBuiltInCodeHaveNoPosition() throws {
        let json: JSON = ["name": "a", "photoCount": "many"]
        do {
            _ = try FleeceDecoder().decode(Place.self, from: json)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == #"Expected to decode Int but found a string "many" instead."#)
        }
    }
}
