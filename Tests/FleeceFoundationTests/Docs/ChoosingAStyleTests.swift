import Fleece
import FleeceFoundation
import Foundation
import Testing

// The code of Sources/Fleece/Fleece.docc/ChoosingAStyle.md, kept compiling and true: the same
// user decoded in the three styles. Each style's `User` is nested in an enum of its own, since
// the article gives them one name, so its conformance is declared with the type instead of in
// an extension; the code of each `decode` is the article's.

enum ChoosingAStyleArticle {
    static let text = #"{"id": 7, "profile": {"name": "Ada"}, "email": null, "role": "admin"}"#

    enum Role: String, JSONDecodable, Codable, Sendable { case admin, member }

    enum Functional {
        struct User: Sendable, JSONDecodable {
            let id: Int
            let name: String
            let email: String?
            let role: Role

            static func decode(_ json: JSON) -> Decoded<User> {
                curry(User.init)
                    <^> json <| "id"
                    <*> json <| ["profile", "name"]
                    <*> json <|? "email"
                    <*> json <| "role"
            }
        }
    }

    /// A generic model, as the article writes it: with `T: Sendable` it compiles without the
    /// Swift 6 warning (`capture of non-Sendable type 'T.Type'`), which the CI's build treats
    /// as an error. Found by an outside tester on Laravel's pagination envelope.
    struct Page<T: JSONDecodable & Sendable>: JSONDecodable {
        let currentPage: Int
        let data: [T]

        static func decode(_ json: JSON) -> Decoded<Page<T>> {
            curry(Page.init) <^> json <| "current_page" <*> json <|| "data"
        }
    }

    enum Method {
        struct User: Sendable, JSONDecodable {
            let id: Int
            let name: String
            let email: String?
            let role: Role

            static func decode(_ json: JSON) -> Decoded<User> {
                Decoded {
                    try User(id: json.need("id"),
                             name: json.need(["profile", "name"]),
                             email: json.want("email", allowNull: true),
                             role: json.need("role"))
                }
            }
        }
    }

    struct CodableUser: Codable {
        let id: Int
        let email: String?
        let role: Role
    }
}

@Suite struct ChoosingAStyleTests {
    let text = ChoosingAStyleArticle.text

    @Test func functional() throws {
        let user = try ChoosingAStyleArticle.Functional.User.decode(JSON(parsing: text)).get()
        #expect(user.id == 7 && user.name == "Ada" && user.email == nil && user.role == .admin)
    }

    @Test func method() throws {
        let user = try ChoosingAStyleArticle.Method.User.decode(JSON(parsing: text)).get()
        #expect(user.id == 7 && user.name == "Ada" && user.email == nil && user.role == .admin)
    }

    @Test func codable() throws {
        let data = Data(text.utf8)
        let decoder = FleeceDecoder()                    // a drop-in for JSONDecoder
        let user = try decoder.decode(ChoosingAStyleArticle.CodableUser.self, from: data)
        #expect(user.id == 7 && user.email == nil && user.role == .admin)
    }

    @Test func theFunctionalStyleReportsEveryFieldAndTheMethodAPITheFirst() throws {
        let wrong = try JSON(parsing: #"{"id": "7", "profile": {}, "role": "owner"}"#)
        let functional = ChoosingAStyleArticle.Functional.User.decode(wrong)
        let method = ChoosingAStyleArticle.Method.User.decode(wrong)
        #expect(functional.error?.failures.count == 3)
        #expect(method.error?.failures.count == 1)
    }

    @Test("null in an optional field and on an optional path, in each style, as the table says")
    func nullInOptionalFields() throws {
        let json = try JSON(parsing: #"{"email": null, "paging": null}"#)
        let email: Decoded<String?> = json <|? "email"
        let next: Decoded<String?> = json <|? ["paging", "next"]
        #expect(email.value == .some(nil) && next.value == .some(nil))
        #expect(throws: DecodeError.self) { try json.want("email", as: String.self) }
        #expect(throws: DecodeError.self) { try json.want(["paging", "next"], as: String.self) }
        #expect(try json.want("email", as: String.self, allowNull: true) == nil)
        #expect(try json.want(["paging", "next"], as: String.self, allowNull: true) == nil)
        struct Paging: Decodable { var next: String? }
        struct Page: Decodable { var email: String?; var paging: Paging? }
        let page = try FleeceDecoder().decode(Page.self, from: Data(#"{"email": null, "paging": null}"#.utf8))
        #expect(page.email == nil && page.paging == nil)
    }

    @Test func aGenericModelDecodes() throws {
        let page = try ChoosingAStyleArticle.Page<Int>.decode(JSON(parsing: #"{"current_page": 2, "data": [1, 2]}"#)).get()
        #expect(page.currentPage == 2)
        #expect(page.data == [1, 2])
    }
}
