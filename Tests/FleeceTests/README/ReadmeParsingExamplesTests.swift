import Testing
import Fleece

/// The README's "The JSON value" section, kept compiling and true.
@Suite("README: the JSON value")
struct ReadmeParsingExamplesTests {
    @Test("parse, look inside, write back")
    func jsonValue() throws {
        let json = try JSON(parsing: #"{"id": 7, "tags": ["swift", "json"], "email": null, "price": 12.50}"#)

        if case .number(let id)? = json["id"] {
            #expect(id.int == 7)                         // exact: nil for 7.5 or out of range
        }
        #expect(json["tags"]?[1] == "json")
        #expect(json["email"] == .null)                  // present, null
        #expect(json["name"] == nil)                     // absent
        if case .number(let price)? = json["price"] {
            #expect(price.text == "12.50")               // the digits as sent
            #expect(price.double == 12.5)
        }

        let literal: JSON = ["id": 7, "tags": ["swift", "json"], "email": nil, "price": 12.5]
        #expect(json == literal)                         // same members, same values
        #expect(literal.text() == #"{"id":7,"tags":["swift","json"],"email":null,"price":12.5}"#)
        #expect(literal.text(.sortedKeys) == #"{"email":null,"id":7,"price":12.5,"tags":["swift","json"]}"#)
    }

    @Test("forEach walks an array's elements and an object's members")
    func forEachWalks() throws {
        let order = try JSON(parsing: #"{"prices": [12.5, 7, "n/a", 0.25], "currency": "EUR"}"#)

        var total = 0.0
        if case .array(let prices)? = order["prices"] {
            prices.forEach { if case .number(let price) = $0 { total += price.double } }
        }
        #expect(total == 19.75)
        var keys: [String] = []
        if case .object(let members) = order {
            members.forEach { key, value in keys.append(key) }
        }
        #expect(keys == ["prices", "currency"])
    }

    @Test("syntax errors name the line and column")
    func syntaxError() {
        let text = """
        {
          "id": 7,
          "tags": ["swift", "json"]]
        }
        """
        do {
            _ = try JSON(parsing: text)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "expected ',' or '}' after an object member, found ']' at line 3, column 28 (the '{' at line 1, column 1 is not closed)")
            #expect(error.line == 3)
            #expect(error.column == 28)
        }
    }
}
