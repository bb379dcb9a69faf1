import Testing
import Fleece

/// `need`, `want`, `wantEither` and `Decoded { … }`.
@Suite("Method API")
struct MethodAPITests {
    struct Person: Equatable {
        let name: String
        let age: Int
    }

    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"name": "Ada", "age": 36, "email": null, "nick": "ada",
             "address": {"city": "London", "zip": null}, "score": "high"}
            """)
    }

    @Test("need: a required value by key or key path")
    func need() throws {
        #expect(try json.need("name") == "Ada")
        #expect(try json.need("age", as: Int.self) == 36)
        #expect(try json.need(["address", "city"]) == "London")
        let email: String? = try json.need("email")
        #expect(email == nil)
    }

    /// The error `body` throws, or nil (recording an issue) when it does not throw.
    func thrown<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> DecodeError? {
        do {
            let value = try body()
            Issue.record("no error, got \(value)", sourceLocation: sourceLocation)
        } catch let error as DecodeError {
            return error
        } catch {
            Issue.record("not a DecodeError: \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test("need: the error names the path, the position and this file and line")
    func needErrors() {
        var (error, line) = (thrown { try json.need("height", as: Int.self) }, #line)
        #expect(error?.description == #"height: missing key "height" in object at line 1, column 1 (declared at MethodAPITests.swift:\#(line))"#)
        (error, line) = (thrown { try json.need("score", as: Int.self) }, #line)
        #expect(error?.description == #"score: expected Int, found string "high" at line 2, column 55 (declared at MethodAPITests.swift:\#(line))"#)
        (error, line) = (thrown { try json.need(["address", "zip", "code"], as: Int.self) }, #line)
        #expect(error?.description == #"address.zip: expected object, found null at line 2, column 39 (declared at MethodAPITests.swift:\#(line))"#)
        (error, line) = (thrown { try JSON.string("x").need("a", as: Int.self) }, #line)
        #expect(error?.description == #"expected object, found string "x" (declared at MethodAPITests.swift:\#(line))"#)
        #expect(error?.failures.first?.declaration == DecodeError.Declaration(fileID: "FleeceTests/MethodAPITests.swift", line: line))
    }

    @Test("want: absent is nil; null is an error unless allowed")
    func want() throws {
        #expect(try json.want("nick") == "ada")
        #expect(try json.want("phone", as: String.self) == nil)
        #expect(try json.want(["address", "street"], as: String.self) == nil)
        #expect(try json.want(["company", "name"], as: String.self) == nil)
        #expect(try json.want("email", as: String.self, allowNull: true) == nil)
        #expect(try json.want(["address", "zip"], as: String.self, allowNull: true) == nil)
        #expect(try json.want(["address", "zip", "code"], as: String.self, allowNull: true) == nil)
        var (error, line) = (thrown { try json.want("email", as: String.self) }, #line)
        #expect(error?.description == "email: expected String, found null (pass allowNull: true to read null as nil) at line 1, column 37 (declared at MethodAPITests.swift:\(line))")
        (error, line) = (thrown { try json.want("score", as: Int.self) }, #line)
        #expect(error?.description == #"score: expected Int, found string "high" at line 2, column 55 (declared at MethodAPITests.swift:\#(line))"#)
        (error, line) = (thrown { try json.want(["address", "zip", "code"], as: String.self) }, #line)
        // A null on the way is a step that is not an object, as for `need`.
        #expect(error?.description == "address.zip: expected object, found null (pass allowNull: true to read null as nil) at line 2, column 39 (declared at MethodAPITests.swift:\(line))")
        (error, line) = (thrown { try json.want(["address", "zip"], as: String.self) }, #line)
        #expect(error?.description == "address.zip: expected String, found null (pass allowNull: true to read null as nil) at line 2, column 39 (declared at MethodAPITests.swift:\(line))")
        (error, line) = (thrown { try json.want(["name", "first"], as: String.self, allowNull: true) }, #line)
        #expect(error?.description == #"name: expected object, found string "Ada" at line 1, column 10 (declared at MethodAPITests.swift:\#(line))"#)
    }

    @Test("wantEither tells absent, null and a value apart")
    func wantEither() throws {
        #expect(try json.wantEither("phone", as: String.self) == .absent)
        #expect(try json.wantEither("email", as: String.self) == .null)
        #expect(try json.wantEither("nick", as: String.self) == .value("ada"))
        #expect(try json.wantEither("nick", as: String.self).value == "ada")
        #expect(try json.wantEither("email", as: String.self).value == nil)
        #expect(try json.wantEither("phone", as: String.self).isAbsent)
        #expect(try !json.wantEither("email", as: String.self).isAbsent)
        #expect(throws: DecodeError.self) { try json.wantEither("score", as: Int.self) }
        #expect(throws: DecodeError.self) { try JSON.array(JSON.Array([])).wantEither("a", as: Int.self) }
    }

    @Test("wantEither by key path: absent on the way or at the end, null at the end, or a value")
    func wantEitherPath() throws {
        #expect(try json.wantEither(["address", "city"], as: String.self) == .value("London"))
        #expect(try json.wantEither(["address", "zip"], as: String.self) == .null)
        #expect(try json.wantEither(["address", "street"], as: String.self) == .absent)
        #expect(try json.wantEither(["company", "name"], as: String.self) == .absent)
        var (error, line) = (thrown { try json.wantEither(["address", "zip", "code"], as: String.self) }, #line)
        #expect(error?.description == "address.zip: expected object, found null at line 2, column 39 (declared at MethodAPITests.swift:\(line))")
        (error, line) = (thrown { try json.wantEither(["address", "city"], as: Int.self) }, #line)
        #expect(error?.description == #"address.city: expected Int, found string "London" at line 2, column 22 (declared at MethodAPITests.swift:\#(line))"#)
        (error, line) = (thrown { try json.wantEither(["name", "first"], as: String.self) }, #line)
        #expect(error?.description == #"name: expected object, found string "Ada" at line 1, column 10 (declared at MethodAPITests.swift:\#(line))"#)
        #expect(throws: DecodeError.self) { try json.wantEither([], as: String.self) }
    }

    @Test("Decoded { … } keeps the value or the DecodeError, and words any other error")
    func decodedBody() {
        let person = Decoded { try Person(name: json.need("name"), age: json.need("age")) }
        #expect(person.value == Person(name: "Ada", age: 36))
        struct Other: Error, CustomStringConvertible {
            var description: String { "something else" }
        }
        let other: Decoded<Int> = Decoded { throw Other() }
        #expect(other.error == .custom("something else"))
        let decodeError: Decoded<Int> = Decoded { throw DecodeError.missingKey("x") }
        #expect(decodeError.error == .missingKey("x"))
    }

    @Test("a failing nested value keeps the innermost declaring line")
    func innermostDeclaration() throws {
        struct Address: JSONDecodable {
            static let zipLine = #line + 2
            static func decode(_ json: JSON) -> Decoded<Address> {
                Decoded { _ = try json.need("zip", as: Int.self); return Address() }
            }
        }
        let line = #line + 2
        do {
            _ = try json.need("address", as: Address.self)
            Issue.record("no error")
        } catch {
            #expect(error.description == "address.zip: expected Int, found null at line 2, column 39 (declared at MethodAPITests.swift:\(Address.zipLine))")
            #expect(line != Address.zipLine)
        }
    }

    @Test("a failure deeper than the declared key, found by operators, names the line that asked for the value")
    func deeperFromOperators() throws {
        struct Address: JSONDecodable {
            static func decode(_ json: JSON) -> Decoded<Address> {
                ((json <| "zip") as Decoded<Int>).map { _ in Address() }
            }
        }
        let needLine = #line + 2
        do {
            _ = try json.need("address", as: Address.self)
            Issue.record("no error")
        } catch {
            #expect(error.description == "address.zip: expected Int, found null at line 2, column 39 (declared at MethodAPITests.swift:\(needLine))")
        }
    }

    @Test("an element of an array of scalars names the line that asked for the array")
    func elementOfScalars() throws {
        let json = try JSON(parsing: #"{"o": {"arr": ["a", 1]}}"#)
        let needLine = #line + 1
        let error = try #require(throws: DecodeError.self) { try json.need(["o", "arr"], as: [String].self) }
        #expect(error.description == "o.arr[1]: expected String, found number 1 at line 1, column 21 (declared at MethodAPITests.swift:\(needLine))")
    }
}
