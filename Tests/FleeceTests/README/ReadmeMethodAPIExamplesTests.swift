import Testing
import Fleece

// The README's "The method API" additions (key paths, the lenient methods, the functional `<|~`
// and `<||~`) and the long-error summary of "Errors a person can act on", kept compiling and true.

struct ReadmeStockedProduct: Equatable {
    let name: String
    let price: Double
    let stock: Int
    let tags: [String]
}

extension ReadmeStockedProduct: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<ReadmeStockedProduct> {
        curry(ReadmeStockedProduct.init)
            <^> json <| "name"
            <*> json <|~ "price"                 // 12.5 or "12.5"
            <*> json <|~ ["stock", "count"]      // a key path works too
            <*> json <||~ "tags"                 // [] when absent; bad elements skipped
    }
}

@Suite("README: the method API and long errors")
struct ReadmeMethodAPIExamplesTests {
    @Test("key paths: each step must be there for need; a step absent is nil for want")
    func keyPaths() throws {
        let json = try JSON(parsing: #"{"user": {"address": {"city": "Lyon"}}}"#)
        let city: String = try json.need(["user", "address", "city"])            // each step must be there
        let zip = try json.want(["user", "address", "zip"], as: String.self)     // a step absent: nil
        #expect(city == "Lyon")
        #expect(zip == nil)

        let wrong = try JSON(parsing: #"{"user": "Ada"}"#)
        #expect(throws: DecodeError.self) { _ = try wrong.need(["user", "address", "city"], as: String.self) }
        do {
            _ = try wrong.need(["user", "address", "city"], as: String.self)
        } catch {
            #expect(error.failures.map(\.path) == [[.key("user")]])
            #expect(error.reason == .typeMismatch(expected: "object", found: #"string "Ada""#))
        }
    }

    @Test("an index, for an array whose places have meanings")
    func elements() throws {
        let position = try JSON(parsing: "[2.35, 48.85]")           // [longitude, latitude, altitude?]
        let latitude: Double = try position.need(1)
        let altitude = try position.want(2, as: Double.self)        // past the end: nil
        #expect(latitude == 48.85)
        #expect(altitude == nil)
        let wrong = try JSON(parsing: #"[2.35, "48.85"]"#)
        #expect(throws: DecodeError.self) { _ = try wrong.need(1, as: Double.self) }
        do {
            _ = try wrong.need(1, as: Double.self)
        } catch {
            #expect(error.description.hasPrefix(#"[1]: expected Double, found string "48.85" at line 1, column 8"#))
        }
    }

    @Test("a value taken on to another call says its type")
    func chained() throws {
        let page = try JSON(parsing: #"{"data": [{"amount": 1200}]}"#)
        let amount: Int = try page.need("data", as: JSON.self).need(0, as: JSON.self).need("amount")
        #expect(amount == 1200)
    }

    @Test("the lenient methods forgive, and the report says what")
    func lenientMethods() throws {
        let json = try JSON(parsing: #"{"price": "12.5", "stats": {"views": 42}, "likes": null, "tags": ["a", 7, "b"]}"#)
        let ((price, count, likes, tags), report) = try LeniencyReport.collecting {
            let price: Double = try json.convert("price")            // 12.5 or "12.5"; "n/a" is an error
            let count = try json.convert(["stats", "views"], as: Int.self)   // a key path: 42 or "42"
            let likes = try json.want("likes", default: 0)           // absent, null or not an Int: 0
            let tags: [String] = try json.lossy("tags")              // elements that fail are skipped
            return (price, count, likes, tags)
        }
        #expect(price == 12.5)
        #expect(count == 42)
        #expect(likes == 0)
        #expect(tags == ["a", "b"])
        #expect(report.entries.map(\.action) == [.convertedValue, .usedDefault, .skippedElement])
        #expect(report.entries.map(\.path.description) == ["price", "likes", "tags[1]"])

        let notANumber = try JSON(parsing: #"{"price": "n/a"}"#)
        do {
            _ = try notANumber.convert("price", as: Double.self)
            Issue.record("converted n/a")
        } catch {
            #expect(error.failures.count == 1)
            #expect(error.path == [.key("price")])
            #expect(error.reason == .typeMismatch(expected: "Double", found: #"string "n/a""#))
        }
    }

    @Test("convert takes a number or a bool for a String")
    func convertToString() throws {
        let json = try JSON(parsing: #"{"code": 12, "flag": true}"#)
        #expect(try json.convert("code", as: String.self) == "12")
        #expect(try json.convert("flag", as: String.self) == "true")
    }

    @Test("the functional <|~ and <||~, with a key path")
    func functionalLenient() throws {
        let json = try JSON(parsing: #"{"name": "tea", "price": "3.5", "stock": {"count": "12"}}"#)
        #expect(ReadmeStockedProduct.decode(json).value == ReadmeStockedProduct(name: "tea", price: 3.5, stock: 12, tags: []))
        let tagged = try JSON(parsing: #"{"name": "tea", "price": 3.5, "stock": {"count": 12}, "tags": ["green", null]}"#)
        #expect(ReadmeStockedProduct.decode(tagged).value == ReadmeStockedProduct(name: "tea", price: 3.5, stock: 12, tags: ["green"]))
    }

    @Test("a long list of failures: each distinct one once, five in full, then a count")
    func longErrors() throws {
        let places = (0..<100).map { #"{"place_url": "/p\#($0)"}"# }
        let json = try JSON(parsing: "{\"places\":{\"place\":[\n" + places.joined(separator: ",\n") + "\n]}}")
        let result: Decoded<[Place]> = json <| ["places", "place"]
        let error = try #require(result.error)
        #expect(error.failures.count == 200)
        #expect(error.description == """
            places.place[0].timezone: missing key "timezone" in object at line 2, column 1
            places.place[0].photo_count: missing key "photo_count" in object at line 2, column 1
            places.place[1].timezone: missing key "timezone" in object at line 3, column 1
            places.place[1].photo_count: missing key "photo_count" in object at line 3, column 1
            places.place[2].timezone: missing key "timezone" in object at line 4, column 1
            …and 195 more
            """)
        #expect(error.summary(separator: "; ") == error.description.replacingOccurrences(of: "\n", with: "; "))

        let array = try JSON(parsing: "[1, 2]")
        #expect(ReadmeUser.decode(array).error?.description == "expected object, found array [1,2] at line 1, column 1")
    }
}
