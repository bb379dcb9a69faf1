#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import FleeceNetworking
import LoopbackHTTPServer
import Testing

/// The module article's GraphQL envelope: the data resolved beside the errors, from one 200
/// (an outside tester found no way to keep both through `apiFailure:`).
@Suite struct GraphQLPartialAnswerTests {
    struct GraphQLError: Decodable, Sendable {
        var message: String
        var path: [JSON]?                  // ["repository", "issues", "nodes", 3, "author"]
    }

    struct GraphQLResponse<Payload: Decodable & Sendable>: Decodable, Sendable {
        var data: Payload?
        var errors: [GraphQLError]?
    }

    struct Viewer: Decodable, Sendable {
        struct User: Decodable, Sendable { var login: String }
        var viewer: User
        var ghost: User?
    }

    @Test func dataAndErrorsAreBothKept() async throws {
        let body = #"""
            {"data": {"viewer": {"login": "ada"}, "ghost": null},
             "errors": [{"message": "Could not resolve to a User with the login of 'ghost'.", "path": ["ghost"], "extensions": {"code": "NOT_FOUND"}},
                        {"message": "rate limit soon"}]}
            """#
        let server = try await LoopbackServer.start(["/graphql": .json(body)])
        defer { Task { await server.stop() } }
        var query = URLRequest(url: server.url("/graphql"))
        query.httpMethod = "POST"
        let answer = try await TestSessions.make().decode(GraphQLResponse<Viewer>.self, for: query)
        #expect(answer.data?.viewer.login == "ada")
        #expect(answer.data?.ghost == nil)
        #expect(answer.errors?.map(\.message) == ["Could not resolve to a User with the login of 'ghost'.", "rate limit soon"])
        #expect(answer.errors?.first?.path == ["ghost"])
        #expect(answer.errors?.last?.path == nil)
    }
}
