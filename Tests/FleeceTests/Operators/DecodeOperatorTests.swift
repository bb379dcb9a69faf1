import Testing
import Fleece

/// `<|`, `<|?`, `<||`, `<||?`: keys, key paths, chains, and the exact errors.
@Suite("Decode operators")
struct DecodeOperatorTests {
    let json: JSON

    init() throws {
        json = try JSON(parsing: """
            {"id": 7, "name": "Ada", "email": null, "tags": ["a", "b"],
             "user": {"address": {"city": "Paris"}, "nickname": null},
             "count": "12a", "list": null}
            """)
    }

    @Test("<| decodes a required value by key and by key path")
    func required() {
        #expect((json <| "id").value == 7)
        #expect((json <| "name").value == "Ada")
        #expect((json <| ["user", "address", "city"]).value == "Paris")
        #expect((json <| "email").value == .some(String?.none))
        #expect((json <| "user" <| "address" <| "city").value == "Paris")
        #expect((json <| "user" <| ["address", "city"]).value == "Paris")
    }

    @Test("<| fails on an absent key with the place of the object that lacks it")
    func requiredAbsent() throws {
        let missing: Decoded<Int> = json <| "age"
        #expect(try #require(missing.error).description == #"age: missing key "age" in object at line 1, column 1"#)
        let deep: Decoded<String> = json <| ["user", "address", "zip"]
        #expect(try #require(deep.error).description
            == #"user.address.zip: missing key "zip" in object at line 2, column 22"#)
        let chained: Decoded<String> = json <| "user" <| "address" <| "zip"
        #expect(chained.error == deep.error)
        let midway: Decoded<String> = json <| ["user", "phone", "home"]
        #expect(try #require(midway.error).description == #"user.phone: missing key "phone" in object at line 2, column 10"#)
    }

    @Test("<| fails on a value of the wrong type, and on a non-object on the way")
    func requiredWrong() throws {
        let count: Decoded<Int> = json <| "count"
        #expect(try #require(count.error).description == #"count: expected Int, found string "12a" at line 3, column 11"#)
        let null: Decoded<String> = json <| "email"
        #expect(try #require(null.error).description == "email: expected String, found null at line 1, column 35")
        let throughString: Decoded<String> = json <| ["name", "first"]
        #expect(try #require(throughString.error).description
            == #"name: expected object, found string "Ada" at line 1, column 19"#)
        let throughArray: Decoded<String> = json <| ["tags", "first"]
        #expect(try #require(throughArray.error).description
            == #"tags: expected object, found array ["a","b"] at line 1, column 49"#)
        let fromArray: Decoded<String> = JSON.array(JSON.Array(["x"])) <| "a"
        #expect(try #require(fromArray.error).description == #"expected object, found array ["x"]"#)
    }

    @Test("<| on a failed left side keeps the left side's failure")
    func requiredAfterFailure() throws {
        let chained: Decoded<String> = json <| "nowhere" <| "city"
        #expect(try #require(chained.error).description == #"nowhere: missing key "nowhere" in object at line 1, column 1"#)
        let chainedPath: Decoded<String> = json <| "nowhere" <| ["a", "b"]
        #expect(chainedPath.error == chained.error)
    }

    @Test("<|? gives nil for absent and null, and fails on a present value of the wrong type")
    func optional() throws {
        #expect((json <|? "name").value == .some("Ada"))
        #expect((json <|? "email").value == .some(String?.none))
        #expect((json <|? "phone").value == .some(String?.none))
        #expect((json <|? ["user", "address", "city"]).value == .some("Paris"))
        #expect((json <|? ["user", "phone", "home"]).value == .some(String?.none))
        #expect((json <|? ["user", "nickname", "first"]).value == .some(String?.none))
        #expect((json <| "user" <|? "nickname").value == .some(String?.none))
        #expect((json <| "user" <|? ["address", "city"]).value == .some("Paris"))
        let wrong: Decoded<Int?> = json <|? "count"
        #expect(try #require(wrong.error).description == #"count: expected Int, found string "12a" at line 3, column 11"#)
        let throughString: Decoded<Int?> = json <|? ["name", "first"]
        #expect(try #require(throughString.error).description
            == #"name: expected object, found string "Ada" at line 1, column 19"#)
        let afterFailure: Decoded<Int?> = json <| "nowhere" <|? "x"
        #expect(afterFailure.error?.reason == .missingKey("nowhere"))
    }

    @Test("<|| and <||? decode arrays")
    func arrays() throws {
        #expect((json <|| "tags").value == ["a", "b"])
        #expect((json <|| ["tags"]).value == ["a", "b"])
        let absent: Decoded<[String]> = json <| "user" <|| "tags"
        #expect(absent.error?.reason == .missingKey("tags"))
        let present: Decoded<[String]?> = json <||? "tags"
        #expect(present.value == .some(["a", "b"]))
        #expect((json <||? "list").value == .some([String]?.none))
        #expect((json <||? "absent").value == .some([String]?.none))
        #expect((json <||? ["user", "tags"]).value == .some([String]?.none))
        #expect((json <| "user" <||? "tags").value == .some([String]?.none))
        #expect((json <| "user" <||? ["address", "tags"]).value == .some([String]?.none))
        let absentPath: Decoded<[String]> = json <| "user" <|| ["address", "tags"]
        #expect(absentPath.error?.reason == .missingKey("tags"))
        let wrong: Decoded<[Int]> = json <|| "tags"
        #expect(try #require(wrong.error).description == """
            tags[0]: expected Int, found string "a" at line 1, column 50
            tags[1]: expected Int, found string "b" at line 1, column 55
            """)
        let notArray: Decoded<[Int]?> = json <||? "name"
        #expect(try #require(notArray.error).description == #"name: expected [Int], found string "Ada" at line 1, column 19"#)
    }

    @Test("the issue's Flickr chain on the sample")
    func flickr() throws {
        let json = try JSON(parsing: FlickrPlaces.sample)
        let places: Decoded<[Place]> = json <| "places" <| "place"
        #expect(places.value == [
            Place(url: "/Canada/Ontario/Toronto", timezone: "America/Toronto", photoCount: "2143", name: "Toronto"),
            Place(url: "/France/Ile-de-France/Paris", timezone: "Europe/Paris", photoCount: "18230", name: "Paris"),
            Place(url: "/Japan/Tokyo", timezone: "Asia/Tokyo", photoCount: "9911", name: nil),
            Place(url: "/United+States/New+York", timezone: "America/New_York", photoCount: "40112", name: "New York"),
        ])
        let byPath: Decoded<[Place]> = json <| ["places", "place"]
        #expect(byPath.value == places.value)
    }

    @Test("DecodeError's documented example, exactly")
    func documentedExample() throws {
        let json = try JSON(parsing: FlickrPlaces.withBadCount)
        let places: Decoded<[CountedPlace]> = json <| "places" <| "place"
        #expect(try #require(places.error).description
            == #"places.place[3].photo_count: expected Int, found string "12a" at line 14, column 22 (declared at Place.swift:31)"#)
    }
}
