import Testing
import Fleece

/// Chains of lookups (`json <| "a" <| "b"`) fail exactly as the key path (`json <| ["a", "b"]`)
/// does: same path, expected type, excerpt of what was found, and line and column.
@Suite("Chained lookups")
struct JSONLookupTests {
    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"name": "Ada", "count": 7, "flag": true, "none": null,
             "user": {"address": {"city": "Paris"}, "age": "x", "tags": ["a", 1]}}
            """)
    }

    @Test("a string, number or bool in the middle fails at its place, as with a key path")
    func scalarInTheMiddle() throws {
        let string: Decoded<String> = json <| "name" <| "first"
        let stringPath: Decoded<String> = json <| ["name", "first"]
        #expect(try #require(string.error).description == #"name: expected object, found string "Ada" at line 1, column 10"#)
        #expect(string.error == stringPath.error)

        let number: Decoded<Int> = json <| "count" <| "value"
        let numberPath: Decoded<Int> = json <| ["count", "value"]
        #expect(try #require(number.error).description == "count: expected object, found number 7 at line 1, column 26")
        #expect(number.error == numberPath.error)

        let bool: Decoded<Bool?> = json <| "flag" <|? "value"
        let boolPath: Decoded<Bool?> = json <|? ["flag", "value"]
        #expect(try #require(bool.error).description == "flag: expected object, found bool true at line 1, column 37")
        #expect(bool.error == boolPath.error)

        let deep: Decoded<String> = json <| "user" <| "address" <| "city" <| "zip"
        let deepPath: Decoded<String> = json <| ["user", "address", "city", "zip"]
        #expect(try #require(deep.error).description
            == #"user.address.city: expected object, found string "Paris" at line 2, column 31"#)
        #expect(deep.error == deepPath.error)
        let mixed: Decoded<String> = json <| "user" <| ["address", "city"] <| "zip"
        #expect(mixed.error == deepPath.error)
    }

    @Test("the array and lenient operators end a chain alike")
    func otherOperators() throws {
        let expected = #"name: expected object, found string "Ada" at line 1, column 10"#
        let required: Decoded<[Int]> = json <| "name" <|| "tags"
        let optional: Decoded<[Int]?> = json <| "name" <||? "tags"
        let converted: Decoded<Int> = json <| "name" <|~ "age"
        let lossy: Decoded<[Int]> = json <| "name" <||~ "tags"
        #expect(required.error?.description == expected)
        #expect(optional.error?.description == expected)
        #expect(converted.error?.description == expected)
        #expect(lossy.error?.description == expected)
        #expect(required.error == ((json <|| ["name", "tags"]) as Decoded<[Int]>).error)
        #expect(optional.error == ((json <||? ["name", "tags"]) as Decoded<[Int]?>).error)
        #expect(converted.error == ((json <|~ ["name", "age"]) as Decoded<Int>).error)
        #expect(lossy.error == ((json <||~ ["name", "tags"]) as Decoded<[Int]>).error)

        #expect(((json <| "user" <|~ "age") as Decoded<String>).value == "x")
        #expect(((json <| "user" <||~ "tags") as Decoded<[Int]>).value == [1])
        #expect(((json <| "user" <|| ["tags"]) as Decoded<[JSON]>).value == ["a", 1])
    }

    @Test("a null in the middle: required forms fail at its place, optional forms give nil")
    func nullInTheMiddle() throws {
        let required: Decoded<String> = json <| "none" <| "value"
        let requiredPath: Decoded<String> = json <| ["none", "value"]
        #expect(try #require(required.error).description == "none: expected object, found null at line 1, column 51")
        #expect(required.error == requiredPath.error)
        let array: Decoded<[Int]> = json <| "none" <|| "values"
        #expect(array.error == requiredPath.error)

        let optional: Decoded<String?> = json <| "none" <|? "value"
        let optionalPath: Decoded<String?> = json <|? ["none", "value"]
        #expect(optional.value == .some(nil))
        #expect(optionalPath.value == .some(nil))
        #expect(((json <| "none" <|? ["value", "deeper"]) as Decoded<String?>).value == .some(nil))
        #expect(((json <| "none" <||? "values") as Decoded<[Int]?>).value == .some(nil))
        #expect(((json <| "none" <||~ "values") as Decoded<[Int]>).value == [])
    }

    @Test("an absent key: in the middle a missing key, at the end as the last operator says")
    func absentKey() throws {
        let middle: Decoded<String> = json <| "nowhere" <| "city"
        let middlePath: Decoded<String> = json <| ["nowhere", "city"]
        #expect(try #require(middle.error).description == #"nowhere: missing key "nowhere" in object at line 1, column 1"#)
        #expect(middle.error == middlePath.error)
        // Each step of a chain but the last is required, so `<|?` at the end does not excuse it.
        let optionalAfterAbsent: Decoded<String?> = json <| "nowhere" <|? "city"
        #expect(optionalAfterAbsent.error == middlePath.error)

        let deepMiddle: Decoded<String> = json <| "user" <| "phone" <| "home"
        let deepMiddlePath: Decoded<String> = json <| ["user", "phone", "home"]
        #expect(try #require(deepMiddle.error).description
            == #"user.phone: missing key "phone" in object at line 2, column 10"#)
        #expect(deepMiddle.error == deepMiddlePath.error)

        let last: Decoded<String> = json <| "user" <| "address" <| "zip"
        let lastPath: Decoded<String> = json <| ["user", "address", "zip"]
        #expect(try #require(last.error).description
            == #"user.address.zip: missing key "zip" in object at line 2, column 22"#)
        #expect(last.error == lastPath.error)
        #expect(((json <| "user" <| "address" <|? "zip") as Decoded<String?>).value == .some(nil))
        #expect(((json <| "user" <|? ["address", "zip"]) as Decoded<String?>).value == .some(nil))
    }

    @Test("a value of the wrong type at the end fails at its place")
    func mismatchAtTheEnd() throws {
        let age: Decoded<Int> = json <| "user" <| "age"
        let agePath: Decoded<Int> = json <| ["user", "age"]
        #expect(try #require(age.error).description == #"user.age: expected Int, found string "x" at line 2, column 48"#)
        #expect(age.error == agePath.error)
        let optionalAge: Decoded<Int?> = json <| "user" <|? "age"
        #expect(optionalAge.error == agePath.error)

        let city: Decoded<Int> = json <| "user" <| "address" <| "city"
        let cityPath: Decoded<Int> = json <| ["user", "address", "city"]
        #expect(try #require(city.error).description
            == #"user.address.city: expected Int, found string "Paris" at line 2, column 31"#)
        #expect(city.error == cityPath.error)

        let tags: Decoded<[String]> = json <| "user" <|| "tags"
        #expect(try #require(tags.error).description == "user.tags[1]: expected String, found number 1 at line 2, column 67")
        #expect(tags.error == ((json <|| ["user", "tags"]) as Decoded<[String]>).error)
    }

    @Test("a chain from a Decoded<JSON> keeps the places after its first key")
    func fromDecodedJSON() throws {
        let user: Decoded<JSON> = json <| "user"
        let city: Decoded<String> = user <| "address" <| "city" <| "zip"
        #expect(try #require(city.error).description
            == #"user.address.city: expected object, found string "Paris" at line 2, column 31"#)
        #expect(((user <| "address" <| "city") as Decoded<String>).value == "Paris")
        let failed: Decoded<JSON> = .failure(.custom("earlier"))
        #expect(((failed <| "a" <| "b") as Decoded<Int>).error == .custom("earlier"))
        #expect(((failed <| ["a"] <|? "b") as Decoded<Int?>).error == .custom("earlier"))
    }

    @Test("a chain that succeeds gives the value, and its middle steps are JSONLookups")
    func success() throws {
        #expect(((json <| "user" <| "address" <| "city") as Decoded<String>).value == "Paris")
        #expect(((json <| ["user"] <| ["address", "city"]) as Decoded<String>).value == "Paris")
        #expect(((json <| "user" <| "address" <|? "city") as Decoded<String?>).value == .some("Paris"))
        let address: Decoded<JSONLookup> = json <| "user" <| "address"
        #expect(address.value?.jsonValue["city"] == "Paris")
        let absent: Decoded<JSONLookup> = json <| "user" <| "phone"
        #expect(absent.error?.description == #"user.phone: missing key "phone" in object at line 2, column 10"#)
        let emptyPath: Decoded<String> = json <| "user" <| []
        #expect(emptyPath.error == .custom("empty key path"))
    }
}
