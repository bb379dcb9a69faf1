import Testing
import Fleece

// The README's "Functional decoding", "The method API" and "Errors" sections, kept compiling
// and true. The models are declared as a reader would declare them, at the top level.

struct ReadmeUser: Equatable {
    let id: Int
    let name: String
    let email: String?
    let role: ReadmeRole
}

enum ReadmeRole: String, JSONDecodable, CaseIterable {
    case admin, member
}

extension ReadmeUser: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<ReadmeUser> {
        curry(ReadmeUser.init)
            <^> json <| "id"
            <*> json <| ["profile", "name"]
            <*> json <|? "email"
            <*> json <| "role"
    }
}

/// The same model without curry: one call, quick to type-check however many fields.
struct ReadmeWideUser: Equatable, JSONDecodable {
    let id: Int
    let name: String
    let email: String?

    static func decode(_ json: JSON) -> Decoded<ReadmeWideUser> {
        Decoded(ReadmeWideUser.init,
                json <| "id",
                json <| ["profile", "name"],
                json <|? "email")
    }
}

struct ReadmePerson: Equatable {
    let name: String
    let age: Int
    let email: String?
}

extension ReadmePerson: JSONDecodable {
    static func decode(_ json: JSON) -> Decoded<ReadmePerson> {
        Decoded {
            try ReadmePerson(name: json.need("name"),
                             age: json.need("age"),
                             email: json.want("email"))
        }
    }
}

enum ReadmeAttachment: Equatable, JSONDecodable {
    case photo(ReadmePhoto)
    case video(ReadmeVideo)

    static func decode(_ json: JSON) -> Decoded<ReadmeAttachment> {
        json.decode(discriminator: "type",
                    .case("photo", ReadmeAttachment.photo),
                    .case("video", ReadmeAttachment.video))
    }
}

/// The README's choice the key makes: `Value` of `json.decode(oneOfKeys: …)`.
enum ReadmeChoiceValue: Equatable, JSONDecodable {
    case quantity(Double)
    case string(String)

    static func decode(_ json: JSON) -> Decoded<ReadmeChoiceValue> {
        typealias Value = ReadmeChoiceValue
        return json.decode(oneOfKeys: .case("valueQuantity", Value.quantity), .case("valueString", Value.string))
    }
}

struct ReadmePhoto: Equatable, JSONDecodable {
    let url: String
    static func decode(_ json: JSON) -> Decoded<ReadmePhoto> { ReadmePhoto.init <^> json <| "url" }
}

struct ReadmeVideo: Equatable, JSONDecodable {
    let seconds: Int
    static func decode(_ json: JSON) -> Decoded<ReadmeVideo> { ReadmeVideo.init <^> json <| "seconds" }
}

struct ReadmeProduct: Equatable, JSONDecodable {
    let name: String
    let price: Double
    static func decode(_ json: JSON) -> Decoded<ReadmeProduct> {
        curry(ReadmeProduct.init) <^> json <| "name" <*> json <|~ "price"
    }
}

@Suite("README: decoding")
struct ReadmeDecodingExamplesTests {
    @Test("functional decoding")
    func functional() throws {
        let json = try JSON(parsing: #"{"id": 7, "profile": {"name": "Ada"}, "email": null, "role": "admin"}"#)

        let user: Decoded<ReadmeUser> = ReadmeUser.decode(json)
        #expect(user.value == ReadmeUser(id: 7, name: "Ada", email: nil, role: .admin))
        #expect(try user.get() == ReadmeUser(id: 7, name: "Ada", email: nil, role: .admin))
        #expect(ReadmeWideUser.decode(json).value == ReadmeWideUser(id: 7, name: "Ada", email: nil))
    }

    @Test("lookups chain, as in the Flickr example")
    func chain() throws {
        let json = try JSON(parsing: FlickrPlaces.sample)
        let places: Decoded<[Place]> = json <| "places" <| "place"
        #expect(places.value?.count == 4)
        #expect(places.value?.first?.name == "Toronto")
    }

    @Test("every failing field at once, each with its path and position")
    func errors() throws {
        let json = try JSON(parsing: """
            {"id": "7", "profile": {},
             "role": "owner"}
            """)
        let user = ReadmeUser.decode(json)
        #expect(user.error?.description == """
            id: expected Int, found string "7" at line 1, column 8
            profile.name: missing key "name" in object at line 1, column 24
            role: expected one of "admin", "member", found string "owner" at line 2, column 10
            """)
        let error = try #require(user.error)
        #expect(error.failures.count == 3)
        #expect(error.failures[1].path == [.key("profile"), .key("name")])
        #expect(error.failures[1].reason == .missingKey("name"))
        #expect(error.failures[1].position?.line == 1)
    }

    @Test("the method API")
    func methodAPI() throws {
        let json = try JSON(parsing: #"{"name": "Ada", "age": 36, "note": null}"#)
        #expect(ReadmePerson.decode(json).value == ReadmePerson(name: "Ada", age: 36, email: nil))

        let age: Int = try json.need("age")
        let nickname = try json.want("nickname", as: String.self)        // absent: nil
        let note = try json.want("note", as: String.self, allowNull: true)
        #expect(age == 36)
        #expect(nickname == nil)
        #expect(note == nil)
        #expect(throws: DecodeError.self) { try json.want("note", as: String.self) }   // null: an error

        let patch = try JSON(parsing: #"{"assignee_id": null}"#)
        switch try patch.wantEither("assignee_id", as: Int.self) {
        case .absent: Issue.record("present")
        case .null: break                                                 // clear the assignee
        case .value: Issue.record("null")
        }
    }

    @Test("method API errors name the line of Swift that asked")
    func methodErrors() throws {
        let json = try JSON(parsing: #"{"name": "Ada", "age": "36"}"#)
        let line = #line + 2
        do {
            _ = try json.need("age", as: Int.self)
            Issue.record("decoded")
        } catch {
            #expect(error.description
                == #"age: expected Int, found string "36" at line 1, column 24 (declared at ReadmeDecodingExamplesTests.swift:\#(line))"#)
        }
    }

    @Test("a number the type cannot hold says why, as in the README's list of errors")
    func numberTooLarge() throws {
        let json = try JSON(parsing: "{\n  \"id\": 7,\n  \"views\": 9223372036854775808\n}")
        let views: Decoded<Int> = json <| "views"
        #expect(views.error?.description == "views: expected Int, found number 9223372036854775808 (more than Int.max) at line 3, column 12")
    }

    @Test("polymorphic payloads")
    func polymorphic() throws {
        let json = try JSON(parsing: #"[{"type": "photo", "url": "a.jpg"}, {"type": "video", "seconds": 30}]"#)
        #expect([ReadmeAttachment].decode(json).value == [.photo(ReadmePhoto(url: "a.jpg")), .video(ReadmeVideo(seconds: 30))])

        let unknown = try JSON(parsing: #"{"type": "audio"}"#)
        #expect(ReadmeAttachment.decode(unknown).error?.description
            == #"type: expected one of "photo", "video", found string "audio" at line 1, column 10"#)

        let choice = try JSON(parsing: #"[{"valueQuantity": 5.4}, {"valueString": "high"}]"#)
        #expect([ReadmeChoiceValue].decode(choice).value == [.quantity(5.4), .string("high")])
        let neither = try JSON(parsing: #"{"valueCode": "H"}"#)
        #expect(ReadmeChoiceValue.decode(neither).error?.description
            == #"expected one of the keys "valueQuantity", "valueString", found none at line 1, column 1"#)
    }

    @Test("lenient decoding, with a report of what it forgave")
    func lenient() throws {
        let json = try JSON(parsing: """
            {"products": [{"name": "tea", "price": "3.5"}, {"name": "cake"}],
             "likes": null}
            """)
        let ((products, likes), report) = try LeniencyReport.collecting {
            (try (json <||~ "products").get() as [ReadmeProduct], try json.want("likes", default: 0))
        }
        #expect(products == [ReadmeProduct(name: "tea", price: 3.5)])
        #expect(likes == 0)
        #expect(report.entries.map(\.action) == [.convertedValue, .skippedElement, .usedDefault])
        #expect(report.entries.map(\.path.description) == ["products[0].price", "products[1]", "likes"])
    }
}
